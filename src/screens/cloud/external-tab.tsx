// /cloud-services/external-tab: the services reachable from the internet (issue 22).
import { ServicesTab } from './services-tab';

export default function ExternalTab() {
  return <ServicesTab exposure="external" />;
}

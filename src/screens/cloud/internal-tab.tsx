// /cloud-services/internal-tab: the private services reached through a cloud agent (issue 22).
import { ServicesTab } from './services-tab';

export default function InternalTab() {
  return <ServicesTab exposure="internal" />;
}

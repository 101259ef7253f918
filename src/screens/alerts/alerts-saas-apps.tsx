// /alerts-saas-apps (spec part 1 §2: the group admin's landing page; part 2 §2.4, §3): SaaS app alerts.
import { AlertList } from './alert-list';

export default function AlertsSaasApps() {
  return <AlertList kind="saas" />;
}

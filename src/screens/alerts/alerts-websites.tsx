// /alerts-websites (spec part 2 §2.4, §3): website alerts.
import { AlertList } from './alert-list';

export default function AlertsWebsites() {
  return <AlertList kind="website" />;
}

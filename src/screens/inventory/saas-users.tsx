// /saas-users/{name} (spec part 2 §2.6).
import { AppUsage } from './app-usage';

export default function SaasUsers() {
  return <AppUsage kind="saas" />;
}

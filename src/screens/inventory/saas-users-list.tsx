// /saas-users/{name}/list (spec part 2 §2.6).
import { AppUsersTable } from './app-usage-tables';

export default function SaasUsersList() {
  return <AppUsersTable kind="saas" />;
}

// /saas-users/{name}/endpoint (spec part 2 §2.6).
import { AppEndpointsTable } from './app-usage-tables';

export default function SaasUsersEndpoint() {
  return <AppEndpointsTable kind="saas" />;
}

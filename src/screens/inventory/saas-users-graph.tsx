// /saas-users/{name}/graph (spec part 2 §2.6).
import { AppUsageGraph } from './app-usage-graph';

export default function SaasUsersGraph() {
  return <AppUsageGraph />;
}

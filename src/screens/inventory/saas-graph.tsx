// /saas/graph (spec part 2 §2.6).
import { AppsGraph } from './apps-graph';

export default function SaasGraph() {
  return <AppsGraph kind="saas" />;
}

// /inactive-endpoints (spec part 2 §2.6): the management endpoint list of endpoints that stopped reporting.
import { EndpointList } from './endpoint-list';

export default function Screen() {
  return <EndpointList area="management" routeId="inactive-endpoints" inactive />;
}

// /inactive-devices (spec part 2 §2.6): the inventory endpoint list of endpoints that stopped reporting.
import { EndpointList } from './endpoint-list';

export default function Screen() {
  return <EndpointList area="inventory" routeId="inactive-devices" inactive />;
}

// /devices (spec part 2 §2.6): the inventory endpoint list.
import { EndpointList } from './endpoint-list';

export default function Screen() {
  return <EndpointList area="inventory" routeId="devices" />;
}

// /endpoints (spec part 2 §2.6, Endpoint Management legacy): the management endpoint list.
import { EndpointList } from './endpoint-list';

export default function Screen() {
  return <EndpointList area="management" routeId="endpoints" />;
}

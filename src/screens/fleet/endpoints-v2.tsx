// /endpoints/v2 (spec part 2 §2.6, §2.4 click targets): the management endpoint list.
import { EndpointList } from './endpoint-list';

export default function Screen() {
  return <EndpointList area="management" routeId="endpoints-v2" />;
}

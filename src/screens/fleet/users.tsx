// /users (Inventory › FLEET, spec part 2 §2.6): the monitored people.
import { PeopleList } from './people-list';

export default function Screen() {
  return <PeopleList routeId="users" variant="inventory" />;
}

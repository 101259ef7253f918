// /inactive-users (spec part 2 §2.6): the people marked inactive.
import { PeopleList } from './people-list';

export default function Screen() {
  return <PeopleList routeId="inactive-users" variant="inactive" />;
}

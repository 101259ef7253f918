// /user-management (spec part 2 §2.3, §2.4 click targets): the people of the company, to manage.
import { PeopleList } from './people-list';

export default function Screen() {
  return <PeopleList routeId="user-management" variant="management" />;
}

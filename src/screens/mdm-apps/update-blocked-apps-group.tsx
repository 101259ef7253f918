// /update-blocked-apps-group: the BLOCK kind of application group (see ./group-edit.tsx).
import { UpdateGroup } from './group-edit';

export default function UpdateBlockedAppsGroup() {
  return <UpdateGroup kind="BLOCK" />;
}

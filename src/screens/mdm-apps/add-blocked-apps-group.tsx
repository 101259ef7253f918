// /add-blocked-apps-group: the BLOCK kind of application group (see ./group-edit.tsx).
import { AddGroup } from './group-edit';

export default function AddBlockedAppsGroup() {
  return <AddGroup kind="BLOCK" />;
}

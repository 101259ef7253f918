// /add-application-group: the INSTALL kind of application group (see ./group-edit.tsx).
import { AddGroup } from './group-edit';

export default function AddApplicationGroup() {
  return <AddGroup kind="INSTALL" />;
}

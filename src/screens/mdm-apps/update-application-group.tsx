// /update-application-group: the INSTALL kind of application group (see ./group-edit.tsx).
import { UpdateGroup } from './group-edit';

export default function UpdateApplicationGroup() {
  return <UpdateGroup kind="INSTALL" />;
}

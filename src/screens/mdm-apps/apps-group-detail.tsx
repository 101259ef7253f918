// /apps-group-detail: the INSTALL kind of application group (see ./group-detail.tsx).
import { GroupDetail } from './group-detail';

export default function AppsGroupDetail() {
  return <GroupDetail kind="INSTALL" />;
}

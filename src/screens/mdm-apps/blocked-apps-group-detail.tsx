// /blocked-apps-group-detail: the BLOCK kind of application group (see ./group-detail.tsx).
import { GroupDetail } from './group-detail';

export default function BlockedAppsGroupDetail() {
  return <GroupDetail kind="BLOCK" />;
}

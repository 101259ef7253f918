// /bulk-edit-apps (spec part 2 §2.6).
import { BulkEdit } from './bulk-edit';

export default function BulkEditApps() {
  return <BulkEdit kind="saas" />;
}

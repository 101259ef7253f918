// /bulk-edit-ai-apps (spec part 2 §2.6, §4: a bulk edit exists for Gen AI apps).
import { BulkEdit } from './bulk-edit';

export default function BulkEditAiApps() {
  return <BulkEdit kind="genai" />;
}

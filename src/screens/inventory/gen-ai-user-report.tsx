// /gen-ai-user-report/{appName}/{userName} (spec part 2 §2.6).
import { UsageReport } from './usage-report';

export default function GenAiUserReport() {
  return <UsageReport subject="user" />;
}

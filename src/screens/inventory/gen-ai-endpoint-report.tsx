// /gen-ai-endpoint-report/{id}/{appName} (spec part 2 §2.6).
import { UsageReport } from './usage-report';

export default function GenAiEndpointReport() {
  return <UsageReport subject="endpoint" />;
}

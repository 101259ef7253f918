// /gen-ai-users/{name}/endpoints (spec part 2 §2.6).
import { AppEndpointsTable } from './app-usage-tables';

export default function GenAiUsersEndpoints() {
  return <AppEndpointsTable kind="genai" />;
}

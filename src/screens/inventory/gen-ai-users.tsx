// /gen-ai-users/{name} (spec part 2 §2.6).
import { AppUsage } from './app-usage';

export default function GenAiUsers() {
  return <AppUsage kind="genai" />;
}

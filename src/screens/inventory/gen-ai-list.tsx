// /gen-ai-apps/list (spec part 2 §2.6).
import { AppList } from './app-list';

export default function GenAiList() {
  return <AppList kind="genai" />;
}

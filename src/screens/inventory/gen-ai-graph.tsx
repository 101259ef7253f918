// /gen-ai-apps/graph (spec part 2 §2.6).
import { AppsGraph } from './apps-graph';

export default function GenAiGraph() {
  return <AppsGraph kind="genai" />;
}

// /gen-ai-apps (spec part 2 §2.6, §7 "Gen AI"): the same inventory, Gen AI apps only.
import { AppInventory } from './app-inventory';

export default function GenAiApps() {
  return <AppInventory kind="genai" />;
}

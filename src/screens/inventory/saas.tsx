// /saas (spec part 2 §2.6): the SaaS inventory with its List and Graph tabs.
import { AppInventory } from './app-inventory';

export default function Saas() {
  return <AppInventory kind="saas" />;
}

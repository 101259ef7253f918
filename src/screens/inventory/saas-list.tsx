// /saas/list (spec part 2 §2.6).
import { AppList } from './app-list';

export default function SaasList() {
  return <AppList kind="saas" />;
}

// /gen-ai-users/{name}/list (spec part 2 §2.6).
import { AppUsersTable } from './app-usage-tables';

export default function GenAiUsersList() {
  return <AppUsersTable kind="genai" />;
}

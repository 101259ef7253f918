// /saas-users-report/{appName}/{userName} (spec part 2 §2.6).
import { UsageReport } from './usage-report';

export default function SaasUsersReport() {
  return <UsageReport subject="user" />;
}

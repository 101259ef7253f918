// /email-report/compliance-tab (spec part 2 §2.6): the compliance email reports of the company.
import { EmailReportList } from './email-report-list';

export default function EmailComplianceTab() {
  return <EmailReportList kind="compliance" />;
}

// /email-report/summary-tab (spec part 2 §2.6): the summary email reports of the company.
import { EmailReportList } from './email-report-list';

export default function EmailSummaryTab() {
  return <EmailReportList kind="summary" />;
}

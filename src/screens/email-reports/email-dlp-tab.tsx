// /email-report/dlp-tab (spec part 2 §2.6): the dlp email reports of the company.
import { EmailReportList } from './email-report-list';

export default function EmailDlpTab() {
  return <EmailReportList kind="dlp" />;
}

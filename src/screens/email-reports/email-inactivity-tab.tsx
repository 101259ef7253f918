// /email-report/inactivity-tab (spec part 2 §2.6): the inactivity email reports of the company.
import { EmailReportList } from './email-report-list';

export default function EmailInactivityTab() {
  return <EmailReportList kind="inactivity" />;
}

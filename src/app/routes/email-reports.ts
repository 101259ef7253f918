import { emailReportFilters } from './filters';
import { g } from './gates';
import { inGroup } from './resolve';

export const emailReportRoutes = inGroup({ spec: 'part 2 §2.6 Email reports', gate: g.admin }, [
  {
    id: 'email-report', path: '/email-report', title: 'Email Reports', help: 'admin-email-reports', index: 'email-compliance-tab', keywords: ['scheduled reports'],
    children: [
      { id: 'email-compliance-tab', path: 'compliance-tab', filters: emailReportFilters, title: 'Compliance Email Reports', help: 'admin-email-reports' },
      { id: 'email-summary-tab', path: 'summary-tab', filters: emailReportFilters, title: 'Summary Email Reports', help: 'admin-email-reports' },
      { id: 'email-inactivity-tab', path: 'inactivity-tab', filters: emailReportFilters, title: 'Inactivity Email Reports', help: 'admin-email-reports' },
      { id: 'email-dlp-tab', path: 'dlp-tab', filters: emailReportFilters, title: 'DLP Email Reports', help: 'admin-email-reports', gate: g.adminDlp },
    ],
  },
  { id: 'add-email-reports', path: '/add-email-reports/:id?', title: 'Email Report', help: 'admin-email-reports' },
]);

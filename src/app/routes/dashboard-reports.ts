import { activityFilters, alertFilters, complianceExtFilters, complianceFilters, reportFilters } from './filters';
import { g } from './gates';
import { inGroup } from './resolve';

export const dashboardRoutes = inGroup({ spec: 'part 2 §2.6 Dashboards and reporting', gate: g.reports }, [
  { id: 'dashboard-v2', path: '/dashboard-v2', title: 'Operational Overview', help: 'dashboard', gate: g.dashboard, chrome: 'no-panel', spec: 'part 2 §2.4' },
  { id: 'dashboard', path: '/dashboard', title: 'Dashboard', help: 'dashboard', subtitle: 'Get overall Usage of the SaaS Apps and Security Actions taken.', gate: g.dashboard, spec: 'part 2 §2.1-2.3', keywords: ['security insights', 'home'] },
  { id: 'accounts', path: '/accounts', title: 'Accounts', gate: g.open, chrome: 'no-panel', keywords: ['companies'] },
  { id: 'add-account', path: '/add-account', title: 'Add Account', gate: g.open, chrome: 'no-panel', keywords: ['company'] },
  { id: 'alerts-saas-apps', path: '/alerts-saas-apps', filters: alertFilters, title: 'SaaS Apps Alerts', help: 'alerts-saas-apps', gate: g.alerts },
  { id: 'alerts-websites', path: '/alerts-websites', filters: alertFilters, title: 'Website Alerts', help: 'alerts-websites', gate: g.alerts },
  { id: 'session', path: '/session', filters: reportFilters, title: 'Sessions' },
  { id: 'compliance-ext', path: '/compliance-ext', filters: complianceExtFilters, title: 'Browser Extension Compliance', help: 'reports-compliance', keywords: ['browser extensions', 'risky extensions'] },
  { id: 'compliance', path: '/compliance', filters: complianceFilters, title: 'Compliance', help: 'reports-compliance', keywords: ['non compliant', 'non-compliant endpoints', 'encryption'] },
  { id: 'productivity-insight', path: '/productivity-insight', filters: reportFilters, title: 'User Behavior Analysis', help: 'reports-user-behavior-analysis', gate: g.reportsWithSessions, keywords: ['productivity'] },
  { id: 'productivity-insight-old', path: '/productivity-insight/old', title: 'User Behavior Analysis (Legacy)', help: 'reports-user-behavior-analysis', gate: g.reportsWithSessions, movesTo: 'productivity-insight' },
  { id: 'reports-saas-apps', path: '/reports-saas-apps', filters: reportFilters, title: 'SaaS Apps Report', help: 'reports-saas-apps', gate: { area: 'reports', restricted: true } },
  {
    id: 'websites-reports', path: '/websites-reports', title: 'Websites Report', help: 'reports-websites', gate: g.reportsWithSessions, index: 'reports-websites-tab',
    children: [
      { id: 'reports-websites-tab', path: 'websites-tab', filters: reportFilters, title: 'Websites Report by Website', help: 'reports-websites' },
      { id: 'reports-categories-tab', path: 'categories-tab', filters: reportFilters, title: 'Websites Report by Category', help: 'reports-categories' },
    ],
  },
  { id: 'activity', path: '/activity', filters: activityFilters, title: 'Activity', help: 'reports-activity', gate: g.reportsWithSessions, keywords: ['inactivity'] },
]);

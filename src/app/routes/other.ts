import { adminLogFilters, chatFilters, errorLogFilters, notificationLogFilters, ztpaLogFilters } from './filters';
import { g } from './gates';
import { inGroup } from './resolve';

export const otherRoutes = inGroup({ spec: 'part 2 §2.6 Other', gate: g.settings }, [
  { id: 'copilot-download', path: '/copilot-download', title: 'Download Copilot', gate: g.open, keywords: ['agent', 'installer'] },
  {
    id: 'chatbot', path: '/chatbot', title: 'AskCISO', help: 'askciso', gate: g.askciso, index: 'new-conversation', keywords: ['chat', 'assistant', 'ask'],
    children: [
      { id: 'new-conversation', path: 'conversation', filters: chatFilters, title: 'New Conversation', help: 'askciso' },
      { id: 'conversation', path: 'conversation/:id', title: 'Conversation', help: 'askciso' },
    ],
  },
  { id: 'copilot-download-instructions', path: '/copilot-download-instructions/:name/:type/:installType?', title: 'Copilot Installation Instructions', gate: g.open },
  { id: 'vanta', path: '/vanta', title: 'Vanta', help: 'integrations-vanta', gate: g.integrations, keywords: ['grc', 'integration'] },
  { id: 'scrut', path: '/scrut', title: 'Scrut', help: 'integrations-scrut', gate: g.integrations, keywords: ['grc', 'integration'] },
  { id: 'microsoft', path: '/microsoft', title: 'Microsoft Entra', help: 'integrations-microsoft-entra', gate: g.integrations, keywords: ['iam', 'integration', 'azure ad'] },
  { id: 'azure', path: '/azure', title: 'Azure', help: 'integrations-azure', gate: g.integrations, keywords: ['iam', 'integration'] },
  { id: 'google', path: '/google', title: 'Google Workspace', help: 'integrations-google', gate: g.integrations, keywords: ['iam', 'integration'] },
  { id: 'okta', path: '/okta', title: 'Okta', help: 'integrations-okta', gate: g.integrations, keywords: ['iam', 'integration'] },
  { id: 'notification-logs', path: '/notification-logs', filters: notificationLogFilters, title: 'Notification Logs', help: 'logs-notification', gate: g.logs },
  { id: 'admin-logs', path: '/admin-logs', filters: adminLogFilters, title: 'Admin Action Logs', help: 'logs-admin-audit-trail', gate: g.logs, keywords: ['audit'] },
  { id: 'ztpa-logs', path: '/ztpa-logs', filters: ztpaLogFilters, title: 'ZTPA Logs', help: 'logs-copilot-error-logs', gate: g.logsVpn },
  { id: 'error-logs', path: '/error-logs', filters: errorLogFilters, title: 'Copilot Error Logs', help: 'logs-copilot-error-logs', gate: g.logs },
  { id: 'setup-guide', path: '/setup-guide', title: 'Setup Guide', help: 'settings-setup-guide', keywords: ['onboarding'] },
  {
    id: 'recommended-config', path: '/recommended-config', title: 'Recommended Configuration', help: 'settings-setup-guide', index: 'recommended-config-users-groups',
    children: [
      { id: 'recommended-config-users-groups', path: 'users-groups', title: 'Recommended Users and Groups', help: 'settings-setup-guide' },
      { id: 'recommended-config-blocked-categories', path: 'blocked-categories', title: 'Recommended Blocked Categories', help: 'settings-setup-guide' },
      { id: 'recommended-config-sanctioned-apps', path: 'sanctioned-apps', title: 'Recommended Sanctioned Apps', help: 'settings-setup-guide' },
      { id: 'recommended-config-unsanctioned-apps', path: 'unsanctioned-apps', title: 'Recommended Unsanctioned Apps', help: 'settings-setup-guide' },
      { id: 'recommended-config-compliance-framework', path: 'compliance-framework', title: 'Recommended Compliance Framework', help: 'settings-setup-guide', gate: g.settingsMdm },
      { id: 'recommended-config-configure-mdm', path: 'configure-mdm', title: 'Configure MDM', help: 'settings-setup-guide', gate: g.settingsMdm },
      { id: 'recommended-config-configure-ztpa', path: 'configure-ztpa', title: 'Configure ZTPA', help: 'settings-setup-guide', gate: g.settingsVpn },
      { id: 'recommended-config-email-reports', path: 'email-reports', title: 'Recommended Email Reports', help: 'settings-setup-guide' },
    ],
  },
  { id: 'account-settings', path: '/account-settings', title: 'Account Settings', help: 'settings-account', gate: g.general, keywords: ['profile', 'settings'] },
  { id: 'copilot', path: '/copilot', title: 'Agent Settings', help: 'settings-copilot', keywords: ['copilot settings'] },
  { id: 'copilot-messages', path: '/copilot-messages', title: 'Copilot Messages', help: 'settings-copilot-messages' },
  { id: 'about', path: '/about', title: 'About Agent', help: 'settings-about', gate: g.general },
  { id: 'api-setting', path: '/api-setting', title: 'API Settings', help: 'settings-api', keywords: ['swagger', 'openapi', 'api key'] },
  { id: 'expand-view', path: '/expand-view', title: 'Expanded View', gate: g.general },
  { id: 'login-details', path: '/login-details', title: 'Login History', help: 'logs-login-history', gate: g.logs },
  { id: 'delete-account', path: '/delete-account', title: 'Delete Account', help: 'settings-delete-account' },
]);

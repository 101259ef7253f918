// Every endpoint map of the contract, by area: the coverage test (tests/api/contract-endpoints.test.ts)
// checks that the server registers exactly these under /api. Not a barrel: screens import their
// area's contract file directly.
import { accountsApi } from './accounts';
import { alertsApi } from './alerts';
import { chatbotApi } from './askciso';
import { authApi } from './auth';
import { catalogApi } from './catalog';
import { catalogAdminApi } from './catalog-admin';
import { dashboardApi } from './dashboard';
import { fleetApi } from './fleet';
import { applicationsApi } from './applications';
import type { EndpointMap } from './endpoint';
import { metaApi } from './meta';
import { logsApi } from './logs';
import { jobsAdminApi } from './jobs-admin';
import { providerActionsApi } from './provider-actions';
import { notificationsApi } from './notifications';
import { policyStatusApi } from './policy-status';
import { providerApi } from './provider';
import { releasesApi } from './releases';
import { reportsApi } from './reports';
import { saasApi } from './saas';
import { setupApi } from './setup';
import { usersApi } from './users';
import { webPoliciesApi } from './web-policies';
import { websitesApi } from './websites';
import { emailReportsApi } from './email-reports';
import { billingApi } from './billing';
import { drillDownApi } from './drill-down';
import { commandsApi } from './commands';
import { complianceApi } from './compliance';
import { complianceConfigApi } from './compliance-config';
import { ztpaApi } from './ztpa';
import { ztpaOpsApi } from './ztpa-ops';
import { cloudApi } from './cloud';
import { dlpApi } from './dlp';
import { dlpDetectApi } from './dlp-detect';
import { settingsApi } from './settings-api';
import { dlpPoliciesApi } from './dlp-policies';
import { dlpActivityApi } from './dlp-activity';
import { mdmAppsApi } from './mdm-apps';
import { mdmCatalogApi } from './mdm-catalog';
import { mdmCommandsApi } from './mdm-commands';
import { mdmEnrolApi } from './mdm-enrol';
import { mdmPoliciesApi } from './mdm-policies';
import { ssoApi } from './sso';
import { iamApi } from './iam';
import { grcApi } from './grc';
import { downloadsApi } from './downloads';

export const API_AREAS: Readonly<Record<string, EndpointMap>> = {
  'policy-status': policyStatusApi,
  accounts: accountsApi,
  users: usersApi,
  auth: authApi,
  meta: metaApi,
  askciso: chatbotApi,
  dashboard: dashboardApi,
  websites: websitesApi,
  'web-policies': webPoliciesApi,
  saas: saasApi,
  setup: setupApi,
  catalog: catalogApi,
  reports: reportsApi,
  alerts: alertsApi,
  provider: providerApi,
  fleet: fleetApi,
  applications: applicationsApi,
  notifications: notificationsApi,
  logs: logsApi,
  'jobs-admin': jobsAdminApi,
  'provider-actions': providerActionsApi,
  'catalog-admin': catalogAdminApi,
  releases: releasesApi,
  'email-reports': emailReportsApi,
  billing: billingApi,
  'drill-down': drillDownApi,
  commands: commandsApi,
  compliance: complianceApi,
  'compliance-config': complianceConfigApi,
  ztpa: ztpaApi,
  ztpaOps: ztpaOpsApi,
  cloud: cloudApi,
  dlp: dlpApi,
  'dlp-detect': dlpDetectApi,
  'dlp-policies': dlpPoliciesApi,
  'dlp-activity': dlpActivityApi,
  'mdm-apps': mdmAppsApi,
  'mdm-catalog': mdmCatalogApi,
  'mdm-commands': mdmCommandsApi,
  'mdm-enrol': mdmEnrolApi,
  'mdm-policies': mdmPoliciesApi,
  sso: ssoApi,
  iam: iamApi,
  grc: grcApi,
  settings: settingsApi,
  downloads: downloadsApi,
};

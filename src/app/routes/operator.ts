import { catalogFilters, companyFilters, drillDownFilters } from './filters';
import { g } from './gates';
import { inGroup } from './resolve';

export const operatorRoutes = inGroup({ spec: 'part 2 §2.6 Product-operator', gate: g.operator }, [
  { id: 'update-copilot-version', path: '/update-copilot-version/:version', title: 'Update Copilot Version', gate: g.superAdmin },
  { id: 'admin-accounts', path: '/admin-accounts', title: 'All Accounts', gate: g.superAdmin, filters: companyFilters },
  { id: 'copilot-versions', path: '/copilot-versions', title: 'Copilot Versions', gate: g.superAdmin, help: 'agent-releases', keywords: ['agent versions'] },
  { id: 'copilot-release', path: '/copilot-release', title: 'Copilot Release', help: 'agent-releases', keywords: ['rollout', 'agent update'] },
  { id: 'add-copilot-version', path: '/add-copilot-version', title: 'Add Copilot Version', gate: g.superAdmin },
  { id: 'canary', path: '/canary', title: 'Canary Plan', help: 'agent-releases', keywords: ['canary release', 'staged rollout'] },
  { id: 'add-canary', path: '/add-canary/:id?', title: 'Add Canary Plan', help: 'agent-releases' },
  { id: 'scheduled-jobs', path: '/scheduled-jobs', title: 'Scheduled Jobs', help: 'scheduled-jobs', keywords: ['background jobs', 'cron'] },
  { id: 'selected-scheduled-job', path: '/selected-scheduled-job/:id', title: 'Scheduled Job', help: 'scheduled-jobs' },
  { id: 'admin-saas-apps', path: '/admin-saas-apps', title: 'SaaS App Catalog', help: 'catalog-admin', keywords: ['global catalog', 'catalog apps'], filters: catalogFilters },
  { id: 'admin-native-apps', path: '/admin-native-apps', title: 'Native Apps', help: 'catalog-admin', keywords: ['installed apps', 'desktop apps'], filters: catalogFilters },
  { id: 'native-app', path: '/native-app/:id?', title: 'Native App' },
  { id: 'admin-website-categories', path: '/admin-website-categories', title: 'Website Category Catalog', help: 'catalog-admin', filters: catalogFilters },
  { id: 'admin-websites', path: '/admin-websites', title: 'Website Catalog', help: 'catalog-admin', filters: catalogFilters },
  { id: 'sudo-add-saas', path: '/sudo-add-saas/:name?', title: 'Catalog SaaS App' },
  { id: 'sudo-add-websites', path: '/sudo-add-websites/:name?', title: 'Catalog Website' },
  { id: 'sudo-update-category', path: '/sudo-update-category/:name?', title: 'Update Catalog Category' },
  { id: 'sudo-add-new-category', path: '/sudo-add-new-category/:name?', title: 'Add Catalog Category' },
  { id: 'kc-email-templates', path: '/email-templates', title: 'Default Email Templates' },
  { id: 'palisade-accounts', path: '/palisade-accounts', title: 'Managed Companies', help: 'provider-actions', keywords: ['customers', 'managed accounts'], filters: companyFilters },
  {
    id: 'palisade-account-details', path: '/palisade-account-details/:id/:name?', title: 'Company', index: 'palisade-account-company-details',
    children: [
      { id: 'palisade-account-company-details', path: 'company-details', title: 'Company Details' },
      {
        id: 'palisade-account-configurations', path: 'configurations', title: 'Company Configurations', index: 'palisade-account-bypassed-domains',
        children: [
          { id: 'palisade-account-bypassed-domains', path: 'bypassed-domains', title: 'Company Bypassed Domains', filters: drillDownFilters },
          { id: 'palisade-account-saas-app', path: 'saas-app', title: 'Company SaaS Apps', filters: drillDownFilters },
          { id: 'palisade-account-websites', path: 'websites', title: 'Company Websites', filters: drillDownFilters },
          { id: 'palisade-account-geo-fencing', path: 'Geo-Fencing', title: 'Company Geo-Fencing', filters: drillDownFilters },
          {
            id: 'palisade-account-ztpa-gateway', path: 'ztpa-gateway', title: 'Company ZTPA Gateways',
            children: [{ id: 'palisade-account-config-ztpa', path: 'config-ztpa/:ztpaId?', title: 'Company ZTPA Gateway Configuration' }],
          },
          { id: 'palisade-account-dlp-sensitive', path: 'dlp-sensitive', title: 'Company Sensitive Data' },
          { id: 'palisade-account-fleet-endpoints', path: 'fleet-endpoints', title: 'Company Endpoints', filters: drillDownFilters },
          { id: 'palisade-account-frameworks', path: 'frameworks', title: 'Company Frameworks' },
          { id: 'palisade-account-email-templates', path: 'email-templates', title: 'Company Email Templates', filters: drillDownFilters },
          { id: 'palisade-account-policies', path: 'Policies', title: 'Company Policies', filters: drillDownFilters },
        ],
      },
      {
        id: 'palisade-account-logs', path: 'logs', title: 'Company Logs', index: 'palisade-account-admin-event-logs',
        children: [
          { id: 'palisade-account-admin-event-logs', path: 'admin-event-logs', title: 'Company Admin Event Logs', filters: drillDownFilters },
          { id: 'palisade-account-notifications-logs', path: 'notifications-logs', title: 'Company Notification Logs', filters: drillDownFilters },
          { id: 'palisade-account-common-errors-logs', path: 'common-errors-logs', title: 'Company Error Logs', filters: drillDownFilters },
        ],
      },
      {
        id: 'palisade-account-alerts', path: 'alerts', title: 'Company Alerts', index: 'palisade-account-alerts-saas-apps',
        children: [
          { id: 'palisade-account-alerts-saas-apps', path: 'saas-apps', title: 'Company SaaS App Alerts' },
          { id: 'palisade-account-alerts-website', path: 'website', title: 'Company Website Alerts' },
        ],
      },
    ],
  },
]);

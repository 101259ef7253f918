import { complianceControlFilters } from './filters';
import { g } from './gates';
import { inGroup } from './resolve';

export const complianceMdmRoutes = inGroup({ spec: 'part 2 §2.6 Compliance and MDM', gate: g.policiesMdm }, [
  {
    id: 'config-frameworks', path: '/config-frameworks', title: 'Compliance Frameworks', help: 'config-frameworks', index: 'framework-selection',
    children: [
      { id: 'framework-selection', path: 'framework-selection', title: 'Framework Selection', help: 'config-frameworks' },
      { id: 'selected-frameworks', path: 'selected-frameworks', title: 'Selected Frameworks', help: 'config-frameworks' },
    ],
  },
  { id: 'controls', path: '/controls', filters: complianceControlFilters, title: 'Compliance Controls', help: 'config-frameworks' },
  { id: 'policies', path: '/policies', filters: complianceControlFilters, title: 'Controls', help: 'config-frameworks', keywords: ['compliance policies'] },
  { id: 'application-policies', path: '/application-policies', title: 'Application Groups', help: 'admin-applications', keywords: ['application policies'] },
  { id: 'add-application-group', path: '/add-application-group', title: 'Add Application Group' },
  { id: 'apps-group-detail', path: '/apps-group-detail/:name/:id', title: 'Application Group' },
  { id: 'blocked-apps-group-detail', path: '/blocked-apps-group-detail/:name/:id', title: 'Blocked Application Group' },
  { id: 'update-application-group', path: '/update-application-group/:id', title: 'Update Application Group' },
  { id: 'add-blocked-apps-group', path: '/add-blocked-apps-group', title: 'Add Blocked Application Group' },
  { id: 'update-blocked-apps-group', path: '/update-blocked-apps-group/:id', title: 'Update Blocked Application Group' },
  { id: 'app-catalog', path: '/app-catalog', title: 'App Catalog' },
  {
    id: 'browsers', path: '/browsers', title: 'Browsers', index: 'application-selection',
    children: [
      { id: 'application-selection', path: 'application-selection', title: 'Browser Selection' },
      { id: 'selected-application', path: 'selected-application/:appName', title: 'Selected Browser' },
    ],
  },
  { id: 'selected-control', path: '/selected-control/:id', title: 'Control Details', help: 'config-frameworks' },
  { id: 'account-email-templates', path: '/account-email-templates', title: 'Email Templates', help: 'config-email-templates', gate: g.policies },
  { id: 'account-email-template-create', path: '/account-email-template/:trigger/create', title: 'Create Email Template', help: 'config-email-templates', gate: g.policies },
  { id: 'account-email-template', path: '/account-email-template/:trigger/:id', title: 'Edit Email Template', help: 'config-email-templates', gate: g.policies },
  { id: 'push-certificate', path: '/push-certificate', title: 'Push Certificate', help: 'admin-push-certificate', gate: g.adminMdm, keywords: ['apns', 'mdm'] },
  { id: 'add-certificate', path: '/add-certificate', title: 'Add Push Certificate', help: 'admin-push-certificate', gate: g.adminMdm },
  { id: 'device-enrollment-program', path: '/device-enrollment-program', title: 'Automated Device Enrollment', help: 'admin-ade-enrollment', gate: g.adminMdm, keywords: ['ade', 'dep'] },
  { id: 'add-device-enrollment', path: '/add-device-enrollment', title: 'Add Device Enrollment', help: 'admin-ade-enrollment', gate: g.adminMdm },
  { id: 'content-token', path: '/content-token', title: 'Content Token', help: 'admin-content-token', gate: g.adminMdm, keywords: ['vpp', 'apple'] },
  { id: 'add-content-token', path: '/add-content-token', title: 'Add Content Token', help: 'admin-content-token', gate: g.adminMdm },
  { id: 'content-apps', path: '/content-apps', title: 'Managed Applications', help: 'admin-applications' },
  { id: 'add-custom-apps', path: '/add-custom-apps', title: 'Add Custom App', help: 'admin-applications' },
  { id: 'update-custom-apps', path: '/update-custom-apps/:id', title: 'Update Custom App', help: 'admin-applications' },
  { id: 'add-app-policy', path: '/add-app-policy', title: 'Add App Policy', help: 'admin-applications' },
  { id: 'edit-app-policy', path: '/edit-app-policy/:id', title: 'Edit App Policy', help: 'admin-applications' },
]);

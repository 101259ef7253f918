import { companyTemplateFilters, drillDownFilters } from './filters';
import { g } from './gates';
import { inGroup } from './resolve';

export const drillDownRoutes = inGroup({ spec: 'part 2 §2.6 Account drill-down', gate: g.open }, [
  // spec part 2 §2.6: the account drill-down is the super-admin's (issue 24): built on provider calls, so it is
  // the operator's; /add-email-template/{company id}?t={trigger} edits a managed company's template
  { id: 'user-account', path: '/user-account/:id/:name?', title: 'Account Overview', gate: g.operator },
  { id: 'user-list', path: '/user-list/:id/:name?', title: 'Account Users', filters: drillDownFilters, gate: g.operator },
  { id: 'account-endpoint-list', path: '/account-endpoint-list/:id/:name?', title: 'Account Endpoints', filters: drillDownFilters, gate: g.operator },
  { id: 'selected-endpoint-detail', path: '/selected-endpoint-detail/:accountId/:name/:id', title: 'Account Endpoint Details', gate: g.operator },
  { id: 'subaccount', path: '/subaccount/:id/:name?', title: 'Sub-accounts', filters: drillDownFilters, gate: g.operator },
  { id: 'group', path: '/group/:id/:name?', title: 'Account Group', filters: drillDownFilters, gate: g.operator },
  { id: 'subaccount-details', path: '/:parentname/:id/subaccount/details/:name?', title: 'Sub-account Details', gate: g.operator },
  { id: 'add-email-template', path: '/add-email-template/:id?', title: 'Account Email Template', filters: companyTemplateFilters, gate: g.operator },
]);

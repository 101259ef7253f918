import { drillDownFilters } from './filters';
import { g } from './gates';
import { inGroup } from './resolve';

export const drillDownRoutes = inGroup({ spec: 'part 2 §2.6 Account drill-down', gate: g.open }, [
  { id: 'user-account', path: '/user-account/:id/:name?', title: 'Account Overview' },
  // spec part 2 §2.6: the account drill-down is the super-admin's; this one is built (issue 24), on provider calls
  { id: 'user-list', path: '/user-list/:id/:name?', title: 'Account Users', filters: drillDownFilters, gate: g.operator },
  { id: 'account-endpoint-list', path: '/account-endpoint-list/:id/:name?', title: 'Account Endpoints' },
  { id: 'selected-endpoint-detail', path: '/selected-endpoint-detail/:accountId/:name/:id', title: 'Account Endpoint Details' },
  { id: 'subaccount', path: '/subaccount/:id/:name?', title: 'Sub-accounts' },
  { id: 'group', path: '/group/:id/:name?', title: 'Account Group' },
  { id: 'subaccount-details', path: '/:parentname/:id/subaccount/details/:name?', title: 'Sub-account Details' },
  { id: 'add-email-template', path: '/add-email-template/:id?', title: 'Account Email Template' },
]);

import { endpointManagementFilters, groupFilters, userManagementFilters } from './filters';
import { g } from './gates';
import { inGroup } from './resolve';

export const peopleRoutes = inGroup({ spec: 'part 2 §2.6 People and groups', gate: g.admin }, [
  { id: 'user-management', path: '/user-management', filters: userManagementFilters, title: 'User Management', help: 'admin-users', keywords: ['invite users'] },
  { id: 'inactive-users', path: '/inactive-users', title: 'Inactive Users', help: 'admin-users' },
  { id: 'add-users', path: '/add-users', title: 'Add Users', help: 'admin-users' },
  { id: 'update-user', path: '/update-user/:email', title: 'Update User', help: 'admin-users' },
  { id: 'endpoints', path: '/endpoints', title: 'Endpoint Management (Legacy)', help: 'admin-endpoints' },
  { id: 'endpoints-v2', path: '/endpoints/v2', filters: endpointManagementFilters, title: 'Endpoint Management', help: 'admin-endpoints', keywords: ['devices', 'mdm enrolled'] },
  { id: 'inactive-endpoints', path: '/inactive-endpoints', title: 'Inactive Endpoints', help: 'admin-endpoints' },
  {
    id: 'mdm-history', path: '/mdm-history/:id/:name?/:accountId?', title: 'MDM History', gate: g.adminMdm, index: 'control-policy-history',
    children: [
      { id: 'control-policy-history', path: 'control-policy-history', title: 'Control Policy History' },
      { id: 'device-details', path: 'device-details', title: 'Device Details' },
      { id: 'command-history', path: 'command-history', title: 'Command History' },
    ],
  },
  { id: 'endpoint-list', path: '/endpoint-list/:id', title: 'Endpoint List', help: 'admin-endpoints' },
  { id: 'add-new-endpoint', path: '/add-new-endpoint', title: 'Add Endpoint', help: 'admin-endpoints' },
  { id: 'update-endpoint', path: '/update-endpoint/:id', title: 'Update Endpoint', help: 'admin-endpoints' },
  { id: 'group-management', path: '/group-management', filters: groupFilters, title: 'Group Management', help: 'admin-groups' },
  { id: 'add-group', path: '/add-group', title: 'Add Group', help: 'admin-groups' },
  { id: 'update-group', path: '/update-group/:name', title: 'Update Group', help: 'admin-groups' },
]);

import { applicationDetailFilters, applicationFilters, browserPolicyFilters, deviceFilters, peopleFilters } from './filters';
import { g } from './gates';
import { inGroup } from './resolve';

export const fleetRoutes = inGroup({ spec: 'part 2 §2.6 Users, devices, applications', gate: g.inventory }, [
  { id: 'users', path: '/users', filters: peopleFilters, title: 'Users', help: 'inventory-users', keywords: ['people', 'risky users'] },
  { id: 'devices', path: '/devices', filters: deviceFilters, title: 'Endpoints', help: 'inventory-endpoints', keywords: ['devices', 'laptops'] },
  { id: 'inactive-devices', path: '/inactive-devices', title: 'Inactive Devices', help: 'inventory-endpoints' },
  { id: 'applications', path: '/applications', filters: applicationFilters, title: 'Applications', help: 'inventory-endpoints', keywords: ['installed software'] },
  { id: 'applications-detail', path: '/applications-detail/:id/:apt', filters: applicationDetailFilters, title: 'Application Details', help: 'inventory-endpoints' },
  { id: 'browser-policy', path: '/browser-policy', filters: browserPolicyFilters, title: 'Browser Policy', help: 'inventory-endpoints', keywords: ['browsers', 'extensions', 'block extension'] },
  { id: 'endpoint-details', path: '/endpoint-details/:id', title: 'Endpoint Details', help: 'inventory-endpoints' },
]);

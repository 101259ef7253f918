import { drillDownFilters, gatewayFilters } from './filters';
import { g } from './gates';
import { inGroup } from './resolve';

export const vpnCloudRoutes = inGroup({ spec: 'part 2 §2.6 VPN and cloud', gate: g.inventoryVpn }, [
  { id: 'inventory-vpn', path: '/inventory-vpn', filters: drillDownFilters, title: 'ZTPA Destinations', help: 'inventory-ztpa-destinations', keywords: ['vpn', 'private access'] },
  { id: 'ztpa-server', path: '/ztpa-server', filters: gatewayFilters, title: 'ZTPA Gateways', help: 'inventory-ztpa-gateways', keywords: ['zero trust', 'gateways'] },
  { id: 'vpn-users-graph', path: '/vpn-users-graph/:subnet/:userName', filters: drillDownFilters, title: 'Destination User Graph', help: 'inventory-ztpa-destinations' },
  {
    id: 'vpn-details', path: '/vpn-details/:name', filters: drillDownFilters, title: 'Destination Details', help: 'inventory-ztpa-destinations',
    children: [{ id: 'vpn-details-graph', path: 'graph', filters: drillDownFilters, title: 'Destination Graph' }],
  },
  { id: 'cloud-agents', path: '/cloud-agents', title: 'Cloud Agents', help: 'inventory-cloud-agents', gate: g.cloud },
  {
    id: 'cloud-services', path: '/cloud-services', title: 'Cloud Services', help: 'inventory-cloud-services', gate: g.cloud, index: 'external-tab',
    children: [
      { id: 'external-tab', path: 'external-tab', title: 'External Cloud Services', help: 'inventory-cloud-services' },
      { id: 'internal-tab', path: 'internal-tab', title: 'Internal Cloud Services', help: 'inventory-cloud-services' },
    ],
  },
]);

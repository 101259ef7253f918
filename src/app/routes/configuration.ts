import { firewallRuleFilters, policyListFilters } from './filters';
import { g } from './gates';
import { inGroup } from './resolve';

export const configurationRoutes = inGroup({ spec: 'part 2 §2.6 Configuration', gate: g.policies }, [
  { id: 'saas-config', path: '/saas-config', filters: policyListFilters, title: 'SaaS Apps Policy', help: 'config-saas-apps', keywords: ['saas configuration', 'sanction', 'block app'] },
  { id: 'add-custom-saas-app', path: '/add-custom-saas-app', title: 'Add Custom SaaS App', help: 'config-saas-apps' },
  { id: 'add-catalog-saas-app', path: '/add-catalog-saas-app', title: 'Add SaaS App from Catalog', help: 'config-saas-apps' },
  { id: 'add-unsanctioned-category', path: '/add-unsanctioned-category', title: 'Add Unsanctioned Category', help: 'config-saas-apps' },
  { id: 'update-unsanctioned-category', path: '/update-unsanctioned-category/:name', title: 'Update Unsanctioned Category', help: 'config-saas-apps' },
  { id: 'browse-catalog', path: '/browse-catalog', title: 'Browse Catalog', help: 'config-saas-apps' },
  { id: 'config-websites', path: '/config-websites', filters: policyListFilters, title: 'Websites Policy', help: 'config-websites', keywords: ['website configuration', 'block website'] },
  { id: 'blocked-category', path: '/blocked-category/:name', title: 'Blocked Category', help: 'config-websites' },
  { id: 'config-endpoints', path: '/config-endpoints', filters: firewallRuleFilters, title: 'Endpoint Firewall Rules', help: 'config-endpoints' },
  { id: 'add-new-rule', path: '/add-new-rule', title: 'Add Firewall Rule', help: 'config-endpoints' },
  { id: 'update-rule', path: '/update-rule/:id?', title: 'Update Firewall Rule', help: 'config-endpoints' },
  { id: 'configure-vpn', path: '/configure-vpn/:id?', title: 'Configure Gateway', help: 'config-gateways', gate: g.policiesVpn, keywords: ['vpn configuration'] },
  { id: 'config-vpn', path: '/config-vpn', title: 'Gateway Policies', help: 'config-gateways', gate: g.policiesVpn, keywords: ['ztpa', 'vpn'] },
  { id: 'edit-config-vpn', path: '/edit-config-vpn/:id?', title: 'Edit Gateway Policy', help: 'config-gateways', gate: g.policiesVpn },
  { id: 'edit-proxy-destination', path: '/edit-proxy-destination/:id?', title: 'Edit Proxy Destination', help: 'config-gateways', gate: g.policiesVpn },
  { id: 'add-websites', path: '/add-websites/:name?', title: 'Add Websites', help: 'config-websites' },
  { id: 'add-blocked-category', path: '/add-blocked-category/:name?', title: 'Add Blocked Category', help: 'config-websites' },
  { id: 'geo-fencing', path: '/geo-fencing', title: 'Geo-Fencing', help: 'config-geo-fencing', keywords: ['countries'] },
  { id: 'add-geofencing', path: '/add-geofencing', title: 'Add Geo-Fence', help: 'config-geo-fencing' },
  { id: 'update-geofencing', path: '/update-geofencing/:name', title: 'Update Geo-Fence', help: 'config-geo-fencing' },
  { id: 'browse-catalog-legacy', path: '/browse-catalog-legacy', title: 'Browse Catalog (Legacy)', help: 'config-saas-apps' },
  { id: 'edit-catalog-app', path: '/edit-catalog-app/:name', title: 'Edit Catalog App', gate: g.operator },
  { id: 'catalog-app-image', path: '/catalog-app-image/:name/:imageId?', title: 'Catalog App Image', gate: g.operator },
  { id: 'excluded-domains', path: '/excluded-domains', title: 'Bypassed Domains', help: 'config-bypassed-domains', keywords: ['excluded domains'] },
  { id: 'add-excluded-domains', path: '/add-excluded-domains/:id?', title: 'Add Bypassed Domains', help: 'config-bypassed-domains' },
  { id: 'add-excluded-domains-others', path: '/add-excluded-domains-others/:id?', title: 'Add Other Bypassed Domains', help: 'config-bypassed-domains' },
  { id: 'update-excluded-domains-others', path: '/update-excluded-domains-others/:id?', title: 'Update Other Bypassed Domains', help: 'config-bypassed-domains' },
]);

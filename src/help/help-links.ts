// Links the help texts point at, built with linkTo so they follow the route table. The texts use them
// as i18next values: "[the SaaS Apps policy]({{saasConfig}})".
import { linkTo } from '../lib/links';

/** spec part 2 §9: help links use the sample DLP endpoint id 51. */
export const SAMPLE_DLP_ENDPOINT_ID = 51;

export const HELP_LINKS = {
  dashboard: linkTo('dashboard'),
  alertsSaas: linkTo('alerts-saas-apps'),
  alertsWebsites: linkTo('alerts-websites'),
  saasInventory: linkTo('saas-list'),
  saasConfig: linkTo('saas-config'),
  browseCatalog: linkTo('browse-catalog'),
  customApp: linkTo('add-custom-saas-app'),
  configWebsites: linkTo('config-websites'),
  geoFencing: linkTo('geo-fencing'),
  bypassed: linkTo('excluded-domains'),
  configureVpn: linkTo('configure-vpn'),
  gatewayPolicies: linkTo('config-vpn'),
  gateways: linkTo('vpn-server'),
  dlpEndpoints: linkTo('dlp-endpoints'),
  dlpEndpoint: linkTo('dlp-endpoint-details', { deviceId: SAMPLE_DLP_ENDPOINT_ID }),
  sensitiveData: linkTo('data-exfiltration'),
  frameworks: linkTo('framework-selection'),
  controls: linkTo('policies'),
  compliance: linkTo('compliance'),
  devices: linkTo('devices'),
  users: linkTo('users'),
  endpointsAdmin: linkTo('endpoints-v2'),
  userManagement: linkTo('user-management'),
  groups: linkTo('group-management'),
  pushCertificate: linkTo('push-certificate'),
  emailReports: linkTo('email-report'),
  adminLogs: linkTo('admin-logs'),
  setupGuide: linkTo('setup-guide'),
  askciso: linkTo('new-conversation'),
  apiSettings: linkTo('api-setting'),
  copilotDownload: linkTo('copilot-download'),
} as const;

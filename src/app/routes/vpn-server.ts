import { g } from './gates';
import { inGroup } from './resolve';

export const vpnServerRoutes = inGroup({ spec: 'part 2 §2.6 VPN server', gate: g.adminVpn }, [
  { id: 'vpn-server', path: '/vpn-server', title: 'Gateway Management', help: 'admin-gateways', keywords: ['ztpa', 'vpn server'] },
  {
    id: 'vpn-server-list', path: '/vpn-server-list/:id?', title: 'Gateway Details', help: 'admin-gateways', index: 'vpn-server-logs-tab',
    children: [
      { id: 'vpn-server-logs-tab', path: 'logs-tab', title: 'Gateway Logs' },
      { id: 'vpn-server-activity-tab', path: 'activity-tab', title: 'Gateway Activity' },
      { id: 'vpn-server-errors-tab', path: 'errors-tab', title: 'Gateway Errors' },
      { id: 'vpn-server-command-tab', path: 'command-tab', title: 'Gateway Command Results' },
    ],
  },
]);

// The gates of the route table: spec part 2 §2.7 and the role table of DESIGN.md; the choices the spec
// left open are in docs/DECISIONS.md ("Route table").
import type { Gate } from '../../api/contract/access';

const DLP = ['enable_dlp'] as const;
const MDM = ['enable_mdm'] as const;
const VPN = ['enable_vpn'] as const;
const COMMANDS = ['enable_execute_command'] as const;
const SESSION_LOGS = ['disable_session_logs'] as const;

export const g = {
  public: { area: 'public' },
  open: { area: 'open' },
  general: { area: 'general' },
  dashboard: { area: 'dashboard' },
  alerts: { area: 'alerts' },
  reports: { area: 'reports' },
  reportsWithSessions: { area: 'reports', blockedBy: SESSION_LOGS },
  inventory: { area: 'inventory' },
  inventoryWithSessions: { area: 'inventory', blockedBy: SESSION_LOGS },
  inventoryDlp: { area: 'inventory', flags: DLP },
  inventoryVpn: { area: 'inventory', flags: VPN },
  inventoryCommands: { area: 'inventory', flags: COMMANDS },
  inventoryVpnCommands: { area: 'inventory', flags: [...VPN, ...COMMANDS] },
  cloud: { area: 'inventory', restricted: true },
  policies: { area: 'policies' },
  policiesDlp: { area: 'policies', flags: DLP },
  policiesMdm: { area: 'policies', flags: MDM },
  policiesVpn: { area: 'policies', flags: VPN },
  integrations: { area: 'integrations' },
  logs: { area: 'logs' },
  logsVpn: { area: 'logs', flags: VPN },
  askciso: { area: 'askciso', restricted: true },
  admin: { area: 'admin' },
  adminDlp: { area: 'admin', flags: DLP },
  adminMdm: { area: 'admin', flags: MDM },
  adminVpn: { area: 'admin', flags: VPN },
  settings: { area: 'settings' },
  settingsMdm: { area: 'settings', flags: MDM },
  settingsVpn: { area: 'settings', flags: VPN },
  billing: { area: 'billing', billing: true },
  operator: { area: 'operator' },
  superAdmin: { area: 'operator', superAdminOnly: true },
} as const satisfies Record<string, Gate>;

import { commandFilters } from './filters';
import { g } from './gates';
import { inGroup } from './resolve';

export const commandRoutes = inGroup({ spec: 'part 2 §2.6 Commands', gate: g.inventoryCommands }, [
  { id: 'commands', path: '/commands', filters: commandFilters, title: 'Device Commands', help: 'inventory-remote-command-output', keywords: ['remote command', 'run command'] },
  { id: 'add-command', path: '/add-command', title: 'Add Command', help: 'inventory-remote-command-output' },
  { id: 'ztpa-commands', path: '/ztpa-commands', title: 'Gateway Commands', help: 'inventory-remote-command-output', gate: g.inventoryVpnCommands, keywords: ['ztpa commands'] },
  { id: 'add-ztpa-command', path: '/add-ztpa-command', title: 'Add Gateway Command', help: 'inventory-remote-command-output', gate: g.inventoryVpnCommands },
  { id: 'execute-ztpa-command', path: '/execute-ztpa-command/:id', title: 'Execute Gateway Command', help: 'inventory-remote-command-output', gate: g.inventoryVpnCommands },
]);

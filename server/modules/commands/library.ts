// The command library (GET /device-lib-commands): a typed catalogue kept as server code, not a table.
// Each entry declares its parameters once; validateParams() checks a send against them (400 with one
// issue per field) and render() builds the command line the device runs on its platform family.
import type { PlatformFamily } from '../../../src/api/contract/catalog';
import { checkParamValue, type LibraryCommand, type LibraryParam, type ParamValues } from '../../../src/api/contract/commands';
import { HttpError } from '../../lib/http-error';

type Family = Exclude<PlatformFamily, 'Unknown'>;
type Value = string | number | boolean;
type Resolved = Readonly<Record<string, Value | null>>;

interface Entry extends Omit<LibraryCommand, 'parameters'> {
  parameters: LibraryParam[];
  /** the command line per supported family, from the validated parameters (defaults filled in) */
  render: (family: Family, p: Resolved) => string;
}

const ALL: Family[] = ['Windows', 'MacOS', 'Linux'];

function param(p: Pick<LibraryParam, 'name' | 'label' | 'type' | 'description'> & Partial<LibraryParam>): LibraryParam {
  return { required: false, default: null, min: null, max: null, max_length: null, pattern: null, pattern_message: null, options: null, ...p };
}

/** Quotes a validated value for the device's shell (values are pattern-checked; this is a second guard). */
const sh = (v: Value | null) => `'${String(v ?? '').replace(/'/g, `'\\''`)}'`;
const ps = (v: Value | null) => `'${String(v ?? '').replace(/'/g, "''")}'`;

const HOST = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
const PATH = /^[^\0\n\r'"`$;|&<>]{1,260}$/;
const MESSAGE = /^[^\0\n\r'"`$;|&<>\\]{0,200}$/;

const ENTRIES: Entry[] = [
  {
    id: 'restart-agent', name: 'Restart agent', description: 'Restarts the Palisade Copilot agent service.', platforms: ALL, disruptive: false,
    parameters: [],
    render: (f) => ({ Windows: 'Restart-Service -Name PalisadeCopilot -Force', MacOS: 'launchctl kickstart -k system/com.palisade.copilot', Linux: 'systemctl restart palisade-copilot' })[f],
  },
  {
    id: 'collect-logs', name: 'Collect logs', description: "Uploads the agent's logs of the last days to the console (endpoint detail, Logs tab).", platforms: ALL, disruptive: false,
    parameters: [
      param({ name: 'days', label: 'Days', type: 'integer', description: 'How many days of logs to collect.', default: 7, min: 1, max: 30 }),
      param({ name: 'include_system', label: 'Include system logs', type: 'boolean', description: "Adds the operating system's logs of the same days.", default: false }),
    ],
    render: (f, p) => `palisade-copilot collect-logs --days ${p.days}${p.include_system ? ' --include-system' : ''}${f === 'Windows' ? ' --eventlog' : ''}`,
  },
  {
    id: 'list-processes', name: 'List processes', description: 'Lists the running processes, busiest first.', platforms: ALL, disruptive: false,
    parameters: [
      param({ name: 'sort', label: 'Sort by', type: 'enum', description: 'The column the list is sorted by.', default: 'cpu', options: ['cpu', 'memory', 'name'] }),
      param({ name: 'limit', label: 'Rows', type: 'integer', description: 'How many processes to list.', default: 25, min: 1, max: 200 }),
    ],
    render: (f, p) => {
      if (f === 'Windows') return `Get-Process | Sort-Object -Property ${({ cpu: 'CPU', memory: 'WorkingSet', name: 'ProcessName' } as Record<string, string>)[String(p.sort)]} -Descending | Select-Object -First ${p.limit}`;
      const key = ({ cpu: '-%cpu', memory: '-%mem', name: 'comm' } as Record<string, string>)[String(p.sort)];
      return `ps -eo pid,user,%cpu,%mem,comm ${f === 'Linux' ? `--sort=${key}` : `-r`} | head -n ${Number(p.limit) + 1}`;
    },
  },
  {
    id: 'flush-dns', name: 'Flush DNS', description: "Clears the operating system's DNS resolver cache.", platforms: ALL, disruptive: false,
    parameters: [],
    render: (f) => ({ Windows: 'ipconfig /flushdns', MacOS: 'dscacheutil -flushcache; killall -HUP mDNSResponder', Linux: 'resolvectl flush-caches' })[f],
  },
  {
    id: 'lock-screen', name: 'Lock screen', description: "Locks the signed-in user's screen at once.", platforms: ALL, disruptive: true,
    parameters: [param({ name: 'message', label: 'Message', type: 'string', description: 'Shown to the user before the screen locks.', max_length: 200, pattern: MESSAGE.source, pattern_message: 'Use plain text without quotes or shell characters.' })],
    render: (f, p) => {
      const note = p.message ? (f === 'Windows' ? `msg * ${ps(p.message)}; ` : `wall ${sh(p.message)}; `) : '';
      return note + ({ Windows: 'rundll32.exe user32.dll,LockWorkStation', MacOS: 'pmset displaysleepnow', Linux: 'loginctl lock-sessions' })[f];
    },
  },
  {
    id: 'restart', name: 'Restart', description: 'Restarts the endpoint after a delay, warning the signed-in user.', platforms: ALL, disruptive: true,
    parameters: [
      param({ name: 'delay_minutes', label: 'Delay (minutes)', type: 'integer', description: 'Minutes before the restart.', default: 5, min: 0, max: 60 }),
      param({ name: 'message', label: 'Message', type: 'string', description: 'Shown to the user with the warning.', max_length: 200, pattern: MESSAGE.source, pattern_message: 'Use plain text without quotes or shell characters.' }),
    ],
    render: (f, p) => {
      const minutes = Number(p.delay_minutes);
      if (f === 'Windows') return `shutdown /r /t ${minutes * 60}${p.message ? ` /c ${ps(p.message)}` : ''}`;
      return `shutdown -r +${minutes}${p.message ? ` ${sh(p.message)}` : ''}`;
    },
  },
  {
    id: 'disk-usage', name: 'Disk usage', description: 'Shows the used and free space of each volume, or of one path.', platforms: ALL, disruptive: false,
    parameters: [param({ name: 'path', label: 'Path', type: 'string', description: 'A folder to measure instead of every volume.', max_length: 260, pattern: PATH.source, pattern_message: 'Enter a path without quotes or shell characters.' })],
    render: (f, p) => {
      if (f === 'Windows') return p.path ? `Get-ChildItem -Path ${ps(p.path)} -Recurse -File | Measure-Object -Property Length -Sum` : 'Get-PSDrive -PSProvider FileSystem';
      return p.path ? `du -sh ${sh(p.path)}` : 'df -h';
    },
  },
  {
    id: 'network-config', name: 'Network configuration', description: "Shows the endpoint's interfaces, addresses, routes and DNS servers.", platforms: ALL, disruptive: false,
    parameters: [],
    render: (f) => ({ Windows: 'ipconfig /all', MacOS: 'ifconfig; netstat -rn; scutil --dns', Linux: 'ip addr; ip route; resolvectl status' })[f],
  },
  {
    id: 'ping-host', name: 'Ping a host', description: 'Checks that the endpoint reaches a host.', platforms: ALL, disruptive: false,
    parameters: [
      param({ name: 'host', label: 'Host', type: 'string', description: 'A host name or IPv4 address.', required: true, max_length: 253, pattern: HOST.source, pattern_message: 'Enter a host name or an IPv4 address.' }),
      param({ name: 'count', label: 'Count', type: 'integer', description: 'How many echo requests.', default: 4, min: 1, max: 20 }),
    ],
    render: (f, p) => (f === 'Windows' ? `ping -n ${p.count} ${p.host}` : `ping -c ${p.count} ${p.host}`),
  },
];

const BY_ID = new Map(ENTRIES.map((e) => [e.id, e]));

/** The library as the contract serves it, optionally only the commands of one family. */
export function listLibrary(platform?: Family): LibraryCommand[] {
  return ENTRIES.filter((e) => !platform || e.platforms.includes(platform)).map(({ render: _render, ...entry }) => entry);
}

export function libraryEntry(id: string): Entry | undefined {
  return BY_ID.get(id);
}

const invalid = (issues: { path: string; message: string }[]) =>
  new HttpError(400, 'VALIDATION', issues.length === 1 ? issues[0].message : `${issues.length} parameters are invalid.`, {}, issues);

/**
 * Checks a send's parameters against the entry: unknown names, missing required ones, wrong types,
 * bounds and patterns each give an issue (path params.<name>). Answers the values with defaults filled in.
 */
export function validateParams(entry: Entry, given: ParamValues): { params: ParamValues; resolved: Resolved } {
  const issues: { path: string; message: string }[] = [];
  const known = new Set(entry.parameters.map((p) => p.name));
  for (const name of Object.keys(given)) if (!known.has(name)) issues.push({ path: `params.${name}`, message: `${entry.name} takes no parameter '${name}'.` });
  const resolved: Record<string, Value | null> = {};
  const params: ParamValues = {};
  for (const p of entry.parameters) {
    const r = checkParamValue(p, given[p.name]);
    if ('error' in r) issues.push({ path: `params.${p.name}`, message: r.error });
    else if (r.value === undefined) resolved[p.name] = p.default;
    else resolved[p.name] = params[p.name] = r.value;
  }
  if (issues.length) throw invalid(issues);
  return { params, resolved };
}

export function unknownCommand(id: string): HttpError {
  return invalid([{ path: 'library_command_id', message: `No library command '${id}'.` }]);
}

/** "Collect logs (days 3, include system logs true)": the list's text for a library command. */
export function describeLibraryCommand(entry: Entry, params: ParamValues): string {
  const parts = entry.parameters.filter((p) => params[p.name] !== undefined).map((p) => `${p.label.toLowerCase()} ${String(params[p.name])}`);
  return parts.length ? `${entry.name} (${parts.join(', ')})` : entry.name;
}

export type LibraryEntry = Entry;
export type { Family };

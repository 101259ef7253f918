// How a simulated agent runs a remote command (issue 19): library commands print what the real tool
// prints on the device's platform; custom scripts fail with a shell's syntax error when their quotes
// or brackets do not balance, and otherwise succeed; every tenth device never answers, so the server's
// time-out turns its commands into Abort.
import type { CommandPollResponse, CommandResultBody } from '../../src/api/contract/agent';
import type { FleetDevice } from '../../server/seed/fleet/devices';
import { Random } from '../../server/seed/random';

type Polled = CommandPollResponse['commands'][number];
type Family = 'Windows' | 'MacOS' | 'Linux';

/** Every tenth device (index 9, 19, ...) stays silent to commands: they go Abort after the time-out. */
export function answersCommands(device: FleetDevice): boolean {
  return device.index % 10 !== 9;
}

const PROCESSES: Record<Family, readonly [string, string][]> = {
  Windows: [['explorer', 'SYSTEM'], ['MsMpEng', 'SYSTEM'], ['chrome', 'user'], ['Teams', 'user'], ['OUTLOOK', 'user'], ['svchost', 'SYSTEM'], ['PalisadeCopilot', 'SYSTEM'], ['dwm', 'DWM-1']],
  MacOS: [['WindowServer', '_windowserver'], ['Google Chrome', 'user'], ['Slack', 'user'], ['kernel_task', 'root'], ['mds_stores', 'root'], ['palisade-copilot', 'root'], ['Finder', 'user'], ['launchd', 'root']],
  Linux: [['systemd', 'root'], ['gnome-shell', 'user'], ['firefox', 'user'], ['code', 'user'], ['Xwayland', 'user'], ['palisade-copilot', 'root'], ['sshd', 'root'], ['pipewire', 'user']],
};

function processTable(family: Family, random: Random, limit: number): string {
  const rows = PROCESSES[family].slice(0, Math.max(1, Math.min(limit, PROCESSES[family].length))).map(([name, user]) => ({
    pid: random.int(120, 48_000), user, cpu: random.int(0, 350) / 10, mem: random.int(1, 90) / 10, name,
  }));
  rows.sort((a, b) => b.cpu - a.cpu);
  if (family === 'Windows') {
    return ['Handles  NPM(K)    PM(K)      WS(K)     CPU(s)     Id ProcessName', '-------  ------    -----      -----     ------     -- -----------']
      .concat(rows.map((r) => `${String(random.int(200, 4000)).padStart(7)} ${String(random.int(10, 200)).padStart(7)} ${String(random.int(5000, 900000)).padStart(8)} ${String(random.int(9000, 900000)).padStart(10)} ${r.cpu.toFixed(2).padStart(10)} ${String(r.pid).padStart(6)} ${r.name}`))
      .join('\n');
  }
  return ['  PID USER             %CPU %MEM COMM'].concat(rows.map((r) => `${String(r.pid).padStart(5)} ${r.user.padEnd(16)} ${r.cpu.toFixed(1).padStart(4)} ${r.mem.toFixed(1).padStart(4)} ${r.name}`)).join('\n');
}

function libraryOutput(id: string, params: Record<string, unknown>, device: FleetDevice, family: Family, random: Random): string {
  switch (id) {
    case 'restart-agent':
      return family === 'Windows' ? 'Service "Palisade Copilot (PalisadeCopilot)" restarted.' : `palisade-copilot restarted (pid ${random.int(300, 9000)}).`;
    case 'collect-logs':
      return `Collected ${params.days ?? 7} days of logs (${random.int(80, 4000)} KB)${params.include_system ? ' with system logs' : ''}; uploaded agent.log.`;
    case 'list-processes':
      return processTable(family, random, Number(params.limit ?? 25));
    case 'flush-dns':
      return { Windows: 'Windows IP Configuration\n\nSuccessfully flushed the DNS Resolver Cache.', MacOS: '', Linux: '' }[family];
    case 'lock-screen':
      return family === 'MacOS' ? '' : 'Screen locked.';
    case 'restart':
      return family === 'Windows' ? '' : `Shutdown scheduled for ${new Date(Date.now() + Number(params.delay_minutes ?? 5) * 60_000).toUTCString()}, use 'shutdown -c' to cancel.`;
    case 'disk-usage':
      if (params.path) return family === 'Windows' ? `Count    : ${random.int(10, 9000)}\nSum      : ${random.int(1, 90_000_000_000)}\nProperty : Length` : `${random.int(1, 900)}M\t${String(params.path)}`;
      return {
        Windows: 'Name           Used (GB)     Free (GB) Provider      Root\n----           ---------     --------- --------      ----\nC                 184.21        291.40 FileSystem    C:\\',
        MacOS: 'Filesystem        Size    Used   Avail Capacity  Mounted on\n/dev/disk3s1s1   460Gi    10Gi   241Gi     5%    /\n/dev/disk3s5     460Gi   201Gi   241Gi    46%    /System/Volumes/Data',
        Linux: 'Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme0n1p2  468G  121G  324G  28% /\ntmpfs           7.8G  2.1M  7.8G   1% /run',
      }[family];
    case 'network-config': {
      const ip = `10.${random.int(0, 40)}.${random.int(0, 255)}.${random.int(2, 250)}`;
      return {
        Windows: `Windows IP Configuration\n\n   Host Name . . . . . . . . . . . . : ${device.hostname}\n\nEthernet adapter Ethernet:\n\n   IPv4 Address. . . . . . . . . . . : ${ip}\n   Subnet Mask . . . . . . . . . . . : 255.255.255.0\n   DNS Servers . . . . . . . . . . . : 10.0.0.53`,
        MacOS: `en0: flags=8863<UP,BROADCAST,SMART,RUNNING,SIMPLEX,MULTICAST> mtu 1500\n\tinet ${ip} netmask 0xffffff00 broadcast 10.0.0.255\n\nRouting tables\ndefault            10.0.0.1           UGScg                 en0\n\nresolver #1\n  nameserver[0] : 10.0.0.53`,
        Linux: `2: eth0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500\n    inet ${ip}/24 brd 10.0.0.255 scope global eth0\ndefault via 10.0.0.1 dev eth0\nLink 2 (eth0)\n    Current DNS Server: 10.0.0.53`,
      }[family];
    }
    case 'ping-host': {
      const n = Number(params.count ?? 4);
      const host = String(params.host ?? 'localhost');
      const times = Array.from({ length: n }, () => random.int(8, 60) + random.int(0, 999) / 1000);
      if (family === 'Windows') return [`Pinging ${host} with 32 bytes of data:`, ...times.map((t) => `Reply from ${host}: bytes=32 time=${Math.round(t)}ms TTL=57`), '', `Packets: Sent = ${n}, Received = ${n}, Lost = 0 (0% loss)`].join('\n');
      return [`PING ${host}: 56 data bytes`, ...times.map((t, i) => `64 bytes from ${host}: icmp_seq=${i} ttl=57 time=${t.toFixed(3)} ms`), '', `${n} packets transmitted, ${n} packets received, 0.0% packet loss`].join('\n');
    }
    default:
      return `${id}: done.`;
  }
}

/** The first quote or bracket a script leaves open, the way a shell would complain about it. */
export function syntaxError(script: string, shell: string | null | undefined): string | null {
  const pairs: Record<string, string> = { '(': ')', '{': '}', '[': ']' };
  const stack: string[] = [];
  let quote: string | null = null;
  for (let i = 0; i < script.length; i++) {
    const c = script[i];
    if (quote) {
      if (c === '\\' && quote !== "'") i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '\\') i++;
    else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c in pairs) stack.push(pairs[c]);
    else if (c === ')' || c === '}' || c === ']') {
      if (stack.pop() !== c) return shell === 'powershell' ? `At line:1 char:${i + 1}\nUnexpected token '${c}' in expression or statement.` : `${shell ?? 'sh'}: line 1: syntax error near unexpected token \`${c}'`;
    }
  }
  if (quote) return shell === 'powershell' ? `The string is missing the terminator: ${quote}.` : `${shell ?? 'sh'}: line 1: unexpected EOF while looking for matching \`${quote}'`;
  if (stack.length) return shell === 'powershell' ? `Missing closing '${stack[stack.length - 1]}' in statement block or type definition.` : `${shell ?? 'sh'}: line 1: syntax error: unexpected end of file`;
  return null;
}

/** What the simulated agent reports for one command, or null when the device stays silent. */
export function runCommand(device: FleetDevice, command: Polled): CommandResultBody | null {
  if (!answersCommands(device) || device.family === 'Unknown') return null;
  const random = new Random(`simulate:${device.stream}:command:${command.id}`);
  const family = device.family;
  if (command.kind === 'library' && command.library_command_id) {
    return { status: 'Success', output: libraryOutput(command.library_command_id, command.params ?? {}, device, family, random), exit_code: 0 };
  }
  const error = syntaxError(command.command, command.shell);
  if (error) return { status: 'Failure', output: error, exit_code: command.shell === 'powershell' ? 1 : 2 };
  return { status: 'Success', output: `${device.hostname}: '${command.command.split('\n')[0]}' completed.`, exit_code: 0 };
}

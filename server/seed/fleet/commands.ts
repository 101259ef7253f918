import { Random } from '../random';
import { DEFAULT_AGENT_SETTINGS } from '../../modules/agent/settings';
import type { FleetContext } from './context';

const COMMAND_TIMEOUT_MS = DEFAULT_AGENT_SETTINGS.commandTimeoutMs;
import type { FleetDevice } from './devices';

/** A remote command of the history (spec part 2 §4): Queued, then Success, Failure, or Abort on time-out. */
export interface CommandRecord {
  device: FleetDevice;
  command: string;
  status: 'Queued' | 'Success' | 'Failure' | 'Abort';
  output: string | null;
  exitCode: number | null;
  queuedAt: Date;
  deliveredAt: Date | null;
  finishedAt: Date | null;
}

/** [command, output on success, output on failure, exit code on failure] per platform family. */
const COMMANDS: Record<'Windows' | 'MacOS' | 'Linux', readonly (readonly [string, string, string, number])[]> = {
  MacOS: [
    ['fdesetup status', 'FileVault is On.', 'fdesetup: command requires root privileges', 1],
    ['softwareupdate --list', 'Software Update Tool\n\nFinding available software\nNo new software available.', 'Can’t connect to the Apple Software Update server.', 1],
    ['sudo killall -HUP mDNSResponder', '', 'sudo: a password is required', 1],
    ['profiles status -type enrollment', 'Enrolled via DEP: Yes\nMDM enrollment: Yes (User Approved)', 'profiles: error: not permitted', 1],
    ['df -h /', 'Filesystem      Size    Used   Avail Capacity\n/dev/disk3s1s1  460Gi   10Gi   241Gi     5%', 'df: /: Operation not permitted', 1],
  ],
  Windows: [
    ['manage-bde -status C:', 'Conversion Status:    Fully Encrypted\nProtection Status:    Protection On', 'ERROR: An attempt to access a required resource was denied.', 1],
    ['ipconfig /flushdns', 'Successfully flushed the DNS Resolver Cache.', 'The requested operation requires elevation.', 1],
    ['gpupdate /force', 'Computer Policy update has completed successfully.\nUser Policy update has completed successfully.', 'The processing of Group Policy failed.', 1],
    ['Get-MpComputerStatus | Select AntivirusEnabled', 'AntivirusEnabled\n----------------\n            True', "Get-MpComputerStatus : The term 'Get-MpComputerStatus' is not recognized", 1],
    ['winget upgrade --all --silent', 'Successfully installed', 'No applicable upgrade found.', -1978335189],
  ],
  Linux: [
    ['uptime', ' 10:42:07 up 23 days,  4:11,  1 user,  load average: 0.21, 0.18, 0.12', 'uptime: command not found', 127],
    ['apt list --upgradable', 'Listing... Done', 'E: Could not get lock /var/lib/dpkg/lock-frontend', 100],
    ['systemctl restart palisade-copilot', '', 'Failed to restart palisade-copilot.service: Access denied', 4],
    ['df -h /', 'Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme0n1p2  468G  121G  324G  28% /', "df: '/': Permission denied", 1],
  ],
};

/** Admins' command history over the window: most succeed, some fail, idle devices time out (Abort) or still wait. */
export function generateCommands(ctx: FleetContext, devices: readonly FleetDevice[]): CommandRecord[] {
  if (!ctx.profile.commands) return [];
  const random = new Random(`fleet:${ctx.profile.key}:${ctx.profile.seed}:commands`);
  const records: CommandRecord[] = [];
  const candidates = devices.filter((d) => d.family !== 'Unknown');
  const count = Math.round(candidates.length * 0.3);
  for (let i = 0; i < count; i++) {
    const device = random.pick(candidates);
    const [command, ok, failed, code] = random.pick(COMMANDS[device.family as 'Windows' | 'MacOS' | 'Linux']);
    const day = random.pick(ctx.days.filter((d) => !d.weekend));
    // a window of weekend days only (the simulator's --days 1 on a Saturday) has no working day for a command
    if (!day) continue;
    const queuedAt = day.start + random.int(9 * 3600, 17 * 3600) * 1000;
    if (queuedAt > ctx.now) continue;
    const offline = queuedAt > device.lastSeen.getTime();
    if (offline) {
      // never picked up: still waiting if recent, otherwise aborted by the server's time-out, as its sweep words it
      const abort = ctx.now - queuedAt > COMMAND_TIMEOUT_MS;
      const minutes = Math.round(COMMAND_TIMEOUT_MS / 60_000);
      records.push({
        device, command, status: abort ? 'Abort' : 'Queued', output: abort ? `No result within ${minutes} minutes; the command timed out.` : null, exitCode: null,
        queuedAt: new Date(queuedAt), deliveredAt: null, finishedAt: abort ? new Date(queuedAt + COMMAND_TIMEOUT_MS) : null,
      });
      continue;
    }
    const delivered = queuedAt + random.int(5, 120) * 1000;
    const success = random.chance(0.84);
    records.push({
      device,
      command,
      status: success ? 'Success' : 'Failure',
      output: success ? ok : failed,
      exitCode: success ? 0 : code,
      queuedAt: new Date(queuedAt),
      deliveredAt: new Date(delivered),
      finishedAt: new Date(delivered + random.int(1, 40) * 1000),
    });
  }
  return records.sort((a, b) => a.queuedAt.getTime() - b.queuedAt.getTime());
}

import type { PlatformCode } from '../../../src/api/contract/catalog';
import { platformFamily } from '../../../src/api/contract/catalog';
import { Random } from '../random';
import type { CompanyProfile } from './profile';

const DAY = 86_400_000;

/** A monitored person as the generator needs them (the seed's people rows, or the simulator's own). */
export interface FleetPerson {
  email: string;
  name: string;
  department: string | null;
  riskLevel: 'High' | 'Medium' | 'Low';
  copilotStatus: 'installed' | 'not_installed' | 'uninstalled';
  status: 'ACTIVE' | 'INACTIVE';
  lastSeen: Date | null;
}

export interface FleetDevice {
  index: number;
  /** names this device's random stream: the same device gets the same events on every run */
  stream: string;
  hostname: string;
  serial: string;
  platform: PlatformCode;
  family: 'Windows' | 'MacOS' | 'Linux' | 'Unknown';
  osName: string;
  osVersion: string;
  agentVersion: string;
  owner: FleetPerson;
  mdmManaged: boolean;
  diskEncrypted: boolean;
  infra: boolean;
  enrolledAt: Date;
  /** its last heartbeat; long before now for idle endpoints */
  lastSeen: Date;
  /** the browser its owner uses most */
  browser: 'Chrome' | 'Edge' | 'Safari' | 'Firefox' | 'Chromium' | 'Opera';
}

/** spec part 2 §3: Copilot agent versions 1.0.1 to 1.1.7, newest most common. */
export const AGENT_VERSIONS = [
  '1.0.1', '1.0.2', '1.0.3', '1.0.4', '1.0.5', '1.0.6', '1.0.7', '1.0.8', '1.0.9',
  '1.1.0', '1.1.1', '1.1.2', '1.1.3', '1.1.4', '1.1.5', '1.1.6', '1.1.7',
] as const;
const VERSION_WEIGHTS = AGENT_VERSIONS.map((v, i) => [v, i < 9 ? 1 : [2, 3, 4, 5, 8, 14, 22, 35][i - 9]] as const);

type Family = 'Windows' | 'MacOS' | 'Linux';
const FAMILY_BY_DEPARTMENT: Record<string, readonly (readonly [Family, number])[]> = {
  Engineering: [['MacOS', 55], ['Linux', 20], ['Windows', 25]],
  Product: [['MacOS', 60], ['Windows', 40]],
  Marketing: [['MacOS', 55], ['Windows', 45]],
  IT: [['Windows', 50], ['MacOS', 30], ['Linux', 20]],
};
const OFFICE_MIX = [['Windows', 70], ['MacOS', 30]] as const;

const CODES: Record<Family, readonly (readonly [PlatformCode, number])[]> = {
  MacOS: [['DARWIN_ARM_64', 62], ['DARWIN_AMD_64', 20], ['DARWIN_ARM_64_NA', 12], ['DARWIN_AMD_64_NA', 6]],
  Windows: [['WINDOWS_AMD_64', 88], ['WINDOWS_AMD_64_NA', 12]],
  Linux: [['UBUNTU_22', 30], ['UBUNTU_24', 35], ['UBUNTU_24_10', 10], ['LINUX_AMD_64', 20], ['LINUX_ARM_64', 5]],
};

function operatingSystem(random: Random, platform: PlatformCode): [string, string] {
  if (platform.startsWith('DARWIN_ARM')) return ['macOS', random.weighted([['15.1.1', 30], ['15.0.1', 15], ['14.7.1', 35], ['14.6.1', 10], ['13.7.1', 10]])];
  if (platform.startsWith('DARWIN')) return ['macOS', random.weighted([['14.7.1', 40], ['13.7.1', 35], ['12.7.6', 25]])];
  if (platform.startsWith('WINDOWS')) {
    return random.weighted([
      [['Windows 11 Pro', '10.0.26100'], 30], [['Windows 11 Enterprise', '10.0.22631'], 35],
      [['Windows 10 Enterprise', '10.0.19045'], 30], [['Windows 10 Pro', '10.0.19045'], 5],
    ] as const) as [string, string];
  }
  switch (platform) {
    case 'UBUNTU_22': return ['Ubuntu', '22.04.5 LTS'];
    case 'UBUNTU_24': return ['Ubuntu', '24.04.1 LTS'];
    case 'UBUNTU_24_10': return ['Ubuntu', '24.10'];
    case 'LINUX_AMD_64': return random.chance(0.6) ? ['Debian GNU/Linux', '12'] : ['Fedora Linux', '41'];
    case 'LINUX_ARM_64': return random.chance(0.5) ? ['Debian GNU/Linux', '12'] : ['Amazon Linux', '2023'];
    default: return ['Unknown', '0.0'];
  }
}

const SERIAL_CHARS = 'BCDFGHJKLMNPQRTVWXYZ0123456789';
function serialOf(random: Random, platform: PlatformCode, taken: Set<string>): string {
  for (;;) {
    const chars = (n: number) => Array.from({ length: n }, () => random.pick(SERIAL_CHARS.split(''))).join('');
    const serial = platform.startsWith('DARWIN_ARM')
      ? chars(10)
      : platform.startsWith('DARWIN')
        ? `C02${chars(9)}`
        : platform.startsWith('WINDOWS')
          ? random.pick([`PF${chars(6)}`, chars(7), `CND${chars(7)}`])
          : `VM-${random.hex(12)}`;
    if (!taken.has(serial)) {
      taken.add(serial);
      return serial;
    }
  }
}

const INFRA_ROLES = ['prod-bastion', 'build-runner', 'k8s-node', 'ci-agent', 'db-replica', 'monitoring', 'log-shipper', 'vpn-relay'];

/**
 * The endpoints of a company: one per monitored person, a second machine for some (engineers often run
 * a Linux workstation), a few infrastructure servers; idle endpoints follow their owner's inactivity.
 */
export function generateDevices(profile: CompanyProfile, people: readonly FleetPerson[], now: Date): FleetDevice[] {
  const random = new Random(`fleet:${profile.key}:${profile.seed}:devices`);
  const owners = people.filter((p) => p.copilotStatus !== 'not_installed');
  if (owners.length === 0 || profile.devices === 0) return [];
  const infraCount = Math.max(profile.devices >= 50 ? 3 : 0, Math.round(profile.devices * 0.03));
  const admins = owners.filter((p) => p.department === 'IT' || p.department === 'Engineering');
  const slots: { owner: FleetPerson; second: boolean; infra: boolean }[] = [];
  for (let i = 0; i < infraCount; i++) slots.push({ owner: random.pick(admins.length ? admins : owners), second: false, infra: true });
  const firsts = random.shuffle(owners);
  for (const owner of firsts) if (slots.length < profile.devices) slots.push({ owner, second: false, infra: false });
  while (slots.length < profile.devices) {
    const owner = random.chance(0.55) && admins.length ? random.pick(admins) : random.pick(owners);
    slots.push({ owner, second: true, infra: false });
  }

  const serials = new Set<string>();
  const seq = new Map<string, number>();
  const next = (prefix: string) => {
    const n = (seq.get(prefix) ?? 0) + 1;
    seq.set(prefix, n);
    return n;
  };
  const windowStart = now.getTime() - profile.days * DAY;
  const devices = slots.map(({ owner, second, infra }, index): FleetDevice => {
    const family: Family = infra
      ? 'Linux'
      : second && owner.department === 'Engineering'
        ? random.weighted([['Linux', 60], ['Windows', 40]] as const)
        : random.weighted(FAMILY_BY_DEPARTMENT[owner.department ?? ''] ?? OFFICE_MIX);
    const platform: PlatformCode = random.chance(0.006) ? 'UNKNOWN' : random.weighted(CODES[family]);
    const [osName, osVersion] = operatingSystem(random, platform);
    let hostname: string;
    if (infra) hostname = `${random.pick(INFRA_ROLES)}-${String(next('infra')).padStart(2, '0')}`;
    else if (family === 'MacOS') {
      const model = random.weighted([['MBP', 70], ['MBA', 25], ['IMAC', 5]] as const);
      hostname = `${model}-${String(next(model)).padStart(3, '0')}`;
    } else if (family === 'Windows') {
      const kind = second ? 'DT' : 'LT';
      hostname = `${profile.hostPrefix}-${kind}-${String(next(kind)).padStart(4, '0')}`;
    } else hostname = `${(owner.department ?? 'lab').toLowerCase().slice(0, 3)}-ws-${String(next('ws')).padStart(3, '0')}`;

    // Idle endpoints: the owner left or is away, the agent was removed, or an old second machine sits unused.
    let lastSeen = now.getTime() - random.int(1, 90) * 60_000;
    if (owner.status === 'INACTIVE' && owner.lastSeen) lastSeen = owner.lastSeen.getTime();
    else if (owner.copilotStatus === 'uninstalled') lastSeen = now.getTime() - random.int(10, 60) * DAY;
    else if (!infra && random.chance(second ? 0.08 : 0.02)) lastSeen = now.getTime() - random.int(8, 45) * DAY - random.int(0, DAY);
    const enrolledAt = random.chance(0.12)
      ? windowStart + random.int(5, Math.max(6, profile.days - 10)) * DAY + random.int(9, 17) * 3_600_000
      : windowStart - random.int(1, 600) * DAY;
    const idle = now.getTime() - lastSeen > 7 * DAY;
    const mdmManaged = profile.mdm && family === 'MacOS' && platform !== 'UNKNOWN' && random.chance(0.82);
    const encryptedChance = infra ? 0.5 : family === 'MacOS' ? (mdmManaged ? 0.95 : 0.72) : family === 'Windows' ? 0.88 : 0.6;
    return {
      index,
      stream: `fleet:${profile.key}:${profile.seed}:device:${index}`,
      hostname,
      serial: serialOf(random, platform, serials),
      platform,
      family: platformFamily(platform),
      osName,
      osVersion,
      agentVersion: idle ? random.pick(AGENT_VERSIONS.slice(0, 14)) : random.weighted(VERSION_WEIGHTS),
      owner,
      mdmManaged,
      diskEncrypted: random.chance(encryptedChance),
      infra,
      enrolledAt: new Date(Math.min(enrolledAt, lastSeen - DAY)),
      lastSeen: new Date(lastSeen),
      browser:
        family === 'MacOS'
          ? random.weighted([['Chrome', 58], ['Safari', 30], ['Firefox', 8], ['Opera', 4]] as const)
          : family === 'Linux'
            ? random.weighted([['Firefox', 45], ['Chrome', 40], ['Chromium', 15]] as const)
            : random.weighted([['Chrome', 58], ['Edge', 35], ['Firefox', 5], ['Opera', 2]] as const),
    };
  });
  // Every Copilot version of spec part 2 §3 is still out there somewhere, on the machines nobody updates.
  const stale = devices.filter((d) => now.getTime() - d.lastSeen.getTime() > 7 * DAY);
  const present = new Set(devices.map((d) => d.agentVersion));
  AGENT_VERSIONS.filter((v) => !present.has(v)).forEach((v, i) => {
    const target = stale[i] ?? devices[devices.length - 1 - i];
    if (target) target.agentVersion = v;
  });
  return devices;
}

import type { AgentEvent } from '../../../src/api/contract/agent';
import { CATALOG_WEBSITES, type CatalogApp, type CatalogWebsite, type WebsiteCategory } from '../catalog/index';
import { Random } from '../random';
import { companyDays, type CompanyDay } from './clock';
import type { FleetDevice } from './devices';
import { AppSampler, companyPortfolio, DEPARTMENT_CATEGORIES, type AppSetting, type Portfolio } from './portfolio';
import type { CompanyProfile } from './profile';

export const DAY = 86_400_000;

/** A website category a company blocks, and what its policy does on a visit (spec part 2 §3 actions). */
export type CategoryPolicy = 'Block' | 'Alert' | 'Report';
const BLOCKED: readonly (readonly [WebsiteCategory, CategoryPolicy])[] = [
  ['Gambling', 'Block'], ['Adult', 'Block'], ['Phishing', 'Block'], ['Malware', 'Block'], ['Peer-to-Peer', 'Block'],
  ['Proxy Avoidance', 'Alert'], ['Weapons', 'Report'], ['Dating', 'Report'],
];

/** How often people open a site of each category, relative to one another. */
export const BROWSING: readonly (readonly [WebsiteCategory, number])[] = [
  ['News', 25], ['Search Engines', 18], ['Reference', 10], ['Technology', 7], ['Shopping', 9], ['Social Networking', 8],
  ['Streaming Media', 5], ['Travel', 4], ['Sports', 4], ['Banking', 3], ['Weather', 2], ['Entertainment', 3], ['Food and Dining', 2],
  ['Job Search', 2], ['Health', 1], ['Government', 1], ['Real Estate', 1], ['Games', 1.5], ['Gambling', 0.4], ['Adult', 0.15],
  ['Proxy Avoidance', 0.25], ['Peer-to-Peer', 0.25], ['Dating', 0.3], ['Weapons', 0.1], ['Parked Domains', 0.2],
];

export interface GatewaySpec {
  name: string;
  region: string;
  publicIp: string;
  endpointIpRange: string;
  subnets: string[];
  /** address: the host's IPv4 address inside the gateway's subnets (issue 22) */
  destinations: { name: string; host: string; address: string; port: number; protocol: 'tcp' | 'udp' }[];
}

export interface FleetContext {
  profile: CompanyProfile;
  now: number;
  days: CompanyDay[];
  portfolio: Portfolio;
  settings: ReadonlyMap<string, AppSetting>;
  blocked: ReadonlyMap<WebsiteCategory, CategoryPolicy>;
  websites: ReadonlyMap<WebsiteCategory, readonly CatalogWebsite[]>;
  gateways: readonly GatewaySpec[];
  samplers(department: string | null): { work: AppSampler; genAi: AppSampler };
}

export function blockedCategories(profile: CompanyProfile): [WebsiteCategory, CategoryPolicy][] {
  // a smaller company starts with the obvious four
  return profile.devices >= 200 ? BLOCKED.map(([c, p]) => [c, p]) : BLOCKED.slice(0, 4).map(([c, p]) => [c, p]);
}

function gatewaysOf(profile: CompanyProfile): GatewaySpec[] {
  if (!profile.ztpa || profile.devices === 0) return [];
  const internal = `${profile.key}.internal`;
  return [
    {
      name: 'us-east-gateway', region: 'us-east-1', publicIp: '203.0.113.10', endpointIpRange: '100.64.0.0/16', subnets: ['10.10.0.0/16'],
      destinations: [
        { name: 'Git server', host: `git.${internal}`, address: '10.10.1.10', port: 22, protocol: 'tcp' },
        { name: 'Production database', host: `db-prod.${internal}`, address: '10.10.2.20', port: 5432, protocol: 'tcp' },
        { name: 'Jenkins', host: `jenkins.${internal}`, address: '10.10.1.11', port: 443, protocol: 'tcp' },
        { name: 'Grafana', host: `grafana.${internal}`, address: '10.10.3.30', port: 3000, protocol: 'tcp' },
      ],
    },
    {
      name: 'eu-west-gateway', region: 'eu-west-1', publicIp: '198.51.100.20', endpointIpRange: '100.65.0.0/16', subnets: ['10.20.0.0/16'],
      destinations: [
        { name: 'Internal wiki', host: `wiki.${internal}`, address: '10.20.1.10', port: 443, protocol: 'tcp' },
        { name: 'ERP', host: `erp.${internal}`, address: '10.20.2.10', port: 443, protocol: 'tcp' },
      ],
    },
    {
      name: 'hq-office-gateway', region: 'on-premises', publicIp: '192.0.2.30', endpointIpRange: '100.66.0.0/16', subnets: ['192.168.10.0/24'],
      destinations: [
        { name: 'Finance file share', host: `files.${internal}`, address: '192.168.10.10', port: 445, protocol: 'tcp' },
        { name: 'Finance RDP host', host: `rdp-finance.${internal}`, address: '192.168.10.20', port: 3389, protocol: 'tcp' },
        { name: 'Office DNS', host: `dns.${internal}`, address: '192.168.10.53', port: 53, protocol: 'udp' },
      ],
    },
  ];
}

export function fleetContext(profile: CompanyProfile, now: Date): FleetContext {
  const portfolio = companyPortfolio(profile);
  const rank = new Map(portfolio.apps.map((a, i) => [a.name, i]));
  const work = portfolio.apps.filter((a) => !a.genAi);
  const genAi = portfolio.apps.filter((a) => a.genAi);
  const cache = new Map<string, { work: AppSampler; genAi: AppSampler }>();
  const rankOf = (a: CatalogApp) => rank.get(a.name)!;
  const websites = new Map<WebsiteCategory, CatalogWebsite[]>();
  for (const w of CATALOG_WEBSITES) websites.set(w.category, [...(websites.get(w.category) ?? []), w]);
  return {
    profile,
    now: now.getTime(),
    days: companyDays(now, profile.days, profile.timeZone),
    portfolio,
    settings: new Map(portfolio.settings.map((s) => [s.app, s])),
    blocked: new Map(blockedCategories(profile)),
    websites,
    gateways: gatewaysOf(profile),
    samplers(department) {
      const key = department && DEPARTMENT_CATEGORIES[department] ? department : '';
      let s = cache.get(key);
      if (!s) {
        s = { work: new AppSampler(work, key || null, rankOf), genAi: new AppSampler(genAi, key || null, rankOf) };
        cache.set(key, s);
      }
      return s;
    },
  };
}

const HOURS: readonly (readonly [number, number])[] = [
  [7, 2], [8, 6], [9, 10], [10, 11], [11, 10], [12, 6], [13, 8], [14, 10], [15, 10], [16, 9], [17, 6], [18, 3], [19, 2], [20, 1], [21, 1], [22, 0.5],
];

/** A moment of local working time on a day: mornings and afternoons, a dip at lunch, a little in the evening. */
export function workInstant(random: Random, day: CompanyDay): number {
  return day.start + random.weighted(HOURS) * 3_600_000 + random.int(0, 3_599) * 1000;
}

/** The days a device is in use: between enrolment and its last heartbeat, on weekdays mostly. */
export function activeDays(ctx: FleetContext, device: FleetDevice, random: Random): CompanyDay[] {
  const from = device.enrolledAt.getTime() - DAY;
  const to = device.lastSeen.getTime();
  return ctx.days.filter((d) => d.start > from && d.start < to && random.chance(d.weekend ? 0.05 : 0.9));
}

/** Event plumbing shared by the per-kind generators. */
export class DeviceEvents {
  readonly events: AgentEvent[] = [];

  constructor(
    readonly ctx: FleetContext,
    readonly device: FleetDevice,
    readonly random: Random,
  ) {}

  /** Adds an event when its time has come (not after now, not after the device went silent). */
  add(at: number, event: DistributiveOmit<AgentEvent, 'id' | 'at'>): void {
    const id = this.random.uuid();
    if (at > this.ctx.now || at > this.device.lastSeen.getTime()) return;
    this.events.push({ ...event, id, at: new Date(at).toISOString() } as AgentEvent);
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export function deviceRandom(device: FleetDevice, part: string): Random {
  return new Random(`${device.stream}:${part}`);
}

import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountAppSettings, blockedCategories, remoteCommands, saasApps, unsanctionedCategories, ztpaDestinations, ztpaGateways } from '../db/schema/index';
import { ingestBulk, registerEndpoint, setEnrolmentSecret, upsertCatalogApps, upsertWebsiteCategories, upsertWebsites } from '../ingest/index';
import { CATALOG_APPS, CATALOG_WEBSITES, WEBSITE_CATEGORIES, iconSlugOf } from './catalog/index';
import { generateFleet, type CompanyProfile, type FleetPerson } from './fleet/index';
import { BLOCKED_SAAS_CATEGORIES } from './fleet/portfolio';
import { seedZtpaSetup } from './fleet/ztpa';
import { Random } from './random';

const DAY = 86_400_000;
/** Events per ingest call: big enough to be quick, small enough to keep memory flat on a 500-endpoint fleet. */
const EVENTS_PER_CALL = 20_000;

/** What the demo seed stored for one company, for the start-up log and the tests. */
export interface FleetSummary {
  endpoints: number;
  events: number;
  commands: number;
}

/** The global catalog: SaaS apps, website categories and classified websites (upserts, safe to repeat). */
export async function seedCatalog(db: Db): Promise<Map<string, string>> {
  const ids = await upsertCatalogApps(db, CATALOG_APPS.map((a) => ({ ...a, icon: iconSlugOf(a) })));
  await upsertWebsiteCategories(db, WEBSITE_CATEGORIES.map((name) => ({ name })));
  await upsertWebsites(db, CATALOG_WEBSITES.map((w) => ({ domain: w.domain, name: w.name, categories: [w.category] })));
  return ids;
}

/** The catalog apps' ids by name, from a database seedCatalog has filled. */
export async function catalogAppIds(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ id: saasApps.id, name: saasApps.name }).from(saasApps);
  return new Map(rows.map((r) => [r.name, r.id]));
}

export interface CompanyFleetInput {
  accountId: string;
  profile: CompanyProfile;
  people: readonly FleetPerson[];
  enrolmentSecret: string;
  /** the company admin who ran the remote commands of the history */
  admin: { id: string; email: string } | null;
  appIds: ReadonlyMap<string, string>;
  now: Date;
  /** after each stored batch of telemetry: endpoints whose events are all stored, of all, and events stored */
  onProgress?: (progress: FleetProgress) => void;
}

export interface FleetProgress {
  endpoints: number;
  of: number;
  events: number;
}

/**
 * One company's configuration and fleet: the enrolment secret, app settings, blocked categories and
 * ZTPA gateways, then every endpoint enrolled and its telemetry fed through the ingest service (the
 * code path of the agent API, in-process), then the remote-command history.
 */
export async function seedCompanyFleet(db: Db, input: CompanyFleetInput): Promise<FleetSummary> {
  const { accountId, profile, now } = input;
  await setEnrolmentSecret(db, accountId, input.enrolmentSecret);
  const fleet = generateFleet(profile, input.people, now);
  const { context } = fleet;

  const settings = context.portfolio.settings.filter((s) => input.appIds.has(s.app));
  if (settings.length > 0) {
    await db.insert(accountAppSettings).values(
      settings.map((s) => ({ accountId, appId: input.appIds.get(s.app)!, accessType: s.accessType, unsanctionedAction: s.action, updatedAt: now })),
    );
  }
  await db.insert(blockedCategories).values(fleet.blockedCategories.map(([category]) => ({ accountId, category, createdAt: now })));
  // The simulated agents block these categories' apps (fleet/activity.ts), so the policy says so too.
  await db.insert(unsanctionedCategories).values(BLOCKED_SAAS_CATEGORIES.map((category) => ({ accountId, category, action: 'Block' as const, createdAt: now })));

  const random = new Random(`fleet:${profile.key}:${profile.seed}:gateways`);
  for (const g of context.gateways) {
    const gatewayId = random.uuid();
    await db.insert(ztpaGateways).values({
      accountId, id: gatewayId, name: g.name, region: g.region, publicIp: g.publicIp, endpointIpRange: g.endpointIpRange, subnets: g.subnets,
      keyFingerprint: `SHA256:${random.hex(43)}`, status: 'ONLINE', lastSeen: new Date(now.getTime() - random.int(5, 90) * 1000),
      createdAt: new Date(now.getTime() - 200 * DAY),
    });
    await db.insert(ztpaDestinations).values(
      g.destinations.map((d) => ({ accountId, id: random.uuid(), gatewayId, name: d.name, host: d.host, port: d.port, protocol: d.protocol, createdAt: new Date(now.getTime() - 180 * DAY) })),
    );
  }
  await seedZtpaSetup(db, accountId, profile.key, context.gateways, now, `fleet:${profile.key}:${profile.seed}`);

  const endpointIds = new Map<number, string>();
  for (const device of fleet.devices) {
    const { endpointId } = await registerEndpoint(
      db,
      accountId,
      {
        hostname: device.hostname, serial: device.serial, platform: device.platform, osName: device.osName, osVersion: device.osVersion,
        agentVersion: device.agentVersion, ownerEmail: device.owner.email, ownerName: device.owner.name, mdmManaged: device.mdmManaged,
        diskEncrypted: device.diskEncrypted, infra: device.infra,
      },
      { at: device.enrolledAt, lastSeen: device.lastSeen },
    );
    endpointIds.set(device.index, endpointId);
  }

  let events = 0;
  let queued = 0;
  let items: { endpointId: string; event: unknown }[] = [];
  const flush = async () => {
    if (items.length > 0) {
      // one transaction per call: fewer, larger statements are what PGlite digests fastest
      const counts = await ingestBulk(db, { accountId, items, now, chunkSize: EVENTS_PER_CALL });
      events += counts.accepted;
      items = [];
    }
    if (fleet.devices.length > 0) input.onProgress?.({ endpoints: queued, of: fleet.devices.length, events });
  };
  for (const device of fleet.devices) {
    const endpointId = endpointIds.get(device.index)!;
    for (const event of fleet.eventsOf(device)) items.push({ endpointId, event });
    queued += 1;
    if (items.length >= EVENTS_PER_CALL) await flush();
  }
  await flush();

  if (fleet.commands.length > 0) {
    await db.insert(remoteCommands).values(
      fleet.commands.map((c) => ({
        accountId, id: random.uuid(), endpointId: endpointIds.get(c.device.index)!, command: c.command, status: c.status, output: c.output,
        exitCode: c.exitCode, requestedBy: input.admin?.id ?? null, requestedByEmail: input.admin?.email ?? 'admin@palisade.test',
        queuedAt: c.queuedAt, deliveredAt: c.deliveredAt, finishedAt: c.finishedAt,
      })),
    );
  }

  // Endpoints whose owner removed the agent report nothing any more; the long-idle ones are marked by the
  // agent API's own time-out sweep once every company is in (seedDemo).
  await db.execute(sql`
    update endpoints e set status = 'INACTIVE' from people p
    where e.account_id = ${accountId}::uuid and p.account_id = e.account_id and p.id = e.owner_person_id and p.copilot_status = 'uninstalled'`);
  return { endpoints: fleet.devices.length, events, commands: fleet.commands.length };
}

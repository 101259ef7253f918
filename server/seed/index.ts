import { and, count, eq, getTableName, inArray, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as schema from '../db/schema/index';
import { accountManagers, accounts, groups, memberGroups, members, people, personGroups, type NewPerson } from '../db/schema/index';
import { hashPassword } from '../lib/passwords';
import { sweepTimeouts } from '../modules/agent/commands';
import { DEFAULT_AGENT_SETTINGS } from '../modules/agent/settings';
import { DEMO_ACCOUNTS, DEMO_ENROLMENT_SECRETS } from './accounts';
import { catalogAppIds, seedCatalog, seedCompanyFleet, type FleetProgress, type FleetSummary } from './demo-fleet';
import { DEMO_PROFILES, profileFor, type CompanyProfile, type FleetPerson } from './fleet/index';
import { DEMO_MEMBERS, DEMO_PASSWORD } from './members';
import { demoPeople } from './people';
import { Random } from './random';
import { seedDemoSetup } from './setup';
import { seedDemoMail } from './mail';
import { seedDemoAgentErrors } from './agent-errors';
import { seedDemoPerf } from './endpoint-perf';
import { seedDemoLogs } from './endpoint-logs';
import { seedDemoNativeApps } from './native-apps';
import { seedDemoAssets } from './assets';

export { DEMO_MEMBERS, DEMO_PASSWORD } from './members';

const BATCH = 500;

async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

export async function hasAccounts(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(accounts);
  return Number(row?.n ?? 0) > 0;
}

export interface SeedOptions {
  /** the day the demo data ends on (default: now); the same day gives the same tenant */
  now?: Date;
  passwordHash?: string;
  /**
   * The demo companies' endpoints and telemetry: 'full' (DESIGN.md's 500 endpoints over 90 days), 'small'
   * (a few dozen endpoints over 14 days, for API tests that need a realistic but quick tenant) or 'none'.
   * The catalog and each company's settings are seeded either way.
   */
  fleet?: 'full' | 'small' | 'none';
  /** the database already holds the catalog, as seedCatalog leaves it (the API tests' template): read its ids, write nothing */
  catalogSeeded?: boolean;
  /** after each stored batch of a company's telemetry (the first start's progress page and terminal line) */
  onProgress?: (progress: SeedProgress) => void;
}

export interface SeedProgress extends FleetProgress {
  company: string;
}

function demoProfile(key: keyof typeof DEMO_PROFILES, fleet: NonNullable<SeedOptions['fleet']>): CompanyProfile {
  const profile = DEMO_PROFILES[key];
  if (fleet === 'full') return profile;
  if (fleet === 'none') return { ...profile, devices: 0 };
  return profileFor(key, { devices: Math.min(profile.devices, key === 'acme' ? 24 : 8), days: 14 });
}

/** Seeds the demo tenant of DESIGN.md; deterministic ids and data from seeded generators. */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<Record<string, FleetSummary>> {
  const now = options.now ?? new Date();
  // One hash for every demo user: argon2id is slow on purpose.
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  const random = new Random('accounts');
  const accountIds = new Map<string, string>();
  const fleetPeople = new Map<string, FleetPerson[]>();
  const summary: Record<string, FleetSummary> = {};

  // One transaction: a start that dies while seeding leaves an empty database, which the next start seeds again.
  await db.transaction(async (tx) => {
    for (const demo of DEMO_ACCOUNTS) {
      const id = random.uuid();
      accountIds.set(demo.key, id);
      await tx.insert(accounts).values({ ...demo.values, id, clientId: random.hex(24), createdAt: new Date(now.getTime() - 400 * 86_400_000) });
    }
    for (const demo of DEMO_ACCOUNTS) {
      const { people: rows, groups: groupRows, memberships } = demoPeople(demo, accountIds.get(demo.key)!, now);
      await insertAll(groupRows, (b) => tx.insert(groups).values(b.map((g) => ({ ...g, createdAt: now }))));
      await insertAll(rows, (b) => tx.insert(people).values(b));
      await insertAll(memberships, (b) => tx.insert(personGroups).values(b));
      fleetPeople.set(demo.key, rows.map(fleetPerson));
    }
    for (const demo of DEMO_MEMBERS) {
      const accountId = accountIds.get(demo.account)!;
      const memberId = random.uuid();
      await tx.insert(members).values({
        id: memberId,
        accountId,
        email: demo.email,
        firstName: demo.firstName,
        lastName: demo.lastName,
        role: demo.role,
        passwordHash,
        loginType: 'BASIC',
        passwordChangedAt: now,
        roleChangedAt: now,
        createdAt: now,
      });
      for (const key of demo.manages ?? []) await tx.insert(accountManagers).values({ accountId: accountIds.get(key)!, memberId, createdAt: now });
      if (demo.groups?.length) {
        const ids = await tx
          .select({ id: groups.id })
          .from(groups)
          .where(and(eq(groups.accountId, accountId), inArray(groups.name, [...demo.groups])));
        await tx.insert(memberGroups).values(ids.map((g) => ({ accountId, memberId, groupId: g.id })));
      }
    }

    const adminOf = async (key: string) => {
      const [row] = await tx.select({ id: members.id }).from(members).where(eq(members.email, `admin@${key}.test`));
      return { accountId: accountIds.get(key)!, adminId: row!.id };
    };
    await seedDemoSetup(tx, { now, acme: await adminOf('acme'), globex: await adminOf('globex') });
    await (await import('./compliance')).seedDemoCompliance(tx, { now, configured: [accountIds.get('acme')!, accountIds.get('initech')!], firewall: accountIds.get('acme')! });
    await (await import('./dlp-policies')).seedDemoDlpPolicies(tx, { now, accountId: accountIds.get('acme')! });

    const appIds = options.catalogSeeded ? await catalogAppIds(tx) : await seedCatalog(tx);
    for (const key of Object.keys(DEMO_PROFILES) as (keyof typeof DEMO_PROFILES)[]) {
      const accountId = accountIds.get(key)!;
      const [admin] = await tx
        .select({ id: members.id, email: members.email })
        .from(members)
        .where(and(eq(members.accountId, accountId), eq(members.role, 'ADMIN')))
        .limit(1);
      summary[key] = await seedCompanyFleet(tx, {
        accountId,
        profile: demoProfile(key, options.fleet ?? 'full'),
        people: fleetPeople.get(key) ?? [],
        enrolmentSecret: DEMO_ENROLMENT_SECRETS[key],
        admin: admin ?? null,
        appIds,
        now,
        onProgress: options.onProgress && ((p) => options.onProgress!({ company: DEMO_ACCOUNTS.find((d) => d.key === key)?.values.name ?? key, ...p })),
      });
    }
    // The server's sweep marks endpoints silent for a week OFFLINE_FOR_CONFIG_TIME (spec part 2 §2.3 Long Idle Endpoints).
    await sweepTimeouts(tx, { now, commandTimeoutMs: DEFAULT_AGENT_SETTINGS.commandTimeoutMs, offlineAfterMs: DEFAULT_AGENT_SETTINGS.offlineAfterMs });
    await seedDemoMail(tx, { now, accountId: accountIds.get('acme')!, adminEmail: 'admin@acme.test' });
    await seedDemoAgentErrors(tx, { now, accountIds: [...accountIds.values()] });
    await (await import('./releases')).seedDemoReleases(tx, { now });
    await seedDemoPerf(tx, { now, accountIds: [...accountIds.values()] });
    await seedDemoLogs(tx, { now, accountIds: [...accountIds.values()] });
    await seedDemoNativeApps(tx);
    await seedDemoAssets(tx, accountIds.get('acme')!);
    await (await import('./mdm-apps')).seedDemoMdmApps(tx, { now, accountId: accountIds.get('acme')! });
    await (await import('./mdm')).seedDemoMdm(tx, { now, accountId: accountIds.get('acme')!, accountName: 'Acme Corp' });
    await (await import('./dlp-activity')).seedDemoDlpActivity(tx, { now, accountId: accountIds.get('acme')! });
    await (await import('./mdm-catalog')).seedDemoMdmCatalog(tx, { now, accountId: accountIds.get('acme')! });
    await (await import('./mdm-policies')).seedDemoMdmPolicies(tx, { now, accountId: accountIds.get('acme')! });
  });
  return summary;
}

function fleetPerson(row: NewPerson): FleetPerson {
  return {
    email: row.email,
    name: row.name,
    department: row.department ?? null,
    riskLevel: row.riskLevel ?? 'Low',
    copilotStatus: row.copilotStatus ?? 'not_installed',
    status: row.status ?? 'ACTIVE',
    lastSeen: row.lastSeen ?? null,
  };
}

/** Empties every table (npm run seed -- --reset). */
export async function resetDatabase(db: Db): Promise<void> {
  const names = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => `"${getTableName(table)}"`);
  await db.execute(sql.raw(`truncate table ${names.join(', ')} cascade`));
}

// The fleet's reads (spec part 2 §7 "Devices"): endpoint lists with their filters, one endpoint and its
// tabs, a person's endpoints and apps. Tenancy through the scope: the company's endpoints, and for a group
// admin only the endpoints its people own (the dashboard's rule, dashboard/scoped.ts endpointScope).
import { and, asc, count, desc, eq, ilike, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { PLATFORM_FAMILIES } from '../../../src/api/contract/catalog';
import type {
  AppUsageRow, BrowserExtensionRow, ComplianceRow, DeviceAlertRow, DeviceDetail, DeviceFilters, DeviceListQuery, DeviceRow, InstalledAppRow,
} from '../../../src/api/contract/fleet';
import type { Db } from '../../db/client';
import { browserExtensions, complianceResults, endpoints, groups, installedApps, people, personGroups } from '../../db/schema/index';
import { notFound } from '../../lib/http-error';
import { containsPattern, iso } from '../../lib/sql';
import { endpointIs, endpointsOfScope, tableColumns } from '../../metrics/endpoints';
import type { Scope } from '../../plugins/scope';
import { dayAfter } from '../dashboard/range';
import { appsOf, n, rows } from '../dashboard/scoped';

/** Which endpoints a list covers: people's endpoints, or the infrastructure devices the dashboard counts apart. */
export type DeviceKind = 'people' | 'infra';
type Filters = Omit<DeviceListQuery, 'page' | 'size'>;

const ownerJoin = and(eq(people.accountId, endpoints.accountId), eq(people.id, endpoints.ownerPersonId));

/** The endpoints of the scope: the company's, for a group admin the ones its people own (server/metrics). */
function inScope(scope: Scope): SQL {
  return endpointsOfScope(scope, tableColumns);
}

function where(scope: Scope, kind: DeviceKind, f: DeviceFilters): SQL {
  const q = f.q ? containsPattern(f.q) : undefined;
  const ownerText = f.owner ? containsPattern(f.owner) : undefined;
  // every family named is "all platforms": endpoints of unknown platform are not left out
  const platforms = f.o && !PLATFORM_FAMILIES.every((p) => f.o!.includes(p)) ? f.o : undefined;
  return and(
    inScope(scope),
    eq(endpoints.infra, kind === 'infra'),
    q ? or(ilike(endpoints.hostname, q), ilike(endpoints.serial, q), ilike(people.name, q), ilike(people.email, q)) : undefined,
    platforms?.length ? inArray(endpoints.platformFamily, platforms) : undefined,
    f.status?.length ? inArray(endpoints.status, f.status) : undefined,
    f.scope ? eq(people.scope, f.scope) : undefined,
    // compliant=false is every endpoint not compliant, the never-checked ones too (total minus compliant)
    f.compliant === undefined ? undefined : f.compliant ? endpointIs('compliant', tableColumns) : not(endpointIs('compliant', tableColumns)),
    f.encrypted === undefined ? undefined : f.encrypted ? not(endpointIs('unencrypted', tableColumns)) : endpointIs('unencrypted', tableColumns),
    f.managed ? (f.managed === 'MDM' ? endpointIs('mdm', tableColumns) : not(endpointIs('mdm', tableColumns))) : undefined,
    f.risky_apps === undefined ? undefined : f.risky_apps ? endpointIs('riskyApps', tableColumns) : not(endpointIs('riskyApps', tableColumns)),
    f.version ? eq(endpoints.agentVersion, f.version) : undefined,
    ownerText ? or(ilike(people.name, ownerText), ilike(people.email, ownerText)) : undefined,
    f.active_on ? sql`exists (${activityOn(f.active_on)})` : undefined,
    f.inactive_on ? sql`${endpoints.enrolledAt} < ${dayAfter(f.inactive_on)}::timestamptz and not exists (${activityOn(f.inactive_on)})` : undefined,
  ) as SQL;
}

/** The endpoint's activity rows of one day: the rollup the dashboard's Endpoints bars count (dashboard/stats.ts). */
function activityOn(day: string): SQL {
  return sql`select 1 from activity_daily a where a.account_id = ${endpoints.accountId} and a.endpoint_id = ${endpoints.id} and a.day = ${day}::date`;
}

const SORTS = {
  hostname: endpoints.hostname,
  last_seen: endpoints.lastSeen,
  agent_version: endpoints.agentVersion,
  platform_family: endpoints.platformFamily,
  owner: people.name,
  status: endpoints.status,
} as const;

function ordering(f: Filters): SQL[] {
  const column = SORTS[f.sb ?? 'hostname'];
  const direction = f.so === 'desc' ? desc : asc;
  return [sql`${column} is null`, direction(column), asc(endpoints.id)];
}

const rowColumns = {
  endpoint: endpoints,
  owner: { id: people.id, name: people.name, email: people.email, scope: people.scope, department: people.department },
};
type Joined = { endpoint: typeof endpoints.$inferSelect; owner: { id: string; name: string; email: string; scope: 'IN_SCOPE' | 'OUT_OF_SCOPE'; department: string | null } | null };

function toRow({ endpoint: e, owner }: Joined): DeviceRow {
  return {
    id: e.id,
    hostname: e.hostname,
    serial: e.serial,
    platform: e.platform,
    platform_family: e.platformFamily,
    os_name: e.osName,
    os_version: e.osVersion,
    agent_version: e.agentVersion,
    status: e.status,
    compliance_state: e.complianceState,
    mdm_managed: e.mdmManaged,
    disk_encrypted: e.diskEncrypted,
    infra: e.infra,
    last_seen: iso(e.lastSeen)!,
    enrolled_at: iso(e.enrolledAt)!,
    owner: owner ? { id: owner.id, name: owner.name, email: owner.email, scope: owner.scope } : null,
  };
}

export async function countDevices(db: Db, scope: Scope, kind: DeviceKind, f: DeviceFilters): Promise<number> {
  const [row] = await db.select({ n: count() }).from(endpoints).leftJoin(people, ownerJoin).where(where(scope, kind, f));
  return Number(row?.n ?? 0);
}

export async function listDevices(db: Db, scope: Scope, kind: DeviceKind, f: DeviceFilters & { page: number; size: number }): Promise<DeviceRow[]> {
  const found = await db
    .select(rowColumns)
    .from(endpoints)
    .leftJoin(people, ownerJoin)
    .where(where(scope, kind, f))
    .orderBy(...ordering(f as Filters))
    .limit(f.size)
    .offset((f.page - 1) * f.size);
  return found.map(toRow);
}

/** The whole filtered list for the device report, read in pages so a large fleet is never held at once. */
export async function* allDevices(db: Db, scope: Scope, f: DeviceFilters): AsyncGenerator<DeviceRow> {
  const size = 500;
  for (let page = 1; ; page++) {
    const batch = await listDevices(db, scope, 'people', { ...f, page, size });
    yield* batch;
    if (batch.length < size) return;
  }
}

export const REPORT_HEADER = [
  'Hostname', 'Serial', 'Platform', 'Operating system', 'Agent version', 'Status', 'Compliance', 'MDM', 'Disk encryption', 'Owner', 'Owner e-mail', 'Last seen',
] as const;

export async function* reportRows(db: Db, scope: Scope, f: DeviceFilters) {
  for await (const d of allDevices(db, scope, f)) {
    yield [
      d.hostname, d.serial, d.platform_family, `${d.os_name} ${d.os_version}`, d.agent_version, d.status, d.compliance_state,
      d.mdm_managed ? 'MDM' : 'Not managed', d.disk_encrypted ? 'Encrypted' : 'Not encrypted', d.owner?.name ?? '', d.owner?.email ?? '', d.last_seen,
    ];
  }
}

/** the report's file name, dated by the server's clock */
export const reportFileName = (now: Date) => `Endpoints ${now.toISOString().slice(0, 10)}.csv`;

export async function listLite(db: Db, scope: Scope, q: { q?: string; size: number }) {
  const pattern = q.q ? containsPattern(q.q) : undefined;
  const found = await db
    .select({ id: endpoints.id, hostname: endpoints.hostname, serial: endpoints.serial, owner_email: people.email })
    .from(endpoints)
    .leftJoin(people, ownerJoin)
    .where(and(inScope(scope), pattern ? or(ilike(endpoints.hostname, pattern), ilike(endpoints.serial, pattern), ilike(people.email, pattern)) : undefined))
    .orderBy(asc(endpoints.hostname), asc(endpoints.id))
    .limit(q.size);
  return found;
}

/** One endpoint of the scope, or 404 (a group admin's endpoints outside its people are not found). */
export async function oneDevice(db: Db, scope: Scope, id: string): Promise<Joined> {
  const [found] = await db.select(rowColumns).from(endpoints).leftJoin(people, ownerJoin).where(and(inScope(scope), eq(endpoints.id, id)));
  if (!found) throw notFound('No such endpoint.');
  return found;
}

export async function getDevice(db: Db, scope: Scope, id: string): Promise<DeviceDetail> {
  const found = await oneDevice(db, scope, id);
  const e = found.endpoint;
  const memberships = found.owner
    ? await db
        .select({ name: groups.name })
        .from(personGroups)
        .innerJoin(groups, and(eq(groups.accountId, personGroups.accountId), eq(groups.id, personGroups.groupId)))
        .where(and(eq(personGroups.accountId, scope.accountId), eq(personGroups.personId, found.owner.id)))
        .orderBy(asc(groups.name))
    : [];
  return {
    ...toRow(found),
    first_seen: iso(e.firstSeen)!,
    owner_department: found.owner?.department ?? null,
    groups: memberships.map((m) => m.name),
    policy_version: e.policyVersion,
    policy_applied_at: iso(e.policyAppliedAt),
  };
}

export async function deviceCompliance(db: Db, scope: Scope, id: string): Promise<ComplianceRow[]> {
  await oneDevice(db, scope, id);
  const found = await db
    .select()
    .from(complianceResults)
    .where(and(eq(complianceResults.accountId, scope.accountId), eq(complianceResults.endpointId, id)))
    .orderBy(asc(complianceResults.framework), asc(complianceResults.control));
  return found.map((r) => ({ control: r.control, framework: r.framework, passed: r.passed, details: r.details, checked_at: iso(r.checkedAt)! }));
}

export async function deviceApps(db: Db, scope: Scope, id: string): Promise<InstalledAppRow[]> {
  await oneDevice(db, scope, id);
  const found = await db
    .select()
    .from(installedApps)
    .where(and(eq(installedApps.accountId, scope.accountId), eq(installedApps.endpointId, id), isNull(installedApps.removedAt)))
    .orderBy(asc(installedApps.name));
  return found.map((a) => ({
    name: a.name, version: a.version, publisher: a.publisher, vulnerable: a.vulnerable, first_seen: iso(a.firstSeen)!, last_seen: iso(a.lastSeen)!,
  }));
}

export async function deviceExtensions(db: Db, scope: Scope, id: string): Promise<BrowserExtensionRow[]> {
  await oneDevice(db, scope, id);
  const found = await db
    .select()
    .from(browserExtensions)
    .where(and(eq(browserExtensions.accountId, scope.accountId), eq(browserExtensions.endpointId, id), isNull(browserExtensions.removedAt)))
    .orderBy(asc(browserExtensions.browser), asc(browserExtensions.name));
  return found.map((x) => ({
    browser: x.browser, extension_id: x.extensionId, name: x.name, version: x.version, permissions: x.permissions, enabled: x.enabled,
    risky: x.risky, first_seen: iso(x.firstSeen)!, last_seen: iso(x.lastSeen)!,
  }));
}

/** SaaS usage from the daily rollup over the last `days` UTC days, for one endpoint or one person. */
async function appUsage(db: Db, scope: Scope, who: SQL, days: number, now: Date): Promise<AppUsageRow[]> {
  const from = new Date(now.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const found = await rows<Record<string, unknown>>(db, sql`
    select u.app_id, a.name, count(distinct u.day) as days_used, sum(u.duration_s) as duration_s,
      sum(u.weighted_duration_s) as weighted_duration_s, max(u.day)::text as last_day
    from app_usage_daily u join ${appsOf(scope)} a on a.id = u.app_id
    where u.account_id = ${scope.accountId}::uuid and u.day >= ${from}::date and ${who}
    group by u.app_id, a.name order by weighted_duration_s desc, a.name`);
  return found.map((r) => ({
    app_id: String(r.app_id), name: String(r.name), days_used: n(r.days_used), duration_s: n(r.duration_s),
    weighted_duration_s: n(r.weighted_duration_s), last_day: String(r.last_day),
  }));
}

export async function deviceActivity(db: Db, scope: Scope, id: string, days: number, now: Date): Promise<AppUsageRow[]> {
  await oneDevice(db, scope, id);
  return appUsage(db, scope, sql`u.endpoint_id = ${id}::uuid`, days, now);
}

const alertsOf = (scope: Scope, id: string) => sql`
  select sa.id, 'saas' as kind, sa.at, a.name as target, sa.url, sa.browser::text as browser, sa.action::text as action, sa.reason::text as reason
  from saas_alerts sa left join ${appsOf(scope)} a on a.id = sa.app_id
  where sa.account_id = ${scope.accountId}::uuid and sa.endpoint_id = ${id}::uuid
  union all
  select wa.id, 'website', wa.at, wa.domain, wa.url, wa.browser::text, wa.action::text, wa.reason::text
  from website_alerts wa where wa.account_id = ${scope.accountId}::uuid and wa.endpoint_id = ${id}::uuid`;

export async function countDeviceHistory(db: Db, scope: Scope, id: string): Promise<number> {
  await oneDevice(db, scope, id);
  const [row] = await rows<{ n: unknown }>(db, sql`select count(*) as n from (${alertsOf(scope, id)}) x`);
  return n(row?.n);
}

export async function deviceHistory(db: Db, scope: Scope, id: string, page: { page: number; size: number }): Promise<DeviceAlertRow[]> {
  await oneDevice(db, scope, id);
  const found = await rows<Record<string, unknown>>(db, sql`
    select * from (${alertsOf(scope, id)}) x order by x.at desc, x.id limit ${page.size} offset ${(page.page - 1) * page.size}`);
  return found.map((r) => ({
    id: String(r.id),
    kind: r.kind === 'saas' ? 'saas' : 'website',
    at: iso(r.at as string)!,
    target: String(r.target ?? ''),
    url: r.url == null ? null : String(r.url),
    browser: String(r.browser),
    action: String(r.action),
    reason: String(r.reason),
  }));
}

/** One person of the scope, or 404. */
async function onePerson(db: Db, scope: Scope, id: string): Promise<void> {
  const [found] = await db.select({ id: people.id }).from(people).where(and(scope.people(), eq(people.id, id)));
  if (!found) throw notFound('No such user.');
}

export async function personDevices(db: Db, scope: Scope, id: string): Promise<DeviceRow[]> {
  await onePerson(db, scope, id);
  const found = await db
    .select(rowColumns)
    .from(endpoints)
    .leftJoin(people, ownerJoin)
    .where(and(inScope(scope), eq(endpoints.ownerPersonId, id)))
    .orderBy(asc(endpoints.infra), asc(endpoints.hostname), asc(endpoints.id));
  return found.map(toRow);
}

export async function personSaas(db: Db, scope: Scope, id: string, days: number, now: Date): Promise<AppUsageRow[]> {
  await onePerson(db, scope, id);
  return appUsage(db, scope, sql`u.person_id = ${id}::uuid`, days, now);
}

// Inventory › FLEET › Applications (issue 18): installed software across the fleet, from installed_apps
// (rows still installed: removed_at is null). Tenancy through the scope: the company's endpoints, for a
// group admin only the endpoints its people own (dashboard/scoped.ts endpointScope, as fleet/service.ts).
import { sql, type SQL } from 'drizzle-orm';
import { PLATFORM_FAMILIES, type PlatformFamily } from '../../../src/api/contract/catalog';
import type {
  AppPlatformType, ApplicationDetail, ApplicationEndpointRow, ApplicationFilters, ApplicationRow,
} from '../../../src/api/contract/applications';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { containsPattern, iso } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';
import { endpointScope, n, rows } from '../dashboard/scoped';

type Family = PlatformFamily | 'Unknown';
const byFamily = (a: string, b: string) => familyOrder(a) - familyOrder(b);
const familyOrder = (f: string) => {
  const i = (PLATFORM_FAMILIES as readonly string[]).indexOf(f);
  return i < 0 ? PLATFORM_FAMILIES.length : i;
};

/** Installed rows (alias `i`) joined to the scope's endpoints (alias `e`) and their owners (alias `p`). */
const installed = (scope: Scope) => sql`
  installed_apps i
  join endpoints e on e.account_id = i.account_id and e.id = i.endpoint_id
  left join people p on p.account_id = e.account_id and p.id = e.owner_person_id
  where i.account_id = ${scope.accountId}::uuid and i.removed_at is null and ${endpointScope(scope)}`;

/** The filters of the list, on the grouped rows: an app matches when any of its rows does. */
function listWhere(f: ApplicationFilters): SQL {
  const parts: SQL[] = [];
  if (f.q) {
    const q = containsPattern(f.q);
    parts.push(sql`(bool_or(i.name ilike ${q}) or bool_or(coalesce(i.publisher, '') ilike ${q}))`);
  }
  const platforms = f.o && !PLATFORM_FAMILIES.every((p) => f.o!.includes(p)) ? f.o : undefined;
  if (platforms?.length) parts.push(sql`bool_or(e.platform_family::text = any(${`{${platforms.join(',')}}`}::text[]))`);
  return parts.length ? sql`having ${sql.join(parts, sql` and `)}` : sql``;
}

const ORDER = { name: sql`lower(name)`, endpoints: sql`endpoints`, versions: sql`versions` } as const;

const grouped = (scope: Scope, f: ApplicationFilters) => sql`
  select i.name,
    mode() within group (order by i.publisher) filter (where i.publisher is not null) as publisher,
    count(distinct i.version) as versions,
    count(distinct i.endpoint_id) as endpoints,
    count(distinct i.endpoint_id) filter (where i.vulnerable) as vulnerable_endpoints,
    array_agg(distinct e.platform_family::text) as platforms
  from ${installed(scope)}
  group by i.name ${listWhere(f)}`;

function toRow(r: Record<string, unknown>): ApplicationRow {
  return {
    name: String(r.name),
    publisher: r.publisher == null ? null : String(r.publisher),
    versions: n(r.versions),
    endpoints: n(r.endpoints),
    vulnerable_endpoints: n(r.vulnerable_endpoints),
    platforms: (r.platforms as string[]).sort(byFamily) as Family[],
  };
}

export async function countApplications(db: Db, scope: Scope, f: ApplicationFilters): Promise<number> {
  const [row] = await rows<{ n: unknown }>(db, sql`select count(*) as n from (${grouped(scope, f)}) x`);
  return n(row?.n);
}

export async function listApplications(db: Db, scope: Scope, f: ApplicationFilters & { page: number; size: number }): Promise<ApplicationRow[]> {
  const direction = (f.so ?? (f.sb && f.sb !== 'name' ? 'desc' : 'asc')) === 'desc' ? sql`desc` : sql`asc`;
  const found = await rows<Record<string, unknown>>(db, sql`
    select * from (${grouped(scope, f)}) x
    order by ${ORDER[f.sb ?? 'name']} ${direction}, name
    limit ${f.size} offset ${(f.page - 1) * f.size}`);
  return found.map(toRow);
}

export const REPORT_HEADER = ['Application', 'Publisher', 'Versions', 'Endpoints', 'Vulnerable endpoints', 'Platforms'] as const;

export async function* reportRows(db: Db, scope: Scope, f: ApplicationFilters) {
  const size = 500;
  for (let page = 1; ; page++) {
    const batch = await listApplications(db, scope, { ...f, page, size });
    for (const a of batch) yield [a.name, a.publisher ?? '', a.versions, a.endpoints, a.vulnerable_endpoints, a.platforms.join(', ')];
    if (batch.length < size) return;
  }
}

export const reportFileName = (now: Date) => `Applications ${now.toISOString().slice(0, 10)}.csv`;

/** The app's rows of one platform family, or of every platform (`all`). */
const onPlatform = (apt: AppPlatformType) => (apt === 'all' ? sql`` : sql`and e.platform_family::text = ${apt}`);

export async function getApplication(db: Db, scope: Scope, name: string, apt: AppPlatformType): Promise<ApplicationDetail> {
  const [summary] = await rows<Record<string, unknown>>(db, sql`
    select * from (${grouped(scope, {})}) x where x.name = ${name}`);
  if (!summary) throw notFound('No such application on the endpoints you can see.');
  const versions = await rows<{ version: string; endpoints: unknown; vulnerable: boolean }>(db, sql`
    select i.version, count(distinct i.endpoint_id) as endpoints, bool_or(i.vulnerable) as vulnerable
    from ${installed(scope)} and i.name = ${name} ${onPlatform(apt)}
    group by i.version order by endpoints desc, i.version desc`);
  if (apt !== 'all' && versions.length === 0) throw notFound(`No ${apt} endpoint you can see has this application.`);
  const row = toRow(summary);
  const onThis = apt === 'all' ? row : { ...row, endpoints: versions.reduce((s, v) => s + n(v.endpoints), 0), versions: versions.length };
  return { ...onThis, vulnerable_endpoints: apt === 'all' ? row.vulnerable_endpoints : await vulnerableOn(db, scope, name, apt), apt, version_list: versions.map((v) => ({ version: v.version, endpoints: n(v.endpoints), vulnerable: v.vulnerable })) };
}

async function vulnerableOn(db: Db, scope: Scope, name: string, apt: AppPlatformType): Promise<number> {
  const [row] = await rows<{ n: unknown }>(db, sql`select count(distinct i.endpoint_id) filter (where i.vulnerable) as n from ${installed(scope)} and i.name = ${name} ${onPlatform(apt)}`);
  return n(row?.n);
}

const endpointsWhere = (scope: Scope, name: string, apt: AppPlatformType, version?: string) =>
  sql`${installed(scope)} and i.name = ${name} ${onPlatform(apt)} ${version ? sql`and i.version = ${version}` : sql``}`;

async function assertApplication(db: Db, scope: Scope, name: string, apt: AppPlatformType): Promise<void> {
  const [row] = await rows<{ n: unknown }>(db, sql`select count(*) as n from ${endpointsWhere(scope, name, apt)}`);
  if (n(row?.n) === 0) throw notFound('No such application on the endpoints you can see.');
}

export async function countApplicationEndpoints(db: Db, scope: Scope, name: string, apt: AppPlatformType, version?: string): Promise<number> {
  await assertApplication(db, scope, name, apt);
  const [row] = await rows<{ n: unknown }>(db, sql`select count(distinct i.endpoint_id) as n from ${endpointsWhere(scope, name, apt, version)}`);
  return n(row?.n);
}

export async function listApplicationEndpoints(
  db: Db, scope: Scope, name: string, apt: AppPlatformType, q: { version?: string; page: number; size: number },
): Promise<ApplicationEndpointRow[]> {
  await assertApplication(db, scope, name, apt);
  const found = await rows<Record<string, unknown>>(db, sql`
    select e.id, e.hostname, e.platform_family::text as platform_family, e.os_name, e.os_version, p.name as owner_name, p.email as owner_email,
      i.version, i.vulnerable, e.last_seen
    from ${endpointsWhere(scope, name, apt, q.version)}
    order by lower(e.hostname), e.id limit ${q.size} offset ${(q.page - 1) * q.size}`);
  return found.map((r) => ({
    id: String(r.id),
    hostname: String(r.hostname),
    platform_family: String(r.platform_family) as Family,
    os_name: String(r.os_name),
    os_version: String(r.os_version),
    owner_name: r.owner_name == null ? null : String(r.owner_name),
    owner_email: r.owner_email == null ? null : String(r.owner_email),
    version: String(r.version),
    vulnerable: Boolean(r.vulnerable),
    last_seen: iso(r.last_seen as string)!,
  }));
}

// Browser Extension Compliance (/compliance-ext, /device-ext-compliance-history; issue 23). An endpoint is
// extension-compliant when none of its browser extensions offends (server/metrics/endpoints.ts
// offendingExtension: still installed and enabled and risky, or blocked by the Browser Policy). The population is
// the endpoint figures' (countedEndpoints), so a group admin counts only its people's endpoints.
import { sql, type SQL } from 'drizzle-orm';
import type {
  ExtensionComplianceFilters, ExtensionComplianceListQuery, ExtensionComplianceRow, ExtensionHistoryRow, OffendingExtensionRow,
} from '../../../src/api/contract/compliance';
import type { Db } from '../../db/client';
import { arrayLiteral, rowsOf } from '../../ingest/sql-arrays';
import { containsPattern, iso } from '../../lib/sql';
import { aliased, countedEndpoints, EXTENSION_NONCOMPLIANT, offendingExtension } from '../../metrics/endpoints';
import type { Scope } from '../../plugins/scope';
import { ownEndpoint } from './service';

const e = aliased('e');
const FROM = sql`from endpoints e left join people p on p.account_id = e.account_id and p.id = e.owner_person_id`;
const isBlocked = (alias: string) =>
  sql.raw(`exists (select 1 from browser_extension_policies bp where bp.account_id = ${alias}.account_id and bp.extension_id = ${alias}.extension_id and bp.action = 'BLOCK')`);

function where(scope: Scope, f: ExtensionComplianceFilters): SQL {
  const parts: SQL[] = [countedEndpoints(scope, e)];
  if (f.q) {
    const q = containsPattern(f.q);
    parts.push(sql`(e.hostname ilike ${q} or e.serial ilike ${q} or p.name ilike ${q} or p.email ilike ${q})`);
  }
  if (f.state === 'NON_COMPLIANT') parts.push(EXTENSION_NONCOMPLIANT.where(e));
  if (f.state === 'COMPLIANT') parts.push(sql`not (${EXTENSION_NONCOMPLIANT.where(e)})`);
  if (f.b?.length) {
    parts.push(sql`exists (select 1 from browser_extensions xb where xb.account_id = e.account_id and xb.endpoint_id = e.id and xb.removed_at is null
      and xb.browser::text = any(${arrayLiteral(f.b)}::text[]))`);
  }
  return sql.join(parts, sql` and `);
}

/** per endpoint: its installed extensions and how many offend */
const COUNTS = sql`left join lateral (
  select count(*)::int as extensions, (count(*) filter (where ${offendingExtension('x')}))::int as offending
  from browser_extensions x where x.account_id = e.account_id and x.endpoint_id = e.id and x.removed_at is null
) c on true`;

const SORTS: Record<NonNullable<ExtensionComplianceFilters['sb']>, SQL> = { hostname: sql`e.hostname`, offending: sql`c.offending` };

export async function countEndpoints(db: Db, scope: Scope, f: ExtensionComplianceFilters): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n ${FROM} where ${where(scope, f)}`));
  return row?.n ?? 0;
}

interface Row {
  id: string; hostname: string; platform_family: ExtensionComplianceRow['platform_family'];
  owner_id: string | null; owner_name: string | null; owner_email: string | null; extensions: number; offending: number;
}

export async function listEndpoints(db: Db, scope: Scope, f: ExtensionComplianceListQuery): Promise<ExtensionComplianceRow[]> {
  const column = SORTS[f.sb ?? 'hostname'];
  const direction = f.so === 'desc' ? sql`desc` : sql`asc`;
  const found = rowsOf<Row>(
    await db.execute(sql`select e.id, e.hostname, e.platform_family::text as platform_family, p.id as owner_id, p.name as owner_name, p.email as owner_email,
        c.extensions, c.offending
      ${FROM} ${COUNTS}
      where ${where(scope, f)}
      order by ${column} ${direction}, e.hostname, e.id
      limit ${f.size} offset ${(f.page - 1) * f.size}`),
  );
  const offending = await offendingOf(db, scope, found.map((r) => r.id));
  return found.map((r) => ({
    id: r.id,
    hostname: r.hostname,
    platform_family: r.platform_family,
    owner: r.owner_id ? { id: r.owner_id, name: r.owner_name ?? '', email: r.owner_email ?? '' } : null,
    compliant: r.offending === 0,
    extensions: r.extensions,
    offending: offending.get(r.id) ?? [],
  }));
}

async function offendingOf(db: Db, scope: Scope, ids: string[]): Promise<Map<string, OffendingExtensionRow[]>> {
  const out = new Map<string, OffendingExtensionRow[]>();
  if (ids.length === 0) return out;
  const found = rowsOf<Omit<OffendingExtensionRow, 'since'> & { endpoint_id: string; since: string | Date }>(
    await db.execute(sql`select x.endpoint_id, x.extension_id, x.name, x.browser::text as browser, x.version, x.enabled, x.risky, ${isBlocked('x')} as blocked, x.first_seen as since
      from browser_extensions x
      where x.account_id = ${scope.accountId}::uuid and x.endpoint_id = any(${arrayLiteral(ids)}::uuid[]) and ${offendingExtension('x')}
      order by x.first_seen desc, x.name, x.browser`),
  );
  for (const { endpoint_id, since, ...r } of found) {
    const list = out.get(endpoint_id) ?? [];
    list.push({ ...r, since: iso(since)! });
    out.set(endpoint_id, list);
  }
  return out;
}

/** The whole filtered list, in pages (the CSV and /noncompliant-devices-report). */
export async function* allEndpoints(db: Db, scope: Scope, f: ExtensionComplianceFilters): AsyncGenerator<ExtensionComplianceRow> {
  const size = 500;
  for (let page = 1; ; page++) {
    const batch = await listEndpoints(db, scope, { ...f, page, size });
    yield* batch;
    if (batch.length < size) return;
  }
}

export const REPORT_HEADER = ['Hostname', 'Owner', 'Owner e-mail', 'Platform', 'Extension compliance', 'Installed extensions', 'Offending extensions', 'Why', 'Since'] as const;

const why = (x: OffendingExtensionRow) => [x.blocked ? 'Blocked by policy' : null, x.risky && x.enabled ? 'Risky' : null].filter(Boolean).join(' and ');

export async function* reportRows(db: Db, scope: Scope, f: ExtensionComplianceFilters) {
  for await (const r of allEndpoints(db, scope, f)) {
    yield [
      r.hostname, r.owner?.name ?? '', r.owner?.email ?? '', r.platform_family, r.compliant ? 'Compliant' : 'Non Compliant', String(r.extensions),
      r.offending.map((x) => `${x.name} (${x.browser})`).join('; '), r.offending.map(why).join('; '), r.offending.map((x) => x.since).join('; '),
    ];
  }
}

export const reportFileName = (now: Date) => `Browser Extension Compliance ${now.toISOString().slice(0, 10)}.csv`;

/** installs (first report) and removals of the endpoint's extensions, as one event list */
const EVENTS = (accountId: string, id: string) => sql`
  select x.extension_id, x.name, x.browser::text as browser, x.version, 'INSTALLED' as event, x.first_seen as at, x.enabled, x.risky, ${isBlocked('x')} as blocked
  from browser_extensions x where x.account_id = ${accountId}::uuid and x.endpoint_id = ${id}::uuid
  union all
  select x.extension_id, x.name, x.browser::text, x.version, 'REMOVED', x.removed_at, x.enabled, x.risky, ${isBlocked('x')}
  from browser_extensions x where x.account_id = ${accountId}::uuid and x.endpoint_id = ${id}::uuid and x.removed_at is not null`;

export async function countHistory(db: Db, scope: Scope, id: string): Promise<number> {
  await ownEndpoint(db, scope, id);
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${EVENTS(scope.accountId, id)}) h`));
  return row?.n ?? 0;
}

export async function history(db: Db, scope: Scope, id: string, page: { page: number; size: number }): Promise<ExtensionHistoryRow[]> {
  await ownEndpoint(db, scope, id);
  const found = rowsOf<Omit<ExtensionHistoryRow, 'at'> & { at: string | Date }>(
    await db.execute(sql`select * from (${EVENTS(scope.accountId, id)}) h
      order by h.at desc, h.event, h.name, h.browser limit ${page.size} offset ${(page.page - 1) * page.size}`),
  );
  return found.map((r) => ({ ...r, at: iso(r.at)! }));
}

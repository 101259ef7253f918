// The compliance report's reads (issue 23): endpoints by compliance state with their failing checks, per
// check and per framework how many endpoints pass or fail, the company's figures, one endpoint's results.
// Every count is over the population of server/metrics/endpoints.ts (countedEndpoints: the scope's
// endpoints, infrastructure hosts apart, a group admin's people's only) with the figures' own conditions,
// so /compliance?status=Non Compliant totals what the dashboard's Non-Compliant Endpoints figure states.
import { sql, type SQL } from 'drizzle-orm';
import { PLATFORM_FAMILIES } from '../../../src/api/contract/catalog';
import type {
  ComplianceControlRow, ComplianceEndpointRow, ComplianceFilters, ComplianceFrameworkRow, ComplianceHistoryRow, ComplianceListQuery, ComplianceStatus, FailingCheck,
} from '../../../src/api/contract/compliance';
import type { Db } from '../../db/client';
import { arrayLiteral, rowsOf } from '../../ingest/sql-arrays';
import { HttpError, notFound } from '../../lib/http-error';
import { containsPattern, iso } from '../../lib/sql';
import { aliased, countedEndpoints, endpointIs, endpointsOfScope } from '../../metrics/endpoints';
import type { Scope } from '../../plugins/scope';
import { checkIdsOf, CHECKS, FRAMEWORKS, frameworkById } from '../compliance-config/catalog';
import { enabledChecks, enabledControls } from '../compliance-config/service';

const e = aliased('e');
const textArray = (values: readonly string[]) => sql`${arrayLiteral(values)}::text[]`;
const badFilter = (path: string, message: string) => new HttpError(400, 'VALIDATION', message, {}, [{ path, message }]);

/** The check names a framework (or one of its controls) maps to; null when neither is asked for. */
export function checksOfFilter(f: Pick<ComplianceFilters, 'framework' | 'control'>): string[] | null {
  if (!f.framework && !f.control) return null;
  if (!f.framework) throw badFilter('control', 'A control is chosen within a framework: name the framework too.');
  const framework = frameworkById(f.framework);
  if (!framework) throw badFilter('framework', `No framework has the id ${f.framework}.`);
  if (f.control && !framework.controls.some((c) => c.id === f.control)) throw badFilter('control', `${framework.name} has no control ${f.control}.`);
  const ids = new Set(checkIdsOf(f.framework, f.control));
  return CHECKS.filter((c) => ids.has(c.id)).map((c) => c.name);
}

/**
 * The checks whose results count: the company's enabled ones (an endpoint's compliance state derives from
 * them, server/ingest/write-state.ts), of the framework or control asked for. `filtered` when one was.
 */
async function countingChecks(db: Db, scope: Scope, f: Pick<ComplianceFilters, 'framework' | 'control'>): Promise<{ names: string[]; filtered: boolean }> {
  const chosen = checksOfFilter(f);
  const enabled = await enabledChecks(db, scope.accountId);
  return chosen ? { names: enabled.filter((name) => chosen.includes(name)), filtered: true } : { names: enabled, filtered: false };
}

function where(scope: Scope, f: ComplianceFilters, checks: string[] | null): SQL {
  const parts: SQL[] = [countedEndpoints(scope, e)];
  if (f.q) {
    const q = containsPattern(f.q);
    parts.push(sql`(e.hostname ilike ${q} or e.serial ilike ${q} or p.name ilike ${q} or p.email ilike ${q})`);
  }
  // every family named is "all platforms": endpoints of unknown platform are not left out (as the fleet lists)
  if (f.o?.length && !PLATFORM_FAMILIES.every((p) => f.o!.includes(p))) parts.push(sql`e.platform_family::text = any(${textArray(f.o)})`);
  if (f.state?.length) parts.push(sql`e.compliance_state::text = any(${textArray(f.state)})`);
  if (f.encrypted !== undefined) parts.push(f.encrypted ? sql`not (${endpointIs('unencrypted', e)})` : endpointIs('unencrypted', e));
  if (checks) {
    parts.push(sql`exists (select 1 from compliance_results r where r.account_id = e.account_id and r.endpoint_id = e.id and not r.passed and r.control = any(${textArray(checks)}))`);
  }
  return sql.join(parts, sql` and `);
}

const FROM = sql`from endpoints e left join people p on p.account_id = e.account_id and p.id = e.owner_person_id`;

/** per endpoint: its results of the counting checks, the failed ones, and the last check */
function resultsJoin(checks: string[]): SQL {
  return sql`left join lateral (
    select count(*)::int as checks, (count(*) filter (where not r.passed))::int as failed, max(r.checked_at) as last_checked_at
    from compliance_results r where r.account_id = e.account_id and r.endpoint_id = e.id and r.control = any(${textArray(checks)})
  ) c on true`;
}

const SORTS: Record<NonNullable<ComplianceFilters['sb']>, SQL> = {
  hostname: sql`e.hostname`,
  owner: sql`p.name`,
  platform_family: sql`e.platform_family::text`,
  failed: sql`c.failed`,
  last_checked: sql`c.last_checked_at`,
};

export async function countEndpoints(db: Db, scope: Scope, f: ComplianceFilters): Promise<number> {
  const checks = await countingChecks(db, scope, f);
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n ${FROM} where ${where(scope, f, checks.filtered ? checks.names : null)}`));
  return row?.n ?? 0;
}

interface EndpointSqlRow {
  id: string; hostname: string; platform_family: ComplianceEndpointRow['platform_family']; os_name: string; os_version: string;
  compliance_state: ComplianceEndpointRow['compliance_state']; disk_encrypted: boolean; mdm_managed: boolean;
  owner_id: string | null; owner_name: string | null; owner_email: string | null; checks: number; failed: number; last_checked_at: string | Date | null;
}

export async function listEndpoints(db: Db, scope: Scope, f: ComplianceListQuery): Promise<ComplianceEndpointRow[]> {
  const checks = await countingChecks(db, scope, f);
  const column = SORTS[f.sb ?? 'hostname'];
  const direction = f.so === 'desc' ? sql`desc` : sql`asc`;
  const found = rowsOf<EndpointSqlRow>(
    await db.execute(sql`select e.id, e.hostname, e.platform_family::text as platform_family, e.os_name, e.os_version, e.compliance_state::text as compliance_state,
        e.disk_encrypted, e.mdm_managed, p.id as owner_id, p.name as owner_name, p.email as owner_email, c.checks, c.failed, c.last_checked_at
      ${FROM} ${resultsJoin(checks.names)}
      where ${where(scope, f, checks.filtered ? checks.names : null)}
      order by ${column} is null, ${column} ${direction}, e.id
      limit ${f.size} offset ${(f.page - 1) * f.size}`),
  );
  const failing = await failingChecks(db, scope, found.map((r) => r.id), checks.names);
  return found.map((r) => ({
    id: r.id,
    hostname: r.hostname,
    platform_family: r.platform_family,
    os_name: r.os_name,
    os_version: r.os_version,
    compliance_state: r.compliance_state,
    disk_encrypted: r.disk_encrypted,
    mdm_managed: r.mdm_managed,
    owner: r.owner_id ? { id: r.owner_id, name: r.owner_name ?? '', email: r.owner_email ?? '' } : null,
    checks: r.checks,
    failed: r.failed,
    failing: failing.get(r.id) ?? [],
    last_checked_at: iso(r.last_checked_at),
  }));
}

async function failingChecks(db: Db, scope: Scope, ids: string[], checks: string[]): Promise<Map<string, FailingCheck[]>> {
  const out = new Map<string, FailingCheck[]>();
  if (ids.length === 0) return out;
  const found = rowsOf<{ endpoint_id: string; control: string; details: string | null; checked_at: string | Date }>(
    await db.execute(sql`select r.endpoint_id, r.control, r.details, r.checked_at from compliance_results r
      where r.account_id = ${scope.accountId}::uuid and r.endpoint_id = any(${arrayLiteral(ids)}::uuid[]) and not r.passed
        and r.control = any(${textArray(checks)})
      order by r.checked_at desc, r.control`),
  );
  for (const r of found) {
    const list = out.get(r.endpoint_id) ?? [];
    list.push({ control: r.control, details: r.details, checked_at: iso(r.checked_at)! });
    out.set(r.endpoint_id, list);
  }
  return out;
}

/** The whole filtered list for the CSV, read in pages so a large fleet is never held at once. */
async function* allEndpoints(db: Db, scope: Scope, f: ComplianceFilters): AsyncGenerator<ComplianceEndpointRow> {
  const size = 500;
  for (let page = 1; ; page++) {
    const batch = await listEndpoints(db, scope, { ...f, page, size });
    yield* batch;
    if (batch.length < size) return;
  }
}

export const REPORT_HEADER = ['Hostname', 'Owner', 'Owner e-mail', 'Platform', 'Operating system', 'Compliance', 'Disk encryption', 'MDM', 'Failing checks', 'Evidence', 'Last checked'] as const;

export async function* reportRows(db: Db, scope: Scope, f: ComplianceFilters) {
  for await (const r of allEndpoints(db, scope, f)) {
    yield [
      r.hostname, r.owner?.name ?? '', r.owner?.email ?? '', r.platform_family, `${r.os_name} ${r.os_version}`, r.compliance_state,
      r.disk_encrypted ? 'Encrypted' : 'Not encrypted', r.mdm_managed ? 'MDM' : 'Not managed',
      r.failing.map((c) => c.control).join('; '), r.failing.map((c) => `${c.control}: ${c.details ?? ''}`).join('; '), r.last_checked_at ?? '',
    ];
  }
}

export const reportFileName = (now: Date) => `Compliance ${now.toISOString().slice(0, 10)}.csv`;

/** Per check: the scope's endpoints whose latest result passed or failed it. */
async function resultsByCheck(db: Db, scope: Scope): Promise<Map<string, { passed: number; failed: number; last: string | null }>> {
  const found = rowsOf<{ control: string; passed: number; failed: number; last: string | Date | null }>(
    await db.execute(sql`select r.control, (count(*) filter (where r.passed))::int as passed, (count(*) filter (where not r.passed))::int as failed, max(r.checked_at) as last
      from compliance_results r join endpoints e on e.account_id = r.account_id and e.id = r.endpoint_id
      where r.account_id = ${scope.accountId}::uuid and ${countedEndpoints(scope, e)}
      group by r.control`),
  );
  return new Map(found.map((r) => [r.control, { passed: r.passed, failed: r.failed, last: iso(r.last) }]));
}

export async function listControls(db: Db, scope: Scope, q: { framework?: string; q?: string }): Promise<ComplianceControlRow[]> {
  const wanted = checksOfFilter({ framework: q.framework });
  const results = await resultsByCheck(db, scope);
  const enabled = new Set(await enabledChecks(db, scope.accountId));
  const frameworksOf = (checkId: string) => FRAMEWORKS.filter((fw) => checkIdsOf(fw.id).includes(checkId)).map((fw) => fw.id);
  const rows: ComplianceControlRow[] = CHECKS.map((c) => ({
    control: c.name,
    description: c.description,
    frameworks: frameworksOf(c.id),
    enabled: enabled.has(c.name),
    passed: results.get(c.name)?.passed ?? 0,
    failed: results.get(c.name)?.failed ?? 0,
    last_checked_at: results.get(c.name)?.last ?? null,
  }));
  // results of checks the catalogue does not name (an older agent's) are shown, not hidden
  for (const [name, r] of results) {
    if (!CHECKS.some((c) => c.name === name)) rows.push({ control: name, description: null, frameworks: [], enabled: enabled.has(name), passed: r.passed, failed: r.failed, last_checked_at: r.last });
  }
  const text = q.q?.toLowerCase();
  return rows
    .filter((r) => (wanted ? wanted.includes(r.control) : true) && (text ? r.control.toLowerCase().includes(text) : true))
    .sort((a, b) => b.failed - a.failed || a.control.localeCompare(b.control));
}

export async function listFrameworks(db: Db, scope: Scope): Promise<ComplianceFrameworkRow[]> {
  const enabled = await enabledControls(db, scope.accountId);
  const counting = new Set(await enabledChecks(db, scope.accountId));
  const out: ComplianceFrameworkRow[] = [];
  for (const fw of FRAMEWORKS) {
    const ids = new Set(checkIdsOf(fw.id));
    // the framework's checks the agents evaluate now (results of checks no longer enabled do not count)
    const names = CHECKS.filter((c) => ids.has(c.id) && counting.has(c.name)).map((c) => c.name);
    const [row] = rowsOf<{ checked: number; failing: number }>(
      await db.execute(sql`select count(*)::int as checked, (count(*) filter (where x.failed > 0))::int as failing from (
          select e.id, count(*) filter (where not r.passed) as failed
          from endpoints e join compliance_results r on r.account_id = e.account_id and r.endpoint_id = e.id
          where ${countedEndpoints(scope, e)} and r.control = any(${textArray(names)})
          group by e.id) x`),
    );
    const checked = row?.checked ?? 0;
    const failing = row?.failing ?? 0;
    out.push({
      id: fw.id,
      name: fw.name,
      version: fw.version,
      controls: fw.controls.length,
      control_list: fw.controls.map((c) => ({ id: c.id, title: c.title })),
      enabled_controls: enabled.filter((c) => c.frameworkId === fw.id).length,
      checks: names,
      checked,
      passing: checked - failing,
      failing,
    });
  }
  return out;
}

export async function accountStatus(db: Db, scope: Scope, id: string): Promise<ComplianceStatus> {
  if (id !== scope.accountId) throw notFound('No such company.');
  const [row] = rowsOf<ComplianceStatus>(
    await db.execute(sql`select count(*)::int as total,
        (count(*) filter (where ${endpointIs('compliant', e)}))::int as compliant,
        (count(*) filter (where ${endpointIs('noncompliant', e)}))::int as noncompliant,
        (count(*) filter (where e.compliance_state = 'UNKNOWN'))::int as unknown,
        (count(*) filter (where ${endpointIs('unencrypted', e)}))::int as unencrypted
      from endpoints e where ${countedEndpoints(scope, e)}`),
  );
  return row ?? { total: 0, compliant: 0, noncompliant: 0, unknown: 0, unencrypted: 0 };
}

/** One endpoint of the scope (infrastructure hosts included, as the endpoint's own page), or 404. */
export async function ownEndpoint(db: Db, scope: Scope, id: string): Promise<void> {
  const found = rowsOf<{ id: string }>(await db.execute(sql`select e.id from endpoints e where ${endpointsOfScope(scope, e)} and e.id = ${id}::uuid`));
  if (found.length === 0) throw notFound('No such endpoint.');
}

export async function countHistory(db: Db, scope: Scope, id: string): Promise<number> {
  await ownEndpoint(db, scope, id);
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from compliance_history where account_id = ${scope.accountId}::uuid and endpoint_id = ${id}::uuid`));
  return row?.n ?? 0;
}

export async function history(db: Db, scope: Scope, id: string, page: { page: number; size: number }): Promise<ComplianceHistoryRow[]> {
  await ownEndpoint(db, scope, id);
  const found = rowsOf<{ control: string; passed: boolean; details: string | null; at: string | Date }>(
    await db.execute(sql`select control, passed, details, at from compliance_history
      where account_id = ${scope.accountId}::uuid and endpoint_id = ${id}::uuid
      order by at desc, control limit ${page.size} offset ${(page.page - 1) * page.size}`),
  );
  return found.map((r) => ({ control: r.control, passed: r.passed, details: r.details, checked_at: iso(r.at)! }));
}

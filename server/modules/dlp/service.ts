// Inventory › DLP (issue 21): sensitive files, the endpoints and people they are on, copy-paste activity,
// source-code findings and the data types seen. Rows are the scope's (server/metrics/dlp.ts: a group admin
// sees its groups' people's rows) over a period of UTC days; the figures the dashboard shows for the same
// period count exactly these rows. Exports read a batch at a time.
import { sql, type SQL } from 'drizzle-orm';
import {
  DATA_DICTIONARY_DAYS,
  DATA_TYPE_TOP,
  REPORT_RECENT,
  type ActivityFilterQuery,
  type CodeFilterQuery,
  type CopyPasteActions,
  type CopyPasteReport,
  type CopyPasteRow,
  type DataTypeDetail,
  type DataTypeRow,
  type DlpEndpointRow,
  type DlpPersonRow,
  type FileFilterQuery,
  type GroupFilterQuery,
  type SensitiveFileDetail,
  type SensitiveFileRow,
  type SourceCodeRow,
} from '../../../src/api/contract/dlp';
import { ALERT_ACTIONS } from '../../../src/api/contract/catalog';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { containsPattern, iso } from '../../lib/sql';
import { dlpAlias, dlpRowOfScope, eventDuring, filePresent, type DlpColumns, type DlpPeriod } from '../../metrics/dlp';
import type { Scope } from '../../plugins/scope';
import { dayRange, localDate } from '../dashboard/range';
import { appsOf, n, one, rows } from '../dashboard/scoped';

type Page = { page: number; size: number };
type Row = Record<string, unknown>;
type PeriodQuery = { s?: number; e?: number; z: string; on?: string };
type Common = PeriodQuery & { u?: string; type?: string[]; endpoint?: string };

const BATCH = 1000;

/** The query's period: one day (`on`), the dates s..e cover in zone z, or none. */
export function periodOf(q: PeriodQuery, now: Date): DlpPeriod {
  if (q.on) return { from: q.on, to: q.on };
  if (q.s !== undefined && q.e !== undefined) {
    const r = dayRange({ s: q.s, e: q.e, z: q.z }, now);
    return { from: r.from, to: r.to };
  }
  return null;
}

const f = dlpAlias('f');
const c = dlpAlias('c');
const sc = dlpAlias('sc');

const list = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/** The filters every DLP list shares: the scope, one person by e-mail, data types, one endpoint. */
function common(scope: Scope, q: Common, t: DlpColumns, withType = true): SQL[] {
  const out = [dlpRowOfScope(scope, t)];
  if (q.u) out.push(sql`${t('person_id')} in (select pu.id from people pu where pu.account_id = ${scope.accountId}::uuid and lower(pu.email) = lower(${q.u}))`);
  if (withType && q.type?.length) out.push(sql`${t('data_type')} in (${list(q.type)})`);
  if (q.endpoint) out.push(sql`${t('endpoint_id')} = ${q.endpoint}::uuid`);
  return out;
}
const and = (parts: SQL[]) => sql.join(parts, sql` and `);
const contains = (text: string | undefined, columns: SQL[]): SQL[] =>
  text ? [sql`(${sql.join(columns.map((col) => sql`${col} ilike ${containsPattern(text)}`), sql` or `)})`] : [];

const personOf = (r: Row) => (r.person_id ? { id: String(r.person_id), name: String(r.person_name), email: String(r.person_email) } : null);
const JOINS = (t: string) => sql.raw(`join endpoints e on e.account_id = ${t}.account_id and e.id = ${t}.endpoint_id
  left join people p on p.account_id = ${t}.account_id and p.id = ${t}.person_id`);
const PERSON_COLUMNS = sql.raw(`p.id as person_id, p.name as person_name, p.email as person_email`);

// ---------- sensitive files ----------

/** the file on its endpoint: the same id for each of its data types */
const FILE_ID = sql.raw(`md5(f.endpoint_id::text || '|' || f.path)::uuid`);

function fileWhere(scope: Scope, q: FileFilterQuery, period: DlpPeriod): SQL {
  return and([...common(scope, q, f), filePresent(period, f), ...contains(q.q, [sql`f.path`, sql`e.hostname`])]);
}

const FILE_SORT: Record<FileFilterQuery['sb'], string> = {
  last_seen: 'f.last_seen', first_seen: 'f.first_seen', match_count: 'f.match_count', path: 'f.path', hostname: 'e.hostname',
};

const fileSelect = sql`select ${FILE_ID} as id, e.id as endpoint_id, e.hostname, ${PERSON_COLUMNS}, f.path, f.data_type, f.match_count, f.first_seen, f.last_seen, f.removed_at
  from sensitive_files f ${JOINS('f')}`;

function fileRowOf(r: Row): SensitiveFileRow {
  return {
    id: String(r.id),
    endpoint: { id: String(r.endpoint_id), hostname: String(r.hostname) },
    person: personOf(r),
    path: String(r.path),
    data_type: String(r.data_type),
    match_count: n(r.match_count),
    first_seen: iso(r.first_seen as string)!,
    last_seen: iso(r.last_seen as string)!,
    removed_at: iso(r.removed_at as string | null),
  };
}

function fileOrder(q: FileFilterQuery): SQL {
  const dir = q.so === 'asc' ? 'asc' : 'desc';
  return sql.raw(`${FILE_SORT[q.sb]} ${dir}, f.endpoint_id, f.path, f.data_type`);
}

export async function listFiles(db: Db, scope: Scope, q: FileFilterQuery & Page, now: Date): Promise<SensitiveFileRow[]> {
  const found = await rows<Row>(db, sql`${fileSelect} where ${fileWhere(scope, q, periodOf(q, now))} order by ${fileOrder(q)} limit ${q.size} offset ${(q.page - 1) * q.size}`);
  return found.map(fileRowOf);
}

export async function countFiles(db: Db, scope: Scope, q: FileFilterQuery, now: Date): Promise<number> {
  const r = await one<Row>(db, sql`select count(*)::int as n from sensitive_files f ${JOINS('f')} where ${fileWhere(scope, q, periodOf(q, now))}`);
  return n(r.n);
}

/** Reads a whole filtered list a batch at a time, in the list's order (the order ends on the rows' keys). */
async function* batches<T>(read: (offset: number) => Promise<T[]>): AsyncGenerator<T> {
  for (let offset = 0; ; offset += BATCH) {
    const got = await read(offset);
    yield* got;
    if (got.length < BATCH) return;
  }
}

export function streamFiles(db: Db, scope: Scope, q: FileFilterQuery, now: Date): AsyncGenerator<SensitiveFileRow> {
  const where = fileWhere(scope, q, periodOf(q, now));
  return batches(async (offset) => (await rows<Row>(db, sql`${fileSelect} where ${where} order by ${fileOrder(q)} limit ${BATCH} offset ${offset}`)).map(fileRowOf));
}

export async function fileDetail(db: Db, scope: Scope, id: string): Promise<SensitiveFileDetail> {
  const found = await rows<Row>(db, sql`${fileSelect} where ${dlpRowOfScope(scope, f)} and ${FILE_ID} = ${id}::uuid order by f.first_seen, f.data_type`);
  if (!found.length) throw notFound('No such file.');
  const all = found.map(fileRowOf);
  const first = all[0]!;
  return {
    id,
    endpoint: first.endpoint,
    person: all.find((r) => r.person)?.person ?? null,
    path: first.path,
    first_seen: all.map((r) => r.first_seen).sort()[0]!,
    last_seen: all.map((r) => r.last_seen).sort().at(-1)!,
    present: all.some((r) => r.removed_at === null),
    types: all.map((r) => ({ data_type: r.data_type, match_count: r.match_count, first_seen: r.first_seen, last_seen: r.last_seen, removed_at: r.removed_at })),
  };
}

// ---------- endpoints and people with sensitive data ----------

function groupWhere(scope: Scope, q: GroupFilterQuery, period: DlpPeriod, search: SQL[]): SQL {
  return and([...common(scope, q, f), filePresent(period, f), ...contains(q.q, search)]);
}
const ENDPOINT_SEARCH = [sql`e.hostname`, sql`p.email`, sql`p.name`];
const PERSON_SEARCH = [sql`p.email`, sql`p.name`];

const findingsOf = (r: Row) => ({
  files: n(r.files),
  matches: n(r.matches),
  data_types: (r.data_types as string[] | null) ?? [],
  last_seen: iso(r.last_seen as string)!,
});
const FINDINGS = sql.raw(`count(*)::int as files, coalesce(sum(f.match_count), 0)::int as matches,
  array_agg(distinct f.data_type order by f.data_type) as data_types, max(f.last_seen) as last_seen`);

export async function listEndpoints(db: Db, scope: Scope, q: GroupFilterQuery & Page, now: Date): Promise<DlpEndpointRow[]> {
  const dir = sql.raw(q.so === 'asc' ? 'asc' : 'desc');
  const found = await rows<Row>(db, sql`
    select e.id as endpoint_id, e.hostname, e.platform_family, o.id as person_id,
      o.name as person_name, o.email as person_email, g.*
    from (select f.endpoint_id, ${FINDINGS} from sensitive_files f ${JOINS('f')}
          where ${groupWhere(scope, q, periodOf(q, now), ENDPOINT_SEARCH)} group by f.endpoint_id) g
    join endpoints e on e.account_id = ${scope.accountId}::uuid and e.id = g.endpoint_id
    left join people o on o.account_id = e.account_id and o.id = e.owner_person_id
    order by g.files ${dir}, g.matches ${dir}, e.hostname, e.id limit ${q.size} offset ${(q.page - 1) * q.size}`);
  return found.map((r) => ({ endpoint: { id: String(r.endpoint_id), hostname: String(r.hostname), platform_family: String(r.platform_family) }, person: personOf(r), ...findingsOf(r) }));
}

export async function countEndpoints(db: Db, scope: Scope, q: GroupFilterQuery, now: Date): Promise<number> {
  const r = await one<Row>(db, sql`select count(distinct f.endpoint_id)::int as n from sensitive_files f ${JOINS('f')} where ${groupWhere(scope, q, periodOf(q, now), ENDPOINT_SEARCH)}`);
  return n(r.n);
}

export async function listPeople(db: Db, scope: Scope, q: GroupFilterQuery & Page, now: Date): Promise<DlpPersonRow[]> {
  const dir = sql.raw(q.so === 'asc' ? 'asc' : 'desc');
  const found = await rows<Row>(db, sql`
    select ${PERSON_COLUMNS}, g.*
    from (select f.person_id as pid, count(distinct f.endpoint_id)::int as endpoints, ${FINDINGS} from sensitive_files f ${JOINS('f')}
          where ${groupWhere(scope, q, periodOf(q, now), PERSON_SEARCH)} and f.person_id is not null group by f.person_id) g
    join people p on p.account_id = ${scope.accountId}::uuid and p.id = g.pid
    order by g.files ${dir}, g.matches ${dir}, p.email, p.id limit ${q.size} offset ${(q.page - 1) * q.size}`);
  return found.map((r) => ({ person: personOf(r)!, endpoints: n(r.endpoints), ...findingsOf(r) }));
}

export async function countPeople(db: Db, scope: Scope, q: GroupFilterQuery, now: Date): Promise<number> {
  const r = await one<Row>(db, sql`select count(distinct f.person_id)::int as n from sensitive_files f ${JOINS('f')} where ${groupWhere(scope, q, periodOf(q, now), PERSON_SEARCH)}`);
  return n(r.n);
}

// ---------- data types ----------

export async function dataDictionary(db: Db, scope: Scope, now: Date): Promise<DataTypeRow[]> {
  const to = localDate(now.getTime(), 'UTC');
  const from = localDate(now.getTime() - (DATA_DICTIONARY_DAYS - 1) * 86_400_000, 'UTC');
  const found = await rows<Row>(db, sql`
    with files as (select f.data_type, count(*)::int as files, count(distinct f.endpoint_id)::int as endpoints
                   from sensitive_files f where ${dlpRowOfScope(scope, f)} and ${filePresent(null, f)} group by 1),
         pastes as (select c.data_type, count(*)::int as pastes from copy_paste_events c
                    where ${dlpRowOfScope(scope, c)} and ${eventDuring({ from, to }, c)} group by 1)
    select coalesce(files.data_type, pastes.data_type) as data_type, coalesce(files.files, 0) as files,
      coalesce(files.endpoints, 0) as endpoints, coalesce(pastes.pastes, 0) as pastes
    from files full join pastes on pastes.data_type = files.data_type order by 2 desc, 4 desc, 1`);
  return found.map((r) => ({ data_type: String(r.data_type), files: n(r.files), endpoints: n(r.endpoints), pastes: n(r.pastes) }));
}

export async function dataType(db: Db, scope: Scope, name: string, q: PeriodQuery, now: Date): Promise<DataTypeDetail> {
  const period = periodOf(q, now);
  const where = and([dlpRowOfScope(scope, f), filePresent(period, f), sql`f.data_type = ${name}`]);
  const [totals, pastes, top] = await Promise.all([
    one<Row>(db, sql`select count(*)::int as files, coalesce(sum(f.match_count), 0)::int as matches, count(distinct f.endpoint_id)::int as endpoints,
      count(distinct f.person_id)::int as people from sensitive_files f where ${where}`),
    one<Row>(db, sql`select count(*)::int as pastes from copy_paste_events c where ${dlpRowOfScope(scope, c)} and ${eventDuring(period, c)} and c.data_type = ${name}`),
    rows<Row>(db, sql`select e.id, e.hostname, count(*)::int as files, coalesce(sum(f.match_count), 0)::int as matches
      from sensitive_files f join endpoints e on e.account_id = f.account_id and e.id = f.endpoint_id where ${where}
      group by e.id, e.hostname order by 3 desc, 4 desc, 2 limit ${DATA_TYPE_TOP}`),
  ]);
  if (n(totals.files) === 0 && n(pastes.pastes) === 0) {
    const known = await one<Row>(db, sql`select (exists (select 1 from sensitive_files f where ${dlpRowOfScope(scope, f)} and f.data_type = ${name})
      or exists (select 1 from copy_paste_events c where ${dlpRowOfScope(scope, c)} and c.data_type = ${name})) as known`);
    if (!known.known) throw notFound('No such data type.');
  }
  return {
    data_type: name,
    files: n(totals.files),
    matches: n(totals.matches),
    endpoints: n(totals.endpoints),
    people: n(totals.people),
    pastes: n(pastes.pastes),
    top_endpoints: top.map((r) => ({ endpoint: { id: String(r.id), hostname: String(r.hostname) }, files: n(r.files), matches: n(r.matches) })),
  };
}

// ---------- copy-paste activity ----------

function activityWhere(scope: Scope, q: ActivityFilterQuery, period: DlpPeriod, withAction = true): SQL {
  const parts = [...common(scope, q, c), eventDuring(period, c), ...contains(q.q, [sql`c.source`, sql`c.destination`, sql`e.hostname`])];
  if (withAction && q.action?.length) parts.push(sql`c.action::text in (${list(q.action)})`);
  if (q.genai !== undefined) parts.push(sql`${q.genai ? sql`` : sql`not `}exists (select 1 from ${appsOf(scope)} a where a.gen_ai and lower(a.name) = lower(c.destination))`);
  return and(parts);
}

const pasteSelect = sql`select c.id, c.at, e.id as endpoint_id, e.hostname, ${PERSON_COLUMNS}, c.source, c.destination, c.data_type, c.match_count, c.action
  from copy_paste_events c ${JOINS('c')}`;

function pasteRowOf(r: Row): CopyPasteRow {
  return {
    id: String(r.id),
    time: iso(r.at as string)!,
    endpoint: { id: String(r.endpoint_id), hostname: String(r.hostname) },
    person: personOf(r) ?? { id: '', name: '', email: '' },
    source: String(r.source),
    destination: String(r.destination),
    data_type: String(r.data_type),
    match_count: n(r.match_count),
    action: r.action as CopyPasteRow['action'],
  };
}
const pasteOrder = (q: { so: 'asc' | 'desc' }) => sql.raw(q.so === 'asc' ? 'c.at asc, c.id asc' : 'c.at desc, c.id desc');

export async function listPastes(db: Db, scope: Scope, q: ActivityFilterQuery & Page, now: Date): Promise<CopyPasteRow[]> {
  const found = await rows<Row>(db, sql`${pasteSelect} where ${activityWhere(scope, q, periodOf(q, now))} order by ${pasteOrder(q)} limit ${q.size} offset ${(q.page - 1) * q.size}`);
  return found.map(pasteRowOf);
}

export async function countPastes(db: Db, scope: Scope, q: ActivityFilterQuery, now: Date): Promise<number> {
  const r = await one<Row>(db, sql`select count(*)::int as n from copy_paste_events c ${JOINS('c')} where ${activityWhere(scope, q, periodOf(q, now))}`);
  return n(r.n);
}

export function streamPastes(db: Db, scope: Scope, q: ActivityFilterQuery, now: Date): AsyncGenerator<CopyPasteRow> {
  const where = activityWhere(scope, q, periodOf(q, now));
  return batches(async (offset) => (await rows<Row>(db, sql`${pasteSelect} where ${where} order by ${pasteOrder(q)} limit ${BATCH} offset ${offset}`)).map(pasteRowOf));
}

export async function pasteActions(db: Db, scope: Scope, q: ActivityFilterQuery, now: Date): Promise<CopyPasteActions> {
  const found = await rows<Row>(db, sql`select c.action::text as action, count(*)::int as n from copy_paste_events c ${JOINS('c')}
    where ${activityWhere(scope, q, periodOf(q, now), false)} group by 1`);
  const by = new Map(found.map((r) => [String(r.action), n(r.n)]));
  return Object.fromEntries(ALERT_ACTIONS.map((a) => [a, by.get(a) ?? 0])) as CopyPasteActions;
}

export async function pasteReport(db: Db, scope: Scope, id: string): Promise<CopyPasteReport> {
  const [found] = await rows<Row>(db, sql`${pasteSelect} where ${dlpRowOfScope(scope, c)} and c.id = ${id}::uuid`);
  if (!found) throw notFound('No such copy-paste event.');
  const event = pasteRowOf(found);
  const recent = await rows<Row>(db, sql`${pasteSelect} where ${dlpRowOfScope(scope, c)} and c.person_id = ${String(found.person_id)}::uuid and c.id <> ${id}::uuid
    order by c.at desc, c.id desc limit ${REPORT_RECENT}`);
  return { event, recent: recent.map(pasteRowOf) };
}

// ---------- source code ----------

function codeWhere(scope: Scope, q: CodeFilterQuery, period: DlpPeriod): SQL {
  const parts = [...common(scope, q, sc, false), eventDuring(period, sc), ...contains(q.q, [sql`sc.repository`, sql`sc.path`, sql`sc.rule`])];
  if (q.severity?.length) parts.push(sql`sc.severity::text in (${list(q.severity)})`);
  return and(parts);
}

const codeSelect = sql`select sc.id, sc.at, e.id as endpoint_id, e.hostname, ${PERSON_COLUMNS}, sc.repository, sc.path, sc.line, sc.rule, sc.severity, sc.destination
  from source_code_findings sc ${JOINS('sc')}`;

function codeRowOf(r: Row): SourceCodeRow {
  return {
    id: String(r.id),
    time: iso(r.at as string)!,
    endpoint: { id: String(r.endpoint_id), hostname: String(r.hostname) },
    person: personOf(r) ?? { id: '', name: '', email: '' },
    repository: String(r.repository),
    path: String(r.path),
    line: r.line === null || r.line === undefined ? null : n(r.line),
    rule: String(r.rule),
    severity: r.severity as SourceCodeRow['severity'],
    destination: (r.destination as string | null) ?? null,
  };
}
const codeOrder = (q: { so: 'asc' | 'desc' }) => sql.raw(q.so === 'asc' ? 'sc.at asc, sc.id asc' : 'sc.at desc, sc.id desc');

export async function listCode(db: Db, scope: Scope, q: CodeFilterQuery & Page, now: Date): Promise<SourceCodeRow[]> {
  const found = await rows<Row>(db, sql`${codeSelect} where ${codeWhere(scope, q, periodOf(q, now))} order by ${codeOrder(q)} limit ${q.size} offset ${(q.page - 1) * q.size}`);
  return found.map(codeRowOf);
}

export async function countCode(db: Db, scope: Scope, q: CodeFilterQuery, now: Date): Promise<number> {
  const r = await one<Row>(db, sql`select count(*)::int as n from source_code_findings sc ${JOINS('sc')} where ${codeWhere(scope, q, periodOf(q, now))}`);
  return n(r.n);
}

export function streamCode(db: Db, scope: Scope, q: CodeFilterQuery, now: Date): AsyncGenerator<SourceCodeRow> {
  const where = codeWhere(scope, q, periodOf(q, now));
  return batches(async (offset) => (await rows<Row>(db, sql`${codeSelect} where ${where} order by ${codeOrder(q)} limit ${BATCH} offset ${offset}`)).map(codeRowOf));
}

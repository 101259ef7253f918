// Data Activity (issue 21, /sensitive-activity), the browser extension's sensitive data (/sensitive-data-ext)
// and the operator's view of one company's DLP (configurations/dlp-sensitive). The activity list reads both
// event tables as one: pastes between apps (copy_paste_events, channel Clipboard, the rows the dashboard's
// "sensitive activities" figure counts) and everything else the agents reported (dlp_activity_events).
// Scope and period rules are the metric layer's (server/metrics/dlp.ts), so the figures agree.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ALERT_ACTIONS } from '../../../src/api/contract/catalog';
import {
  COMPANY_DLP_DAYS,
  type ActivitySummary,
  type CompanyDlpSensitive,
  type DlpActivityEvent,
  type DlpActivityResponse,
  type ExtensionSiteRow,
  type ExtensionTypeRow,
  type SensitiveActivityFilterQuery,
  type SensitiveActivityRow,
} from '../../../src/api/contract/dlp-activity';
import type { Db } from '../../db/client';
import { dlpActivityEvents, dlpPolicies, endpoints } from '../../db/schema/index';
import { containsPattern, iso } from '../../lib/sql';
import { dlpAlias, dlpCount, dlpRowOfScope, eventDuring, type DlpPeriod } from '../../metrics/dlp';
import type { Scope } from '../../plugins/scope';
import { periodOf } from '../dlp/service';
import { n, one, rows } from '../dashboard/scoped';

type Page = { page: number; size: number };
type Row = Record<string, unknown>;
type PeriodQuery = { s?: number; e?: number; z: string; on?: string };
type ExtensionQuery = PeriodQuery & { u?: string; type?: string[]; action?: string[]; q?: string };

const BATCH = 1000;
const a = dlpAlias('a');
const d = dlpAlias('d');
const list = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
const and_ = (parts: SQL[]) => sql.join(parts, sql` and `);
const textArray = (values: readonly string[]) => sql`array[${list(values)}]::text[]`;

/** Every DLP event as one relation `a`: the copy-paste telemetry and the other channels. */
const ACTIVITY = sql.raw(`(
  select c.account_id, c.id, c.at, c.endpoint_id, c.person_id, 'paste'::text as kind, 'agent'::text as origin, 'Clipboard'::text as channel,
    null::text as operation, c.source, c.destination, null::text as site, array[c.data_type]::text[] as data_types, c.match_count,
    null::text as policy_name, c.action::text as action
  from copy_paste_events c
  union all
  select x.account_id, x.id, x.at, x.endpoint_id, x.person_id, 'transfer', x.origin, x.channel, x.operation, x.source, x.destination, x.site,
    x.data_types, x.match_count, x.policy_name, x.action::text
  from dlp_activity_events x
) a`);
const JOINS = (t: string) => sql.raw(`join endpoints e on e.account_id = ${t}.account_id and e.id = ${t}.endpoint_id
  left join people p on p.account_id = ${t}.account_id and p.id = ${t}.person_id`);

function personFilter(scope: Scope, u: string | undefined, t: typeof a): SQL[] {
  return u ? [sql`${t('person_id')} in (select pu.id from people pu where pu.account_id = ${scope.accountId}::uuid and lower(pu.email) = lower(${u}))`] : [];
}

type Omit_ = 'action' | 'channel';
function activityWhere(scope: Scope, q: SensitiveActivityFilterQuery, period: DlpPeriod, leave: Omit_[] = []): SQL {
  const parts = [dlpRowOfScope(scope, a), eventDuring(period, a), ...personFilter(scope, q.u, a)];
  if (q.type?.length) parts.push(sql`a.data_types && ${textArray(q.type)}`);
  if (q.action?.length && !leave.includes('action')) parts.push(sql`a.action in (${list(q.action)})`);
  if (q.channel?.length && !leave.includes('channel')) parts.push(sql`a.channel in (${list(q.channel)})`);
  if (q.destination?.length) parts.push(sql`a.destination in (${list(q.destination)})`);
  if (q.origin) parts.push(sql`a.origin = ${q.origin}`);
  if (q.site) parts.push(sql`a.site = ${q.site.toLowerCase()}`);
  if (q.endpoint) parts.push(sql`a.endpoint_id = ${q.endpoint}::uuid`);
  if (q.q) {
    const like = containsPattern(q.q);
    parts.push(sql`(a.destination ilike ${like} or a.source ilike ${like} or a.policy_name ilike ${like} or a.site ilike ${like} or e.hostname ilike ${like} or p.name ilike ${like} or p.email ilike ${like})`);
  }
  return and_(parts);
}

const activitySelect = sql`select a.id, a.at, a.kind, a.origin, a.channel, a.operation, a.source, a.destination, a.site, a.data_types, a.match_count, a.policy_name, a.action,
  e.id as endpoint_id, e.hostname, p.id as person_id, p.name as person_name, p.email as person_email
  from ${ACTIVITY} ${JOINS('a')}`;

function activityRowOf(r: Row): SensitiveActivityRow {
  return {
    id: String(r.id),
    time: iso(r.at as string)!,
    kind: r.kind === 'paste' ? 'paste' : 'transfer',
    origin: r.origin === 'extension' ? 'extension' : 'agent',
    channel: String(r.channel),
    operation: (r.operation as SensitiveActivityRow['operation']) ?? null,
    endpoint: { id: String(r.endpoint_id), hostname: String(r.hostname) },
    person: r.person_id ? { id: String(r.person_id), name: String(r.person_name), email: String(r.person_email) } : null,
    source: (r.source as string | null) ?? null,
    destination: String(r.destination),
    site: (r.site as string | null) ?? null,
    data_types: (r.data_types as string[] | null) ?? [],
    match_count: n(r.match_count),
    policy: (r.policy_name as string | null) ?? null,
    action: r.action as SensitiveActivityRow['action'],
  };
}

const order = (q: { so: 'asc' | 'desc' }) => sql.raw(`a.at ${q.so}, a.id ${q.so}`);

export async function listActivity(db: Db, scope: Scope, q: SensitiveActivityFilterQuery & Page, now: Date): Promise<SensitiveActivityRow[]> {
  const found = await rows<Row>(db, sql`${activitySelect} where ${activityWhere(scope, q, periodOf(q, now))} order by ${order(q)} limit ${q.size} offset ${(q.page - 1) * q.size}`);
  return found.map(activityRowOf);
}

export async function countActivity(db: Db, scope: Scope, q: SensitiveActivityFilterQuery, now: Date): Promise<number> {
  const r = await one<Row>(db, sql`select count(*)::int as n from ${ACTIVITY} ${JOINS('a')} where ${activityWhere(scope, q, periodOf(q, now))}`);
  return n(r.n);
}

export async function* streamActivity(db: Db, scope: Scope, q: SensitiveActivityFilterQuery, now: Date): AsyncGenerator<SensitiveActivityRow> {
  const where = activityWhere(scope, q, periodOf(q, now));
  for (let offset = 0; ; offset += BATCH) {
    const got = await rows<Row>(db, sql`${activitySelect} where ${where} order by ${order(q)} limit ${BATCH} offset ${offset}`);
    yield* got.map(activityRowOf);
    if (got.length < BATCH) return;
  }
}

/** By action without the action filter, by channel without the channel filter; the period's destinations. */
export async function activitySummary(db: Db, scope: Scope, q: SensitiveActivityFilterQuery, now: Date): Promise<ActivitySummary> {
  const period = periodOf(q, now);
  const byAction = await rows<Row>(db, sql`select a.action, count(*)::int as n from ${ACTIVITY} ${JOINS('a')} where ${activityWhere(scope, q, period, ['action'])} group by 1`);
  const byChannel = await rows<Row>(db, sql`select a.channel, count(*)::int as n from ${ACTIVITY} ${JOINS('a')} where ${activityWhere(scope, q, period, ['channel'])} group by 1 order by 2 desc, 1`);
  const destinations = await rows<Row>(db, sql`select distinct a.destination from ${ACTIVITY} where ${dlpRowOfScope(scope, a)} and ${eventDuring(period, a)} order by 1 limit 200`);
  const actions = new Map(byAction.map((r) => [String(r.action), n(r.n)]));
  return {
    actions: Object.fromEntries(ALERT_ACTIONS.map((x) => [x, actions.get(x) ?? 0])) as ActivitySummary['actions'],
    channels: byChannel.map((r) => ({ channel: String(r.channel), events: n(r.n) })),
    destinations: destinations.map((r) => String(r.destination)),
  };
}

// ---------- the browser extension, by site and by data type ----------

function extensionWhere(scope: Scope, q: ExtensionQuery, period: DlpPeriod, typeColumn: SQL | null): SQL {
  const parts = [dlpRowOfScope(scope, d), sql`d.origin = 'extension'`, eventDuring(period, d), ...personFilter(scope, q.u, d)];
  if (q.type?.length) parts.push(typeColumn ? sql`${typeColumn} in (${list(q.type)})` : sql`d.data_types && ${textArray(q.type)}`);
  if (q.action?.length) parts.push(sql`d.action::text in (${list(q.action)})`);
  if (q.q) {
    const like = containsPattern(q.q);
    parts.push(typeColumn ? sql`(${typeColumn} ilike ${like} or d.site ilike ${like})` : sql`(d.site ilike ${like} or exists (select 1 from unnest(d.data_types) dt where dt ilike ${like}))`);
  }
  return and_(parts);
}

const FIGURES = sql.raw(`count(*)::int as events, coalesce(sum(d.match_count), 0)::int as matches, count(*) filter (where d.action = 'Block')::int as blocked,
  count(distinct d.person_id)::int as people, max(d.at) as last_seen`);
const figuresOf = (r: Row) => ({ events: n(r.events), matches: n(r.matches), blocked: n(r.blocked), people: n(r.people), last_seen: iso(r.last_seen as string)! });
const TYPE = sql.raw('t.data_type');
const UNNEST = sql.raw('cross join lateral unnest(d.data_types) as t(data_type)');

export async function listExtensionSites(db: Db, scope: Scope, q: ExtensionQuery & Page, now: Date): Promise<ExtensionSiteRow[]> {
  const where = extensionWhere(scope, q, periodOf(q, now), null);
  const found = await rows<Row>(db, sql`select d.site, ${FIGURES} from dlp_activity_events d where ${where}
    group by d.site order by events desc, d.site limit ${q.size} offset ${(q.page - 1) * q.size}`);
  if (!found.length) return [];
  const sites = found.map((r) => String(r.site));
  const detail = await rows<Row>(db, sql`select d.site, array_agg(distinct t.data_type order by t.data_type) as types, array_agg(distinct d.operation order by d.operation) as operations
    from dlp_activity_events d ${UNNEST} where ${where} and d.site in (${list(sites)}) group by d.site`);
  const by = new Map(detail.map((r) => [String(r.site), r]));
  return found.map((r) => ({
    site: String(r.site),
    ...figuresOf(r),
    data_types: (by.get(String(r.site))?.types as string[] | undefined) ?? [],
    operations: ((by.get(String(r.site))?.operations as string[] | undefined) ?? []) as ExtensionSiteRow['operations'],
  }));
}

export async function countExtensionSites(db: Db, scope: Scope, q: ExtensionQuery, now: Date): Promise<number> {
  const r = await one<Row>(db, sql`select count(distinct d.site)::int as n from dlp_activity_events d where ${extensionWhere(scope, q, periodOf(q, now), null)}`);
  return n(r.n);
}

export async function listExtensionTypes(db: Db, scope: Scope, q: ExtensionQuery & Page, now: Date): Promise<ExtensionTypeRow[]> {
  const found = await rows<Row>(db, sql`select t.data_type, ${FIGURES}, count(distinct d.site)::int as sites from dlp_activity_events d ${UNNEST}
    where ${extensionWhere(scope, q, periodOf(q, now), TYPE)} group by 1 order by events desc, 1 limit ${q.size} offset ${(q.page - 1) * q.size}`);
  return found.map((r) => ({ data_type: String(r.data_type), ...figuresOf(r), sites: n(r.sites) }));
}

export async function countExtensionTypes(db: Db, scope: Scope, q: ExtensionQuery, now: Date): Promise<number> {
  const r = await one<Row>(db, sql`select count(distinct t.data_type)::int as n from dlp_activity_events d ${UNNEST} where ${extensionWhere(scope, q, periodOf(q, now), TYPE)}`);
  return n(r.n);
}

// ---------- the operator's view ----------

const DAY_MS = 86_400_000;

/** One company's DLP policies and its figures of the last COMPANY_DLP_DAYS UTC days, over the company's own scope. */
export async function companyDlp(db: Db, company: Scope, enabled: boolean, now: Date): Promise<CompanyDlpSensitive> {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00.000Z`) - (COMPANY_DLP_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const period: DlpPeriod = { from, to };
  const policies = await db
    .select()
    .from(dlpPolicies)
    .where(eq(dlpPolicies.accountId, company.accountId))
    .orderBy(dlpPolicies.name);
  const r = await one<Row>(db, sql`select ${dlpCount('sensitiveFiles', company, period)} as files, ${dlpCount('endpointsWithSensitiveData', company, period)} as endpoints,
    (select count(*)::int from ${ACTIVITY} where ${dlpRowOfScope(company, a)} and ${eventDuring(period, a)}) as events,
    (select count(*)::int from ${ACTIVITY} where ${dlpRowOfScope(company, a)} and ${eventDuring(period, a)} and a.action = 'Block') as blocked,
    (select count(*)::int from dlp_activity_events d where ${dlpRowOfScope(company, d)} and d.origin = 'extension' and ${eventDuring(period, d)}) as extension`);
  return {
    enabled,
    policies: policies.map((p) => ({
      id: p.id, name: p.name, kind: p.kind, action: p.action as CompanyDlpSensitive['policies'][number]['action'], channels: p.channels, data_types: p.dataTypes, enabled: p.enabled,
    })),
    days: COMPANY_DLP_DAYS,
    totals: { sensitive_files: n(r.files), endpoints_with_sensitive_data: n(r.endpoints), events: n(r.events), blocked: n(r.blocked), extension_events: n(r.extension) },
  };
}

// ---------- ingest ----------

/**
 * Stores what an endpoint's agent or extension reported (POST /agent/v1/dlp-activity, and the demo seed through
 * the same function): the person is the endpoint's owner, the policy's name is looked up in the account's
 * policies (an unknown id is kept as no policy), and an event id already stored is a duplicate.
 */
export async function ingestDlpActivity(db: Db, input: { accountId: string; endpointId: string; events: readonly DlpActivityEvent[] }): Promise<DlpActivityResponse> {
  const [endpoint] = await db
    .select({ owner: endpoints.ownerPersonId })
    .from(endpoints)
    .where(and(eq(endpoints.accountId, input.accountId), eq(endpoints.id, input.endpointId)));
  if (!endpoint || input.events.length === 0) return { accepted: 0, duplicates: 0 };
  const policyIds = [...new Set(input.events.flatMap((e) => (e.policy_id ? [e.policy_id] : [])))];
  const names = policyIds.length
    ? new Map(
        (await db.select({ id: dlpPolicies.id, name: dlpPolicies.name }).from(dlpPolicies).where(and(eq(dlpPolicies.accountId, input.accountId), inArray(dlpPolicies.id, policyIds)))).map((p) => [p.id, p.name]),
      )
    : new Map<string, string>();
  const values = input.events.map((e) => ({
    accountId: input.accountId,
    id: e.id,
    at: new Date(e.at),
    endpointId: input.endpointId,
    personId: endpoint.owner,
    origin: e.origin,
    channel: e.channel,
    operation: e.operation ?? null,
    source: e.source ?? null,
    destination: e.destination,
    site: e.site ?? null,
    dataTypes: [...new Set(e.data_types)],
    matchCount: e.match_count,
    policyId: e.policy_id && names.has(e.policy_id) ? e.policy_id : null,
    policyName: e.policy_id ? (names.get(e.policy_id) ?? null) : null,
    action: e.action,
  }));
  let accepted = 0;
  for (let i = 0; i < values.length; i += BATCH) {
    const stored = await db.insert(dlpActivityEvents).values(values.slice(i, i + BATCH)).onConflictDoNothing().returning({ id: dlpActivityEvents.id });
    accepted += stored.length;
  }
  return { accepted, duplicates: values.length - accepted };
}

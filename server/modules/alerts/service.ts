// SaaS-app and website alerts (spec part 2 §3, §7): the lists, their counts and exports read the alert
// events themselves, over the same whole days as the dashboard's figures (dashboard/range.ts, the UTC
// days its rollups are keyed by) and for the same people (dashboard/scoped.ts), so a list's total is the
// figure the dashboard links from.
import { sql, type SQL } from 'drizzle-orm';
import { ALERT_ACTIONS } from '../../../src/api/contract/catalog';
import type { ActionCount, AlertFilterQuery, AlertListQuery, AlertRow, AlertSort } from '../../../src/api/contract/alerts';
import type { Db } from '../../db/client';
import { globalSafeApplications } from '../../db/schema/index';
import { bumpPolicyVersion } from '../../lib/policy-version';
import type { Scope } from '../../plugins/scope';
import type { Audit } from '../saas/audit';
import { dayAfter, dayRange } from '../dashboard/range';
import { acct, appsOf, n, rows, personIn } from '../dashboard/scoped';

export type AlertKind = 'saas' | 'website';

type Raw = Record<string, unknown>;

/** The alert (x) with its person (p), endpoint (e) and, for SaaS alerts, its app (ap). */
function fromOf(scope: Scope, kind: AlertKind): SQL {
  const alerts = kind === 'saas' ? sql`saas_alerts` : sql`website_alerts`;
  return sql`${alerts} x
    left join people p on p.account_id = x.account_id and p.id = x.person_id
    left join endpoints e on e.account_id = x.account_id and e.id = x.endpoint_id
    ${kind === 'saas' ? sql`left join ${appsOf(scope)} ap on ap.id = x.app_id` : sql``}`;
}

const target = (kind: AlertKind): SQL => (kind === 'saas' ? sql`ap.name` : sql`x.domain`);

function oneOf(column: SQL, values: readonly string[] | undefined): SQL {
  if (!values?.length) return sql`true`;
  return sql`${column} in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every filter of the list but the action type when `withAction` is false (the per-action counts). */
function whereOf(scope: Scope, kind: AlertKind, f: AlertFilterQuery, now: Date, withAction = true): SQL {
  const r = dayRange(f, now);
  const like = f.q ? likeText(f.q) : null;
  return sql.join(
    [
      sql`x.account_id = ${acct(scope)}`,
      sql`x.at >= ${`${r.from}T00:00:00.000Z`}::timestamptz and x.at < ${dayAfter(r.to)}::timestamptz`,
      personIn(scope, sql`x.person_id`),
      withAction ? oneOf(sql`x.action::text`, f.t) : sql`true`,
      oneOf(sql`x.reason::text`, f.reason),
      oneOf(sql`x.browser::text`, f.b),
      oneOf(sql`e.platform_family::text`, f.o),
      oneOf(sql`lower(p.email)`, f.u?.map((u) => u.toLowerCase())),
      oneOf(target(kind), f.a),
      like
        ? sql`(p.name ilike ${like} or p.email ilike ${like} or e.hostname ilike ${like} or ${target(kind)} ilike ${like} or x.url ilike ${like})`
        : sql`true`,
    ],
    sql` and `,
  );
}

function columns(kind: AlertKind): SQL {
  return sql`x.id, x.at, x.at::text as cursor_at, x.person_id, p.name as person_name, p.email as person_email, x.endpoint_id, e.hostname,
    e.platform_family::text as platform, x.url, x.action::text as action, x.reason::text as reason, x.browser::text as browser,
    ${kind === 'saas' ? sql`x.app_id, ap.name as app_name, ap.categories[1] as category, null as domain` : sql`null as app_id, null as app_name, x.category, x.domain`}`;
}

function toRow(r: Raw): AlertRow {
  return {
    id: String(r.id),
    time: new Date(r.at as string | Date).toISOString(),
    person: { id: String(r.person_id), name: (r.person_name as string | null) ?? null, email: (r.person_email as string | null) ?? null },
    endpoint: { id: String(r.endpoint_id), hostname: (r.hostname as string | null) ?? null },
    app: r.app_id ? { id: String(r.app_id), name: (r.app_name as string | null) ?? 'Unknown app' } : null,
    domain: (r.domain as string | null) ?? null,
    url: (r.url as string | null) ?? null,
    category: (r.category as string | null) ?? null,
    action: r.action as AlertRow['action'],
    reason: r.reason as AlertRow['reason'],
    browser: r.browser as AlertRow['browser'],
    platform: (r.platform as string | null) ?? null,
  };
}

function sortOf(kind: AlertKind, by: AlertSort): SQL {
  switch (by) {
    case 'person': return sql`p.name`;
    case 'endpoint': return sql`e.hostname`;
    case 'target': return target(kind);
    case 'action': return sql`x.action::text`;
    case 'reason': return sql`x.reason::text`;
    case 'browser': return sql`x.browser::text`;
    case 'platform': return sql`e.platform_family::text`;
    case 'time': return sql`x.at`;
  }
}

export async function listAlerts(db: Db, scope: Scope, kind: AlertKind, q: AlertListQuery, now: Date): Promise<AlertRow[]> {
  const dir = q.so === 'asc' ? sql`asc` : sql`desc`;
  const found = await rows<Raw>(db, sql`
    select ${columns(kind)} from ${fromOf(scope, kind)} where ${whereOf(scope, kind, q, now)}
    order by ${sortOf(kind, q.sb)} ${dir} nulls last, x.at desc, x.id desc
    limit ${q.size} offset ${(q.page - 1) * q.size}`);
  return found.map(toRow);
}

export async function countAlerts(db: Db, scope: Scope, kind: AlertKind, q: AlertFilterQuery, now: Date): Promise<number> {
  const [found] = await rows<Raw>(db, sql`select count(*) as total from ${fromOf(scope, kind)} where ${whereOf(scope, kind, q, now)}`);
  return n(found?.total);
}

export async function actionCounts(db: Db, scope: Scope, kind: AlertKind, q: AlertFilterQuery, now: Date): Promise<ActionCount[]> {
  const found = await rows<Raw>(db, sql`
    select x.action::text as type, count(*) as total from ${fromOf(scope, kind)} where ${whereOf(scope, kind, q, now, false)} group by 1`);
  const by = new Map(found.map((f) => [String(f.type), n(f.total)]));
  return ALERT_ACTIONS.map((type) => ({ type, count: by.get(type) ?? 0 }));
}

const BATCH = 500;

/**
 * Every filtered alert, newest first, read from the database a batch at a time (keyset on at, id) so an
 * export of any size is written as it is read. The range and filters are fixed once, before the first batch.
 */
export async function* streamAlerts(db: Db, scope: Scope, kind: AlertKind, q: AlertFilterQuery, now: Date): AsyncGenerator<AlertRow> {
  const where = whereOf(scope, kind, q, now);
  let cursor: { at: string; id: string } | null = null;
  for (;;) {
    const after: SQL = cursor ? sql`and (x.at, x.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``;
    const batch: Raw[] = await rows<Raw>(db, sql`
      select ${columns(kind)} from ${fromOf(scope, kind)} where ${where} ${after}
      order by x.at desc, x.id desc limit ${BATCH}`);
    for (const r of batch) yield toRow(r);
    if (batch.length < BATCH) return;
    const last: Raw = batch[batch.length - 1]!;
    cursor = { at: String(last.cursor_at), id: String(last.id) };
  }
}

/** The host a look-alike URL or domain names: lower case, without a leading www. */
export function safeHostOf(url: string): string {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `http://${url}`;
  return new URL(withScheme).hostname.toLowerCase().replace(/^www\./, '');
}

/** Marks a look-alike host safe; the policy version moves on so the agents fetch the new safe list. */
export async function markSafe(db: Db, scope: Scope, url: string, now: Date, audit: Audit): Promise<{ domain: string; created: boolean }> {
  const domain = safeHostOf(url);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(globalSafeApplications)
      .values({ accountId: scope.accountId, domain, url, createdBy: scope.memberId, createdAt: now })
      .onConflictDoNothing()
      .returning({ domain: globalSafeApplications.domain });
    const created = inserted.length > 0;
    if (created) await bumpPolicyVersion(tx, scope.accountId, now);
    await audit(tx, domain, { url, created });
    return { domain, created };
  });
}

/** The account's safe hosts, for the agents' policy document. */
export async function safeDomains(db: Db, accountId: string): Promise<string[]> {
  const found = await rows<{ domain: string }>(db, sql`select domain from global_safe_applications where account_id = ${accountId}::uuid order by domain`);
  return found.map((f) => f.domain);
}

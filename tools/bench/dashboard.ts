// The dashboard calls' latency (issue 4 "Figures"): p95 of every Dashboard call, in-process (fastify.inject),
// for the demo tenant on PGlite and, when DATABASE_URL is set, on PostgreSQL; plus a generated large tenant
// (5,000 endpoints, about 10 million usage sessions) on PostgreSQL only. Targets: ≤ 20 ms demo, ≤ 50 ms large.
// The large tenant's ROLLUP rows are generated directly with set-based SQL (generate_series), shaped like
// what 10 million sessions roll up to; no session goes through the API or the ingest service.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { openDatabase, type Database, type Db } from '../../server/db/client';
import { rowsOf } from '../../server/ingest/sql-arrays';
import { createTokenSigner } from '../../server/lib/tokens';
import { seedCatalog } from '../../server/seed/demo-fleet';
import { DEMO_PASSWORD, seedDemo } from '../../server/seed/index';
import { percentile } from './stats';

const DAY = 86_400_000;
type Headers = Record<string, string>;

/** The calls of one dashboard load, plus the people and alert counts of Security Insights. */
export const CALLS: { method: 'GET' | 'HEAD'; path: string; extra?: string }[] = [
  ...['saas-stats-access-type', 'user-stats', 'device-stats', 'saas-stats-alerts', 'nonsaas-stats-alerts', 'saas-stats-alerts-type', 'genai-saas-stats',
    'device-inactivity-stats', 'device-files-action', 'vul-stats', 'session-stats-saas-data', 'session-stats-nonsaas-data', 'session-stats-saas-users']
    .map((p) => ({ method: 'GET' as const, path: p })),
  { method: 'HEAD', path: 'session-stats-saas-users', extra: 'tag=Unsanctioned' },
  { method: 'HEAD', path: 'session-stats-saas-users', extra: 'genai=true' },
  { method: 'HEAD', path: 'session-stats-nonsaas-users' },
  { method: 'HEAD', path: 'saas-alerts', extra: 't=Block' },
  { method: 'HEAD', path: 'nonsaas-alerts' },
];
const label = (c: (typeof CALLS)[number]) => `${c.method} /api/${c.path}${c.extra ? `?${c.extra}` : ''}`;

/** A range of `days` whole UTC days ending now, as the browser sends it from a UTC zone. */
export function range(days: number): string {
  const e = Date.now();
  const s = Date.parse(`${new Date(e).toISOString().slice(0, 10)}T00:00:00Z`) - (days - 1) * DAY;
  return `s=${s}&e=${e}&z=UTC`;
}

/** p50 and p95 (ms) of each call over `runs` rounds (after two warm-up rounds), keyed by label. */
export async function measure(app: FastifyInstance, headers: Headers, days: number, runs: number): Promise<Map<string, [number, number]>> {
  const q = range(days);
  const url = (c: (typeof CALLS)[number]) => `/api/${c.path}?${q}${c.extra ? `&${c.extra}` : ''}`;
  const samples = new Map(CALLS.map((c) => [label(c), [] as number[]]));
  for (let round = -2; round < runs; round++) {
    for (const c of CALLS) {
      const t = performance.now();
      const res = await app.inject({ method: c.method, url: url(c), headers });
      const ms = performance.now() - t;
      if (res.statusCode !== 200) throw new Error(`${label(c)} answered ${res.statusCode}: ${res.body}`);
      if (round >= 0) samples.get(label(c))!.push(ms);
    }
  }
  return new Map([...samples].map(([k, v]) => [k, [percentile(v, 0.5), percentile(v, 0.95)]]));
}

async function demoHeaders(app: FastifyInstance): Promise<Headers> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'admin@acme.test', password: DEMO_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode}`);
  const { token, account_id } = res.json() as { token: string; account_id: string };
  return { authorization: `Bearer ${token}`, 'x-account-id': account_id };
}

/** A fresh database on the DATABASE_URL server, dropped by the returned function. */
async function scratchPostgres(adminUrl: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const name = `palisade_bench_${randomBytes(5).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return { database, drop: async () => { await database.close(); await run(`drop database if exists ${name} with (force)`); } };
}

const LARGE = { endpoints: 5_000, days: 30, appsPerDay: 8, sitesPerDay: 4 };

/**
 * The large tenant: 5,000 people each owning one endpoint (1% infra servers), 30 days of usage where
 * each endpoint is active 6 days in 7, using 8 SaaS apps (7 sessions each) and 4 websites (5–6 sessions)
 * a day: about 10 million sessions as ~1.5 million rollup rows. Plus alerts, sensitive files, copy-paste
 * activity and installed apps in proportion. Returns the account id and the session total.
 */
async function generateLarge(db: Db): Promise<{ accountId: string; sessions: number; rollupRows: number }> {
  const accountId = (rowsOf<{ id: string }>(await db.execute(sql`
    insert into accounts (client_id, name, status) values ('bench-large', 'Bench Large', 'ACTIVE') returning id`)))[0]!.id;
  const A = sql`${accountId}::uuid`;
  const N = LARGE.endpoints;
  const steps = [
    sql`insert into people (account_id, id, name, email, risk_level, copilot_status, status, scope)
      select ${A}, md5('p' || i)::uuid, 'Person ' || i, 'person' || i || '@large.test',
        (case when i % 20 = 0 then 'High' when i % 5 = 0 then 'Medium' else 'Low' end)::risk_level,
        (case when i % 10 = 0 then 'not_installed' when i % 33 = 0 then 'uninstalled' else 'installed' end)::copilot_status,
        (case when i % 50 = 0 then 'INACTIVE' else 'ACTIVE' end)::person_status, 'IN_SCOPE'
      from generate_series(1, ${N}) i`,
    sql`insert into endpoints (account_id, id, hostname, serial, platform, platform_family, os_name, os_version, agent_version, owner_person_id,
        status, mdm_managed, disk_encrypted, compliance_state, infra, enrolled_at)
      select ${A}, md5('e' || i)::uuid, 'HOST-' || i, 'SN' || i,
        (array['WINDOWS_AMD_64', 'DARWIN_ARM_64', 'UBUNTU_22'])[1 + i % 3]::platform, (array['Windows', 'MacOS', 'Linux'])[1 + i % 3]::platform_family,
        (array['Windows', 'macOS', 'Ubuntu'])[1 + i % 3], '1', '1.1.7', md5('p' || i)::uuid,
        (case when i % 25 = 0 then 'OFFLINE_FOR_CONFIG_TIME' when i % 17 = 0 then 'INACTIVE' else 'ACTIVE' end)::endpoint_status,
        i % 3 = 1 and i % 4 <> 0, i % 9 <> 0, (case when i % 5 = 0 then 'NON_COMPLIANT' when i % 11 = 0 then 'UNKNOWN' else 'COMPLIANT' end)::compliance_state,
        i % 100 = 0, now() - interval '120 days'
      from generate_series(1, ${N}) i`,
    sql`insert into app_usage_daily (account_id, day, app_id, person_id, endpoint_id, browser, sessions, duration_s, weighted_duration_s)
      select ${A}, current_date - d, apps.ids[1 + (i * 7 + k * 5 + d) % array_length(apps.ids, 1)], md5('p' || i)::uuid, md5('e' || i)::uuid, 'Chrome', 7, 7 * 600, 7 * 420
      from (select array_agg(id order by name) as ids from (select id, name from saas_apps order by name limit 40) s) apps,
        generate_series(1, ${N}) i, generate_series(0, ${LARGE.days - 1}) d, generate_series(0, ${LARGE.appsPerDay - 1}) k
      where (i + d) % 7 <> 0 and i % 100 <> 0`,
    sql`insert into website_usage_daily (account_id, day, domain, person_id, endpoint_id, browser, sessions, duration_s, weighted_duration_s)
      select ${A}, current_date - d, 'site' || ((i * 3 + k * 11 + d) % 200) || '.example', md5('p' || i)::uuid, md5('e' || i)::uuid, 'Chrome', 5 + k % 2, 300, 200
      from generate_series(1, ${N}) i, generate_series(0, ${LARGE.days - 1}) d, generate_series(0, ${LARGE.sitesPerDay - 1}) k
      where (i + d) % 7 <> 0 and i % 100 <> 0`,
    // activity_daily is what ingest would have kept beside the two usage rollups: their sums per person, endpoint and day.
    sql`insert into activity_daily (account_id, day, person_id, endpoint_id, sessions, duration_s, weighted_duration_s, app_sessions, app_duration_s, app_weighted_duration_s)
      select account_id, day, person_id, endpoint_id, sum(sessions), sum(duration_s), sum(weighted_duration_s), sum(app_sessions), sum(app_duration_s), sum(app_weighted_duration_s)
      from (select account_id, day, person_id, endpoint_id, sessions, duration_s, weighted_duration_s, sessions as app_sessions, duration_s as app_duration_s,
          weighted_duration_s as app_weighted_duration_s from app_usage_daily where account_id = ${A}
        union all select account_id, day, person_id, endpoint_id, sessions, duration_s, weighted_duration_s, 0, 0, 0 from website_usage_daily where account_id = ${A}) u
      group by account_id, day, person_id, endpoint_id`,
    // the company-wide tables ingest keeps beside them (server/ingest/rollups.ts: app_daily, website_daily, active_daily,
    // activity_day_totals), as migrations 0038 and 0039 fill them from the per-person rows
    sql`insert into app_daily (account_id, day, app_id, sessions, duration_s, weighted_duration_s)
      select account_id, day, app_id, sum(sessions), sum(duration_s), sum(weighted_duration_s) from app_usage_daily where account_id = ${A} group by 1, 2, 3`,
    sql`insert into website_daily (account_id, day, domain, sessions, duration_s, weighted_duration_s)
      select account_id, day, domain, sum(sessions), sum(duration_s), sum(weighted_duration_s) from website_usage_daily where account_id = ${A} group by 1, 2, 3`,
    sql`insert into active_daily (account_id, day, part, id)
      select a.account_id, a.day, p.part, a.person_id from activity_daily a
        cross join lateral (values ('person', true), ('app_person', a.app_sessions > 0), ('website_person', a.sessions > a.app_sessions)) as p(part, counts)
      where a.account_id = ${A} and p.counts group by 1, 2, 3, 4
      union all select distinct account_id, day, 'endpoint', endpoint_id from activity_daily where account_id = ${A}`,
    sql`insert into activity_day_totals (account_id, day, sessions, duration_s, weighted_duration_s, app_sessions, app_duration_s, app_weighted_duration_s,
        people, app_people, website_people, endpoints)
      select s.*, n.people, n.app_people, n.website_people, n.endpoints
      from (select account_id, day, sum(sessions), sum(duration_s), sum(weighted_duration_s), sum(app_sessions), sum(app_duration_s), sum(app_weighted_duration_s)
        from activity_daily where account_id = ${A} group by 1, 2) s
      join (select day, count(*) filter (where part = 'person') as people, count(*) filter (where part = 'app_person') as app_people,
          count(*) filter (where part = 'website_person') as website_people, count(*) filter (where part = 'endpoint') as endpoints
        from active_daily where account_id = ${A} group by 1) n on n.day = s.day`,
    sql`insert into saas_alert_daily (account_id, day, app_id, action, reason, browser, person_id, endpoint_id, count)
      select ${A}, current_date - d, apps.ids[1 + i % array_length(apps.ids, 1)], (array['Alert', 'Report', 'Block'])[1 + i % 3]::alert_action,
        (array['App Spoofing', 'Session Hijacking', 'Typo Squatting', 'Unsanctioned App', 'Blocked Webapp'])[1 + (i + d) % 5]::alert_reason, 'Chrome',
        md5('p' || i)::uuid, md5('e' || i)::uuid, 1 + i % 3
      from (select array_agg(id order by name) as ids from (select id, name from saas_apps order by name limit 40) s) apps,
        generate_series(1, ${N}) i, generate_series(0, ${LARGE.days - 1}) d where (i * 3 + d) % 10 = 0`,
    sql`insert into website_alert_daily (account_id, day, domain, action, reason, browser, person_id, endpoint_id, count)
      select ${A}, current_date - d, 'site' || (i % 200) || '.example', (array['Alert', 'Report', 'Block'])[1 + i % 3]::alert_action,
        (array['Typo Squatting', 'Blocked Category', 'Geofenced Country'])[1 + (i + d) % 3]::alert_reason, 'Chrome', md5('p' || i)::uuid, md5('e' || i)::uuid, 1
      from generate_series(1, ${N}) i, generate_series(0, ${LARGE.days - 1}) d where (i * 7 + d) % 10 = 0`,
    sql`insert into sensitive_files (account_id, endpoint_id, path, data_type, person_id, match_count, first_seen, last_seen)
      select ${A}, md5('e' || i)::uuid, '/home/u' || i || '/doc' || j || '.xlsx', (array['SSN', 'Credit Card', 'API Key'])[1 + j % 3], md5('p' || i)::uuid, 3,
        now() - (i % 60) * interval '1 day', now()
      from generate_series(1, ${N}) i, generate_series(1, 2) j where i % 4 = 0`,
    sql`insert into copy_paste_daily (account_id, day, data_type, action, person_id, endpoint_id, count, matches)
      select ${A}, current_date - d, 'SSN', 'Report', md5('p' || i)::uuid, md5('e' || i)::uuid, 2, 4
      from generate_series(1, ${N}) i, generate_series(0, ${LARGE.days - 1}) d where i % 10 = 0`,
    sql`insert into installed_apps (account_id, endpoint_id, name, version, vulnerable, first_seen, last_seen)
      select ${A}, md5('e' || i)::uuid, 'App ' || j, '1.0', (i + j) % 37 = 0, now() - interval '60 days', now()
      from generate_series(1, ${N}) i, generate_series(1, 20) j`,
  ];
  for (const step of steps) await db.execute(step);
  await db.execute(sql`analyze`);
  const [totals] = rowsOf<{ sessions: string; rows: string }>(await db.execute(sql`
    select (select sum(sessions) from app_usage_daily where account_id = ${A}) + (select sum(sessions) from website_usage_daily where account_id = ${A}) as sessions,
      (select count(*) from app_usage_daily where account_id = ${A}) + (select count(*) from website_usage_daily where account_id = ${A}) as rows`));
  return { accountId, sessions: Number(totals!.sessions), rollupRows: Number(totals!.rows) };
}

async function largeHeaders(db: Db, accountId: string, jwtKey: Uint8Array): Promise<Headers> {
  const [m] = rowsOf<{ id: string }>(await db.execute(sql`
    insert into members (account_id, email, first_name, last_name, role) values (${accountId}::uuid, 'admin@large.test', 'Bench', 'Admin', 'ADMIN') returning id`));
  const token = await createTokenSigner(jwtKey, () => new Date()).sign({ sub: m!.id, email: 'admin@large.test', role: 'ADMIN', account_id: accountId, account_name: 'Bench Large' });
  return { authorization: `Bearer ${token}`, 'x-account-id': accountId };
}

const fmt = ([p50, p95]: [number, number]) => `${p50.toFixed(1)} / ${p95.toFixed(1)}`;
type Column = { name: string; figures: Map<string, [number, number]> };

function tableOf(columns: Column[]): string {
  return [
    `| call | ${columns.map((c) => `${c.name} p50 / p95 ms`).join(' | ')} |`,
    `|---|${columns.map(() => '---').join('|')}|`,
    ...CALLS.map((c) => `| ${label(c)} | ${columns.map((col) => fmt(col.figures.get(label(c))!)).join(' | ')} |`),
  ].join('\n');
}

/** Each column is printed as soon as it is measured: the large tenant takes minutes on a busy machine. */
function done(column: Column): Column {
  console.log(`\n${tableOf([column])}`);
  return column;
}

/** The PostgreSQL columns (large tenant first), on a scratch database of the DATABASE_URL server. */
async function benchPostgres(adminUrl: string, runs: number): Promise<{ columns: Column[]; note: string }> {
  const columns: Column[] = [];
  const { database, drop } = await scratchPostgres(adminUrl);
  try {
    const jwtKey = new Uint8Array(randomBytes(32));
    const app = await buildApp({ db: database.db, dbKind: database.kind, jwtKey, rateLimit: { perPair: 1e9, perIp: 1e9, accountCeiling: 1e9 } });
    await app.ready();
    await seedCatalog(database.db);
    const started = performance.now();
    const large = await generateLarge(database.db);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    const note = `Large tenant: ${LARGE.endpoints.toLocaleString('en')} endpoints, ${large.sessions.toLocaleString('en')} usage sessions over ${LARGE.days} days, `
      + `generated as ${large.rollupRows.toLocaleString('en')} rollup rows with set-based SQL (generate_series) in ${seconds} s: no session went through the API or ingest.`;
    console.log(note);
    const headers = await largeHeaders(database.db, large.accountId, jwtKey);
    const largeRuns = Math.max(5, Math.min(runs, 20));
    columns.push(done({ name: 'large, PostgreSQL, 7D', figures: await measure(app, headers, 7, largeRuns) }));
    columns.push(done({ name: 'large, PostgreSQL, 30D', figures: await measure(app, headers, 30, largeRuns) }));
    await seedDemo(database.db);
    await database.db.execute(sql`analyze`);
    columns.unshift(done({ name: 'demo, PostgreSQL, 7D', figures: await measure(app, await demoHeaders(app), 7, runs) }));
    await app.close();
    return { columns, note };
  } finally {
    await drop();
  }
}

/**
 * Runs every measurement and prints one markdown table (p50 / p95 ms per call and setting). `pglite` is an
 * app over PGlite with the full demo tenant already seeded (tools/bench/run.ts passes its own).
 */
export async function benchDashboard(pglite: { app: FastifyInstance; headers: Headers }, runs = 50): Promise<string> {
  const columns: Column[] = [done({ name: 'demo, PGlite, 7D', figures: await measure(pglite.app, pglite.headers, 7, runs) })];
  let note = 'PostgreSQL columns: not measured (DATABASE_URL not set).';
  if (process.env.DATABASE_URL) {
    const pgFigures = await benchPostgres(process.env.DATABASE_URL, runs);
    columns.push(...pgFigures.columns);
    note = pgFigures.note;
  }
  const worst = columns.map((c) => `${c.name}: worst p95 ${Math.max(...[...c.figures.values()].map((v) => v[1])).toFixed(1)} ms`).join('; ');
  const text = `Dashboard calls, in-process (fastify.inject), ${runs} rounds per call (at most 20 for the large tenant) after 2 warm-up rounds. `
    + `Targets: p95 ≤ 20 ms demo, ≤ 50 ms large. ${worst}.\n${note}\n\n${tableOf(columns)}`;
  console.log(`\n${text}`);
  return text;
}

// `tsx tools/bench/dashboard.ts`: this bench alone, with its own PGlite demo tenant
// (BENCH_RUNS rounds; BENCH_ONLY=postgres skips PGlite).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const runs = Number(process.env.BENCH_RUNS ?? 50);
  if (process.env.BENCH_ONLY === 'postgres' && process.env.DATABASE_URL) {
    const { columns, note } = await benchPostgres(process.env.DATABASE_URL, runs);
    console.log(`\n${note}\n\n${tableOf(columns)}`);
  } else {
    const database = await openDatabase({ memory: true });
    await seedDemo(database.db);
    const app = await buildApp({ db: database.db, dbKind: database.kind, jwtKey: randomBytes(32), rateLimit: { perPair: 1e9, perIp: 1e9, accountCeiling: 1e9 } });
    await app.ready();
    await benchDashboard({ app, headers: await demoHeaders(app) }, runs);
    await app.close();
    await database.close();
  }
}

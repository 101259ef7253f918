// The full demo tenant of DESIGN.md, seeded once, read back with plain SQL: does it look like a real company?
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_ACTIONS, ALERT_REASONS } from '../../src/api/contract/catalog';
import { openDatabase, type Database } from '../db/client';
import { DEMO_ENROLMENT_SECRETS } from './accounts';
import { AGENT_VERSIONS } from './fleet/index';
import { seedDemo, type SeedProgress } from './index';

const now = new Date('2026-03-18T15:30:00Z');
const DAY = 86_400_000;
let database: Database;
let acme: string;
let globex: string;
let initech: string;
const progress: SeedProgress[] = [];
let summary: Awaited<ReturnType<typeof seedDemo>>;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return (await rows<T>(query))[0];
}
const num = (v: unknown) => Number(v);

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  summary = await seedDemo(database.db, { now, passwordHash: 'not-a-real-hash', fleet: 'full', onProgress: (p) => progress.push(p) });
  const ids = await rows<{ id: string; name: string }>(sql`select id, name from accounts`);
  acme = ids.find((a) => a.name === 'Acme Corp')!.id;
  globex = ids.find((a) => a.name === 'Globex')!.id;
  initech = ids.find((a) => a.name === 'Initech')!.id;
}, 300_000);
afterAll(async () => {
  await database?.close();
});

describe('Acme endpoints', () => {
  it('reports its progress per company, ending on every endpoint and the events the database holds', async () => {
    const last = (company: string) => progress.filter((p) => p.company === company).at(-1);
    const stored = await one<{ endpoints: string; sessions: string }>(sql`
      select (select count(*) from endpoints where account_id = ${acme}) as endpoints,
             (select count(*) from usage_sessions where account_id = ${acme}) as sessions`);
    expect(last('Acme Corp')).toEqual({ company: 'Acme Corp', endpoints: num(stored.endpoints), of: num(stored.endpoints), events: summary.acme.events });
    // the events counted include every stored usage session
    expect(summary.acme.events).toBeGreaterThan(num(stored.sessions));
    const acmeSteps = progress.filter((p) => p.company === 'Acme Corp');
    expect(acmeSteps.length).toBeGreaterThan(2);
    for (let i = 1; i < acmeSteps.length; i++) expect(acmeSteps[i].events).toBeGreaterThanOrEqual(acmeSteps[i - 1].events);
    expect(last('Globex')?.endpoints).toBe(last('Globex')?.of);
  });

  it('has about 500 endpoints of every platform family, owned by its people', async () => {
    const families = await rows<{ family: string; n: string }>(sql`select platform_family as family, count(*) as n from endpoints where account_id = ${acme} group by 1`);
    const by = Object.fromEntries(families.map((f) => [f.family, num(f.n)]));
    expect(Object.values(by).reduce((a, b) => a + b, 0)).toBe(500);
    for (const family of ['Windows', 'MacOS', 'Linux']) expect(by[family]).toBeGreaterThan(40);
    const codes = await rows<{ platform: string }>(sql`select distinct platform from endpoints where account_id = ${acme}`);
    expect(codes.length).toBeGreaterThanOrEqual(10);
    const orphans = await one<{ n: string }>(sql`
      select count(*) as n from endpoints e left join people p on p.account_id = e.account_id and p.id = e.owner_person_id
      where e.account_id = ${acme} and (p.id is null or p.copilot_status = 'not_installed')`);
    expect(num(orphans.n)).toBe(0);
  });

  it('runs every Copilot version from 1.0.1 to 1.1.7, the newest most', async () => {
    const versions = await rows<{ v: string; n: string }>(sql`select agent_version as v, count(*) as n from endpoints where account_id = ${acme} group by 1 order by 2 desc`);
    expect(versions.map((v) => v.v).sort()).toEqual([...AGENT_VERSIONS].sort());
    expect(versions[0].v).toBe('1.1.7');
  });

  it('has MDM-managed Macs, some Macs without disk encryption, and MDM only on Macs', async () => {
    const macs = await one<{ total: string; mdm: string; unencrypted: string }>(sql`
      select count(*) as total, count(*) filter (where mdm_managed) as mdm, count(*) filter (where not disk_encrypted) as unencrypted
      from endpoints where account_id = ${acme} and platform_family = 'MacOS'`);
    expect(num(macs.mdm) / num(macs.total)).toBeGreaterThan(0.6);
    expect(num(macs.unencrypted)).toBeGreaterThan(3);
    expect(num(macs.unencrypted) / num(macs.total)).toBeLessThan(0.25);
    const otherMdm = await one<{ n: string }>(sql`select count(*) as n from endpoints where account_id = ${acme} and platform_family <> 'MacOS' and mdm_managed`);
    expect(num(otherMdm.n)).toBe(0);
  });

  it('has long-idle endpoints, marked OFFLINE_FOR_CONFIG_TIME, silent for over a week', async () => {
    const idle = await rows<{ last_seen: Date }>(sql`select last_seen from endpoints where account_id = ${acme} and status = 'OFFLINE_FOR_CONFIG_TIME'`);
    expect(idle.length).toBeGreaterThan(25);
    expect(idle.length).toBeLessThan(150);
    for (const e of idle) expect(new Date(e.last_seen).getTime()).toBeLessThan(now.getTime() - 7 * DAY);
    const fresh = await one<{ n: string }>(sql`select count(*) as n from endpoints where account_id = ${acme} and status = 'ACTIVE' and last_seen > ${new Date(now.getTime() - DAY)}`);
    expect(num(fresh.n)).toBeGreaterThan(300);
  });

  it('has non-compliant endpoints, every unencrypted one among them, with 8 controls each', async () => {
    const states = await one<{ non: string; unencrypted_ok: string }>(sql`
      select count(*) filter (where compliance_state = 'NON_COMPLIANT') as non,
             count(*) filter (where not disk_encrypted and compliance_state <> 'NON_COMPLIANT') as unencrypted_ok
      from endpoints where account_id = ${acme}`);
    expect(num(states.non)).toBeGreaterThan(40);
    expect(num(states.non)).toBeLessThan(300);
    expect(num(states.unencrypted_ok)).toBe(0);
    const controls = await rows<{ n: string }>(sql`select count(*) as n from compliance_results where account_id = ${acme} group by endpoint_id`);
    expect(new Set(controls.map((c) => num(c.n)))).toEqual(new Set([8]));
  });

  it('reports installed software, some of it vulnerable, and browser extensions, some risky', async () => {
    const apps = await one<{ n: string; vulnerable: string }>(sql`select count(*) as n, count(*) filter (where vulnerable) as vulnerable from installed_apps where account_id = ${acme}`);
    expect(num(apps.n)).toBeGreaterThan(3000);
    expect(num(apps.vulnerable)).toBeGreaterThan(50);
    const ext = await one<{ risky: string }>(sql`select count(*) filter (where risky) as risky from browser_extensions where account_id = ${acme}`);
    expect(num(ext.risky)).toBeGreaterThan(5);
  });

  it('catalogues every native product the fleet runs once, each matched by at least one installed app', async () => {
    const unmatched = await rows<{ name: string }>(sql`select n.name from native_apps n where not exists (
      select 1 from installed_apps i where lower(i.name) in (select lower(m) from unnest(n.match_names) m))`);
    expect(unmatched).toEqual([]);
    const uncatalogued = await rows<{ name: string }>(sql`select distinct i.name from installed_apps i where not exists (
      select 1 from native_apps n, unnest(n.match_names) m where lower(m) = lower(i.name))`);
    expect(uncatalogued).toEqual([]);
    const firefox = await one<{ platforms: string[]; match_names: string[] }>(sql`select platforms, match_names from native_apps where name = 'Firefox'`);
    expect(firefox.platforms).toEqual(['Linux', 'MacOS', 'Windows']);
    expect(firefox.match_names).toEqual(['Firefox', 'Mozilla Firefox', 'firefox']);
  });
});

describe('Acme usage', () => {
  it('sees about 250 SaaS apps, Gen AI apps among them, with a long tail', async () => {
    const apps = await rows<{ n: string; gen_ai: boolean }>(sql`
      select count(*) as n, a.gen_ai from usage_sessions u join saas_apps a on a.id = u.app_id
      where u.account_id = ${acme} group by a.id, a.gen_ai order by 1 desc`);
    expect(apps.length).toBeGreaterThan(220);
    expect(apps.length).toBeLessThan(280);
    expect(apps.filter((a) => a.gen_ai).length).toBeGreaterThan(20);
    const counts = apps.map((a) => num(a.n));
    const total = counts.reduce((a, b) => a + b, 0);
    expect(counts.slice(0, 10).reduce((a, b) => a + b, 0) / total).toBeGreaterThan(0.3);
    expect(counts[0]).toBeGreaterThan(20 * counts[Math.floor(counts.length / 2)]);
  });

  it('happens on weekdays in working hours of the company’s zone', async () => {
    const share = await one<{ working: string; total: string }>(sql`
      select count(*) filter (where extract(isodow from at at time zone 'America/New_York') < 6
                               and extract(hour from at at time zone 'America/New_York') between 7 and 18) as working,
             count(*) as total
      from usage_sessions where account_id = ${acme}`);
    expect(num(share.working) / num(share.total)).toBeGreaterThan(0.85);
  });

  it('shows Gen AI adoption growing over the 90 days', async () => {
    const adoption = await one<{ early: string; late: string }>(sql`
      select count(distinct person_id) filter (where u.at < ${new Date(now.getTime() - 60 * DAY)}) as early,
             count(distinct person_id) filter (where u.at >= ${new Date(now.getTime() - 30 * DAY)}) as late
      from usage_sessions u join saas_apps a on a.id = u.app_id where u.account_id = ${acme} and a.gen_ai`);
    expect(num(adoption.late)).toBeGreaterThan(1.5 * num(adoption.early));
  });

  it('keeps the per-day rollups equal to the sessions they sum', async () => {
    const check = await one<{ sessions: string; rolled: string }>(sql`
      select (select count(*) from usage_sessions where account_id = ${acme} and app_id is not null) as sessions,
             (select sum(sessions) from app_usage_daily where account_id = ${acme}) as rolled`);
    expect(num(check.rolled)).toBe(num(check.sessions));
  });

  it('keeps the company-wide rollups equal, per day and app or website, to the sessions they sum', async () => {
    // every (day, app) and (day, domain) whose rollup row differs from the sessions' own sums, in either direction
    const differing = await rows<{ key: string }>(sql`
      with raw as (
        select (at at time zone 'UTC')::date as day, coalesce(app_id::text, domain) as key, count(*)::bigint as n,
          sum(duration_s)::bigint as d, sum(weighted_duration_s)::bigint as w
        from usage_sessions where account_id = ${acme} group by 1, 2),
      rolled as (
        select day, app_id::text as key, sessions::bigint as n, duration_s as d, weighted_duration_s as w from app_daily where account_id = ${acme}
        union all
        select day, domain, sessions, duration_s, weighted_duration_s from website_daily where account_id = ${acme})
      select coalesce(raw.day, rolled.day)::text || ' ' || coalesce(raw.key, rolled.key) as key
      from raw full join rolled on rolled.day = raw.day and rolled.key = raw.key
      where raw.n is distinct from rolled.n or raw.d is distinct from rolled.d or raw.w is distinct from rolled.w`);
    expect(differing).toEqual([]);
    const covered = await one<{ n: string }>(sql`select count(*) as n from app_daily where account_id = ${acme}`);
    expect(num(covered.n)).toBeGreaterThan(1000);
  });

  it('keeps the per-day totals equal, day by day, to the sessions and the distinct people and endpoints behind them', async () => {
    // each day's sums, its people in each part (any usage, an app's, a website's) and its endpoints, straight from the
    // sessions, against activity_day_totals and active_daily; every day that differs in either direction
    const differing = await rows<{ day: string }>(sql`
      with raw as (
        select (at at time zone 'UTC')::date as day, count(*)::int as n, count(*) filter (where app_id is not null)::int as app_n,
          sum(weighted_duration_s)::bigint as w, count(distinct person_id)::int as people,
          count(distinct person_id) filter (where app_id is not null)::int as app_people,
          count(distinct person_id) filter (where app_id is null)::int as website_people, count(distinct endpoint_id)::int as endpoints
        from usage_sessions where account_id = ${acme} group by 1),
      listed as (
        select day, count(*) filter (where part = 'person')::int as people, count(*) filter (where part = 'app_person')::int as app_people,
          count(*) filter (where part = 'website_person')::int as website_people, count(*) filter (where part = 'endpoint')::int as endpoints
        from active_daily where account_id = ${acme} group by 1),
      totals as (select * from activity_day_totals where account_id = ${acme})
      select coalesce(raw.day, totals.day)::text as day
      from raw full join totals on totals.day = raw.day left join listed on listed.day = coalesce(raw.day, totals.day)
      where raw.n is distinct from totals.sessions or raw.app_n is distinct from totals.app_sessions
        or raw.w is distinct from totals.weighted_duration_s
        or raw.people is distinct from totals.people or raw.app_people is distinct from totals.app_people
        or raw.website_people is distinct from totals.website_people or raw.endpoints is distinct from totals.endpoints
        or listed.endpoints is distinct from totals.endpoints or listed.people is distinct from totals.people or listed.app_people is distinct from totals.app_people
        or listed.website_people is distinct from totals.website_people`);
    expect(differing).toEqual([]);
    const days = await one<{ n: string }>(sql`select count(*) as n from activity_day_totals where account_id = ${acme} and app_people > 0`);
    expect(num(days.n)).toBeGreaterThan(60);
  });

  it('classifies some apps Sanctioned, some Unsanctioned with each action, and leaves the rest Unclassified', async () => {
    const settings = await rows<{ access_type: string; unsanctioned_action: string | null }>(sql`
      select access_type, unsanctioned_action from account_app_settings where account_id = ${acme}`);
    expect(settings.filter((s) => s.access_type === 'Sanctioned').length).toBeGreaterThan(20);
    expect(new Set(settings.map((s) => s.unsanctioned_action).filter(Boolean))).toEqual(new Set(['Block', 'Block Alert', 'Report']));
    const unclassified = await one<{ n: string }>(sql`
      select count(distinct app_id) as n from usage_sessions u where u.account_id = ${acme}
      and not exists (select 1 from account_app_settings s where s.account_id = u.account_id and s.app_id = u.app_id)`);
    expect(num(unclassified.n)).toBeGreaterThan(100);
  });
});

describe('Acme alerts and findings', () => {
  it('has SaaS and website alerts of every reason and action', async () => {
    for (const table of ['saas_alerts', 'website_alerts']) {
      const found = await rows<{ reason: string; action: string }>(sql`select distinct reason, action from ${sql.identifier(table)} where account_id = ${acme}`);
      expect(new Set(found.map((f) => f.action)), table).toEqual(new Set(ALERT_ACTIONS));
      const reasons = new Set(found.map((f) => f.reason));
      for (const reason of ALERT_REASONS) if (!(table === 'website_alerts' && reason === 'Unsanctioned App')) expect(reasons.has(reason), `${table}: ${reason}`).toBe(true);
    }
    const phishing = await rows<{ reason: string }>(sql`
      select distinct reason from saas_alerts where account_id = ${acme} and at > ${new Date(now.getTime() - 7 * DAY)}
      and reason in ('Session Hijacking', 'App Spoofing', 'Typo Squatting')`);
    expect(phishing.length).toBe(3);
  });

  it('alerts on blocked website categories only for the categories the company blocks', async () => {
    const stray = await one<{ n: string; total: string }>(sql`
      select count(*) filter (where not exists (select 1 from blocked_categories b where b.account_id = w.account_id and b.category = w.category)) as n,
             count(*) as total
      from website_alerts w where account_id = ${acme} and reason = 'Blocked Category'`);
    expect(num(stray.total)).toBeGreaterThan(50);
    expect(num(stray.n)).toBe(0);
  });

  it('gives its risky people several times the alerts of the others', async () => {
    const rates = await rows<{ risk_level: string; per_person: string }>(sql`
      select p.risk_level, count(a.id)::float / count(distinct p.id) as per_person
      from people p join saas_alerts a on a.account_id = p.account_id and a.person_id = p.id
      where p.account_id = ${acme} and a.reason in ('Session Hijacking', 'App Spoofing', 'Typo Squatting') group by 1`);
    const by = Object.fromEntries(rates.map((r) => [r.risk_level, num(r.per_person)]));
    expect(by.High).toBeGreaterThan(2 * by.Low);
  });

  it('has DLP findings: sensitive files, pastes into Gen AI apps, secrets in source code', async () => {
    const dlp = await one<{ files: string; pastes: string; gen_ai_pastes: string; code: string }>(sql`
      select (select count(*) from sensitive_files where account_id = ${acme}) as files,
             (select count(*) from copy_paste_events where account_id = ${acme}) as pastes,
             (select count(*) from copy_paste_events where account_id = ${acme} and destination in ('ChatGPT', 'Claude', 'Google Gemini', 'DeepSeek')) as gen_ai_pastes,
             (select count(*) from source_code_findings where account_id = ${acme}) as code`);
    expect(num(dlp.files)).toBeGreaterThan(100);
    expect(num(dlp.gen_ai_pastes)).toBeGreaterThan(20);
    expect(num(dlp.pastes)).toBeGreaterThan(num(dlp.gen_ai_pastes));
    expect(num(dlp.code)).toBeGreaterThan(30);
  });

  it('has remote commands that succeeded, failed and timed out', async () => {
    const statuses = await rows<{ status: string; output: string | null }>(sql`select status, output from remote_commands where account_id = ${acme}`);
    const by = new Set(statuses.map((s) => s.status));
    for (const s of ['Success', 'Failure', 'Abort']) expect(by.has(s), s).toBe(true);
    for (const s of statuses.filter((c) => c.status === 'Failure')) expect(s.output).toBeTruthy();
  });

  it('has ZTPA gateways, destinations and allowed and denied activity through them', async () => {
    const z = await one<{ gateways: string; destinations: string; allow: string; deny: string }>(sql`
      select (select count(*) from ztpa_gateways where account_id = ${acme}) as gateways,
             (select count(*) from ztpa_destinations where account_id = ${acme}) as destinations,
             (select count(*) from ztpa_activity where account_id = ${acme} and action = 'Allow') as allow,
             (select count(*) from ztpa_activity where account_id = ${acme} and action = 'Deny') as deny`);
    expect(num(z.gateways)).toBe(3);
    expect(num(z.destinations)).toBeGreaterThan(5);
    expect(num(z.allow)).toBeGreaterThan(20 * num(z.deny));
    expect(num(z.deny)).toBeGreaterThan(0);
  });

  it('stores only the hash of the demo enrolment secret', async () => {
    const account = await one<{ enrolment_secret_hash: string }>(sql`select enrolment_secret_hash from accounts where id = ${acme}`);
    expect(account.enrolment_secret_hash).toBe(createHash('sha256').update(DEMO_ENROLMENT_SECRETS.acme).digest('hex'));
  });
});

describe('the other companies', () => {
  it('gives Globex a smaller fleet without MDM, DLP, commands or ZTPA', async () => {
    const g = await one<{ endpoints: string; mdm: string; dlp: string; commands: string; ztpa: string }>(sql`
      select (select count(*) from endpoints where account_id = ${globex}) as endpoints,
             (select count(*) from endpoints where account_id = ${globex} and mdm_managed) as mdm,
             (select count(*) from sensitive_files where account_id = ${globex}) + (select count(*) from copy_paste_events where account_id = ${globex}) as dlp,
             (select count(*) from remote_commands where account_id = ${globex}) as commands,
             (select count(*) from ztpa_activity where account_id = ${globex}) as ztpa`);
    expect(num(g.endpoints)).toBe(90);
    expect([num(g.mdm), num(g.dlp), num(g.commands), num(g.ztpa)]).toEqual([0, 0, 0, 0]);
    const usage = await one<{ n: string }>(sql`select count(*) as n from usage_sessions where account_id = ${globex}`);
    expect(num(usage.n)).toBeGreaterThan(5000);
  });

  it('leaves Initech, still onboarding, without endpoints', async () => {
    const i = await one<{ status: string; endpoints: string }>(sql`
      select status, (select count(*) from endpoints where account_id = ${initech}) as endpoints from accounts where id = ${initech}`);
    expect([i.status, num(i.endpoints)]).toEqual(['PENDING', 0]);
  });
});

// The Alerts calls (spec part 2 §3, §7, §8) against what the database holds: list totals and rows for
// several filter sets (the dashboard's own figures among them), a group admin's scope, the CSV and CEF
// exports row for row (CEF read back by a parser written here from the format's rules), and the
// typo-squat correction with its audit row and the auditor's refusal.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/ingest/sql-arrays';
import { policyDocumentOf } from '../../server/modules/agent/policy';
import { AgentPolicy } from '../../tools/simulate/policy';
import { insideAndOutsideGroups, reportFrom } from './agent-fixtures';
import { createTestApp, type TestApp } from './helpers';

const DAY = 86_400_000;
let t: TestApp;
let acme: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = t.accounts['Acme Corp'].id;
  await blockedCategoryVisits();
}, 180_000);

/**
 * The small test fleet browses a blocked category a handful of times in 14 days, on some days not at all: two
 * devices report blocked visits, one of an Engineering member on a Mac, one of a person outside the group admin's
 * groups on Windows.
 */
async function blockedCategoryVisits() {
  const { inside, outside } = await insideAndOutsideGroups(t, acme);
  const devices = [
    { owner_email: inside, platform: 'DARWIN_ARM_64', browser: 'Safari' },
    { owner_email: outside, platform: 'WINDOWS_AMD_64', browser: 'Edge' },
  ] as const;
  for (const [n, { browser, ...device }] of devices.entries()) {
    const events = [0, 1, 2].map((i) => ({
      at: new Date(Date.now() - (n * 3 + i + 1) * 5 * 3_600_000).toISOString(),
      kind: 'website_alert',
      domain: i === 2 ? 'poker-night.example' : 'spin-casino.example',
      category: 'Gambling',
      browser,
      action: i === 1 ? 'Alert' : 'Block',
      reason: 'Blocked Category',
    }));
    await reportFrom(t, acme, device, events);
  }
}
afterAll(() => t?.close());

type Kind = 'saas' | 'website';
const path = (kind: Kind) => (kind === 'saas' ? 'saas-alerts' : 'nonsaas-alerts');

/** The last `days` UTC days up to now, as the browser sends them with z=UTC. */
function lastDays(days: number) {
  const e = Date.now();
  const s = Date.parse(new Date(e).toISOString().slice(0, 10)) - (days - 1) * DAY;
  return { s, e, z: 'UTC' };
}

interface DbAlert {
  id: string;
  at: Date;
  email: string | null;
  person_name: string | null;
  hostname: string | null;
  platform: string | null;
  target: string | null;
  url: string | null;
  action: string;
  reason: string;
  browser: string;
}

interface Filters {
  t?: string[];
  reason?: string[];
  b?: string[];
  o?: string[];
  u?: string[];
  a?: string[];
}

/** Written apart from the server: the alerts of Acme in the UTC days of the range, with the filters and optionally only `people`. */
async function expected(kind: Kind, range: { s: number; e: number }, f: Filters = {}, people?: string[]): Promise<DbAlert[]> {
  const from = new Date(range.s).toISOString().slice(0, 10);
  const until = new Date(Date.parse(new Date(range.e).toISOString().slice(0, 10)) + DAY).toISOString();
  const table = kind === 'saas' ? sql`saas_alerts` : sql`website_alerts`;
  const target = kind === 'saas' ? sql`coalesce(sa.name, ca.name)` : sql`x.domain`;
  const all = rowsOf<DbAlert>(
    await t.db.execute(sql`
      select x.id::text as id, x.at, p.email, p.name as person_name, e.hostname, e.platform_family::text as platform, ${target} as target, x.url,
        x.action::text as action, x.reason::text as reason, x.browser::text as browser, x.person_id::text as person_id
      from ${table} x left join people p on p.id = x.person_id left join endpoints e on e.id = x.endpoint_id
      ${kind === 'saas' ? sql`left join saas_apps sa on sa.id = x.app_id left join custom_apps ca on ca.id = x.app_id` : sql``}
      where x.account_id = ${acme}::uuid and x.at >= ${`${from}T00:00:00Z`}::timestamptz and x.at < ${until}::timestamptz
      order by x.at desc, x.id desc`),
  );
  const ok = (list: string[] | undefined, v: string | null) => !list || (v !== null && list.includes(v));
  return all.filter(
    (r) =>
      ok(f.t, r.action) && ok(f.reason, r.reason) && ok(f.b, r.browser) && ok(f.o, r.platform) && ok(f.u, r.email) && ok(f.a, r.target) &&
      (!people || people.includes((r as unknown as { person_id: string }).person_id)),
  );
}

async function head(email: string, kind: Kind, query: Record<string, string | string[]>) {
  const res = await t.as(email, { method: 'HEAD', url: `/api/${path(kind)}`, query });
  expect(res.statusCode).toBe(200);
  return Number(res.headers['x-size']);
}

async function allRows(email: string, kind: Kind, query: Record<string, string | string[]>) {
  const out: { id: string; time: string; action: string; reason: string; person: { email: string | null } }[] = [];
  for (let page = 1; ; page++) {
    const res = await t.as(email, { method: 'GET', url: `/api/${path(kind)}`, query: { ...query, page: String(page), size: '500' } });
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    out.push(...rows);
    if (rows.length < 500) return out;
  }
}

const q = (r: { s: number; e: number; z: string }, f: Filters = {}): Record<string, string | string[]> => ({
  s: String(r.s),
  e: String(r.e),
  z: r.z,
  ...(f as Record<string, string[]>),
});

describe('lists and counts', () => {
  it('answers the dashboard figures for the same range: totals by action and the phishing reasons', async () => {
    const r = lastDays(7);
    for (const kind of ['saas', 'website'] as const) {
      const stats = await t.as('admin@acme.test', { method: 'GET', url: `/api/${kind === 'saas' ? 'saas-stats-alerts' : 'nonsaas-stats-alerts'}`, query: q(r) as Record<string, string> });
      const figures = stats.json() as { alerts: number; reports: number; blocks: number };
      expect(await head('admin@acme.test', kind, q(r, { t: ['Block'] }))).toBe(figures.blocks);
      expect(await head('admin@acme.test', kind, q(r, { t: ['Alert'] }))).toBe(figures.alerts);
      expect(await head('admin@acme.test', kind, q(r, { t: ['Report'] }))).toBe(figures.reports);
      const counts = await t.as('admin@acme.test', { method: 'GET', url: `/api/${path(kind)}-action-counts`, query: q(r, { t: ['Block'] }) });
      expect(counts.json()).toEqual([
        { type: 'Alert', count: figures.alerts },
        { type: 'Report', count: figures.reports },
        { type: 'Block', count: figures.blocks },
      ]);
    }
    const phishing = (await t.as('admin@acme.test', { method: 'GET', url: '/api/saas-stats-alerts-type', query: q(r) as Record<string, string> })).json();
    // each phishing segment opens the SaaS list with its reason: the list's total is the segment
    const saas = (reason: string) => head('admin@acme.test', 'saas', q(r, { reason: [reason] }));
    expect(await saas('Typo Squatting')).toBe(phishing.typo_count);
    expect(await saas('Session Hijacking')).toBe(phishing.session_hijack_count);
    expect(await saas('App Spoofing')).toBe(phishing.spoof_count);
  });

  it('lists exactly the rows the database holds for several filter sets', async () => {
    const r = lastDays(14);
    const sample = (await expected('saas', r))[0]!;
    const cases: [Kind, Filters][] = [
      ['saas', {}],
      ['saas', { t: ['Block', 'Alert'], reason: ['Typo Squatting', 'App Spoofing'] }],
      ['saas', { o: ['Windows'], b: ['Chrome', 'Edge'] }],
      ['saas', { u: [sample.email!] }],
      ['saas', { a: [sample.target!] }],
      ['website', { reason: ['Blocked Category'] }],
      ['website', { o: ['MacOS'], t: ['Block'] }],
    ];
    for (const [kind, f] of cases) {
      const want = await expected(kind, r, f);
      expect(want.length, JSON.stringify(f)).toBeGreaterThan(0);
      expect(await head('admin@acme.test', kind, q(r, f)), JSON.stringify(f)).toBe(want.length);
      const got = await allRows('admin@acme.test', kind, q(r, f));
      expect(got.map((x) => x.id).sort()).toEqual(want.map((x) => x.id).sort());
    }
  });

  it('a page carries the person, endpoint, app, action and reason of each alert, newest first by default', async () => {
    const r = lastDays(7);
    const want = (await expected('saas', r)).slice(0, 10);
    const res = await t.as('admin@acme.test', { method: 'GET', url: '/api/saas-alerts', query: q(r) as Record<string, string> });
    const got = res.json();
    expect(got).toHaveLength(want.length);
    got.forEach((row: { id: string; time: string; person: { email: string }; endpoint: { hostname: string }; app: { name: string }; action: string; reason: string; browser: string; platform: string }, i: number) => {
      expect(row.id).toBe(want[i]!.id);
      expect(row.time).toBe(new Date(want[i]!.at).toISOString());
      expect(row.person.email).toBe(want[i]!.email);
      expect(row.endpoint.hostname).toBe(want[i]!.hostname);
      expect(row.app.name).toBe(want[i]!.target);
      expect([row.action, row.reason, row.browser, row.platform]).toEqual([want[i]!.action, want[i]!.reason, want[i]!.browser, want[i]!.platform]);
    });
  });

  it('a group admin sees only the alerts of its groups’ people', async () => {
    const r = lastDays(14);
    const members = rowsOf<{ id: string }>(
      await t.db.execute(sql`
        select distinct pg.person_id::text as id from person_groups pg join groups g on g.id = pg.group_id
        where pg.account_id = ${acme}::uuid and g.name in ('Engineering', 'Sales')`),
    ).map((m) => m.id);
    for (const kind of ['saas', 'website'] as const) {
      const want = await expected(kind, r, {}, members);
      const everyone = await expected(kind, r);
      expect(want.length).toBeGreaterThan(0);
      expect(want.length).toBeLessThan(everyone.length);
      expect(await head('groupadmin@acme.test', kind, q(r))).toBe(want.length);
      const got = await allRows('groupadmin@acme.test', kind, q(r));
      expect(got.map((x) => x.id).sort()).toEqual(want.map((x) => x.id).sort());
    }
  });

  it('refuses bad filters with 400 and reasons', async () => {
    const r = lastDays(7);
    for (const bad of [{ t: 'Nope' }, { o: 'Amiga' }, { sb: 'secret' }, { e: String(Date.now() + 10 * DAY) }] as Record<string, string>[]) {
      const res = await t.as('admin@acme.test', { method: 'GET', url: '/api/saas-alerts', query: { ...(q(r) as Record<string, string>), ...bad } });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().issues?.length, JSON.stringify(bad)).toBeGreaterThan(0);
    }
  });
});

// ---------- exports ----------

/** RFC 4180 with the BOM: quoted cells, "" for a quote, CRLF between records. */
function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const records: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\r' && body[i + 1] === '\n') {
      endCell();
      records.push(row);
      row = [];
      i++;
    } else cell += c;
  }
  if (cell || row.length) {
    endCell();
    records.push(row);
  }
  return records;
}

interface CefEvent {
  version: string;
  vendor: string;
  product: string;
  productVersion: string;
  signature: string;
  name: string;
  severity: string;
  ext: Record<string, string>;
}

/**
 * ArcSight CEF read from its rules alone: seven '|'-separated header fields where '\|' and '\\' are
 * literal, then key=value pairs separated by spaces, a value running to the next unescaped ` key=`, with
 * '\=', '\\', '\n' and '\r' unescaped.
 */
function parseCef(line: string): CefEvent {
  const header: string[] = [];
  let i = 0;
  let field = '';
  while (header.length < 7) {
    const c = line[i];
    if (c === undefined) throw new Error(`short CEF header: ${line}`);
    if (c === '\\' && (line[i + 1] === '|' || line[i + 1] === '\\')) {
      field += line[i + 1];
      i += 2;
    } else if (c === '|') {
      header.push(field);
      field = '';
      i++;
    } else {
      field += c;
      i++;
    }
  }
  const rest = line.slice(i);
  const ext: Record<string, string> = {};
  let j = 0;
  while (j < rest.length) {
    const key = /^([A-Za-z0-9_]+)=/.exec(rest.slice(j));
    if (!key) throw new Error(`bad CEF extension at ${j}: ${rest}`);
    j += key[0].length;
    let value = '';
    for (;;) {
      const c = rest[j];
      if (c === undefined) break;
      if (c === '\\') {
        const next = rest[j + 1];
        value += next === 'n' ? '\n' : next === 'r' ? '\r' : next;
        j += 2;
        continue;
      }
      if (c === ' ' && /^ [A-Za-z0-9_]+=/.test(rest.slice(j))) {
        j++;
        break;
      }
      if (c === '=') throw new Error(`unescaped = in a CEF value: ${rest}`);
      value += c;
      j++;
    }
    ext[key[1]!] = value;
  }
  const [version, vendor, product, productVersion, signature, name, severity] = header as [string, string, string, string, string, string, string];
  return { version, vendor, product, productVersion, signature, name, severity, ext };
}

describe('exports', () => {
  const hostile = { id: '00000000-0000-4000-8000-00000000beef', url: '=HYPERLINK("http://x|y")\\path\r\nnext=1' };
  const when = new Date(Date.now() - 20 * DAY);
  const oldRange = () => {
    const s = Date.parse(when.toISOString().slice(0, 10));
    return { s, e: s + DAY - 1, z: 'UTC' };
  };

  beforeAll(async () => {
    // one alert whose URL starts a formula and carries every character CEF escapes, on a day of its own
    const [any] = rowsOf<{ person_id: string; endpoint_id: string; app_id: string }>(
      await t.db.execute(sql`select person_id, endpoint_id, app_id from saas_alerts where account_id = ${acme}::uuid limit 1`),
    );
    await t.db.execute(sql`
      insert into saas_alerts (account_id, id, at, endpoint_id, person_id, app_id, url, browser, action, reason)
      values (${acme}::uuid, ${hostile.id}::uuid, ${when.toISOString()}::timestamptz, ${any!.endpoint_id}::uuid, ${any!.person_id}::uuid, ${any!.app_id}::uuid,
        ${hostile.url}, 'Chrome', 'Block', 'Typo Squatting')`);
  });

  it('the CSV holds exactly the filtered rows, in order, with formulas neutralised', async () => {
    const r = lastDays(14);
    const exports: [Kind, Filters, string][] = [['saas', { t: ['Block'] }, 'AlertSaasApps.csv'], ['website', { reason: ['Blocked Category', 'Typo Squatting'] }, 'AlertWebsite.csv']];
    for (const [kind, f, file] of exports) {
      const res = await t.as('groupadmin@acme.test', { method: 'GET', url: `/api/${path(kind)}`, query: { ...q(r, f), format: 'csv' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toContain(`filename="${file}"`);
      const [header, ...records] = parseCsv(res.body);
      expect(header![0]).toBe('Time');
      const want = await allRows('groupadmin@acme.test', kind, q(r, f));
      expect(records).toHaveLength(want.length);
      records.forEach((rec, i) => {
        expect(rec[0]).toBe(want[i]!.time);
        expect(rec[2]).toBe(want[i]!.person.email ?? '');
        expect(rec[7]).toBe(want[i]!.action);
        expect(rec[8]).toBe(want[i]!.reason);
      });
    }
    const res = await t.as('admin@acme.test', { method: 'GET', url: '/api/saas-alerts', query: { ...q(oldRange(), { reason: ['Typo Squatting'] }), format: 'csv', q: 'HYPERLINK' } });
    const [, only] = parseCsv(res.body);
    expect(only![5]).toBe(`'${hostile.url}`);
  });

  it('the CEF file holds one event per filtered row, every field equal to the row', async () => {
    const r = lastDays(14);
    const f: Filters = { o: ['Windows', 'MacOS'] };
    const res = await t.as('admin@acme.test', { method: 'GET', url: '/api/saas-alerts-cef', query: q(r, f) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="AlertSaasApps.cef"');
    const lines = res.body.split('\n').filter(Boolean);
    const want = await expected('saas', r, f);
    expect(lines).toHaveLength(want.length);
    lines.forEach((line, i) => {
      const ev = parseCef(line);
      const w = want[i]!;
      expect([ev.version, ev.vendor, ev.product]).toEqual(['CEF:0', 'Palisade', 'Palisade Console']);
      expect(ev.signature).toBe(`saas-alert:${w.reason}`);
      expect(ev.name).toBe(`SaaS app alert: ${w.reason} (${w.action})`);
      expect(ev.severity).toBe({ Block: '7', Alert: '5', Report: '3' }[w.action]);
      expect(ev.ext).toEqual({
        rt: String(new Date(w.at).getTime()),
        externalId: w.id,
        cat: 'SaaS Apps Alerts',
        act: w.action,
        ...(w.email ? { suser: w.email } : {}),
        suid: (w as unknown as { person_id: string }).person_id,
        ...(w.hostname ? { shost: w.hostname } : {}),
        ...(w.url ? { request: w.url, dhost: new URL(w.url).hostname } : {}),
        requestClientApplication: w.browser,
        cs1Label: 'Reason',
        cs1: w.reason,
        cs2Label: 'App',
        cs2: w.target,
        cs3Label: 'Category',
        ...(ev.ext.cs3 !== undefined ? { cs3: ev.ext.cs3 } : {}),
        cs4Label: 'Platform',
        ...(w.platform ? { cs4: w.platform } : {}),
        cs5Label: 'User Name',
        ...(w.person_name ? { cs5: w.person_name } : {}),
      });
    });
    const website = await t.as('admin@acme.test', { method: 'GET', url: '/api/nonsaas-alerts-cef', query: q(r) });
    expect(website.headers['content-disposition']).toContain('filename="AlertWebsite.cef"');
    expect(website.body.split('\n').filter(Boolean)).toHaveLength((await expected('website', r)).length);
  });

  it('escapes pipes, backslashes, equals signs and line breaks so the parser gets the URL back whole', async () => {
    const res = await t.as('admin@acme.test', { method: 'GET', url: '/api/saas-alerts-cef', query: { ...q(oldRange()), q: 'HYPERLINK' } });
    const lines = res.body.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    const ev = parseCef(lines[0]!);
    expect(ev.ext.request).toBe(hostile.url);
    expect(ev.ext.externalId).toBe(hostile.id);
  });
});

describe('POST /global-safe-applications', () => {
  it('marks a look-alike host safe once, audited, and moves the policy version on', async () => {
    const version = async () =>
      Number(rowsOf<{ v: number }>(await t.db.execute(sql`select coalesce(max(version), 0) as v from policy_versions where account_id = ${acme}::uuid`))[0]!.v);
    const before = await version();
    const res = await t.as('admin@acme.test', { method: 'POST', url: '/api/global-safe-applications', payload: { url: 'https://www.Micros0ft-login.example/verify?x=1' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ domain: 'micros0ft-login.example', created: true });
    const again = await t.as('admin@acme.test', { method: 'POST', url: '/api/global-safe-applications', payload: { url: 'micros0ft-login.example' } });
    expect(again.json()).toEqual({ domain: 'micros0ft-login.example', created: false });
    const stored = rowsOf<{ domain: string }>(await t.db.execute(sql`select domain from global_safe_applications where account_id = ${acme}::uuid`));
    expect(stored.map((s) => s.domain)).toEqual(['micros0ft-login.example']);
    const audits = rowsOf<{ target: string }>(
      await t.db.execute(sql`select target from audit_log where account_id = ${acme}::uuid and action = 'alerts.safe-application.add'`),
    );
    expect(audits).toHaveLength(2);
    expect(await version()).toBe(before + 1);
    // the agents' policy document carries the host, and a simulated agent stops flagging it
    const doc = await policyDocumentOf(t.db, acme, new Date());
    expect(doc.safe_domains).toEqual(['micros0ft-login.example']);
    const agent = new AgentPolicy(doc);
    expect(agent.flagsLookalike('www.micros0ft-login.example')).toBe(false);
    expect(agent.flagsLookalike('githib.com')).toBe(true);
  });

  it('the auditor may read the lists but not mark anything safe; a bad URL is a 400', async () => {
    expect(await head('auditor@acme.test', 'saas', q(lastDays(7)))).toBeGreaterThan(0);
    const denied = await t.as('auditor@acme.test', { method: 'POST', url: '/api/global-safe-applications', payload: { url: 'typo.example' } });
    expect(denied.statusCode).toBe(403);
    const bad = await t.as('admin@acme.test', { method: 'POST', url: '/api/global-safe-applications', payload: { url: 'not a url' } });
    expect(bad.statusCode).toBe(400);
    const stored = rowsOf<{ domain: string }>(await t.db.execute(sql`select domain from global_safe_applications where domain = 'typo.example'`));
    expect(stored).toHaveLength(0);
  });
});

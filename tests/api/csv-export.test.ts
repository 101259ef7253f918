// Issue 15 finding 4: a hostile app, person or website name reaches every CSV export quoted and
// neutralised (OWASP ASVS 5.0 §1.2.10), behind a UTF-8 BOM, and reads back as the same values.
// The names go in through the real API: a custom app by admin@acme.test, a person and their usage
// by an enrolled agent.
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { neutraliseFormulas } from '../../src/lib/csv';
import { createAgentTestApp, enrol, sendTelemetry, type AgentTestApp } from './agent-fixtures';

const APP = 'x;=1+1';
const PERSON = '=HYPERLINK("http://evil.example","a,@SUM(1)")';
const EMAIL = 'hostile.person@acme.test';
const SITE = 'csv-injection.example';
const DAY = 86_400_000;

let t: AgentTestApp;
let range: string;

beforeAll(async () => {
  t = await createAgentTestApp();
  const now = Date.now();
  range = new URLSearchParams({ s: String(now - 6 * DAY), e: String(now), z: 'UTC' }).toString();
  const added = await t.as('admin@acme.test', {
    method: 'POST', url: '/api/cust-saas', payload: { name: APP, url: 'https://calc.injection.example', category: 'Productivity' },
  });
  expect(added.statusCode, added.body).toBe(200);
  const device = await enrol(t, { owner_email: EMAIL, owner_name: PERSON });
  const at = new Date(now - 60_000).toISOString();
  const sent = await sendTelemetry(t, device, [
    { id: randomUUID(), at, kind: 'usage', app: APP, browser: 'Chrome', duration_s: 600, weighted_duration_s: 300 },
    { id: randomUUID(), at, kind: 'usage', domain: SITE, browser: 'Chrome', duration_s: 60, weighted_duration_s: 30 },
  ]);
  expect(sent.statusCode, sent.body).toBe(200);
});
afterAll(() => t?.close());

async function exportCsv(url: string) {
  const res = await t.as('admin@acme.test', { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const records = parse(res.rawPayload, { bom: true }) as string[][];
  return { raw: res.body, header: records[0], rows: records.slice(1), disposition: String(res.headers['content-disposition']) };
}

async function json<T>(url: string): Promise<T> {
  const res = await t.as('admin@acme.test', { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

describe('CSV exports of hostile names', () => {
  it('GET /api/saas-inv?format=csv quotes and neutralises the app name, and reads back as the list', async () => {
    const csv = await exportCsv(`/api/saas-inv?${range}&format=csv`);
    expect(csv.disposition).toContain('filename="SaaS Apps.csv"');
    expect(csv.raw).toContain(`\r\n"x;'=1+1",`);
    const [listed] = (await json<Record<string, unknown>[]>(`/api/saas-inv?${range}&q=${encodeURIComponent(APP)}`)).filter((r) => r.name === APP);
    const row = csv.rows.find((r) => r[0] === "x;'=1+1")!;
    const at = (column: string) => row[csv.header.indexOf(column)];
    expect(at('Name')).toBe(neutraliseFormulas(APP));
    expect(Number(at('Weighted Duration (s)'))).toBe(listed.weighted_duration);
    expect(Number(at('Users'))).toBe(listed.users);
    expect(at('Last Seen')).toBe(listed.last_seen);
    expect(csv.rows.length).toBe((await json<unknown[]>(`/api/saas-inv?${range}&size=500`)).length);
  });

  it('GET /api/saas-inv/:name/users?format=csv quotes and neutralises the person’s name', async () => {
    const csv = await exportCsv(`/api/saas-inv/${encodeURIComponent(APP)}/users?${range}&format=csv`);
    expect(csv.disposition).toContain('SaaS App Users.csv');
    expect(csv.raw).toContain(`"'=HYPERLINK(""http://evil.example"",""a,'@SUM(1)"")","${EMAIL}",300,600,`);
    expect(csv.rows).toHaveLength(1);
    expect(csv.rows[0].slice(0, 4)).toEqual([neutraliseFormulas(PERSON), EMAIL, '300', '600']);
  });

  it('GET /api/nonsaas-inv?format=csv quotes every text cell of the website list', async () => {
    const csv = await exportCsv(`/api/nonsaas-inv?${range}&format=csv`);
    expect(csv.disposition).toContain('Inventory Website.csv');
    expect(csv.raw).toMatch(new RegExp(`\\r\\n"${SITE.replace(/\./g, '\\.')}",`));
    expect(csv.rows.some((r) => r.includes(SITE))).toBe(true);
  });
});

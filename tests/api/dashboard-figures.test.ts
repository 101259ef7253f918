// Every Dashboard call (spec part 2 §7) against figures computed independently from the seeded rows
// (tests/api/dashboard-model.ts): one-day, 7-day and 30-day ranges, in UTC and in zones either side of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coveredDates, figures, loadModel, STAT_PATHS, type Model } from './dashboard-model';
import { createTestApp, type TestApp } from './helpers';

const DAY = 86_400_000;
let t: TestApp;
let acme: Model;

beforeAll(async () => {
  t = await createTestApp();
  acme = await loadModel(t.db, t.accounts['Acme Corp'].id);
}, 180_000);
afterAll(() => t?.close());

/** A range as the browser builds it: the local start of the first day to now, in zone z. */
function range(days: number, z: string) {
  const e = Date.now();
  const local = new Date(e).toLocaleDateString('sv-SE', { timeZone: z });
  // the local midnight of the first day, found from the UTC midnight of that date and the zone's offset at it
  const utcMidnight = Date.parse(`${local}T00:00:00Z`) - (days - 1) * DAY;
  const offset = Date.parse(new Date(utcMidnight).toLocaleString('sv-SE', { timeZone: z }).replace(' ', 'T') + 'Z') - utcMidnight;
  return { s: utcMidnight - offset, e, z };
}

const CASES = [
  { name: '1D in UTC', days: 1, z: 'UTC' },
  { name: '7D in Asia/Tokyo', days: 7, z: 'Asia/Tokyo' },
  { name: '30D in America/Los_Angeles', days: 30, z: 'America/Los_Angeles' },
];

describe.each(CASES)('$name', ({ days, z }) => {
  it('every stat call answers what the seeded rows give', async () => {
    const q = range(days, z);
    const dates = coveredDates(q.s, q.e, z);
    expect(dates).toHaveLength(days);
    const expected = figures(acme, dates);
    for (const path of STAT_PATHS) {
      const res = await t.as('admin@acme.test', { method: 'GET', url: `/api/${path}`, query: { s: String(q.s), e: String(q.e), z } });
      expect(res.statusCode, path).toBe(200);
      expect(res.json(), path).toEqual(expected[path]);
    }
  });

  it('the people and alert counts answer what the seeded rows give', async () => {
    const q = range(days, z);
    const expected = figures(acme, coveredDates(q.s, q.e, z)).counts;
    const head = async (path: string, extra: Record<string, string> = {}) => {
      const res = await t.as('admin@acme.test', { method: 'HEAD', url: `/api/${path}`, query: { s: String(q.s), e: String(q.e), z, ...extra } });
      expect(res.statusCode, path).toBe(200);
      return Number(res.headers['x-size']);
    };
    expect(await head('session-stats-saas-users', { tag: 'Unsanctioned' })).toBe(expected.unsanctionedUsers);
    expect(await head('session-stats-saas-users', { genai: 'true' })).toBe(expected.genAiUsers);
    expect(await head('session-stats-nonsaas-users')).toBe(expected.websiteUsers);
    expect(await head('saas-alerts', { t: 'Block' })).toBe(expected.saasBlocks);
    expect(await head('saas-alerts', { t: 'Block', reason: 'Typo Squatting' })).toBe(expected.saasPhishingBlocks);
    expect(await head('nonsaas-alerts')).toBe(expected.webAlerts);
  });
});

describe('people lists', () => {
  it('GET /session-stats-saas-users pages the people of HEAD, busiest first', async () => {
    const q = range(30, 'UTC');
    const query = { s: String(q.s), e: String(q.e), z: 'UTC', genai: 'true' };
    const total = Number((await t.as('admin@acme.test', { method: 'HEAD', url: '/api/session-stats-saas-users', query })).headers['x-size']);
    const seen: string[] = [];
    let previous = Infinity;
    for (let page = 1; seen.length < total; page++) {
      const rows = (await t.as('admin@acme.test', { method: 'GET', url: '/api/session-stats-saas-users', query: { ...query, page: String(page) } })).json();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.weighted_duration).toBeLessThanOrEqual(previous);
        previous = row.weighted_duration;
        for (const app of row.apps) expect([...acme.apps.values()].find((a) => a.name === app)?.genAi).toBe(true);
        seen.push(row.id);
      }
    }
    expect(new Set(seen).size).toBe(total);
  });
});

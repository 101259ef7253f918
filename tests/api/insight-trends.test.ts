// Issue 28 item 3: the Security Insights trends are the cards' own figures over the range and over the
// same number of days just before it, and say 'no history' when the stored data does not reach back.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const startOfUtcDay = (ms: number) => Math.floor(ms / DAY) * DAY;
const get = async (email: string, path: string, query: Record<string, string>) => {
  const res = await t.as(email, { method: 'GET', url: `/api/${path}`, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/insight-trends', () => {
  it("compares each figure with the same figure over the days just before, as the cards' own calls compute them", async () => {
    const now = Date.now();
    const days = 4;
    const current = { s: String(startOfUtcDay(now) - (days - 1) * DAY), e: String(now), z: 'UTC' };
    const before = { s: String(Number(current.s) - days * DAY), e: String(Number(current.s) - 1), z: 'UTC' };
    for (const email of ['admin@acme.test', 'admin@globex.test']) {
      const trends: { key: string; current: number; previous: number | null }[] = await get(email, 'insight-trends', current);
      const byKey = new Map(trends.map((x) => [x.key, x]));
      const genNow = await get(email, 'genai-saas-stats', current);
      const genThen = await get(email, 'genai-saas-stats', before);
      expect(byKey.get('usersWithGenAi'), email).toEqual({ key: 'usersWithGenAi', current: genNow.user_count, previous: genThen.user_count });
      expect(byKey.get('unsanctionedGenAiApps')).toEqual({ key: 'unsanctionedGenAiApps', current: genNow.unsanctioned_count, previous: genThen.unsanctioned_count });
      const accessNow = await get(email, 'saas-stats-access-type', current);
      const accessThen = await get(email, 'saas-stats-access-type', before);
      const unsanctioned = (c: { label: string[]; y: number[] }) => c.y[c.label.indexOf('Unsanctioned')] ?? 0;
      expect(byKey.get('unsanctionedSaasApps')).toEqual({ key: 'unsanctionedSaasApps', current: unsanctioned(accessNow), previous: unsanctioned(accessThen) });
      // the sensitive-data figures exist only for a company with Data Loss Prevention
      const account = Object.values(t.accounts).find((a) => a.id === t.members[email].accountId)!;
      expect(byKey.has('usersWithSensitiveData')).toBe(account.enableDlp);
    }
  });

  it('has no earlier figure when the stored activity does not reach back to the start of the earlier span', async () => {
    const acme = t.accounts['Acme Corp'];
    const result = (await t.db.execute(sql`select min(day)::text as day from activity_daily where account_id = ${acme.id}`)) as unknown as { rows: { day: string }[] };
    const [first] = result.rows;
    const span = Math.ceil((Date.now() - Date.parse(`${first.day}T00:00:00Z`)) / DAY) + 1;
    const query = { s: String(startOfUtcDay(Date.now()) - (span - 1) * DAY), e: String(Date.now()), z: 'UTC' };
    const trends: { previous: number | null }[] = await get('admin@acme.test', 'insight-trends', query);
    expect(trends.length).toBeGreaterThan(0);
    for (const x of trends) expect(x.previous).toBeNull();
  });
});

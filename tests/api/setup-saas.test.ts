// Recommended configuration reads (spec part 2 §7 "Setup"), checked against the rows the test stores.
import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RISKY_WEBSITE_CATEGORIES } from '../../src/api/contract/setup';
import { accountAppSettings, blockedCategories, saasApps, websiteCategories } from '../../server/db/schema/catalog';
import { appUsageDaily } from '../../server/db/schema/rollups';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
// Real time (a token older than the seeded members is refused); the usage days count back from it.
const NOW = new Date();
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString().slice(0, 10);
const apps: Record<string, string> = {};

// Names no catalog seed uses, so the test owns these rows whatever the demo data holds.
const FIXTURE = [
  { name: 'Zz Setup Mail', categories: ['Email', 'Communication'] },
  { name: 'Zz Setup Drive', categories: ['File Sharing', 'Storage'] },
  { name: 'Zz Setup Chatbot', categories: ['Gen AI'] },
  { name: 'Zz Setup Notes', categories: ['Note Taking'] },
  { name: 'Zz Setup Unused', categories: ['Email'] },
];

async function use(accountId: string, app: string, day: string, people: number, weighted: number) {
  for (let i = 0; i < people; i++) {
    await t.db.insert(appUsageDaily).values({ accountId, day, appId: apps[app], personId: randomUUID(), endpointId: randomUUID(), browser: 'Chrome', sessions: 1, durationS: weighted, weightedDurationS: weighted });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  for (const f of FIXTURE) {
    const [row] = await t.db.insert(saasApps).values(f).returning({ id: saasApps.id });
    apps[f.name] = row.id;
  }
  const globex = t.accounts['Globex'].id;
  await use(globex, 'Zz Setup Mail', daysAgo(1), 3, 1000);
  await use(globex, 'Zz Setup Drive', daysAgo(2), 2, 600);
  await use(globex, 'Zz Setup Chatbot', daysAgo(51), 1, 300);
  await use(globex, 'Zz Setup Notes', daysAgo(3), 1, 100);
  // Older than the 90-day window: not counted.
  await use(globex, 'Zz Setup Unused', daysAgo(143), 5, 9000);
  // Another company's usage never shows in Globex's lists.
  await use(t.accounts['Acme Corp'].id, 'Zz Setup Unused', daysAgo(1), 4, 5000);
  await t.db.insert(accountAppSettings).values({ accountId: globex, appId: apps['Zz Setup Drive'], accessType: 'Unsanctioned', unsanctionedAction: 'Block Alert' });
  await t.db.insert(websiteCategories).values([...RISKY_WEBSITE_CATEGORIES, 'News', 'Weather'].map((name) => ({ name }))).onConflictDoNothing();
  await t.db.insert(blockedCategories).values([{ accountId: globex, category: 'Gambling' }, { accountId: t.accounts['Acme Corp'].id, category: 'News' }]).onConflictDoNothing();
});
afterAll(() => t?.close());

const fixtureRows = <R extends { name: string }>(rows: R[]) => rows.filter((r) => r.name.startsWith('Zz Setup'));

describe('GET /api/account-setup-saas-apps', () => {
  it('lists the apps the company used in 90 days, most used first, with the recommendation and its choice', async () => {
    const res = await t.as('admin@globex.test', { method: 'GET', url: '/api/account-setup-saas-apps?size=500' });
    expect(res.statusCode).toBe(200);
    expect(fixtureRows(res.json())).toEqual([
      { id: apps['Zz Setup Mail'], name: 'Zz Setup Mail', categories: ['Email', 'Communication'], recommendation: 'Sanctioned', access_type: 'Unclassified', action_type: null, users: 3, weighted_duration: 3000 },
      { id: apps['Zz Setup Drive'], name: 'Zz Setup Drive', categories: ['File Sharing', 'Storage'], recommendation: 'Unsanctioned', access_type: 'Unsanctioned', action_type: 'Block Alert', users: 2, weighted_duration: 1200 },
      { id: apps['Zz Setup Chatbot'], name: 'Zz Setup Chatbot', categories: ['Gen AI'], recommendation: 'Unsanctioned', access_type: 'Unclassified', action_type: null, users: 1, weighted_duration: 300 },
      { id: apps['Zz Setup Notes'], name: 'Zz Setup Notes', categories: ['Note Taking'], recommendation: 'Sanctioned', access_type: 'Unclassified', action_type: null, users: 1, weighted_duration: 100 },
    ]);
  });

  it('filters by recommendation and category, pages, and counts with HEAD', async () => {
    const unsanctioned = await t.as('admin@globex.test', { method: 'GET', url: '/api/account-setup-saas-apps?recommendation=Unsanctioned&size=500' });
    expect(fixtureRows(unsanctioned.json()).map((r) => r.name)).toEqual(['Zz Setup Drive', 'Zz Setup Chatbot']);
    const email = await t.as('admin@globex.test', { method: 'GET', url: '/api/account-setup-saas-apps?category=Email&size=500' });
    expect(fixtureRows(email.json()).map((r) => r.name)).toEqual(['Zz Setup Mail']);
    const head = await t.as('admin@globex.test', { method: 'HEAD', url: '/api/account-setup-saas-apps?recommendation=Sanctioned' });
    const all = await t.as('admin@globex.test', { method: 'GET', url: '/api/account-setup-saas-apps?recommendation=Sanctioned&size=500' });
    expect(Number(head.headers['x-size'])).toBe(all.json().length);
    const page2 = await t.as('admin@globex.test', { method: 'GET', url: '/api/account-setup-saas-apps?size=1&page=2' });
    expect(page2.json()).toHaveLength(1);
    const firstTwo = await t.as('admin@globex.test', { method: 'GET', url: '/api/account-setup-saas-apps?size=2' });
    expect(page2.json()[0].id).toBe(firstTwo.json()[1].id);
  });

  it('shows another company only its own usage', async () => {
    const acme = await t.as('admin@acme.test', { method: 'GET', url: '/api/account-setup-saas-apps?size=500' });
    const names = fixtureRows(acme.json()).map((r) => r.name);
    expect(names).toEqual(['Zz Setup Unused']);
    expect(fixtureRows<{ name: string; users: number }>(acme.json())[0].users).toBe(4);
  });

  it('answers 400 to a bad filter and 403 outside the Settings roles', async () => {
    expect((await t.as('admin@globex.test', { method: 'GET', url: '/api/account-setup-saas-apps?recommendation=Maybe' })).statusCode).toBe(400);
    expect((await t.as('auditor@acme.test', { method: 'GET', url: '/api/account-setup-saas-apps' })).statusCode).toBe(403);
    expect((await t.as('groupadmin@acme.test', { method: 'GET', url: '/api/account-setup-blocked-saas-categories' })).statusCode).toBe(403);
  });
});

describe('GET /api/account-setup-saas-apps-categories', () => {
  it('counts the apps in use per category, as the usage rows say', async () => {
    const res = await t.as('admin@globex.test', { method: 'GET', url: '/api/account-setup-saas-apps-categories' });
    expect(res.statusCode).toBe(200);
    const since = daysAgo(90);
    const used = await t.db
      .selectDistinct({ id: appUsageDaily.appId })
      .from(appUsageDaily)
      .where(and(eq(appUsageDaily.accountId, t.accounts['Globex'].id), gte(appUsageDaily.day, since)));
    const apps = used.length ? await t.db.select().from(saasApps).where(inArray(saasApps.id, used.map((u) => u.id))) : [];
    const expected: Record<string, number> = {};
    for (const app of apps) for (const c of app.categories) expected[c] = (expected[c] ?? 0) + 1;
    const byName = Object.fromEntries(res.json().map((c: { name: string; app_count: number }) => [c.name, c.app_count]));
    expect(byName).toEqual(expected);
    expect(byName['Note Taking']).toBeGreaterThanOrEqual(1);
  });
});

describe('GET /api/account-setup-blocked-saas-categories', () => {
  it('lists the website categories with the recommendation and what this company blocks', async () => {
    const res = await t.as('admin@globex.test', { method: 'GET', url: '/api/account-setup-blocked-saas-categories' });
    expect(res.statusCode).toBe(200);
    const rows: { name: string; recommended: boolean; blocked: boolean }[] = res.json();
    const stored = await t.db.select().from(websiteCategories);
    expect(rows.map((r) => r.name).sort()).toEqual(stored.map((c) => c.name).sort());
    const blocked = (await t.db.select().from(blockedCategories).where(eq(blockedCategories.accountId, t.accounts['Globex'].id))).map((b) => b.category);
    expect(rows.filter((r) => r.blocked).map((r) => r.name).sort()).toEqual(blocked.sort());
    expect(rows.find((r) => r.name === 'News')).toMatchObject({ recommended: false, blocked: false });
    expect(rows.find((r) => r.name === 'Phishing')).toMatchObject({ recommended: true });
    // recommended ones come first
    const firstPlain = rows.findIndex((r) => !r.recommended);
    expect(rows.slice(firstPlain).some((r) => r.recommended)).toBe(false);
    const acmeBlocked = await t.db.select().from(blockedCategories).where(and(eq(blockedCategories.accountId, t.accounts['Acme Corp'].id), inArray(blockedCategories.category, ['News'])));
    expect(acmeBlocked).toHaveLength(1);
  });
});

// Issue 24 "Beyond the peers": one change applied by an operator to a selection of managed companies. The
// preview reads what each company has and whom the change reaches and writes nothing; the run changes
// exactly the selected companies (their account_app_settings row, their policy version or their flag),
// writes each company's own audit row, and records the selection and the per-company result.
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionPreview, ActionRun, RunSummary } from '../../src/api/contract/provider-actions';
import type { AdminEvent } from '../../src/api/contract/provider';
import {
  accountAppSettings,
  accounts,
  auditLog,
  people,
  policyVersions,
  providerActionResults,
  providerActionRuns,
  saasApps,
  usageSessions,
} from '../../server/db/schema/index';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
const OPS = 'ops@palisade.test';
let acme: string, globex: string, initech: string;
/** a catalog app Acme's people used in the last 30 days */
let app: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  acme = t.accounts['Acme Corp'].id;
  globex = t.accounts['Globex'].id;
  initech = t.accounts['Initech'].id;
  const since = new Date(Date.now() - 30 * 86_400_000);
  const [used] = await t.db
    .select({ id: saasApps.id, name: saasApps.name, n: count() })
    .from(usageSessions)
    .innerJoin(saasApps, eq(saasApps.id, usageSessions.appId))
    .where(
      and(
        eq(usageSessions.accountId, acme),
        gte(usageSessions.at, since),
        // not unsanctioned through a category in either company, so blocking it is a change
        sql`not exists (select 1 from unsanctioned_categories u where u.account_id in (${acme}, ${globex}) and u.category = any(${saasApps.categories}))`,
      ),
    )
    .groupBy(saasApps.id, saasApps.name)
    .orderBy(desc(count()))
    .limit(1);
  app = { id: used.id, name: used.name };
  // start from no explicit setting of that app anywhere, so the run's change is known
  await t.db.delete(accountAppSettings).where(eq(accountAppSettings.appId, app.id));
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, email = OPS) => t.as(email, { method: 'POST', url, payload: payload as object });
const blockBody = (ids: string[]) => ({ action: 'app-access', company_ids: ids, app: app.name, access: 'Unsanctioned', action_type: 'Block' });

async function settingOf(accountId: string) {
  const [row] = await t.db
    .select()
    .from(accountAppSettings)
    .where(and(eq(accountAppSettings.accountId, accountId), eq(accountAppSettings.appId, app.id)));
  return row ?? null;
}
async function versionOf(accountId: string): Promise<number> {
  const [row] = await t.db.select().from(policyVersions).where(eq(policyVersions.accountId, accountId));
  return row?.version ?? 0;
}
async function tally(table: typeof auditLog | typeof providerActionRuns | typeof accountAppSettings | typeof policyVersions): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(table);
  return Number(row.n);
}
async function usage(accountId: string) {
  const since = new Date(Date.now() - 30 * 86_400_000);
  const [row] = await t.db
    .select({ people: sql<number>`count(distinct ${usageSessions.personId})::int`, endpoints: sql<number>`count(distinct ${usageSessions.endpointId})::int` })
    .from(usageSessions)
    .where(and(eq(usageSessions.accountId, accountId), eq(usageSessions.appId, app.id), gte(usageSessions.at, since)));
  return { people: Number(row.people), endpoints: Number(row.endpoints) };
}

describe('who may act', () => {
  it('refuses customer roles on every provider action call', async () => {
    for (const email of ['admin@acme.test', 'groupadmin@acme.test', 'auditor@acme.test', 'admin@globex.test']) {
      expect((await post('/api/provider/actions/preview', blockBody([acme]), email)).statusCode).toBe(403);
      expect((await post('/api/provider/actions', blockBody([acme]), email)).statusCode).toBe(403);
      expect((await t.as(email, { method: 'GET', url: '/api/provider/actions' })).statusCode).toBe(403);
    }
    expect(await settingOf(acme)).toBeNull();
  });

  it('answers 400 with the reasons for bad bodies and 404 for a company the operator does not manage, writing nothing', async () => {
    const audits = await tally(auditLog);
    const bad: [unknown, string][] = [
      [{ ...blockBody([]) }, 'company_ids'],
      [{ ...blockBody([acme, acme]) }, 'company_ids'],
      [{ ...blockBody([acme]), action_type: undefined }, 'action_type'],
      [{ ...blockBody([acme]), access: 'Sanctioned' }, 'action_type'],
      [{ ...blockBody([acme]), app: 'No Such App 123' }, 'app'],
      [{ action: 'feature-flag', company_ids: [acme], flag: 'enable_everything', value: true }, 'flag'],
      [{ action: 'reboot', company_ids: [acme] }, 'action'],
    ];
    for (const [body, path] of bad) {
      for (const url of ['/api/provider/actions/preview', '/api/provider/actions']) {
        const res = await post(url, body);
        expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
        expect(JSON.stringify(res.json().issues)).toContain(path);
      }
    }
    // the provider's own company is not one the provider admin manages
    const palisade = t.accounts['Palisade'].id;
    expect((await post('/api/provider/actions', blockBody([acme, palisade]))).statusCode).toBe(404);
    expect(await tally(auditLog)).toBe(audits);
    expect(await tally(providerActionRuns)).toBe(0);
    expect(await settingOf(acme)).toBeNull();
  });
});

describe('blocking an app in two of three companies', () => {
  let preview: ActionPreview;
  let run: ActionRun;

  it('previews per company from → to and the people and endpoints that used the app, writing nothing', async () => {
    const before = { audits: await tally(auditLog), settings: await tally(accountAppSettings), versions: await tally(policyVersions), runs: await tally(providerActionRuns) };
    const versions = { acme: await versionOf(acme), globex: await versionOf(globex) };
    const res = await post('/api/provider/actions/preview', blockBody([acme, globex]));
    expect(res.statusCode).toBe(200);
    preview = res.json();
    expect(preview.companies.map((c) => c.name)).toEqual(['Acme Corp', 'Globex']);
    const acmeRow = preview.companies[0];
    expect(acmeRow).toMatchObject({ id: acme, to: 'Unsanctioned (Block)', change: true, ...(await usage(acme)) });
    expect(acmeRow.people).toBeGreaterThan(0);
    expect(acmeRow.from).not.toBe('Unsanctioned (Block)');
    expect(preview.companies[1]).toMatchObject({ id: globex, ...(await usage(globex)) });
    expect(preview.changing + preview.unchanged).toBe(2);
    expect({ audits: await tally(auditLog), settings: await tally(accountAppSettings), versions: await tally(policyVersions), runs: await tally(providerActionRuns) }).toEqual(before);
    expect({ acme: await versionOf(acme), globex: await versionOf(globex) }).toEqual(versions);
  });

  it('applies to exactly the selected companies, one audit row in each, and records the run', async () => {
    const versions = { acme: await versionOf(acme), globex: await versionOf(globex), initech: await versionOf(initech) };
    const res = await post('/api/provider/actions', blockBody([acme, globex]));
    expect(res.statusCode).toBe(201);
    run = res.json();
    expect(run.results.map((r) => [r.company_name, r.status])).toEqual([
      ['Acme Corp', 'applied'],
      ['Globex', preview.companies[1].change ? 'applied' : 'unchanged'],
    ]);
    expect(run).toMatchObject({ email: OPS, action: 'app-access', companies: 2, failed: 0 });

    for (const id of [acme, globex]) {
      expect(await settingOf(id)).toMatchObject({ accessType: 'Unsanctioned', unsanctionedAction: 'Block' });
    }
    expect(await versionOf(acme)).toBe(versions.acme + 1);
    if (preview.companies[1].change) expect(await versionOf(globex)).toBe(versions.globex + 1);
    expect(await settingOf(initech)).toBeNull();
    expect(await versionOf(initech)).toBe(versions.initech);

    const [stored] = await t.db.select().from(providerActionRuns).where(eq(providerActionRuns.id, run.id));
    expect(stored).toMatchObject({ email: OPS, action: 'app-access', accountId: t.accounts['Palisade'].id });
    expect(stored.params).toMatchObject({ company_ids: [acme, globex], app: app.name, access: 'Unsanctioned', action_type: 'Block' });
    const results = await t.db.select().from(providerActionResults).where(eq(providerActionResults.runId, run.id));
    expect(results.map((r) => r.accountId).sort()).toEqual([acme, globex].sort());

    const companyAudits = await t.db.select().from(auditLog).where(sql`${auditLog.details}->>'provider_action_run' = ${run.id}`);
    const applied = run.results.filter((r) => r.status === 'applied').map((r) => r.company_id);
    expect(companyAudits.filter((a) => a.action === 'saas.app.classify').map((a) => a.accountId).sort()).toEqual(applied.sort());
    expect(companyAudits.every((a) => a.email === OPS)).toBe(true);
  });

  it("shows the change in the company's admin action log, and the run in the runs list and its detail", async () => {
    const events: AdminEvent[] = (await t.as(OPS, { method: 'GET', url: `/api/provider/companies/${acme}/admin-events` })).json();
    expect(events[0]).toMatchObject({ action: 'saas.app.classify', target: app.name, email: OPS });
    const runs: RunSummary[] = (await t.as(OPS, { method: 'GET', url: '/api/provider/actions' })).json();
    expect(runs[0]).toMatchObject({ id: run.id, applied: run.applied, unchanged: run.unchanged });
    const head = await t.as(OPS, { method: 'HEAD', url: '/api/provider/actions' });
    expect(head.headers['x-size']).toBe(String(await tally(providerActionRuns)));
    const detail: ActionRun = (await t.as(OPS, { method: 'GET', url: `/api/provider/actions/${run.id}` })).json();
    expect(detail).toEqual(run);
    expect((await t.as(OPS, { method: 'GET', url: '/api/provider/actions/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });

  it('finds nothing to change the second time: every company unchanged, no version bumped, no company audit row', async () => {
    const versions = { acme: await versionOf(acme), globex: await versionOf(globex) };
    const preview2: ActionPreview = (await post('/api/provider/actions/preview', blockBody([acme, globex]))).json();
    expect(preview2).toMatchObject({ changing: 0, unchanged: 2 });
    expect(preview2.companies.map((c) => c.from)).toEqual(['Unsanctioned (Block)', 'Unsanctioned (Block)']);
    const again: ActionRun = (await post('/api/provider/actions', blockBody([acme, globex]))).json();
    expect(again.results.map((r) => r.status)).toEqual(['unchanged', 'unchanged']);
    expect({ acme: await versionOf(acme), globex: await versionOf(globex) }).toEqual(versions);
    const [n] = await t.db.select({ n: count() }).from(auditLog).where(and(sql`${auditLog.details}->>'provider_action_run' = ${again.id}`, eq(auditLog.action, 'saas.app.classify')));
    expect(Number(n.n)).toBe(0);
  });
});

describe('turning a feature flag off across companies', () => {
  it('changes the companies that have it on, leaves the others, and previews every person and endpoint', async () => {
    await t.db.update(accounts).set({ enableDlp: true }).where(eq(accounts.id, acme));
    await t.db.update(accounts).set({ enableDlp: false }).where(eq(accounts.id, globex));
    const body = { action: 'feature-flag', company_ids: [acme, globex], flag: 'enable_dlp', value: false };
    const preview: ActionPreview = (await post('/api/provider/actions/preview', body)).json();
    const [acmePeople] = await t.db.select({ n: count() }).from(people).where(eq(people.accountId, acme));
    expect(preview.companies[0]).toMatchObject({ id: acme, from: 'on', to: 'off', change: true, people: Number(acmePeople.n) });
    expect(preview.companies[1]).toMatchObject({ id: globex, from: 'off', to: 'off', change: false });

    const run: ActionRun = (await post('/api/provider/actions', body)).json();
    expect(run.results.map((r) => r.status)).toEqual(['applied', 'unchanged']);
    const flags = await t.db.select({ id: accounts.id, dlp: accounts.enableDlp }).from(accounts).where(sql`${accounts.id} in (${acme}, ${globex}, ${initech})`);
    expect(flags.find((f) => f.id === acme)!.dlp).toBe(false);
    expect(flags.find((f) => f.id === globex)!.dlp).toBe(false);
    const audits = await t.db.select().from(auditLog).where(and(sql`${auditLog.details}->>'provider_action_run' = ${run.id}`, eq(auditLog.action, 'account.flags')));
    expect(audits.map((a) => a.accountId)).toEqual([acme]);
  });
});

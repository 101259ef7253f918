// Issue 5 enforcement through the simulator: after a policy change its endpoints fetch and acknowledge the
// new version, and their live activity follows it (Block → Block alerts, no usage; Block Alert → Alert rows and usage).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAppSettings } from '../../server/db/schema/index';
import { bumpPolicyVersion } from '../../server/lib/policy-version';
import { runSimulation, simulatedFleet, type SimulationReport } from '../../tools/simulate/simulator';
import { createTestApp, type TestApp } from './helpers';

const OPTIONS = { account: 'acme', devices: 3, days: 1, seed: 11 } as const;
let t: TestApp;
let url: string;
let acme: string;
let app: { id: string; name: string };
let serials: string;
const controller = new AbortController();
let run: Promise<SimulationReport>;

const rows = async <T,>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
const n = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: string }>(query))[0].n);

/** Rows of a telemetry table for the app, from the simulator's endpoints only. */
const countOf = (table: 'usage_sessions' | 'saas_alerts', action?: string) =>
  n(sql`
    select count(*) as n from ${sql.identifier(table)} x join endpoints e on e.account_id = x.account_id and e.id = x.endpoint_id
    where x.account_id = ${acme} and x.app_id = ${app.id} and e.serial = any(${serials}::text[])
    ${action ? sql`and x.action = ${action} and x.reason = 'Unsanctioned App'` : sql``}`);

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A console change: the setting and the version bump in one transaction, as the policy routes do it. */
async function classify(action: 'Block' | 'Block Alert'): Promise<number> {
  return t.db.transaction(async (tx) => {
    const set = { accessType: 'Unsanctioned' as const, unsanctionedAction: action };
    await tx.insert(accountAppSettings).values({ accountId: acme, appId: app.id, ...set }).onConflictDoUpdate({ target: [accountAppSettings.accountId, accountAppSettings.appId], set });
    return bumpPolicyVersion(tx as unknown as TestApp['db'], acme, new Date());
  });
}

const allApplied = (version: number) => async () =>
  (await n(sql`select count(*) as n from endpoints where account_id = ${acme} and serial = any(${serials}::text[]) and policy_version = ${version}`)) === OPTIONS.devices;

beforeAll(async () => {
  // the simulated agents call every 100 ms here; the per-device limit is not what this test is about
  t = await createTestApp({ agent: { sweepIntervalMs: 0, rateLimit: { requests: 100_000, windowMs: 60_000 } } });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  acme = t.accounts['Acme Corp'].id;
  serials = `{${simulatedFleet(OPTIONS, new Date()).devices.map((d) => d.serial).join(',')}}`;
  // an Unclassified work app of the catalog: no setting for Acme, in no unsanctioned category
  [app] = await rows<{ id: string; name: string }>(sql`
    select s.id, s.name from saas_apps s
    where not s.gen_ai and not exists (select 1 from account_app_settings a where a.account_id = ${acme} and a.app_id = s.id)
      and not exists (select 1 from unsanctioned_categories u where u.account_id = ${acme} and u.category = any(s.categories))
    order by s.name limit 1`);
  expect(app).toBeDefined();
  run = runSimulation({ url, ...OPTIONS, live: true, liveIntervalMs: 100, heartbeatIntervalMs: 200, useApp: app.name, signal: controller.signal });
});

afterAll(async () => {
  controller.abort();
  await run?.catch(() => undefined);
  await t?.close();
});

describe('the simulator honours the policy', () => {
  it('fetches and acknowledges the current version as it starts, and uses the app while it is Unclassified', async () => {
    const { version } = (await rows<{ version: number }>(sql`select coalesce(max(version), 0) as version from policy_versions where account_id = ${acme}`))[0];
    await until('every simulated endpoint applied the current version', allApplied(Number(version)));
    await until('the app has usage', async () => (await countOf('usage_sessions')) > 0);
    expect(await countOf('saas_alerts')).toBe(0);
  });

  it('after Block: the next activity holds Block alerts for the app and no usage', async () => {
    const version = await classify('Block');
    await until('every simulated endpoint applied the Block', allApplied(version));
    const usage = await countOf('usage_sessions');
    await until('Block alerts arrive', async () => (await countOf('saas_alerts', 'Block')) >= 3);
    expect(await countOf('usage_sessions')).toBe(usage);
    expect(await countOf('saas_alerts')).toBe(await countOf('saas_alerts', 'Block'));
  });

  it('after Block Alert: Alert rows with the usage', async () => {
    const version = await classify('Block Alert');
    await until('every simulated endpoint applied the Block Alert', allApplied(version));
    const usage = await countOf('usage_sessions');
    await until('Alert rows arrive', async () => (await countOf('saas_alerts', 'Alert')) >= 3);
    await until('usage resumes', async () => (await countOf('usage_sessions')) > usage);
    controller.abort();
    const report = await run;
    expect(report.policy.version).toBe(version);
    expect(report.policy.acknowledged).toBeGreaterThanOrEqual(OPTIONS.devices * 3);
    expect(report.unacknowledged).toBe(0);
  });
});

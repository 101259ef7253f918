// Issue 22: the simulated gateways against a listening server: the demo gateways enrol with their seeded
// tokens, turn ONLINE, and what they report honours their policy (an allowed connection's person is named
// by a rule for that host; a denied one is not).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GatewayRow } from '../../src/api/contract/ztpa';
import { rowsOf } from '../../server/ingest/sql-arrays';
import { Random } from '../../server/seed/random';
import { AgentClient } from '../../tools/simulate/agent-client';
import { simulatedFleet } from '../../tools/simulate/simulator';
import { startGateways } from '../../tools/simulate/ztpa';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let url: string;
let dir: string;

beforeAll(async () => {
  t = await createTestApp({ agent: { sweepIntervalMs: 0 } });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  dir = mkdtempSync(join(tmpdir(), 'ztpa-sim-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t?.close();
});

it('enrols the demo gateways, turns them ONLINE and reports connections as their policies decide', async () => {
  const acme = t.accounts['Acme Corp'].id;
  const started = new Date();
  const before = rowsOf<{ n: string }>(await t.db.execute(sql`select count(*) as n from ztpa_activity where account_id = ${acme}::uuid`))[0];
  const client = new AgentClient(url, { fetch, stats: { retries: 0 }, retry: { maxWaitMs: 5000, baseDelayMs: 10 } });
  const people = simulatedFleet({ account: 'acme', devices: 40, days: 1, seed: 3 }, new Date()).devices.map((d) => d.owner.email);
  const lines: string[] = [];
  const options = { client, account: 'acme', people, stateFile: join(dir, 'state.json'), random: new Random('ztpa-sim-test'), log: (l: string) => lines.push(l) };
  const tick = await startGateways(options);
  for (let i = 0; i < 12; i++) await tick();
  expect(lines.filter((l) => l.endsWith('enrolled'))).toHaveLength(3);

  const list = (await t.as('admin@acme.test', { method: 'GET', url: '/api/ztpa-gateways?size=50' })).json() as GatewayRow[];
  expect(list.map((g) => g.status)).toEqual(['ONLINE', 'ONLINE', 'ONLINE']);
  expect(list.every((g) => g.version === '1.4.2')).toBe(true);

  const after = rowsOf<{ n: string }>(await t.db.execute(sql`select count(*) as n from ztpa_activity where account_id = ${acme}::uuid`))[0];
  expect(Number(after.n)).toBeGreaterThan(Number(before.n));
  // what the simulated gateways reported agrees with the policies (people no longer ACTIVE are named by none)
  const decided = rowsOf<{ action: string; allowed: boolean }>(
    await t.db.execute(sql`
      select a.action, p.status = 'ACTIVE' and exists (
        select 1 from ztpa_policies r where r.account_id = a.account_id and r.gateway_id = a.gateway_id and r.subnet = d.address || '/32'
          and (r.all_users or a.person_id = any(r.person_ids) or exists (
            select 1 from person_groups pg where pg.account_id = a.account_id and pg.person_id = a.person_id and pg.group_id = any(r.group_ids)))) as allowed
      from ztpa_activity a join ztpa_destinations d on d.account_id = a.account_id and d.gateway_id = a.gateway_id and d.host = a.destination
      join people p on p.account_id = a.account_id and p.id = a.person_id
      where a.account_id = ${acme}::uuid and a.at >= ${started.toISOString()}::timestamptz`),
  );
  expect(decided.length).toBeGreaterThan(0);
  for (const row of decided) expect(row.allowed, row.action).toBe(row.action === 'Allow');

  // a second run finds the tokens used and runs with the stored credentials
  const again = await startGateways({ ...options, log: (l: string) => lines.push(`2:${l}`) });
  await again();
  expect(lines).toContain('2:3 ZTPA gateway(s) running');
});

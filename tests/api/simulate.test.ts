// The simulator against a real listening server: what it reports as acknowledged is what the database holds.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSimulation, simulatedFleet, type SimulationReport } from '../../tools/simulate/simulator';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let url: string;
let acme: string;
const now = new Date();

beforeAll(async () => {
  t = await createTestApp({ agent: { sweepIntervalMs: 0 } });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  acme = t.accounts['Acme Corp'].id;
});
afterAll(async () => {
  await t?.close();
});

// Event rows have a table of their own; state events (installed apps, extensions, compliance, files) leave their id in ingested_events.
const EVENT_TABLES = ['usage_sessions', 'saas_alerts', 'website_alerts', 'copy_paste_events', 'source_code_findings', 'ztpa_activity', 'ingested_events'];

/** Every stored event of the endpoints a run of this seed enrolled, counted in the database. */
async function storedEvents(seed: number): Promise<number> {
  const serials = simulatedFleet({ account: 'acme', devices: 5, days: 2, seed }, now).devices.map((d) => d.serial);
  const enrolled = (await t.db.execute(sql`
    select count(*) as n from endpoints where account_id = ${acme} and serial = any(${`{${serials.join(',')}}`}::text[])`)) as unknown as { rows: { n: string }[] };
  expect(Number(enrolled.rows[0].n)).toBe(5);
  let total = 0;
  for (const table of EVENT_TABLES) {
    const result = (await t.db.execute(sql`
      select count(*) as n from ${sql.identifier(table)} x join endpoints e on e.account_id = x.account_id and e.id = x.endpoint_id
      where x.account_id = ${acme} and e.serial = any(${`{${serials.join(',')}}`}::text[])`)) as unknown as { rows: { n: string }[] };
    total += Number(result.rows[0].n);
  }
  return total;
}

describe('npm run simulate', () => {
  let first: SimulationReport;

  it('enrols the endpoints and stores exactly the events the server acknowledged', async () => {
    first = await runSimulation({ url, account: 'acme', devices: 5, days: 2, seed: 7, batchSize: 50, now });
    expect(first).toMatchObject({ devices: 5, enrolled: 5, unacknowledged: 0, duplicates: 0 });
    expect(first.generated).toBeGreaterThan(50);
    expect(first.acknowledged).toBe(first.generated);
    expect(first.batches).toBeGreaterThanOrEqual(Math.ceil(first.generated / 50));
    expect(await storedEvents(7)).toBe(first.acknowledged);
  });

  it('sends the same events again for the same seed, and the server adds nothing', async () => {
    const again = await runSimulation({ url, account: 'acme', devices: 5, days: 2, seed: 7, now });
    expect(again).toMatchObject({ acknowledged: first.acknowledged, accepted: 0, duplicates: first.acknowledged });
    expect(await storedEvents(7)).toBe(first.acknowledged);
  });

  it('answers the remote commands waiting for its endpoints', async () => {
    const serial = simulatedFleet({ account: 'acme', devices: 5, days: 2, seed: 7 }, now).devices[0].serial;
    const [endpoint] = (
      (await t.db.execute(sql`select id from endpoints where account_id = ${acme} and serial = ${serial}`)) as unknown as { rows: { id: string }[] }
    ).rows;
    const id = '3f1c2a9e-7b4d-4c1e-9a2f-5d6e7f8a9b0c';
    await t.db.execute(sql`
      insert into remote_commands (account_id, id, endpoint_id, command, status, requested_by_email, queued_at)
      values (${acme}, ${id}, ${endpoint.id}, 'uptime', 'Queued', 'admin@acme.test', now())`);
    const report = await runSimulation({ url, account: 'acme', devices: 5, days: 2, seed: 7, now });
    expect(report.commands.success + report.commands.failure).toBe(1);
    const [command] = ((await t.db.execute(sql`select status, output, delivered_at from remote_commands where account_id = ${acme} and id = ${id}`)) as unknown as {
      rows: { status: string; output: string; delivered_at: Date | null }[];
    }).rows;
    expect(command.status).toBe(report.commands.success === 1 ? 'Success' : 'Failure');
    expect(command.output).toContain('uptime');
    expect(command.delivered_at).not.toBeNull();
  });

  it('re-sends a batch whose answer was lost, and its events are stored once', async () => {
    // every third telemetry call reaches the server and is stored, but its answer never comes back
    let calls = 0;
    const lossy: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      if (String(input).endsWith('/telemetry') && ++calls % 3 === 0) {
        await res.text();
        throw new TypeError('fetch failed: connection reset');
      }
      return res;
    };
    const report = await runSimulation({ url, account: 'acme', devices: 5, days: 2, seed: 8, batchSize: 40, fetch: lossy, retry: { baseDelayMs: 10 }, now });
    expect(report.retries).toBeGreaterThan(0);
    expect(report).toMatchObject({ unacknowledged: 0, acknowledged: report.generated });
    // the stored-but-unanswered batches come back as duplicates on their second delivery
    expect(report.duplicates).toBeGreaterThan(0);
    expect(report.accepted + report.duplicates).toBe(report.acknowledged);
    expect(await storedEvents(8)).toBe(report.acknowledged);
  });

  it('needs the secret of a company that is not a demo company, and a wrong one enrols nothing', async () => {
    await expect(runSimulation({ url, account: 'umbrella', devices: 1, days: 1, seed: 1 })).rejects.toThrow(/--secret is required/);
    await expect(runSimulation({ url, account: 'umbrella', devices: 1, days: 1, seed: 1, secret: 'not-the-secret-of-anyone' })).rejects.toThrow(/401/);
    const umbrella = (await t.db.execute(sql`select count(*) as n from people where email like '%@umbrella.test'`)) as unknown as { rows: { n: string }[] };
    expect(Number(umbrella.rows[0].n)).toBe(0);
  });
});

// Issue 19: simulated agents answer console commands the way devices would. A library command prints
// its platform's output, a script with an unbalanced quote fails with the shell's message, and a
// silent device's command goes Abort once the time-out sweep runs.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandRun } from '../../src/api/contract/commands';
import { endpoints, remoteCommands } from '../../server/db/schema/index';
import { sweepTimeouts } from '../../server/modules/agent/commands';
import { answersCommands } from '../../tools/simulate/commands';
import { runSimulation, simulatedFleet } from '../../tools/simulate/simulator';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let url: string;
const now = new Date();
const OPTIONS = { account: 'acme' as const, devices: 10, days: 1, seed: 19, now };

beforeAll(async () => {
  t = await createTestApp({ agent: { sweepIntervalMs: 0 } });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  await runSimulation({ url, ...OPTIONS });
}, 120_000);
afterAll(async () => t?.close());

async function endpointOf(serial: string) {
  const [row] = await t.db.select({ id: endpoints.id, family: endpoints.platformFamily }).from(endpoints).where(eq(endpoints.serial, serial));
  return row;
}

const sendTo = async (endpointId: string, body: Record<string, unknown>, path: string) => {
  const res = await t.as('admin@acme.test', { method: 'POST', url: path, payload: { target: { type: 'endpoint', endpoint_id: endpointId }, ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as CommandRun).targets[0].command_id!;
};

describe('simulated agents and remote commands', () => {
  it('run library commands with platform output, fail unbalanced scripts, and stay silent on some devices', async () => {
    const devices = simulatedFleet(OPTIONS, now).devices.filter((d) => d.family !== 'Unknown');
    const talker = devices.find((d) => answersCommands(d))!;
    const scripted = devices.find((d) => answersCommands(d) && d !== talker)!;
    const silent = devices.find((d) => !answersCommands(d));
    const a = await endpointOf(talker.serial);
    const b = await endpointOf(scripted.serial);
    const processes = await sendTo(a.id, { library_command_id: 'list-processes', params: { limit: 5 } }, '/api/device-ops-lib-command');
    const shell = b.family === 'Windows' ? 'powershell' : 'bash';
    const broken = await sendTo(b.id, { script: 'echo "unterminated', shell, timeout_minutes: 5 }, '/api/device-ops-command');
    const silentId = silent ? await sendTo((await endpointOf(silent.serial)).id, { library_command_id: 'flush-dns', params: {} }, '/api/device-ops-lib-command') : null;

    const report = await runSimulation({ url, ...OPTIONS });
    expect(report.commands.success).toBeGreaterThanOrEqual(1);
    expect(report.commands.failure).toBeGreaterThanOrEqual(1);

    const rows = await t.db.select().from(remoteCommands).where(inArray(remoteCommands.id, [processes, broken, ...(silentId ? [silentId] : [])]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(processes)).toMatchObject({ status: 'Success', exitCode: 0 });
    expect(byId.get(processes)!.output).toMatch(a.family === 'Windows' ? /ProcessName/ : /PID USER/);
    expect(byId.get(broken)).toMatchObject({ status: 'Failure' });
    expect(byId.get(broken)!.output).toMatch(shell === 'bash' ? /unexpected EOF while looking for matching `"'/ : /missing the terminator/);

    if (silentId) {
      expect(byId.get(silentId)!.status).toBe('Queued');
      await sweepTimeouts(t.db, { now: new Date(Date.now() + 2 * 3_600_000), commandTimeoutMs: 30 * 60_000, offlineAfterMs: 365 * 86_400_000 });
      const [after] = await t.db.select().from(remoteCommands).where(eq(remoteCommands.id, silentId));
      expect(after.status).toBe('Abort');
    }
  }, 120_000);
});

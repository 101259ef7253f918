// Issue 19: remote commands from the console. Library commands with validated parameters, custom
// scripts, single sends, bulk runs that freeze their targets at preview, cancelling, the time-out, the
// agent's idempotent result, and the audit rows — each compared with what the database holds.
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandRun, LibraryCommand, RemoteCommand } from '../../src/api/contract/commands';
import { DRAFT_MAX_AGE_MINUTES, OUTPUT_MAX_BYTES, OUTPUT_TRUNCATED_MARKER } from '../../src/api/contract/commands';
import { auditLog, commandRuns, commandRunTargets, endpoints, groups, personGroups, remoteCommands } from '../../server/db/schema/index';
import { sweepTimeouts } from '../../server/modules/agent/commands';
import { createAgentTestApp, enrol, type AgentTestApp, type Enrolled } from './agent-fixtures';

const TIMEOUT_MS = 30 * 60_000;
// ahead of the seed's real time, so the tokens minted on this clock postdate the demo members' password set-up
let clock = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 3_600_000);
let t: AgentTestApp;
let mac: Enrolled;
let win: Enrolled;

const ADMIN = 'admin@acme.test';
beforeAll(async () => {
  t = await createAgentTestApp({ now: () => clock, agent: { commandTimeoutMs: TIMEOUT_MS } });
  mac = await enrol(t, { hostname: 'CMDT-MAC-1', platform: 'DARWIN_ARM_64' });
  win = await enrol(t, { hostname: 'CMDT-WIN-1', platform: 'WINDOWS_AMD_64', os_name: 'Windows', os_version: '11' });
});
afterAll(() => t?.close());

const tick = (ms: number) => (clock = new Date(clock.getTime() + ms));
const post = (email: string, url: string, payload?: unknown) => t.as(email, { method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }) });
const get = (email: string, url: string) => t.as(email, { method: 'GET', url });
const poll = (d: Enrolled) => t.app.inject({ method: 'GET', url: '/agent/v1/commands', headers: d.headers });
const report = (d: Enrolled, id: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `/agent/v1/commands/${id}/result`, headers: d.headers, payload });
const stored = async (id: string) => (await t.db.select().from(remoteCommands).where(eq(remoteCommands.id, id)))[0];
const tally = async () => {
  const [c] = await t.db.select({ n: count() }).from(remoteCommands);
  const [r] = await t.db.select({ n: count() }).from(commandRuns);
  const [a] = await t.db.select({ n: count() }).from(auditLog);
  return { commands: Number(c.n), runs: Number(r.n), audit: Number(a.n) };
};
const send = (payload: Record<string, unknown>, email = ADMIN) => post(email, '/api/device-ops-lib-command', payload);
const one = (d: Enrolled) => ({ type: 'endpoint', endpoint_id: d.endpointId });

describe('the command library', () => {
  it('lists commands per platform with their parameters; readers may read it, Globex (commands off) may not', async () => {
    const res = await get('auditor@acme.test', '/api/device-lib-commands?platform=Windows');
    expect(res.statusCode).toBe(200);
    const library = res.json() as LibraryCommand[];
    expect(library.map((c) => c.id)).toEqual(expect.arrayContaining(['restart-agent', 'collect-logs', 'list-processes', 'flush-dns', 'lock-screen', 'restart', 'disk-usage', 'network-config']));
    expect(library.every((c) => c.platforms.includes('Windows'))).toBe(true);
    expect(library.find((c) => c.id === 'ping-host')?.parameters.find((p) => p.name === 'host')).toMatchObject({ required: true, type: 'string' });
    expect((await get('admin@globex.test', '/api/device-lib-commands')).statusCode).toBe(403);
  });

  it('refuses bad parameters with a reason per field and stores nothing', async () => {
    const before = await tally();
    const res = await send({ target: one(mac), library_command_id: 'ping-host', params: { count: 99, colour: 'red' } });
    expect(res.statusCode).toBe(400);
    const paths = (res.json().issues as { path: string; message: string }[]).map((i) => i.path).sort();
    expect(paths).toEqual(['params.colour', 'params.count', 'params.host']);
    const unknown = await send({ target: one(mac), library_command_id: 'format-disk', params: {} });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues[0].path).toBe('library_command_id');
    const badScript = await post(ADMIN, '/api/device-ops-command', { target: one(mac), script: 'ls', shell: 'cmd', timeout_minutes: 5 });
    expect(badScript.statusCode).toBe(400);
    expect(await tally()).toEqual(before);
  });

  it('refuses sending to the auditor, the group admin and Globex, storing nothing', async () => {
    const before = await tally();
    const body = { target: one(mac), library_command_id: 'flush-dns', params: {} };
    for (const email of ['auditor@acme.test', 'groupadmin@acme.test', 'admin@globex.test']) {
      expect((await send(body, email)).statusCode, email).toBe(403);
      expect((await post(email, '/api/device-ops', { target: { type: 'all' }, command: { kind: 'library', library_command_id: 'flush-dns', params: {} } })).statusCode, email).toBe(403);
    }
    expect(await tally()).toEqual(before);
  });
});

describe('a single send', () => {
  it('is Queued at once; the device polls, reports Success with output, and the console reads it', async () => {
    const res = await send({ target: one(mac), library_command_id: 'list-processes', params: { sort: 'memory', limit: 5 } });
    expect(res.statusCode).toBe(201);
    const run = res.json() as CommandRun;
    expect(run).toMatchObject({ status: 'Confirmed', count: 1, kind: 'library' });
    const commandId = run.targets[0].command_id!;
    const row = await stored(commandId);
    expect(row).toMatchObject({ status: 'Queued', endpointId: mac.endpointId, kind: 'library', libraryCommandId: 'list-processes', params: { sort: 'memory', limit: 5 }, runId: run.id });
    expect(run.targets[0]).toMatchObject({ endpoint_id: row.endpointId, command_status: row.status });
    const audits = await t.db.select().from(auditLog).where(sql`${auditLog.details}->>'run_id' = ${run.id}`);
    expect(audits.map((a) => [a.action, a.email, a.target])).toEqual([['command.send', ADMIN, 'CMDT-MAC-1']]);
    expect(audits[0].details).toMatchObject({ endpoint_ids: [mac.endpointId], command_ids: [commandId] });

    tick(5_000);
    const polled = (await poll(mac)).json().commands as { id: string; command: string; kind: string; library_command_id: string; params: unknown }[];
    const mine = polled.find((c) => c.id === commandId)!;
    expect(mine).toMatchObject({ command: row.command, kind: 'library', library_command_id: 'list-processes', params: { sort: 'memory', limit: 5 } });

    tick(5_000);
    const output = '  PID USER     %CPU %MEM COMM\n  412 root      0.3  2.1 WindowServer';
    expect((await report(mac, commandId, { status: 'Success', output, exit_code: 0 })).statusCode).toBe(200);
    const read = (await get(ADMIN, `/api/device-commands/${commandId}`)).json() as RemoteCommand;
    const after = await stored(commandId);
    expect(read).toMatchObject({ id: commandId, status: after.status, hostname: 'CMDT-MAC-1', exit_code: after.exitCode, has_output: true, finished_at: after.finishedAt!.toISOString() });
    expect(after.status).toBe('Success');
    const text = await get(ADMIN, `/api/device-commands-output/${commandId}`);
    expect(text.headers['content-type']).toMatch(/^text\/plain/);
    expect(text.body).toBe(after.output);
    const head = await t.as(ADMIN, { method: 'HEAD', url: `/api/device-commands-output/${commandId}` });
    expect(Number(head.headers['x-size'])).toBe(Buffer.byteLength(after.output!, 'utf8'));
  });

  it('answers an identical resend of a result with 200 and changes nothing; a different one with 409', async () => {
    const run = (await post(ADMIN, '/api/device-ops-command', { target: one(mac), script: 'uptime', shell: 'zsh', timeout_minutes: 10 })).json() as CommandRun;
    const id = run.targets[0].command_id!;
    const result = { status: 'Failure', output: 'zsh: command not found: uptim', exit_code: 127 };
    expect((await report(mac, id, result)).statusCode).toBe(200);
    const first = await stored(id);
    tick(60_000);
    const again = await report(mac, id, result);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id, status: 'Failure' });
    expect(await stored(id)).toEqual(first);
    expect((await report(mac, id, { ...result, output: 'other' })).statusCode).toBe(409);
    expect(await stored(id)).toEqual(first);
  });

  it('keeps at most 64 KiB of output, marked as cut', async () => {
    const run = (await send({ target: one(win), library_command_id: 'collect-logs', params: { days: 2 } })).json() as CommandRun;
    const id = run.targets[0].command_id!;
    expect((await report(win, id, { status: 'Success', output: 'é'.repeat(60_000), exit_code: 0 })).statusCode).toBe(200);
    const row = await stored(id);
    expect(Buffer.byteLength(row.output!, 'utf8')).toBeLessThanOrEqual(OUTPUT_MAX_BYTES);
    expect(row.output!.endsWith(OUTPUT_TRUNCATED_MARKER)).toBe(true);
    expect(row.outputTruncated).toBe(true);
    expect(((await get(ADMIN, `/api/device-commands/${id}`)).json() as RemoteCommand).output_truncated).toBe(true);
  });

  it('cancels a Queued command once; the device cannot report on it afterwards', async () => {
    const run = (await send({ target: one(win), library_command_id: 'flush-dns', params: {} })).json() as CommandRun;
    const id = run.targets[0].command_id!;
    const res = await post(ADMIN, `/api/device-commands/${id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'Cancelled', cancelled_by: ADMIN });
    expect(await stored(id)).toMatchObject({ status: 'Cancelled', cancelledByEmail: ADMIN });
    expect((await post(ADMIN, `/api/device-commands/${id}/cancel`)).statusCode).toBe(409);
    expect((await poll(win)).json().commands.map((c: { id: string }) => c.id)).not.toContain(id);
    expect((await report(win, id, { status: 'Success', output: '' })).statusCode).toBe(409);
  });
});

describe('the time-out', () => {
  it("turns a Queued command into Abort after its own time-out, others after the server's", async () => {
    const own = (await send({ target: one(win), library_command_id: 'restart-agent', params: {}, timeout_minutes: 2 })).json() as CommandRun;
    const dflt = (await send({ target: one(win), library_command_id: 'network-config', params: {} })).json() as CommandRun;
    expect(own.timeout_minutes).toBe(2);
    expect(dflt.timeout_minutes).toBe(TIMEOUT_MS / 60_000);
    tick(3 * 60_000);
    await sweepTimeouts(t.db, { now: clock, commandTimeoutMs: TIMEOUT_MS, offlineAfterMs: 7 * 86_400_000 });
    expect(await stored(own.targets[0].command_id!)).toMatchObject({ status: 'Abort', output: 'No result within 2 minutes; the command timed out.', finishedAt: clock });
    expect((await stored(dflt.targets[0].command_id!)).status).toBe('Queued');
    tick(TIMEOUT_MS);
    await sweepTimeouts(t.db, { now: clock, commandTimeoutMs: TIMEOUT_MS, offlineAfterMs: 7 * 86_400_000 });
    expect((await stored(dflt.targets[0].command_id!)).status).toBe('Abort');
    const read = (await get(ADMIN, `/api/device-commands/${own.targets[0].command_id}`)).json() as RemoteCommand;
    expect(read.status).toBe('Abort');
  });
});

describe('bulk runs', () => {
  it('run on exactly the previewed list, even when an endpoint enrols between preview and confirm; cancel leaves nothing Queued', async () => {
    const a = await enrol(t, { hostname: 'BULKX-A', platform: 'DARWIN_ARM_64' });
    const b = await enrol(t, { hostname: 'BULKX-B', platform: 'UBUNTU_24', os_name: 'Ubuntu' });
    const w = await enrol(t, { hostname: 'BULKX-W', platform: 'WINDOWS_AMD_64', os_name: 'Windows' });
    const preview = await post(ADMIN, '/api/device-ops', { target: { type: 'filter', q: 'BULKX-' }, command: { kind: 'script', script: 'df -h', shell: 'bash', timeout_minutes: 15 } });
    expect(preview.statusCode).toBe(201);
    const draft = preview.json() as CommandRun;
    expect(draft.status).toBe('Draft');
    expect(draft.targets.map((x) => x.hostname)).toEqual(['BULKX-A', 'BULKX-B']);
    expect(draft.count).toBe(2);
    expect(draft.skipped.map((s) => s.endpoint_id)).toEqual([w.endpointId]);
    const frozen = await t.db.select({ id: commandRunTargets.endpointId }).from(commandRunTargets).where(eq(commandRunTargets.runId, draft.id)).orderBy(asc(commandRunTargets.hostname));
    expect(frozen.map((r) => r.id)).toEqual([a.endpointId, b.endpointId]);
    const [{ n: queuedBefore }] = await t.db.select({ n: count() }).from(remoteCommands).where(eq(remoteCommands.runId, draft.id));
    expect(Number(queuedBefore)).toBe(0);

    // enrols in between: matches the filter now, but the run was frozen without it
    const late = await enrol(t, { hostname: 'BULKX-LATE', platform: 'DARWIN_ARM_64' });
    const [lateRow] = await t.db.select().from(endpoints).where(eq(endpoints.id, late.endpointId));
    expect(lateRow.hostname).toBe('BULKX-LATE');

    const confirmed = await post(ADMIN, `/api/device-ops/${draft.id}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    const run = confirmed.json() as CommandRun;
    const ran = await t.db.select({ endpointId: remoteCommands.endpointId, status: remoteCommands.status }).from(remoteCommands).where(eq(remoteCommands.runId, draft.id));
    expect(ran.map((r) => r.endpointId).sort()).toEqual(draft.targets.map((x) => x.endpoint_id).sort());
    expect(run.targets.map((x) => x.endpoint_id)).toEqual(draft.targets.map((x) => x.endpoint_id));
    expect(run.counts.Queued).toBe(2);
    expect((await post(ADMIN, `/api/device-ops/${draft.id}/confirm`)).statusCode).toBe(409);

    // the list filtered by run shows the same commands
    const listed = (await get(ADMIN, `/api/device-commands?run=${draft.id}&size=50`)).json() as RemoteCommand[];
    expect(listed.map((c) => c.endpoint_id).sort()).toEqual(ran.map((r) => r.endpointId).sort());
    const head = await t.as(ADMIN, { method: 'HEAD', url: `/api/device-commands?run=${draft.id}` });
    expect(Number(head.headers['x-size'])).toBe(ran.length);

    // one target answers, then the run is cancelled: the other is Cancelled, nothing of the run stays Queued
    const first = run.targets.find((x) => x.endpoint_id === a.endpointId)!;
    expect((await report(a, first.command_id!, { status: 'Success', output: '/dev/disk3s1 460Gi 10Gi 241Gi 5% /', exit_code: 0 })).statusCode).toBe(200);
    const cancelled = await post(ADMIN, `/api/device-ops/${draft.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    const statuses = await t.db.select({ endpointId: remoteCommands.endpointId, status: remoteCommands.status }).from(remoteCommands).where(eq(remoteCommands.runId, draft.id));
    expect(statuses.filter((s) => s.status === 'Queued')).toEqual([]);
    expect(Object.fromEntries(statuses.map((s) => [s.endpointId, s.status]))).toEqual({ [a.endpointId]: 'Success', [b.endpointId]: 'Cancelled' });
    const after = cancelled.json() as CommandRun;
    expect(after.counts).toMatchObject({ Success: 1, Cancelled: 1, Queued: 0 });

    // the audit rows carry the targets: preview and confirm name the frozen endpoints, cancel the cancelled one
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.accountId, t.acmeId), sql`${auditLog.details}->>'run_id' = ${draft.id}`)).orderBy(asc(auditLog.at));
    const byAction = Object.fromEntries(audits.map((r) => [r.action, r.details as { endpoint_ids: string[]; command_ids?: string[] }]));
    expect(Object.keys(byAction).sort()).toEqual(['command.cancel', 'command.confirm', 'command.preview']);
    expect(byAction['command.preview'].endpoint_ids.sort()).toEqual(frozen.map((r) => r.id).sort());
    expect(byAction['command.confirm'].endpoint_ids.sort()).toEqual(ran.map((r) => r.endpointId).sort());
    expect(byAction['command.cancel'].endpoint_ids).toEqual([b.endpointId]);
  });

  it('refuses to confirm a stale preview', async () => {
    const draft = (await post(ADMIN, '/api/device-ops/all', { library_command_id: 'flush-dns', params: {} })).json() as CommandRun;
    expect(draft.status).toBe('Draft');
    tick((DRAFT_MAX_AGE_MINUTES + 1) * 60_000);
    const res = await post(ADMIN, `/api/device-ops/${draft.id}/confirm`);
    expect(res.statusCode).toBe(409);
    const [{ n }] = await t.db.select({ n: count() }).from(remoteCommands).where(eq(remoteCommands.runId, draft.id));
    expect(Number(n)).toBe(0);
    expect((await t.db.select().from(commandRuns).where(eq(commandRuns.id, draft.id)))[0].status).toBe('Draft');
  });

  it('drops a draft on cancel without queueing anything', async () => {
    const draft = (await post(ADMIN, '/api/device-ops-command/all', { script: 'Get-Date', shell: 'powershell', timeout_minutes: 5 })).json() as CommandRun;
    expect(draft.status).toBe('Draft');
    expect(draft.targets.every((x) => x.platform_family === 'Windows')).toBe(true);
    const res = await post(ADMIN, `/api/device-ops/${draft.id}/cancel`);
    expect(res.json()).toMatchObject({ status: 'Cancelled' });
    const [row] = await t.db.select().from(commandRuns).where(eq(commandRuns.id, draft.id));
    expect(row.status).toBe('Cancelled');
    const [{ n }] = await t.db.select({ n: count() }).from(remoteCommands).where(eq(remoteCommands.runId, draft.id));
    expect(Number(n)).toBe(0);
    expect((await post(ADMIN, `/api/device-ops/${draft.id}/confirm`)).statusCode).toBe(409);
  });

  it("freezes a group target to its people's endpoints; an unknown group is not found", async () => {
    const [{ id: groupId }] = await t.db.select({ id: groups.id }).from(groups).where(and(eq(groups.accountId, t.acmeId), eq(groups.name, 'Engineering')));
    const res = await post(ADMIN, '/api/device-ops', { target: { type: 'group', group_id: groupId }, command: { kind: 'library', library_command_id: 'restart-agent', params: {} } });
    expect(res.statusCode, res.body).toBe(201);
    const draft = res.json() as CommandRun;
    const owned = await t.db
      .select({ id: endpoints.id })
      .from(endpoints)
      .innerJoin(personGroups, and(eq(personGroups.accountId, endpoints.accountId), eq(personGroups.personId, endpoints.ownerPersonId)))
      .where(and(eq(endpoints.accountId, t.acmeId), eq(personGroups.groupId, groupId), ne(endpoints.platformFamily, 'Unknown')));
    const ids = owned.map((r) => r.id).sort();
    expect(draft.targets.map((x) => x.endpoint_id).sort()).toEqual(ids);
    const missing = await post(ADMIN, '/api/device-ops', { target: { type: 'group', group_id: '00000000-0000-4000-8000-000000000000' }, command: { kind: 'library', library_command_id: 'restart-agent', params: {} } });
    expect(missing.statusCode).toBe(404);
  });

  it("shows a group admin only its groups' endpoints' commands", async () => {
    const listed = (await get('groupadmin@acme.test', '/api/device-commands?size=500')).json() as RemoteCommand[];
    const visible = await t.db.execute(sql`select e.id from endpoints e where e.account_id = ${t.acmeId}::uuid and e.owner_person_id in (
      select pg.person_id from person_groups pg join member_groups mg on mg.account_id = pg.account_id and mg.group_id = pg.group_id
      where mg.member_id = ${t.members['groupadmin@acme.test'].id}::uuid)`);
    const ids = new Set(((visible as unknown as { rows?: { id: string }[] }).rows ?? (visible as unknown as { id: string }[])).map((r) => r.id));
    expect(listed.every((c) => ids.has(c.endpoint_id))).toBe(true);
    const all = await t.db.select({ id: remoteCommands.id }).from(remoteCommands).where(and(eq(remoteCommands.accountId, t.acmeId), inArray(remoteCommands.endpointId, [...ids, '00000000-0000-0000-0000-000000000000'])));
    expect(listed.length).toBe(Math.min(all.length, 500));
    const outside = (await get(ADMIN, `/api/device-commands?endpoint=${mac.endpointId}&size=1`)).json() as RemoteCommand[];
    if (!ids.has(mac.endpointId)) expect((await get('groupadmin@acme.test', `/api/device-commands/${outside[0].id}`)).statusCode).toBe(404);
  });
});

describe('the public Command Execution page', () => {
  it('follows one command with its signed link, without a session; a wrong token is not found', async () => {
    const run = (await send({ target: one(mac), library_command_id: 'disk-usage', params: {} })).json() as CommandRun;
    const id = run.targets[0].command_id!;
    const link = await post(ADMIN, `/api/device-commands/${id}/share-link`);
    expect(link.statusCode).toBe(200);
    const { path } = link.json() as { path: string };
    const res = await t.app.inject({ method: 'GET', url: `/api${path}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, hostname: 'CMDT-MAC-1', status: (await stored(id)).status });
    expect(res.json()).not.toHaveProperty('output');
    const wrong = await t.app.inject({ method: 'GET', url: `/api/execute-command/${id}/${'x'.repeat(32)}` });
    expect(wrong.statusCode).toBe(404);
  });
});

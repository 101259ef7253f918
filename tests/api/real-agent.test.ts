// Issue 27 Downloads, must show: the Linux agent downloaded from GET /api/downloads/agent/:platform runs
// on this machine against a listening server, enrols with the company's secret, and a new endpoint with
// this machine's real hostname and OS appears in the database and in /api/devices.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, installedApps } from '../../server/db/schema/index';
import { setEnrolmentSecret } from '../../server/ingest/endpoints';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let url: string;
let dir: string;
const SECRET = 'real-agent-test-secret-0027';
const OWNER = `real.agent.${Date.now()}@acme.test`;

beforeAll(async () => {
  t = await createTestApp({ agent: { sweepIntervalMs: 0 } });
  await setEnrolmentSecret(t.db, t.accounts['Acme Corp'].id, SECRET);
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  dir = await mkdtemp(join(tmpdir(), 'downloads-agent-test-'));
}, 120_000);
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  await t?.close();
});

function osRelease(): Record<string, string> {
  try {
    return Object.fromEntries(
      readFileSync('/etc/os-release', 'utf8')
        .split('\n')
        .map((l) => /^([A-Z_]+)=(.*)$/.exec(l.trim()))
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => [m[1], m[2].replace(/^"(.*)"$/, '$1')]),
    );
  } catch {
    return {};
  }
}

/** Runs the agent until it logs its first heartbeat, then stops it with SIGINT; answers its exit and output. */
function runAgent(file: string, args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let stopped = false;
    const timer = setTimeout(() => (child.kill('SIGKILL'), reject(new Error(`agent did not heartbeat in time:\n${out}\n${err}`))), 90_000);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (!stopped && out.includes('heartbeat ok')) {
        stopped = true;
        child.kill('SIGINT');
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (clearTimeout(timer), resolve({ code, out, err })));
  });
}

describe('the downloadable Linux agent', () => {
  it('is served as a file for Linux and refused with a message for a platform without a build', async () => {
    const linux = await fetch(`${url}/api/downloads/agent/LINUX_AMD_64`);
    expect(linux.status).toBe(200);
    expect(linux.headers.get('content-disposition')).toBe('attachment; filename="palisade-agent.mjs"');
    expect(await linux.text()).toMatch(/^#!\/usr\/bin\/env node/);
    const windows = await fetch(`${url}/api/downloads/agent/WINDOWS_AMD_64`);
    expect(windows.status).toBe(404);
    expect(await windows.json()).toMatchObject({ code: 'NOT_FOUND', exception: 'No agent build for WINDOWS_AMD_64 yet.' });
    expect((await fetch(`${url}/api/downloads/agent/NOT_A_PLATFORM`)).status).toBe(400);
  });

  it('runs on this machine and enrols it with its real hostname, OS and packages', async () => {
    const res = await fetch(`${url}/api/downloads/agent/LINUX_AMD_64`);
    const file = join(dir, 'palisade-agent.mjs');
    await writeFile(file, Buffer.from(await res.arrayBuffer()));

    const run = await runAgent(file, ['--server', url, '--secret', SECRET, '--owner', OWNER]);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toContain('SIGINT received, stopping');

    const acme = t.accounts['Acme Corp'].id;
    const rows = await t.db.select().from(endpoints).where(and(eq(endpoints.accountId, acme), eq(endpoints.hostname, hostname())));
    expect(rows).toHaveLength(1);
    const release = osRelease();
    expect(rows[0].osName).toBe(release.NAME ?? 'Linux');
    expect(rows[0].osVersion).toBe(release.VERSION_ID ?? '');
    expect(rows[0].platformFamily).toBe('Linux');
    expect(rows[0].agentVersion).toBe('1.0.0');

    const list = await t.as('admin@acme.test', { method: 'GET', url: `/api/devices?owner=${encodeURIComponent(OWNER)}` });
    expect(list.statusCode, list.body).toBe(200);
    const devices = list.json() as { id: string; hostname: string; os_name: string; platform_family: string }[];
    expect(devices.map((d) => [d.id, d.hostname, d.os_name, d.platform_family])).toEqual([[rows[0].id, hostname(), rows[0].osName, 'Linux']]);

    // installed packages: as many rows as the package manager lists, when there is one
    const [{ n }] = await t.db.select({ n: count() }).from(installedApps).where(and(eq(installedApps.accountId, acme), eq(installedApps.endpointId, rows[0].id)));
    const reported = Number(/reported (\d+) installed packages/.exec(run.out)?.[1]);
    expect(n).toBe(reported);
  }, 120_000);

  it('refuses to start without a server, secret and owner', async () => {
    const res = await fetch(`${url}/api/downloads/agent/UBUNTU_24`);
    const file = join(dir, 'agent-no-args.mjs');
    await writeFile(file, Buffer.from(await res.arrayBuffer()));
    const child = spawn(process.execPath, [file], { stdio: ['ignore', 'pipe', 'pipe'], env: { PATH: process.env.PATH } });
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(2);
    expect(err).toContain('--server, --secret and --owner are required');
  });
});

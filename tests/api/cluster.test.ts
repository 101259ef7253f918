// Issue 14 item 7, PostgreSQL only: WORKERS=2 runs two server processes on one port under a primary;
// a worker that dies is replaced while the port keeps answering, and SIGTERM stops them all.
import { readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, scratchDatabase, startServer, type RunningServer } from '../../tools/bench/server-process';

/** the server processes whose parent is this one (Linux /proc): tsx's esbuild service is a child too, and is left out */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
      // a killed worker stays a zombie until the primary reaps it: it no longer serves
      if (parent === pid && state !== 'Z' && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('server/main.ts')) children.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return children.sort();
}

async function until<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const health = async (url: string) => (await fetch(`${url}/api/health`)).status;

describe.skipIf(!process.env.DATABASE_URL)('WORKERS on PostgreSQL', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'palisade-cluster-'));
  let server: RunningServer | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await server?.stop();
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves from two processes, replaces one that dies, and stops them all on SIGTERM', { timeout: 420_000 }, async () => {
    const database = await scratchDatabase(process.env.DATABASE_URL!);
    drop = database.drop;
    server = await startServer({ port: await freePort(), dataDir, databaseUrl: database.url, env: { WORKERS: '2' } }, 180_000);
    const primary = server.process.pid!;

    const workers = await until(() => childrenOf(primary), (pids) => pids.length === 2);
    const answers = await Promise.all(Array.from({ length: 20 }, () => health(server!.url)));
    expect(answers.every((status) => status === 200)).toBe(true);

    process.kill(workers[0], 'SIGKILL');
    // the survivor keeps the port answering while the primary starts a replacement (a kept-alive
    // connection to the killed worker is reset once: the client opens a new one)
    expect(await until(() => health(server!.url).catch(() => 0), (status) => status === 200, 10_000)).toBe(200);
    const replaced = await until(() => childrenOf(primary), (pids) => pids.length === 2 && !pids.includes(workers[0]), 150_000);
    expect(replaced).toContain(workers[1]);
    await until(() => Promise.all(Array.from({ length: 10 }, () => health(server!.url))), (all) => all.every((s) => s === 200));

    await server.stop();
    expect(server.process.exitCode).toBe(0);
    for (const pid of replaced) expect(() => process.kill(pid, 0), `worker ${pid} still runs`).toThrow();
    server = undefined;
  });
});

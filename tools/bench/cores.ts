// npm run bench:cores (issue 14 item 7): does a second server process raise throughput? Needs
// DATABASE_URL (PGlite is one process). The demo tenant is seeded once into a scratch database; then
// the real server runs with WORKERS=1 and WORKERS=2 in turn, and 16 concurrent clients replay the
// dashboard's calls at 7 days for a fixed time, while one more client times /api/health alone: a
// request that waits behind another's query shows there. Writes docs/PERFORMANCE.md (BENCH:cores).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir, availableParallelism } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD } from '../../server/seed/index';
import { CALLS, range } from './dashboard';
import { writeBenchSection } from './doc';
import { freePort, scratchDatabase, startServer } from './server-process';
import { percentile } from './stats';

const CONCURRENCY = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('bench:cores needs DATABASE_URL (a PostgreSQL server it may create a scratch database on).');
  process.exit(2);
}

interface Run { workers: number; requests: number; perSecond: number; p50: number; p95: number; healthP50: number; healthP95: number; errors: number; load: number }

async function load(url: string, workers: number): Promise<Run> {
  const signin = await fetch(`${url}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@acme.test', password: DEMO_PASSWORD }) });
  if (!signin.ok) throw new Error(`sign-in answered ${signin.status}`);
  const session = (await signin.json()) as { token: string; account_id: string };
  const headers = { authorization: `Bearer ${session.token}`, 'x-account-id': session.account_id };
  const q = range(7);
  const urls = CALLS.map((c) => ({ method: c.method, url: `${url}/api/${c.path}?${q}${c.extra ? `&${c.extra}` : ''}` }));
  const call = async (i: number) => {
    const c = urls[i % urls.length];
    const res = await fetch(c.url, { method: c.method, headers });
    await res.arrayBuffer();
    return res.ok;
  };
  // warm up every process's plans and JIT
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => call(i)));

  const latencies: number[] = [];
  const health: number[] = [];
  let errors = 0;
  const until = performance.now() + SECONDS * 1000;
  let next = 0;
  const client = async () => {
    while (performance.now() < until) {
      const t = performance.now();
      if (!(await call(next++))) errors++;
      latencies.push(performance.now() - t);
    }
  };
  const prober = async () => {
    while (performance.now() < until) {
      const t = performance.now();
      await (await fetch(`${url}/api/health`)).arrayBuffer();
      health.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const started = performance.now();
  await Promise.all([...Array.from({ length: CONCURRENCY }, client), prober()]);
  const seconds = (performance.now() - started) / 1000;
  return {
    workers, requests: latencies.length, perSecond: latencies.length / seconds, p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95),
    healthP50: percentile(health, 0.5), healthP95: percentile(health, 0.95), errors, load: loadavg()[0],
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'palisade-cores-'));
const database = await scratchDatabase(adminUrl);
const runs: Run[] = [];
try {
  console.log('seeding the demo tenant into a scratch database ...');
  const seeder = await startServer({ port: await freePort(), dataDir, databaseUrl: database.url, env: { SEED_DEMO: '1' } }, 600_000);
  await seeder.stop();
  for (const workers of [1, 2]) {
    const server = await startServer({ port: await freePort(), dataDir, databaseUrl: database.url, env: { WORKERS: String(workers) } }, 180_000);
    try {
      const run = await load(server.url, workers);
      console.log(run);
      runs.push(run);
    } finally {
      await server.stop();
    }
  }
} finally {
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

const f = (n: number) => n.toFixed(1);
const [one, two] = runs;
const text = [
  `Measured ${new Date().toISOString().slice(0, 10)} on Node ${process.version}, ${availableParallelism()} cores (shared), PostgreSQL 15 on the same machine, the demo tenant. ` +
    `${CONCURRENCY} clients over HTTP for ${SECONDS} s each replay the dashboard's ${CALLS.length} calls at 7 days; one more client times /api/health every 50 ms meanwhile.`,
  '',
  '| WORKERS | requests | requests/s | call p50 ms | call p95 ms | /api/health p50 ms | /api/health p95 ms | errors | load (1 min) |',
  '|---|---|---|---|---|---|---|---|---|',
  ...runs.map((r) => `| ${r.workers} | ${r.requests} | ${f(r.perSecond)} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.healthP50)} | ${f(r.healthP95)} | ${r.errors} | ${r.load.toFixed(2)} |`),
  '',
  `Two processes give ${f(two.perSecond / one.perSecond)}× the throughput of one; /api/health p50 goes from ${f(one.healthP50)} ms to ${f(two.healthP50)} ms under the same load.`,
].join('\n');
console.log(`\n${text}`);
if (!process.argv.includes('--no-write')) writeBenchSection('cores', text, 'More than one core (issue 14 item 7)');

// npm run bench:dashboard (issue 14 items 4 and 5): every call of one dashboard load, over HTTP against the
// real server (server/main.ts in its own process, tools/bench/server-process.ts) on a fresh on-disk PGlite
// DATA_DIR with the demo tenant and request logging on, at 1, 7, 30 and 90 days. One keep-alive client
// (node's fetch) sends the calls one at a time: two warm-up rounds, then BENCH_RUNS rounds (30). The
// ranges are interleaved inside each round, so a burst of load from elsewhere on the machine falls on
// all four columns alike. Writes p50/p95, the load average and the verdicts against the ≤ 20 ms budget
// into docs/PERFORMANCE.md (BENCH:dashboard-http).
// Options (env): BENCH_RUNS, BENCH_CALLS=<substring,...> (only the calls whose label contains one),
// BENCH_NO_WRITE=1 (print only), BENCH_DATA_DIR=<dir> (reuse a seeded data directory; kept afterwards).
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { DEMO_PASSWORD } from '../../server/seed/index';
import { CALLS, range } from './dashboard';
import { writeBenchSection } from './doc';
import { freePort, startServer } from './server-process';
import { percentile } from './stats';

export const RANGES = [1, 7, 30, 90] as const;
const BUDGET_MS = 20;

interface Call { method: 'GET' | 'HEAD'; path: string; extra?: string }

/**
 * CALLS (dashboard.ts: the figures, series, people counts and alert-link counts) plus what the dashboard
 * screen also requests: the Security Insights trends and the two Top 10 tables, which read the first page
 * of the SaaS and website inventories (src/api/queries/dashboard.ts topQueries).
 */
export const HTTP_CALLS: Call[] = [
  ...CALLS,
  { method: 'GET', path: 'insight-trends' },
  { method: 'GET', path: 'saas-inv', extra: 'page=1&size=10&sb=weighted_duration&so=desc' },
  { method: 'GET', path: 'nonsaas-inv', extra: 'page=1&size=10&sb=weighted_duration&so=desc' },
];

const label = (c: Call) => `${c.method} /api/${c.path}${c.extra ? `?${c.extra}` : ''}`;
const loadText = () => loadavg().map((v) => v.toFixed(2)).join(' / ');

export interface HttpBenchResult {
  calls: Call[];
  /** label → range (days) → [p50, p95] ms */
  figures: Map<string, Map<number, [number, number]>>;
  runs: number;
  loadStart: string;
  loadEnd: string;
  seedSeconds: number;
}

async function signIn(url: string): Promise<Record<string, string>> {
  const res = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@acme.test', password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  const { token, account_id } = (await res.json()) as { token: string; account_id: string };
  return { authorization: `Bearer ${token}`, 'x-account-id': account_id };
}

/** Starts the server on a fresh seeded DATA_DIR (or BENCH_DATA_DIR), measures, stops it. */
export async function measureHttp(runs: number, calls: Call[] = HTTP_CALLS): Promise<HttpBenchResult> {
  const reuse = process.env.BENCH_DATA_DIR;
  const dataDir = reuse ?? mkdtempSync(join(tmpdir(), 'palisade-dashbench-'));
  const seedStarted = performance.now();
  // SEED_DEMO=1: the server writes the full demo tenant (500 endpoints, 90 days) on first start, as a fresh install does.
  const server = await startServer({ port: await freePort(), dataDir, env: { SEED_DEMO: '1', LOG_LEVEL: 'info' } }, 1_800_000);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  console.log(`server ready on ${server.url} after ${seedSeconds.toFixed(0)} s (data in ${dataDir})`);
  try {
    const headers = await signIn(server.url);
    const queries = new Map(RANGES.map((d) => [d, range(d)]));
    const samples = new Map(calls.map((c) => [label(c), new Map(RANGES.map((d) => [d, [] as number[]]))]));
    const loadStart = loadText();
    for (let round = -2; round < runs; round++) {
      for (const days of RANGES) {
        for (const c of calls) {
          const url = `${server.url}/api/${c.path}?${queries.get(days)}${c.extra ? `&${c.extra}` : ''}`;
          const t = performance.now();
          const res = await fetch(url, { method: c.method, headers });
          const body = await res.arrayBuffer();
          const ms = performance.now() - t;
          if (res.status !== 200) throw new Error(`${label(c)} at ${days}D answered ${res.status}: ${Buffer.from(body).toString().slice(0, 300)}`);
          if (round >= 0) samples.get(label(c))!.get(days)!.push(ms);
        }
      }
      if (round === runs - 1 || (round >= 0 && round % 10 === 9)) console.log(`round ${round + 1} of ${runs}, load ${loadText()}`);
    }
    const loadEnd = loadText();
    const figures = new Map(
      [...samples].map(([k, byDays]) => [k, new Map([...byDays].map(([d, v]) => [d, [percentile(v, 0.5), percentile(v, 0.95)] as [number, number]]))]),
    );
    return { calls, figures, runs, loadStart, loadEnd, seedSeconds };
  } finally {
    await server.stop();
    if (!reuse) rmSync(dataDir, { recursive: true, force: true });
  }
}

const cell = ([p50, p95]: [number, number]) => `${p50.toFixed(1)} / ${p95.toFixed(1)}${p95 > BUDGET_MS ? ' ✗' : ''}`;

/** The markdown of the BENCH:dashboard-http block. */
export function reportOf(r: HttpBenchResult): string {
  const met = (days: number) => r.calls.filter((c) => r.figures.get(label(c))!.get(days)![1] <= BUDGET_MS).length;
  const worst = (days: number) => Math.max(...r.calls.map((c) => r.figures.get(label(c))!.get(days)![1]));
  const stamp = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on Node ${process.version}, ${availableParallelism()} cores `
    + `(shared with other work), load average (1 / 5 / 15 min) ${r.loadStart} at the start and ${r.loadEnd} at the end. `
    + `The real server (server/main.ts, one process, LOG_LEVEL=info) over on-disk PGlite with the demo tenant seeded at first start; `
    + `one keep-alive client (node fetch) times each call until its body is read, ${r.runs} rounds after 2 warm-up rounds, `
    + `the four ranges interleaved in each round. p50 / p95 ms; ✗ marks a p95 over the ${BUDGET_MS} ms budget.`;
  return [
    stamp,
    '',
    `| call | ${RANGES.map((d) => `${d}D`).join(' | ')} |`,
    `|---|${RANGES.map(() => '---').join('|')}|`,
    ...r.calls.map((c) => `| ${label(c)} | ${RANGES.map((d) => cell(r.figures.get(label(c))!.get(d)!)).join(' | ')} |`),
    `| **calls with p95 ≤ ${BUDGET_MS} ms** | ${RANGES.map((d) => `**${met(d)} of ${r.calls.length}** (worst ${worst(d).toFixed(1)})`).join(' | ')} |`,
  ].join('\n');
}

/** Measures and writes the block (unless BENCH_NO_WRITE=1); returns the markdown. */
export async function benchDashboardHttp(runs = Number(process.env.BENCH_RUNS ?? 30)): Promise<string> {
  const only = process.env.BENCH_CALLS?.split(',').filter(Boolean);
  const calls = only ? HTTP_CALLS.filter((c) => only.some((o) => label(c).includes(o))) : HTTP_CALLS;
  const text = reportOf(await measureHttp(runs, calls));
  console.log(`\n${text}`);
  if (process.env.BENCH_NO_WRITE !== '1' && !only) writeBenchSection('dashboard-http', text, 'Dashboard calls over HTTP (issue 14)');
  return text;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchDashboardHttp();
}

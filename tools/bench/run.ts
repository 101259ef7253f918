// npm run bench: measures the foundation's hot paths in one run over in-memory PGlite and writes the
// figures into docs/PERFORMANCE.md between the BENCH markers. Ratios within one run are what count;
// absolute figures move with the machine.
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { DEMO_PASSWORD, seedDemo } from '../../server/seed/index';
import { benchDashboard } from './dashboard';
import { benchDashboardHttp } from './dashboard-http';
import { writeBenchSection } from './doc';
import { summarise, type Figure } from './stats';

async function time(runs: number, fn: (i: number) => Promise<void>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn(i);
    out.push(performance.now() - t);
  }
  return out;
}

const database = await openDatabase({ memory: true });
await seedDemo(database.db);
const app = await buildApp({ db: database.db, dbKind: database.kind, jwtKey: randomBytes(32), rateLimit: { perPair: 1e9, perIp: 1e9, accountCeiling: 1e9 } });
await app.ready();

const signin = async () => {
  const res = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'admin@acme.test', password: DEMO_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode}: ${res.body}`);
  return res.json() as { token: string; account_id: string };
};
const session = await signin();
const headers = { authorization: `Bearer ${session.token}`, 'x-account-id': session.account_id };
const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => async () => {
  const res = await app.inject({ method, url, headers });
  if (res.statusCode !== 200) throw new Error(`${method} ${url} answered ${res.statusCode}`);
};

// Warm up JIT and query plans before measuring.
for (let i = 0; i < 20; i++) await get('/api/users?page=1&size=10')();

const figures: Figure[] = [
  summarise('POST /api/auth/signin (argon2id m=19 MiB, t=2)', await time(20, async () => void (await signin()))),
  summarise('GET /api/users page of 10', await time(300, (i) => get(`/api/users?page=${(i % 40) + 1}&size=10`)())),
  summarise('GET /api/users?q= search, page of 10', await time(300, (i) => get(`/api/users?q=${['eng', 'sal', 'mar', 'ana'][i % 4]}&size=10`)())),
  summarise('HEAD /api/users count', await time(300, () => get('/api/users?status=ACTIVE', 'HEAD')())),
  summarise('GET /api/accounts', await time(300, () => get('/api/accounts')())),
  summarise('GET /api/health', await time(300, () => get('/api/health')())),
];
// issues 17, 18, 26: the lists behind the dashboard's links, at 30 days where they take a range
const DAY = 86_400_000;
const range30 = `s=${Date.now() - 29 * DAY}&e=${Date.now()}&z=UTC`;
figures.push(
  summarise('GET /api/saas-alerts 30D, page of 10', await time(100, (i) => get(`/api/saas-alerts?${range30}&page=${(i % 20) + 1}&size=10`)())),
  summarise('HEAD /api/saas-alerts 30D t=Block count', await time(100, () => get(`/api/saas-alerts?${range30}&t=Block`, 'HEAD')())),
  summarise('GET /api/saas-alerts-action-counts 30D', await time(100, () => get(`/api/saas-alerts-action-counts?${range30}`)())),
  summarise('GET /api/nonsaas-alerts 30D, page of 10', await time(100, (i) => get(`/api/nonsaas-alerts?${range30}&page=${(i % 20) + 1}&size=10`)())),
  summarise('GET /api/devices page of 10 (ACTIVE, IN_SCOPE)', await time(100, (i) => get(`/api/devices?status=ACTIVE&scope=IN_SCOPE&page=${(i % 20) + 1}&size=10`)())),
  summarise('HEAD /api/devices?active_on= (a bar\'s day) count', await time(100, () => get(`/api/devices?active_on=${new Date().toISOString().slice(0, 10)}`, 'HEAD')())),
  summarise('GET /api/applications page of 10', await time(100, (i) => get(`/api/applications?page=${(i % 10) + 1}&size=10`)())),
  summarise('GET /api/admin-logs 30D, page of 10', await time(100, () => get(`/api/admin-logs?${range30}&size=10`)())),
);
// issue 4: the dashboard calls over the same demo tenant, then on PostgreSQL when DATABASE_URL is set
await benchDashboard({ app, headers });
await app.close();
await database.close();

const fmt = (n: number) => n.toFixed(2);
const table = [
  '| call | runs | p50 ms | p95 ms | mean ms |',
  '|---|---|---|---|---|',
  ...figures.map((f) => `| ${f.name} | ${f.runs} | ${fmt(f.p50)} | ${fmt(f.p95)} | ${fmt(f.mean)} |`),
].join('\n');
const stamp = `Measured ${new Date().toISOString().slice(0, 10)} on Node ${process.version}, in-process (fastify.inject) over in-memory PGlite with the demo tenant.`;
console.log(`${stamp}\n\n${table}`);

writeBenchSection('foundation', `${stamp}\n\n${table}`, 'Foundation');

// issue 14: the same dashboard calls over HTTP against the real server on on-disk PGlite, at 1, 7, 30 and 90 days
await benchDashboardHttp();

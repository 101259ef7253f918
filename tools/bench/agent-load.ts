// A load client for the agent API: a tenant to enrol into, virtual devices, realistic batches.
// Shared by the ingest benchmark and the crash test.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AgentEvent } from '../../src/api/contract/agent';
import type { Db } from '../../server/db/client';
import { accounts, ztpaGateways } from '../../server/db/schema/index';
import { setEnrolmentSecret, upsertCatalogApps } from '../../server/ingest/index';

export const BENCH_ACCOUNT = 'Bench Corp';
export const BENCH_SECRET = 'bench-corp-enrolment-secret-0001';
export const BENCH_GATEWAY = 'bench-gateway';
export const BENCH_APPS = Array.from({ length: 60 }, (_, i) => `Bench App ${String(i).padStart(2, '0')}`);
const SITES = Array.from({ length: 40 }, (_, i) => `site${i}.bench.example`);

/** The tenant the virtual devices enrol into; safe to run again on the same database. */
export async function prepareTenant(db: Db): Promise<{ accountId: string }> {
  let [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, BENCH_ACCOUNT));
  if (!account) {
    [account] = await db.insert(accounts).values({ name: BENCH_ACCOUNT, clientId: randomBytes(12).toString('hex'), status: 'ACTIVE', enableDlp: true, enableVpn: true }).returning({ id: accounts.id });
    await db.insert(ztpaGateways).values({ accountId: account.id, name: BENCH_GATEWAY, status: 'ONLINE' });
  }
  await setEnrolmentSecret(db, account.id, BENCH_SECRET);
  await upsertCatalogApps(
    db,
    BENCH_APPS.map((name, i) => ({ name, domains: [`app${i}.bench.example`], categories: [i % 7 === 0 ? 'Gen AI' : 'Productivity'], genAi: i % 7 === 0, icon: null })),
  );
  return { accountId: account.id };
}

export interface Device {
  token: string;
  endpointId: string;
  users: string[];
}

export async function enrolDevice(url: string, n: number): Promise<Device> {
  const res = await fetch(`${url}/agent/v1/enrol`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      secret: BENCH_SECRET,
      hostname: `BENCH-${n}`,
      serial: `BENCH-SERIAL-${n}-${randomUUID().slice(0, 8)}`,
      platform: n % 3 === 0 ? 'DARWIN_ARM_64' : n % 3 === 1 ? 'WINDOWS_AMD_64' : 'UBUNTU_24',
      os_name: 'Bench OS',
      os_version: '1.0',
      agent_version: '1.1.7',
      owner_email: `owner${n}@bench.example`,
    }),
  });
  if (!res.ok) throw new Error(`enrol answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { device_token: string; endpoint_id: string };
  return { token: body.device_token, endpointId: body.endpoint_id, users: [`owner${n}@bench.example`, `shared${n % 10}@bench.example`] };
}

/** Skewed pick: a few apps get most of the time, a long tail gets the rest. */
function skewed(n: number): number {
  return Math.min(n - 1, Math.floor(n * Math.random() ** 2.5));
}

/** A batch like an agent's: the last couple of hours of one device, mostly usage, some alerts and findings. */
export function makeBatch(device: Device, size: number, now = Date.now()): AgentEvent[] {
  const events: AgentEvent[] = [];
  for (let i = 0; i < size; i++) {
    const id = randomUUID();
    const at = new Date(now - Math.floor(Math.random() * 2 * 3_600_000)).toISOString();
    const user = Math.random() < 0.1 ? device.users[1] : undefined;
    const base = { id, at, ...(user ? { user } : {}) };
    const r = Math.random();
    const browser = Math.random() < 0.7 ? 'Chrome' : 'Edge';
    if (r < 0.7) {
      const duration = 30 + Math.floor(Math.random() * 1800);
      events.push({ ...base, kind: 'usage', app: BENCH_APPS[skewed(BENCH_APPS.length)], browser, duration_s: duration, weighted_duration_s: Math.floor(duration * Math.random()) });
    } else if (r < 0.8) {
      events.push({ ...base, kind: 'usage', domain: SITES[skewed(SITES.length)], browser, duration_s: 60, weighted_duration_s: 30 });
    } else if (r < 0.85) {
      events.push({ ...base, kind: 'saas_alert', app: BENCH_APPS[skewed(BENCH_APPS.length)], browser, action: 'Block', reason: 'Unsanctioned App' });
    } else if (r < 0.9) {
      events.push({ ...base, kind: 'website_alert', domain: SITES[skewed(SITES.length)], browser, action: 'Alert', reason: 'Blocked Category', category: 'Gambling' });
    } else if (r < 0.93) {
      events.push({ ...base, kind: 'copy_paste', source: 'Excel', destination: BENCH_APPS[0], data_type: 'Credit Card Number', match_count: 2, action: 'Report' });
    } else if (r < 0.96) {
      events.push({ ...base, kind: 'installed_app', name: `Tool ${skewed(200)}`, version: '1.2.3' });
    } else if (r < 0.98) {
      events.push({ ...base, kind: 'compliance', framework: 'CIS', control: `CIS-${skewed(30)}`, passed: Math.random() < 0.9 });
    } else {
      events.push({ ...base, kind: 'ztpa_activity', gateway: BENCH_GATEWAY, destination: 'git.bench.internal', action: 'Allow', bytes_in: 5000, bytes_out: 800, duration_s: 4 });
    }
  }
  return events;
}

export interface Posted {
  status: number;
  ms: number;
  body: unknown;
}

export async function postBatch(url: string, device: Device, body: string): Promise<Posted> {
  const started = performance.now();
  const res = await fetch(`${url}/agent/v1/telemetry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${device.token}` },
    body,
  });
  const text = await res.text();
  const ms = performance.now() - started;
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // keep the text
  }
  return { status: res.status, ms, body: parsed };
}

// Performance history of the demo fleet (issue 18): `perf_sample` events through the same ingest path as
// POST /agent/v1/telemetry, so the seeded rows are what real agents would have stored. Density is the
// compromise between charts worth looking at and a quick first start: every 3 hours over the last week
// (drawn by the hour), one sample a working day before that (the 30- and 90-day charts are by the day).
import { and, eq, isNotNull } from 'drizzle-orm';
import type { AgentEventOf } from '../../src/api/contract/agent';
import type { Db } from '../db/client';
import { endpoints } from '../db/schema/index';
import { ingestBulk } from '../ingest/index';
import { prunePerf } from '../modules/fleet/perf';
import { Random } from './random';

type PerfSampleEvent = AgentEventOf<'perf_sample'>;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const HISTORY_DAYS = 90;
const RECENT_DAYS = 7;
const RECENT_STEP_HOURS = 3;

/** What a machine usually looks like: its own idle CPU, memory in use and a disk that slowly fills. */
export interface PerfProfile {
  cpu: number;
  memory: number;
  disk: number;
  /** disk points gained per day */
  diskGrowth: number;
}

/** The profile of the endpoint with this serial: the same on every run, in the seed and the simulator. */
export function perfProfile(serial: string): PerfProfile {
  const r = new Random(`perf:${serial}`);
  return { cpu: r.int(4, 30), memory: r.int(35, 70), disk: r.int(30, 80), diskGrowth: r.float() * 0.08 };
}

const clamp = (v: number) => Math.round(Math.min(100, Math.max(0, v)) * 10) / 10;

/** One sample at `at`: busier in working hours (UTC 8 to 18), noisier CPU than memory, disk by the day. */
export function perfSampleEvent(random: Random, profile: PerfProfile, at: Date, now: Date): PerfSampleEvent {
  const hour = at.getUTCHours();
  const working = hour >= 8 && hour < 18 && at.getUTCDay() % 6 !== 0;
  const daysAgo = (now.getTime() - at.getTime()) / DAY;
  const spike = random.chance(0.05) ? random.int(25, 60) : 0;
  return {
    kind: 'perf_sample',
    id: random.uuid(),
    at: at.toISOString(),
    cpu_pct: clamp(profile.cpu + (working ? random.int(8, 30) : random.int(0, 6)) + spike),
    memory_pct: clamp(profile.memory + (working ? random.int(5, 20) : random.int(-5, 5))),
    disk_pct: clamp(profile.disk - daysAgo * profile.diskGrowth + random.float()),
  };
}

/** The times an endpoint reported between `from` and `to`: sparse history, then every few hours for the last week. */
function sampleTimes(random: Random, from: number, to: number, now: number): number[] {
  const times: number[] = [];
  const recent = now - RECENT_DAYS * DAY;
  for (let day = Math.floor(from / DAY) * DAY; day < Math.min(to, recent); day += DAY) {
    const at = day + random.int(9, 16) * HOUR + random.int(0, 59) * 60_000;
    if (at >= from && at <= to && at < recent) times.push(at);
  }
  for (let at = Math.ceil(Math.max(from, recent) / HOUR) * HOUR; at <= to; at += RECENT_STEP_HOURS * HOUR) times.push(at + random.int(0, 20) * 60_000);
  return times.filter((t) => t <= to);
}

/** Every endpoint with an owner sends samples between its enrolment (or 90 days ago) and its last heartbeat. */
export async function seedDemoPerf(db: Db, input: { accountIds: readonly string[]; now: Date }): Promise<number> {
  let stored = 0;
  const now = input.now.getTime();
  for (const accountId of input.accountIds) {
    const rows = await db
      .select({ id: endpoints.id, serial: endpoints.serial, firstSeen: endpoints.firstSeen, lastSeen: endpoints.lastSeen })
      .from(endpoints)
      .where(and(eq(endpoints.accountId, accountId), isNotNull(endpoints.ownerPersonId)))
      .orderBy(endpoints.serial);
    const random = new Random(`perf:${accountId}`);
    const items: { endpointId: string; event: PerfSampleEvent }[] = [];
    for (const endpoint of rows) {
      const profile = perfProfile(endpoint.serial);
      const from = Math.max(endpoint.firstSeen.getTime(), now - HISTORY_DAYS * DAY);
      const to = Math.min(endpoint.lastSeen.getTime(), now);
      for (const at of sampleTimes(random, from, to, now)) items.push({ endpointId: endpoint.id, event: perfSampleEvent(random, profile, new Date(at), input.now) });
    }
    if (items.length === 0) continue;
    const counts = await ingestBulk(db, { accountId, items, now: input.now, touchEndpoints: false });
    stored += counts.accepted;
  }
  // the samples older than a week live on in the hourly sums only, as on a running server
  await prunePerf(db, input.now);
  return stored;
}

// The endpoint's Performance tab (issue 18): `perf_sample` events are stored raw and summed per hour by
// the ingest service (endpoint_perf_hourly). The charts read the hourly sums: by the hour for 24h and 7d,
// by the UTC day for 30d and 90d. Retention: raw samples a week, hourly sums 90 days.
import { and, lt, sql } from 'drizzle-orm';
import type { PerfDetail, PerfPoint, PerfRange } from '../../../src/api/contract/fleet';
import type { Db } from '../../db/client';
import { endpointPerfHourly, endpointPerfSamples } from '../../db/schema/index';
import { iso } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';
import { n, rows } from '../dashboard/scoped';
import { oneDevice } from './service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const PERF_SAMPLE_RETENTION_DAYS = 7;
export const PERF_HOURLY_RETENTION_DAYS = 90;

const RANGES: Record<PerfRange, { ms: number; by: 'hour' | 'day' }> = {
  '24h': { ms: DAY, by: 'hour' },
  '7d': { ms: 7 * DAY, by: 'hour' },
  '30d': { ms: 30 * DAY, by: 'day' },
  '90d': { ms: 90 * DAY, by: 'day' },
};

/** one decimal, as the charts and tooltips show it */
const pct = (v: unknown) => Math.round(n(v) * 10) / 10;

/** The first hour (or UTC day) the range covers, so that a range holds whole buckets. */
function rangeStart(range: PerfRange, now: Date): Date {
  const { ms, by } = RANGES[range];
  const unit = by === 'hour' ? HOUR : DAY;
  return new Date(Math.floor((now.getTime() - ms) / unit + 1) * unit);
}

export async function perfMetrics(db: Db, scope: Scope, id: string, range: PerfRange, now: Date): Promise<PerfPoint[]> {
  await oneDevice(db, scope, id);
  const bucket = RANGES[range].by === 'hour' ? sql`h.hour` : sql`date_trunc('day', h.hour at time zone 'UTC') at time zone 'UTC'`;
  const found = await rows<Record<string, unknown>>(db, sql`
    select ${bucket} as at, sum(h.samples) as samples, sum(h.cpu_sum) / sum(h.samples) as cpu,
      sum(h.memory_sum) / sum(h.samples) as memory, sum(h.disk_sum) / sum(h.samples) as disk
    from endpoint_perf_hourly h
    where h.account_id = ${scope.accountId}::uuid and h.endpoint_id = ${id}::uuid
      and h.hour >= ${rangeStart(range, now).toISOString()}::timestamptz and h.hour <= ${now.toISOString()}::timestamptz and h.samples > 0
    group by 1 order by 1`);
  return found.map((r) => ({ at: iso(r.at as string)!, cpu: pct(r.cpu), memory: pct(r.memory), disk: pct(r.disk), samples: n(r.samples) }));
}

export async function countPerfMetrics(db: Db, scope: Scope, id: string, range: PerfRange, now: Date): Promise<number> {
  return (await perfMetrics(db, scope, id, range, now)).length;
}

export async function perfDetail(db: Db, scope: Scope, id: string, now: Date): Promise<PerfDetail> {
  await oneDevice(db, scope, id);
  const [latest] = await rows<Record<string, unknown>>(db, sql`
    select at, cpu_pct, memory_pct, disk_pct from endpoint_perf_samples
    where account_id = ${scope.accountId}::uuid and endpoint_id = ${id}::uuid order by at desc limit 1`);
  const [day] = await rows<Record<string, unknown>>(db, sql`
    select sum(samples) as samples,
      sum(cpu_sum) / nullif(sum(samples), 0) as cpu, sum(memory_sum) / nullif(sum(samples), 0) as memory, sum(disk_sum) / nullif(sum(samples), 0) as disk,
      max(cpu_sum / samples) as cpu_peak, max(memory_sum / samples) as memory_peak, max(disk_sum / samples) as disk_peak
    from endpoint_perf_hourly
    where account_id = ${scope.accountId}::uuid and endpoint_id = ${id}::uuid and samples > 0
      and hour >= ${rangeStart('24h', now).toISOString()}::timestamptz and hour <= ${now.toISOString()}::timestamptz`);
  return {
    latest: latest ? { at: iso(latest.at as string)!, cpu: pct(latest.cpu_pct), memory: pct(latest.memory_pct), disk: pct(latest.disk_pct) } : null,
    day:
      day && n(day.samples) > 0
        ? {
            avg: { cpu: pct(day.cpu), memory: pct(day.memory), disk: pct(day.disk) },
            peak: { cpu: pct(day.cpu_peak), memory: pct(day.memory_peak), disk: pct(day.disk_peak) },
            samples: n(day.samples),
          }
        : null,
  };
}

/** Retention (the hourly job, and the demo seed once it has sent its history): raw samples a week, hourly sums 90 days. */
export async function prunePerf(db: Db, now: Date): Promise<void> {
  await db.delete(endpointPerfSamples).where(lt(endpointPerfSamples.at, new Date(now.getTime() - PERF_SAMPLE_RETENTION_DAYS * DAY)));
  await db.delete(endpointPerfHourly).where(and(lt(endpointPerfHourly.hour, new Date(now.getTime() - PERF_HOURLY_RETENTION_DAYS * DAY))));
}

// The crash test of issue 3: ingest through the real server, kill -9 it at random points, restart,
// let the client re-send what was not acknowledged, then check in the database that every
// acknowledged event is stored exactly once and that the rollups agree with the stored events.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { AgentEvent } from '../../src/api/contract/agent';
import { openDatabase, type DatabaseOptions } from '../../server/db/client';
import { rowsOf } from '../../server/ingest/sql-arrays';
import { enrolDevice, makeBatch, postBatch, prepareTenant, type Device } from './agent-load';
import { freePort, scratchDatabase, startServer, type RunningServer } from './server-process';

export interface CrashOptions {
  events: number;
  rounds: number;
  batchSize: number;
  devices: number;
  /** a PostgreSQL server to run against (a fresh database is made on it); PGlite in a temporary directory otherwise */
  databaseUrl?: string;
  log?: (line: string) => void;
}

export interface RoundReport {
  round: number;
  sent: number;
  acknowledged: number;
  kills: number;
  retriedBatches: number;
  /** acknowledged events not in the database */
  missing: number;
  /** events stored more than once */
  duplicated: number;
  /** rollup tables whose totals differ from the stored events */
  rollupMismatches: string[];
  ms: number;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

const KINDS_BY_TABLE: Record<string, AgentEvent['kind'][]> = {
  usage_sessions: ['usage'],
  saas_alerts: ['saas_alert'],
  website_alerts: ['website_alert'],
  copy_paste_events: ['copy_paste'],
  ztpa_activity: ['ztpa_activity'],
  ingested_events: ['installed_app', 'compliance', 'dlp_file', 'extension'],
};

/** Rollup totals that must equal what the stored events hold (a sum over a rollup = a count over the raw rows). */
const events = (table: string) => `(select count(*) from ${table} where account_id = $a)`;
const ROLLUP_CHECKS: [name: string, rollupTotal: string, eventTotal: string][] = [
  ['usage sessions', '(select coalesce(sum(sessions), 0) from app_usage_daily where account_id = $a) + (select coalesce(sum(sessions), 0) from website_usage_daily where account_id = $a)', events('usage_sessions')],
  ['usage per app and website', '(select coalesce(sum(sessions), 0) from app_daily where account_id = $a) + (select coalesce(sum(sessions), 0) from website_daily where account_id = $a)', events('usage_sessions')],
  ['usage activity', '(select coalesce(sum(sessions), 0) from activity_daily where account_id = $a)', events('usage_sessions')],
  ['usage per day', '(select coalesce(sum(sessions), 0) from activity_day_totals where account_id = $a)', events('usage_sessions')],
  // each person (and endpoint) counts once in its day, however many batches and devices brought their sessions
  ['people per day', '(select coalesce(sum(people), 0) from activity_day_totals where account_id = $a)',
    `(select count(*) from (select distinct (at at time zone 'UTC')::date, person_id from usage_sessions where account_id = $a) d)`],
  ['endpoints per day', '(select coalesce(sum(endpoints), 0) from activity_day_totals where account_id = $a)',
    `(select count(*) from (select distinct (at at time zone 'UTC')::date, endpoint_id from usage_sessions where account_id = $a) d)`],
  ['saas alerts', '(select coalesce(sum(count), 0) from saas_alert_daily where account_id = $a)', events('saas_alerts')],
  ['website alerts', '(select coalesce(sum(count), 0) from website_alert_daily where account_id = $a)', events('website_alerts')],
  ['copy-paste', '(select coalesce(sum(count), 0) from copy_paste_daily where account_id = $a)', events('copy_paste_events')],
  ['ztpa', '(select coalesce(sum(connections), 0) from ztpa_activity_daily where account_id = $a)', events('ztpa_activity')],
];

async function verify(target: DatabaseOptions, accountId: string, sent: AgentEvent[], acked: Set<string>) {
  const database = await openDatabase(target);
  try {
    const stored = new Map<string, number>();
    for (const table of Object.keys(KINDS_BY_TABLE)) {
      const rows = rowsOf<{ id: string; n: number }>(await database.db.execute(sql.raw(`select id::text as id, count(*)::int as n from ${table} where account_id = '${accountId}' group by id`)));
      for (const r of rows) stored.set(r.id, (stored.get(r.id) ?? 0) + r.n);
    }
    let missing = 0;
    let duplicated = 0;
    for (const e of sent) {
      const n = stored.get(e.id) ?? 0;
      if (acked.has(e.id) && n === 0) missing++;
      if (n > 1) duplicated++;
    }
    const rollupMismatches: string[] = [];
    const total = async (expression: string) =>
      rowsOf<{ n: string | number }>(await database.db.execute(sql.raw(`select (${expression.replaceAll('$a', `'${accountId}'`)})::bigint as n`)))[0]!;
    for (const [name, rolled, stored] of ROLLUP_CHECKS) {
      const [a, b] = [await total(rolled), await total(stored)];
      if (Number(a.n) !== Number(b.n)) rollupMismatches.push(`${name}: rollup ${a.n} vs events ${b.n}`);
    }
    return { missing, duplicated, rollupMismatches };
  } finally {
    await database.close();
  }
}

export async function runCrashTest(options: CrashOptions): Promise<RoundReport[]> {
  const log = options.log ?? (() => {});
  const root = mkdtempSync(join(tmpdir(), 'palisade-crash-'));
  const scratch = options.databaseUrl ? await scratchDatabase(options.databaseUrl) : undefined;
  const target: DatabaseOptions = scratch ? { databaseUrl: scratch.url } : { dataDir: join(root, 'pglite') };
  const reports: RoundReport[] = [];
  let server: RunningServer | undefined;
  try {
    const setup = await openDatabase(target);
    const { accountId } = await prepareTenant(setup.db);
    await setup.close();
    const port = await freePort();
    const start = () => startServer({ port, dataDir: root, databaseUrl: scratch?.url });
    server = await start();
    const devices: Device[] = [];
    for (let i = 0; i < options.devices; i++) devices.push(await enrolDevice(server.url, i));
    const allSent: AgentEvent[] = [];
    const allAcked = new Set<string>();

    for (let round = 1; round <= options.rounds; round++) {
      const started = Date.now();
      const perDevice = Math.ceil(options.events / options.devices / options.batchSize);
      const work = devices.map((device) => Array.from({ length: perDevice }, () => makeBatch(device, options.batchSize)));
      const sent = work.flat(2).slice(0);
      allSent.push(...sent);
      let kills = 0;
      let retried = 0;
      let up: Promise<void> = Promise.resolve();
      let done = false;
      let roundAcked = 0;

      const client = async (device: Device, batches: AgentEvent[][]) => {
        for (const batch of batches) {
          const body = JSON.stringify({ events: batch });
          for (let attempt = 0; ; attempt++) {
            try {
              const res = await postBatch(server!.url, device, body);
              if (res.status !== 200) throw new Error(`telemetry answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
              for (const e of batch) allAcked.add(e.id);
              roundAcked += batch.length;
              break;
            } catch (error) {
              if (error instanceof Error && error.message.startsWith('telemetry answered')) throw error;
              // Not acknowledged (connection refused or cut by the kill): wait for the restart, send again.
              if (attempt === 0) retried++;
              await sleep(50);
              await up;
            }
          }
        }
      };
      // The killer strikes at a random point of the ingest: once a random share (10 to 90 %) of the
      // round's events is acknowledged, so the kill always lands while batches are in flight.
      const killAt = Math.floor(sent.length * (0.1 + 0.8 * Math.random()));
      const killer = async () => {
        while (!done && roundAcked < killAt) await sleep(5);
        if (done) return;
        kills++;
        up = (async () => {
          await server!.kill9();
          log(`round ${round}: killed the server (kill -9) after ${Date.now() - started} ms`);
          server = await start();
        })();
        await up;
      };
      const killing = killer();
      await Promise.all(devices.map((d, i) => client(d, work[i])));
      done = true;
      await killing;
      await server!.stop();
      server = undefined;
      const check = await verify(target, accountId, allSent, allAcked);
      const report: RoundReport = { round, sent: sent.length, acknowledged: sent.filter((e) => allAcked.has(e.id)).length, kills, retriedBatches: retried, ...check, ms: Date.now() - started };
      log(`round ${round}: ${JSON.stringify(report)}`);
      reports.push(report);
      if (round < options.rounds) server = await start();
    }
    return reports;
  } finally {
    if (server) await server.kill9();
    await scratch?.drop();
    rmSync(root, { recursive: true, force: true });
  }
}

// More than one core (issue 14 item 7): with PostgreSQL, WORKERS=N runs N server processes on one port
// through node:cluster. The primary migrates and seeds once, then forks the workers; each builds the
// app, reports ready, and listens only when told to, because the start-up progress page holds the port
// until every worker is ready. A worker that dies is replaced. Background jobs need no election: the
// queue claims jobs with FOR UPDATE SKIP LOCKED and each schedule advances by compare-and-set, so every
// job runs once whichever process takes it. PGlite is one process over one data directory and stays so.
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';

export type WorkerMessage = { kind: 'ready' } | { kind: 'listening' };
export type PrimaryMessage = { kind: 'listen' };

export interface WorkerPlan {
  readonly workers: number;
  /** said at start when WORKERS asked for something the database cannot do */
  readonly note?: string;
}

/** How many server processes to run: WORKERS (default: the cores) with PostgreSQL, always one with PGlite. */
export function planWorkers(env: NodeJS.ProcessEnv, databaseUrl: string | undefined, cores = availableParallelism()): WorkerPlan {
  const asked = env.WORKERS?.trim() ? Number(env.WORKERS) : undefined;
  if (asked !== undefined && (!Number.isInteger(asked) || asked < 1 || asked > 256)) {
    throw new Error(`WORKERS must be a whole number from 1 to 256, not '${env.WORKERS}'.`);
  }
  if (!databaseUrl) {
    return asked !== undefined && asked > 1 ? { workers: 1, note: `WORKERS=${asked} ignored: embedded PGlite serves from one process (set DATABASE_URL for more).` } : { workers: 1 };
  }
  return { workers: asked ?? cores };
}

export interface PrimaryOptions {
  readonly workers: number;
  /** closes the start-up progress page, freeing the port for the workers */
  readonly closeProgress: () => Promise<void>;
  readonly log: (line: string) => void;
  /** called once, when the first worker listens */
  readonly onListening: () => void;
}

/** a worker that dies this many times within a minute stops the console: something is broken, not flaky */
const CRASHES_PER_MINUTE = 5;

/** Runs in the primary: forks the workers, opens the port when all are ready, replaces the ones that die. */
export async function runPrimary({ workers, closeProgress, log, onListening }: PrimaryOptions): Promise<void> {
  let portOpen = false;
  let stopping = false;
  let announced = false;
  const crashes: number[] = [];

  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'ready' && portOpen) worker.send({ kind: 'listen' } satisfies PrimaryMessage);
      if (message.kind === 'listening' && !announced) {
        announced = true;
        onListening();
      }
    });
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    crashes.push(now);
    while (crashes.length && crashes[0] < now - 60_000) crashes.shift();
    if (crashes.length >= CRASHES_PER_MINUTE * workers) {
      log(`server processes keep exiting (${crashes.length} in a minute, the last with ${signal ?? `code ${code}`}): stopping`);
      process.exit(1);
    }
    log(`server process ${worker.process.pid} exited with ${signal ?? `code ${code}`}; starting another`);
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
    if (alive.length === 0) process.exit(0);
    let left = alive.length;
    for (const worker of alive) {
      worker.once('exit', () => {
        if (--left === 0) process.exit(0);
      });
      worker.process.kill(signal);
    }
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  const started = Array.from({ length: workers }, fork);
  await Promise.all(started.map((worker) => new Promise<void>((resolve) => {
    const onMessage = (message: WorkerMessage) => {
      if (message.kind !== 'ready') return;
      worker.off('message', onMessage);
      resolve();
    };
    worker.on('message', onMessage);
    // one that dies before it is ready is replaced by the exit handler; the port opens without it
    worker.once('exit', () => resolve());
  })));
  await closeProgress();
  portOpen = true;
  for (const worker of Object.values(cluster.workers ?? {})) worker?.send({ kind: 'listen' } satisfies PrimaryMessage);
}

/** Runs in a worker once its app is ready: tells the primary, waits for the port to be free. */
export function readyAndWaitForPort(): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (message: PrimaryMessage) => {
      if (message.kind !== 'listen') return;
      process.off('message', onMessage);
      resolve();
    };
    process.on('message', onMessage);
    process.send?.({ kind: 'ready' } satisfies WorkerMessage);
  });
}

export const reportListening = () => process.send?.({ kind: 'listening' } satisfies WorkerMessage);

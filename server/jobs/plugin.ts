// The job worker's place in the app: app.jobs for every module, started when the server is ready
// and stopped (waiting for the running job) when it closes, before the database is.
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { cron } from './cron';
import { pruneDone } from './queue';
import { DEFAULT_WORKER_SETTINGS, JobWorker, type WorkerSettings } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobWorker;
  }
}

export type JobsOptions = Partial<WorkerSettings>;

/** finished jobs are kept a week */
const KEEP_DONE_MS = 7 * 86_400_000;

export default fp<JobsOptions>(
  async (app, options) => {
    const worker = new JobWorker(app.db, app.now, { ...DEFAULT_WORKER_SETTINGS, ...options }, app.log);
    app.decorate('jobs', worker);
    worker.schedule('jobs.prune', cron('17 3 * * *'), async (_payload, { db, now }) => {
      await pruneDone(db, new Date(now.getTime() - KEEP_DONE_MS));
    });
    if (app.dbKind === 'pglite') {
      // PGlite runs no autovacuum daemon, so without this its planner would never have statistics and would
      // pick nested scans over the event tables (issue 14: device-stats at 90 days went from 530 to 95 ms)
      worker.schedule('db.analyze', cron('43 */6 * * *'), async (_payload, { db }) => {
        await db.execute(sql`analyze`);
      });
    }
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'jobs', fastify: '5.x', dependencies: ['db'] },
);

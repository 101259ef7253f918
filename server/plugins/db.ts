import fp from 'fastify-plugin';
import type { Db, DbKind } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DbKind;
    /** The clock every module reads, so tests can move time (token expiry, rate-limit windows). */
    now: () => Date;
  }
}

export interface DbPluginOptions {
  db: Db;
  kind: DbKind;
  now: () => Date;
}

export default fp<DbPluginOptions>(
  async (app, options) => {
    app.decorate('db', options.db);
    app.decorate('dbKind', options.kind);
    app.decorate('now', options.now);
  },
  { name: 'db', fastify: '5.x' },
);

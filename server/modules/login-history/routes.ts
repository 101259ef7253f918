// Issue 25: the Login History calls (src/api/contract/auth.ts loginHistoryApi), registered by the auth plugin.
import type { FastifyInstance } from 'fastify';
import { LOGIN_HISTORY_FILE, loginHistoryApi, type LoginHistoryRow } from '../../../src/api/contract/auth';
import { registerEndpoints } from '../../lib/endpoints';
import { sendCsv, type CsvRow } from '../../lib/csv-reply';
import * as service from './service';

export const LOGIN_HISTORY_CSV_HEADER = ['Time', 'Email', 'Method', 'Result', 'Detail', 'IP Address', 'User Agent'] as const;

async function* csvRows(rows: AsyncIterable<LoginHistoryRow>): AsyncGenerator<CsvRow> {
  for await (const r of rows) yield [r.time, r.email, r.method, r.result, r.detail ?? '', r.ip, r.user_agent];
}

export function registerLoginHistory(app: FastifyInstance): void {
  registerEndpoints(app, loginHistoryApi, {
    listLoginHistory: async ({ scope, query }, reply) =>
      query.format === 'csv'
        ? sendCsv(reply, LOGIN_HISTORY_FILE, LOGIN_HISTORY_CSV_HEADER, csvRows(service.streamLoginHistory(app.db, scope, query)))
        : service.listLoginHistory(app.db, scope, query),
    countLoginHistory: async ({ scope, query }) => service.countLoginHistory(app.db, scope, query),
  });
}

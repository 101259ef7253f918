// The Data Activity and browser-extension calls (issue 21), registered from the contract's dlpActivityApi;
// CSV through server/lib/csv-reply.ts. The operator's company view reads over the company's own scope once
// operatedCompany has answered 404 for a company the caller does not manage (as the sibling config tabs).
import type { FastifyPluginAsync } from 'fastify';
import { ACTIVITY_CSV, dlpActivityApi, type SensitiveActivityRow } from '../../../src/api/contract/dlp-activity';
import { sendCsv, type CsvRow } from '../../lib/csv-reply';
import { registerEndpoints } from '../../lib/endpoints';
import { companyScope } from '../provider/figures';
import { operatedCompany } from '../provider/service';
import * as service from './service';

export const ACTIVITY_CSV_HEADER = ['Time', 'Origin', 'Channel', 'Endpoint', 'User', 'Email', 'Source', 'Destination', 'Site', 'Data Types', 'Matches', 'Policy', 'Action'] as const;

async function* csvRows(rows: AsyncIterable<SensitiveActivityRow>): AsyncGenerator<CsvRow> {
  for await (const r of rows) {
    yield [r.time, r.origin, r.channel, r.endpoint.hostname, r.person?.name ?? '', r.person?.email ?? '', r.source ?? '', r.destination, r.site ?? '', r.data_types.join('; '), r.match_count, r.policy ?? '', r.action];
  }
}

const dlpActivityRoutes: FastifyPluginAsync = async (app) => {
  const now = () => app.now();
  registerEndpoints(app, dlpActivityApi, {
    listSensitiveActivity: async ({ scope, query }, reply) =>
      query.format === 'csv'
        ? sendCsv(reply, ACTIVITY_CSV, ACTIVITY_CSV_HEADER, csvRows(service.streamActivity(app.db, scope, query, now())))
        : service.listActivity(app.db, scope, query, now()),
    countSensitiveActivity: async ({ scope, query }) => service.countActivity(app.db, scope, query, now()),
    sensitiveActivitySummary: async ({ scope, query }) => service.activitySummary(app.db, scope, query, now()),
    listExtensionSites: async ({ scope, query }) => service.listExtensionSites(app.db, scope, query, now()),
    countExtensionSites: async ({ scope, query }) => service.countExtensionSites(app.db, scope, query, now()),
    listExtensionTypes: async ({ scope, query }) => service.listExtensionTypes(app.db, scope, query, now()),
    countExtensionTypes: async ({ scope, query }) => service.countExtensionTypes(app.db, scope, query, now()),
    getCompanyDlpSensitive: async ({ scope, params }) => {
      const { account } = await operatedCompany(app.db, scope, params.id);
      return service.companyDlp(app.db, companyScope(account, scope), account.enableDlp, now());
    },
  });
};

export default dlpActivityRoutes;

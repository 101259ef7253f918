// The compliance report calls under /api, registered from the contract's complianceApi (access in the definitions).
import type { FastifyPluginAsync } from 'fastify';
import { complianceApi } from '../../../src/api/contract/compliance';
import { sendCsv } from '../../lib/csv-reply';
import { registerEndpoints } from '../../lib/endpoints';
import * as extensions from './extensions';
import * as compliance from './service';

const complianceRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, complianceApi, {
    listComplianceEndpoints: async ({ scope, query }) => compliance.listEndpoints(app.db, scope, query),
    countComplianceEndpoints: async ({ scope, query }) => compliance.countEndpoints(app.db, scope, query),
    getComplianceReport: async ({ scope, query }, reply) => {
      compliance.checksOfFilter(query); // a bad framework or control is a 400 before the file starts
      return sendCsv(reply, compliance.reportFileName(app.now()), compliance.REPORT_HEADER, compliance.reportRows(app.db, scope, query));
    },
    countComplianceReport: async ({ scope, query }) => compliance.countEndpoints(app.db, scope, query),
    listComplianceControls: async ({ scope, query }) => compliance.listControls(app.db, scope, query),
    listComplianceFrameworks: async ({ scope }) => compliance.listFrameworks(app.db, scope),
    getAccountComplianceStatus: async ({ scope, params }) => compliance.accountStatus(app.db, scope, params.id),
    listDeviceComplianceHistory: async ({ scope, params, query }) => compliance.history(app.db, scope, params.id, query),
    countDeviceComplianceHistory: async ({ scope, params }) => compliance.countHistory(app.db, scope, params.id),
    getNoncompliantReport: async ({ scope, query: { format, ...filters } }, reply) => {
      const query = { ...filters, state: ['NON_COMPLIANT' as const] };
      if (format !== 'csv') return compliance.listEndpoints(app.db, scope, query);
      compliance.checksOfFilter(query);
      return sendCsv(reply, compliance.reportFileName(app.now()), compliance.REPORT_HEADER, compliance.reportRows(app.db, scope, query));
    },
    countNoncompliantReport: async ({ scope, query: { format: _format, ...filters } }) => compliance.countEndpoints(app.db, scope, { ...filters, state: ['NON_COMPLIANT'] }),
    listExtensionCompliance: async ({ scope, query }) => extensions.listEndpoints(app.db, scope, query),
    countExtensionCompliance: async ({ scope, query }) => extensions.countEndpoints(app.db, scope, query),
    getExtensionComplianceReport: async ({ scope, query }, reply) =>
      sendCsv(reply, extensions.reportFileName(app.now()), extensions.REPORT_HEADER, extensions.reportRows(app.db, scope, query)),
    countExtensionComplianceReport: async ({ scope, query }) => extensions.countEndpoints(app.db, scope, query),
    listDeviceExtComplianceHistory: async ({ scope, params, query }) => extensions.history(app.db, scope, params.id, query),
    countDeviceExtComplianceHistory: async ({ scope, params }) => extensions.countHistory(app.db, scope, params.id),
  });
};

export default complianceRoutes;

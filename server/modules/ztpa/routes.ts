// Zero-trust private access (issue 22), registered from the contract's ztpaApi: paths, schemas and access in
// src/api/contract/ztpa.ts; the readings in service.ts, the setup in setup.ts.
import type { FastifyPluginAsync } from 'fastify';
import { GATEWAY_LOG_FILE_RE, ZTPA_LOG_CSV_COLUMNS, ZTPA_LOGS_CSV, ztpaApi, type ZtpaLogRow } from '../../../src/api/contract/ztpa';
import { sendCsv, type CsvRow } from '../../lib/csv-reply';
import { registerEndpoints } from '../../lib/endpoints';
import { auditAs } from '../saas/audit';
import { attachment } from '../fleet/logs';
import * as service from './service';
import * as setup from './setup';
import * as ops from './ops';
import { COMPANY_WITHOUT_ZTPA, ztpaOpsApi } from '../../../src/api/contract/ztpa-ops';
import { notFound } from '../../lib/http-error';
import type { Scope } from '../../plugins/scope';
import { asCompany } from '../provider/config-service';

async function* csvRows(logs: AsyncIterable<ZtpaLogRow>): AsyncGenerator<CsvRow> {
  for await (const r of logs) {
    yield [r.time, r.action, r.gateway, r.destination, r.port, r.user_name, r.email, r.hostname ?? r.endpoint_id, r.bytes_in, r.bytes_out, r.duration_s];
  }
}

/** The provider's ZTPA tab reads a company that uses ZTPA; for one without enable_vpn it says so (404). */
function withZtpa<T>(company: Scope, read: () => Promise<T>): Promise<T> {
  if (!company.access.flags.enable_vpn) throw notFound(COMPANY_WITHOUT_ZTPA);
  return read();
}

const ztpaRoutes: FastifyPluginAsync = async (app) => {
  const now = () => app.now();
  registerEndpoints(app, ztpaApi, {
    listGateways: async ({ scope, query }) => service.listGateways(app.db, scope, query, now()),
    countGateways: async ({ scope, query }) => service.countGateways(app.db, scope, query, now()),
    listDestinations: async ({ scope, query }) => service.listDestinations(app.db, scope, query, now()),
    countDestinations: async ({ scope, query }) => service.countDestinations(app.db, scope, query, now()),
    getDestination: async ({ scope, params, query }) => service.getDestination(app.db, scope, params.name, query, now()),
    getDestinationUser: async ({ scope, params, query }) => service.getDestinationUser(app.db, scope, params.subnet, params.userName, query, now()),

    listZtpaLogs: async ({ scope, query }, reply) =>
      query.format === 'csv'
        ? sendCsv(reply, ZTPA_LOGS_CSV, ZTPA_LOG_CSV_COLUMNS, csvRows(service.streamZtpaLogs(app.db, scope, query, now())))
        : service.listZtpaLogs(app.db, scope, query, now()),
    countZtpaLogs: async ({ scope, query }) => service.countZtpaLogs(app.db, scope, query, now()),

    listServers: async ({ scope, query }) => service.listServers(app.db, scope, query, now()),
    countServers: async ({ scope, query }) => service.countServers(app.db, scope, query, now()),
    getServer: async ({ scope, params }) => setup.getConfig(app.db, scope, params.id, now()),
    listServerLogs: async ({ scope, params }) => service.listServerLogs(app.db, scope, params.id),
    downloadServerLog: async ({ scope, params }, reply) => {
      const day = GATEWAY_LOG_FILE_RE.exec(params.file)![1];
      const text = await service.serverLogText(app.db, scope, params.id, day);
      return reply.header('content-type', 'text/plain; charset=utf-8').header('content-disposition', attachment(params.file)).header('cache-control', 'no-store').send(text);
    },
    listServerActivity: async ({ scope, params, query }) => service.listServerActivity(app.db, scope, params.id, query, now()),
    countServerActivity: async ({ scope, params, query }) => service.countServerActivity(app.db, scope, params.id, query, now()),
    listServerErrors: async ({ scope, params, query }) => service.listServerErrors(app.db, scope, params.id, query, now()),
    countServerErrors: async ({ scope, params, query }) => service.countServerErrors(app.db, scope, params.id, query, now()),

    listConfigs: async ({ scope }) => setup.listConfigs(app.db, scope, now()),
    getConfig: async ({ scope, params }) => setup.getConfig(app.db, scope, params.id, now()),
    checkIpRange: async ({ scope, body }) => setup.checkIpRange(app.db, scope, body),
    createGateway: async (request) => setup.createGateway(app.db, request.scope, request.body, now(), auditAs(request, 'ztpa.gateway.create')),
    setPolicies: async (request) => setup.setPolicies(app.db, request.scope, request.params.id, request.body, now(), auditAs(request, 'ztpa.gateway.policies')),
    updateGateway: async (request) => setup.updateGateway(app.db, request.scope, request.params.id, request.body, now(), auditAs(request, 'ztpa.gateway.update')),
    deleteGateway: async (request) => setup.deleteGateway(app.db, request.scope, request.params.id, auditAs(request, 'ztpa.gateway.delete')),
    newEnrolmentToken: async (request) => setup.renewEnrolment(app.db, request.scope, request.params.id, now(), auditAs(request, 'ztpa.gateway.enrolment-token')),
    downloadConfig: async ({ scope, params }, reply) => {
      const file = await setup.configFile(app.db, scope, params.id);
      return reply.header('content-type', 'text/plain; charset=utf-8').header('content-disposition', attachment(file.name)).header('cache-control', 'no-store').send(file.text);
    },
    createDestination: async (request) => setup.createDestination(app.db, request.scope, request.body, now(), auditAs(request, 'ztpa.destination.create')),
    updateDestination: async (request) => setup.updateDestination(app.db, request.scope, request.params.id, request.body, now(), auditAs(request, 'ztpa.destination.update')),
    deleteDestination: async (request) => setup.deleteDestination(app.db, request.scope, request.params.id, now(), auditAs(request, 'ztpa.destination.delete')),
  });

  // gateway commands, key rotation and peers (ops.ts)
  registerEndpoints(app, ztpaOpsApi, {
    gatewayLibrary: async () => ops.gatewayLibrary(),
    listGatewayCommands: async ({ scope, query }) => ops.listCommands(app.db, scope, query, now()),
    countGatewayCommands: async ({ scope, query }) => ops.countCommands(app.db, scope, query, now()),
    sendGatewayCommand: async (request, reply) => {
      reply.code(201);
      return ops.sendCommand(app.db, request.scope, request.body, now(), auditAs(request, 'ztpa.command.send'));
    },
    getGatewayCommand: async ({ scope, params }) => ops.getCommand(app.db, scope, params.id, now()),
    cancelGatewayCommand: async (request) => ops.cancelCommand(app.db, request.scope, request.params.id, now(), auditAs(request, 'ztpa.command.cancel')),
    rotateGatewayKey: async (request) => ops.rotateKey(app.db, request.scope, request.params.id, now(), auditAs(request, 'ztpa.gateway.rotate-key')),
    listGatewayPeers: async ({ scope, params }) => ops.listPeers(app.db, scope, params.id),
    listCompanyGateways: async ({ scope, params }) => asCompany(app.db, scope, params.id, (company) => withZtpa(company, () => setup.listConfigs(app.db, company, now()))),
    getCompanyGateway: async ({ scope, params }) =>
      asCompany(app.db, scope, params.id, (company) => withZtpa(company, () => setup.getConfig(app.db, company, params.ztpaId, now()))),
  });
};

export default ztpaRoutes;

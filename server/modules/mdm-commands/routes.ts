// MDM commands from the console (issue 20, part 3), registered from the contract's mdmCommandsApi.
import type { FastifyPluginAsync } from 'fastify';
import { mdmCommandsApi } from '../../../src/api/contract/mdm-commands';
import { registerEndpoints } from '../../lib/endpoints';
import { auditAs } from '../saas/audit';
import * as mdm from './service';

const mdmCommandsRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, mdmCommandsApi, {
    sendCommand: async (request, reply) => {
      reply.code(201);
      return mdm.sendCommand(app.db, request.scope, request.body, app.now(), auditAs(request, 'mdm.command'));
    },
    sendCommandAll: async (request, reply) => {
      reply.code(201);
      return mdm.sendCommandAll(app.db, request.scope, request.body.request_type, app.now(), auditAs(request, 'mdm.command-all'));
    },
    deviceSync: async (request, reply) => {
      reply.code(201);
      return mdm.deviceSync(app.db, request.scope, request.body.device_id, app.now(), auditAs(request, 'mdm.device-sync'));
    },
    deviceSyncAll: async (request, reply) => {
      reply.code(201);
      return mdm.deviceSyncAll(app.db, request.scope, app.now(), auditAs(request, 'mdm.device-sync-all'));
    },
    requestVariable: async (request, reply) => {
      reply.code(201);
      return mdm.requestVariable(app.db, request.scope, request.body, app.now(), auditAs(request, 'mdm.device-request-variable'));
    },
    revealFileVaultKey: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return mdm.revealFileVaultKey(app.db, request.scope, request.body.device_id, app.now(), auditAs(request, 'mdm.filevault-key-reveal'));
    },
    listCommands: async ({ scope, params, query }) => mdm.listCommands(app.db, scope, params.id, query),
    countCommands: async ({ scope, params, query }) => mdm.countCommands(app.db, scope, params.id, query),
    getDevice: async ({ scope, params }) => mdm.getDevice(app.db, scope, params.id),
  });
};

export default mdmCommandsRoutes;

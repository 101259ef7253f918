// Remote commands from the console (issue 19), registered from the contract's commandsApi: paths,
// schemas and access live in src/api/contract/commands.ts, the work in service.ts and library.ts.
import type { FastifyPluginAsync } from 'fastify';
import { commandsApi } from '../../../src/api/contract/commands';
import { registerEndpoints } from '../../lib/endpoints';
import { agentSettings, type AgentSettings } from '../agent/settings';
import { auditAs } from '../saas/audit';
import { listLibrary } from './library';
import * as commands from './service';

const commandsRoutes: FastifyPluginAsync<{ settings?: Partial<AgentSettings> }> = async (app, options) => {
  // the time-out a command without its own runs under (AGENT_COMMAND_TIMEOUT_MINUTES)
  const defaultTimeout = Math.round(agentSettings(options.settings).commandTimeoutMs / 60_000);
  registerEndpoints(app, commandsApi, {
    listLibrary: async ({ query }) => listLibrary(query.platform),

    previewRun: async (request, reply) => {
      reply.code(201);
      return commands.createRun(app.db, request.scope, { target: request.body.target, spec: request.body.command }, app.now(), auditAs(request, 'command.preview'), defaultTimeout);
    },
    previewRunAll: async (request, reply) => {
      reply.code(201);
      const { library_command_id, params, timeout_minutes } = request.body;
      const spec = { kind: 'library' as const, library_command_id, params, timeout_minutes };
      return commands.createRun(app.db, request.scope, { target: { type: 'all' }, spec }, app.now(), auditAs(request, 'command.preview'), defaultTimeout);
    },
    sendLibraryCommand: async (request, reply) => {
      reply.code(201);
      const { target, library_command_id, params, timeout_minutes } = request.body;
      const spec = { kind: 'library' as const, library_command_id, params, timeout_minutes };
      return commands.createRun(app.db, request.scope, { target, spec }, app.now(), auditAs(request, target.type === 'endpoint' ? 'command.send' : 'command.preview'), defaultTimeout);
    },
    sendScript: async (request, reply) => {
      reply.code(201);
      const { target, script, shell, timeout_minutes } = request.body;
      const spec = { kind: 'script' as const, script, shell, timeout_minutes };
      return commands.createRun(app.db, request.scope, { target, spec }, app.now(), auditAs(request, target.type === 'endpoint' ? 'command.send' : 'command.preview'), defaultTimeout);
    },
    sendScriptAll: async (request, reply) => {
      reply.code(201);
      const spec = { kind: 'script' as const, ...request.body };
      return commands.createRun(app.db, request.scope, { target: { type: 'all' }, spec }, app.now(), auditAs(request, 'command.preview'), defaultTimeout);
    },
    confirmRun: async (request) => commands.confirmRun(app.db, request.scope, request.params.id, app.now(), auditAs(request, 'command.confirm'), defaultTimeout),
    cancelRun: async (request) => commands.cancelRun(app.db, request.scope, request.params.id, app.now(), auditAs(request, 'command.cancel'), defaultTimeout),
    getRun: async ({ scope, params }) => commands.getRun(app.db, scope, params.id, defaultTimeout),
    cancelCommand: async (request) => commands.cancelCommand(app.db, request.scope, request.params.id, app.now(), auditAs(request, 'command.cancel'), defaultTimeout),

    listCommands: async ({ scope, query }) => commands.listCommands(app.db, scope, query, defaultTimeout),
    countCommands: async ({ scope, query }) => commands.countCommands(app.db, scope, query),
    getCommand: async ({ scope, params }) => commands.getCommand(app.db, scope, params.id, defaultTimeout),
    getCommandOutput: async ({ scope, params }, reply) => {
      const text = await commands.commandOutput(app.db, scope, params.id);
      return reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-store').send(text);
    },
    countCommandOutput: async ({ scope, params }) => Buffer.byteLength(await commands.commandOutput(app.db, scope, params.id), 'utf8'),
    getShareLink: async (request) => commands.createShareLink(app.db, request.scope, request.params.id, app.now(), auditAs(request, 'command.share-link')),
    getPublicStatus: async ({ params }) => commands.publicStatus(app.db, params.id, params.token, app.now()),
  });
};

export default commandsRoutes;

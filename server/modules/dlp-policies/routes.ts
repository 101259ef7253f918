// DLP policies and what they watch (issue 21), registered from the contract's dlpPoliciesApi
// (src/api/contract/dlp-policies.ts); the work is in service.ts, the agents' part in document.ts.
import type { FastifyPluginAsync } from 'fastify';
import { dlpPoliciesApi } from '../../../src/api/contract/dlp-policies';
import { registerEndpoints } from '../../lib/endpoints';
import { auditAs } from '../saas/audit';
import * as dlp from './service';

const dlpPoliciesRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, dlpPoliciesApi, {
    listDlpPolicies: async ({ scope, query }) => dlp.listPolicies(app.db, scope, query),
    countDlpPolicies: async ({ scope, query }) => dlp.countPolicies(app.db, scope, query),
    getDlpPolicy: async ({ scope, params }) => dlp.getPolicy(app.db, scope, params.id),
    createDlpPolicy: async (request, reply) => {
      reply.code(201);
      return dlp.createPolicy(app.db, request.scope, request.body, app.now(), auditAs(request, 'dlp-policy.create'));
    },
    updateDlpPolicy: async (request) => dlp.updatePolicy(app.db, request.scope, request.params.id, request.body, app.now(), auditAs(request, 'dlp-policy.update')),
    deleteDlpPolicy: async (request) => dlp.deletePolicy(app.db, request.scope, request.params.id, app.now(), auditAs(request, 'dlp-policy.delete')),

    listDlpCustomData: async ({ scope, query }) => dlp.listCustomData(app.db, scope, query),
    countDlpCustomData: async ({ scope, query }) => dlp.countCustomData(app.db, scope, query),
    getDlpCustomData: async ({ scope, params }) => dlp.getCustomData(app.db, scope, params.id),
    matchDlpCustomData: async ({ scope, params }) => dlp.matchCustomData(app.db, scope, params.id),
    createDlpCustomData: async (request, reply) => {
      reply.code(201);
      return dlp.createCustomData(app.db, request.scope, request.body, app.now(), auditAs(request, 'dlp-custom-data.create'));
    },
    updateDlpCustomData: async (request) => dlp.updateCustomData(app.db, request.scope, request.params.id, request.body, app.now(), auditAs(request, 'dlp-custom-data.update')),
    deleteDlpCustomData: async (request) => dlp.deleteCustomData(app.db, request.scope, request.params.id, auditAs(request, 'dlp-custom-data.delete')),

    listDlpDictionaries: async ({ scope, query }) => dlp.listDictionaries(app.db, scope, query),
    countDlpDictionaries: async ({ scope, query }) => dlp.countDictionaries(app.db, scope, query),
    getDlpDictionary: async ({ scope, params }) => dlp.getDictionary(app.db, scope, params.id),
    createDlpDictionary: async (request, reply) => {
      reply.code(201);
      return dlp.createDictionary(app.db, request.scope, request.body, app.now(), auditAs(request, 'dlp-dictionary.create'));
    },
    updateDlpDictionary: async (request) => dlp.updateDictionary(app.db, request.scope, request.params.id, request.body, app.now(), auditAs(request, 'dlp-dictionary.update')),
    deleteDlpDictionary: async (request) => dlp.deleteDictionary(app.db, request.scope, request.params.id, auditAs(request, 'dlp-dictionary.delete')),

    listDlpFingerprints: async ({ scope, query }) => dlp.listFingerprints(app.db, scope, query),
    countDlpFingerprints: async ({ scope, query }) => dlp.countFingerprints(app.db, scope, query),
    createDlpToken: async (request, reply) => {
      reply.code(201);
      return dlp.createFingerprint(app.db, request.scope, 'token', request.body.name, dlp.tokenHash(request.body.token), app.now(), auditAs(request, 'dlp-token.create'));
    },
    createDlpFileHash: async (request, reply) => {
      reply.code(201);
      return dlp.createFingerprint(app.db, request.scope, 'file', request.body.name, request.body.sha256, app.now(), auditAs(request, 'dlp-file-hash.create'));
    },
    deleteDlpFingerprint: async (request) => dlp.deleteFingerprint(app.db, request.scope, request.params.id, auditAs(request, 'dlp-fingerprint.delete')),

    listDlpFolders: async ({ scope, query }) => dlp.listFolders(app.db, scope, query),
    countDlpFolders: async ({ scope, query }) => dlp.countFolders(app.db, scope, query),
    getDlpFolder: async ({ scope, params }) => dlp.getFolder(app.db, scope, params.id),
    createDlpFolder: async (request, reply) => {
      reply.code(201);
      return dlp.createFolder(app.db, request.scope, request.body, app.now(), auditAs(request, 'dlp-folder.create'));
    },
    updateDlpFolder: async (request) => dlp.updateFolder(app.db, request.scope, request.params.id, request.body, app.now(), auditAs(request, 'dlp-folder.update')),
    deleteDlpFolder: async (request) => dlp.deleteFolder(app.db, request.scope, request.params.id, auditAs(request, 'dlp-folder.delete')),
  });
};

export default dlpPoliciesRoutes;

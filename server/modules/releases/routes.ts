// Agent releases and canary plans under /api (issue 24), as defined by releasesApi (access in the definitions).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { releasesApi } from '../../../src/api/contract/releases';
import { registerEndpoints } from '../../lib/endpoints';
import * as releases from './service';

/** The change's audit row, in its transaction, in the operator's own admin action log. */
const auditOf =
  (request: FastifyRequest): releases.Audit =>
  (tx, action, target, details) =>
    request.audit(action, target, details, { db: tx });

const releasesRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  registerEndpoints(app, releasesApi, {
    listVersions: async (request) => releases.listVersions(db, request.scope, request.query),
    countVersions: async (request) => releases.countVersions(db, request.query),
    getVersion: async (request) => releases.getVersion(db, request.scope, request.params.version),
    createVersion: async (request) => releases.createVersion(db, request.scope, request.body, app.now(), auditOf(request)),
    updateVersion: async (request) => releases.updateVersion(db, request.scope, request.params.version, request.body, app.now(), auditOf(request)),
    putBuild: async (request) => releases.putBuild(db, request.scope, request.params.version, request.params.platform, request.body, app.now(), auditOf(request)),
    deleteBuild: async (request) => releases.deleteBuild(db, request.scope, request.params.version, request.params.platform, app.now(), auditOf(request)),
    releaseVersion: async (request) => releases.changeRelease(db, request.scope, request.params.version, 'release', app.now(), auditOf(request)),
    withdrawVersion: async (request) => releases.changeRelease(db, request.scope, request.params.version, 'withdraw', app.now(), auditOf(request)),
    listRollout: async (request) => releases.listRollout(db, request.scope, request.query),
    countRollout: async (request) => releases.countRollout(db, request.scope, request.query),
    getRolloutSummary: async (request) => releases.rolloutSummary(db, request.scope),
    listPlanCompanies: async (request) => releases.listPlanCompanies(db, request.scope, request.query),
    listPlans: async (request) => releases.listPlans(db, request.query),
    countPlans: async (request) => releases.countPlans(db, request.query),
    getPlan: async (request) => releases.getPlan(db, request.scope, request.params.id),
    getPlanRollout: async (request) => releases.planRollout(db, request.scope, request.params.id),
    createPlan: async (request) => releases.createPlan(db, request.scope, request.body, app.now(), auditOf(request)),
    updatePlan: async (request) => releases.updatePlan(db, request.scope, request.params.id, request.body, app.now(), auditOf(request)),
    startPlan: async (request) => releases.changePlan(db, request.scope, request.params.id, 'start', app.now(), auditOf(request)),
    widenPlan: async (request) => releases.changePlan(db, request.scope, request.params.id, 'widen', app.now(), auditOf(request)),
    pausePlan: async (request) => releases.changePlan(db, request.scope, request.params.id, 'pause', app.now(), auditOf(request)),
    resumePlan: async (request) => releases.changePlan(db, request.scope, request.params.id, 'resume', app.now(), auditOf(request)),
    rollbackPlan: async (request) => releases.changePlan(db, request.scope, request.params.id, 'rollback', app.now(), auditOf(request)),
    completePlan: async (request) => releases.changePlan(db, request.scope, request.params.id, 'complete', app.now(), auditOf(request)),
  });
};

export default releasesRoutes;

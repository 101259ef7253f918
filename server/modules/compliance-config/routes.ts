// Compliance configuration (issue 23): frameworks, controls and endpoint firewall rules, registered from the
// contract's complianceConfigApi (src/api/contract/compliance-config.ts); the work is in service.ts and firewall.ts.
import type { FastifyPluginAsync } from 'fastify';
import { complianceConfigApi } from '../../../src/api/contract/compliance-config';
import { registerEndpoints } from '../../lib/endpoints';
import { auditAs } from '../saas/audit';
import * as firewall from './firewall';
import * as compliance from './service';

const complianceConfigRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, complianceConfigApi, {
    listFrameworks: async ({ scope }) => compliance.listFrameworks(app.db, scope),
    selectFramework: async (request) =>
      compliance.selectFramework(app.db, request.scope, request.params.id, request.body.selected, app.now(), auditAs(request, request.body.selected ? 'compliance.framework.select' : 'compliance.framework.deselect')),
    listControls: async ({ scope, query }) => compliance.listControls(app.db, scope, query),
    countControls: async ({ scope, query }) => compliance.countControls(app.db, scope, query),
    listCompanyFrameworks: async ({ scope, params }) => compliance.companyFrameworks(app.db, scope, params.id),
    getControl: async ({ scope, params }) => compliance.getControl(app.db, scope, params.key),
    updateControl: async (request) => compliance.updateControl(app.db, request.scope, request.params.key, request.body, app.now(), auditAs(request, 'compliance.control.update')),

    listFirewallRules: async ({ scope, query }) => firewall.listFirewallRules(app.db, scope, query),
    countFirewallRules: async ({ scope, query }) => firewall.countFirewallRules(app.db, scope, query),
    getFirewallRule: async ({ scope, params }) => firewall.getFirewallRule(app.db, scope, params.id),
    createFirewallRule: async (request, reply) => {
      reply.code(201);
      return firewall.createFirewallRule(app.db, request.scope, request.body, app.now(), auditAs(request, 'firewall-rule.create'));
    },
    updateFirewallRule: async (request) => firewall.updateFirewallRule(app.db, request.scope, request.params.id, request.body, app.now(), auditAs(request, 'firewall-rule.update')),
    deleteFirewallRule: async (request) => firewall.deleteFirewallRule(app.db, request.scope, request.params.id, app.now(), auditAs(request, 'firewall-rule.delete')),
  });
};

export default complianceConfigRoutes;

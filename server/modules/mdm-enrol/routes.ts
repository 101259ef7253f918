// MDM enrolment (issue 20), registered from the contract's mdmEnrolApi (src/api/contract/mdm-enrol.ts).
// The check-in protocol (/mdm/checkin, outside /api) is checkin.ts.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { mdmEnrolApi, PROFILE_MEDIA_TYPE } from '../../../src/api/contract/mdm-enrol';
import { registerEndpoints } from '../../lib/endpoints';
import { attachment } from '../fleet/logs';
import { auditAs } from '../saas/audit';
import * as apple from './apple';
import * as pins from './pins';

/** Where devices reach this server: MDM_SERVER_URL, else the request's own origin. */
export function serverBaseUrl(request: FastifyRequest): string {
  const configured = process.env.MDM_SERVER_URL?.replace(/\/+$/, '');
  return configured || `${request.protocol}://${request.host}`;
}

const mdmEnrolRoutes: FastifyPluginAsync = async (app) => {
  const now = () => app.now();
  const enrolmentAudit =
    (request: FastifyRequest): pins.EnrolmentAudit =>
    (tx, accountId, target, details) =>
      request.audit('mdm.enrolment.profile', target, details, { db: tx, actor: { accountId, memberId: null, email: `PIN ${target}`, role: null } });

  registerEndpoints(app, mdmEnrolApi, {
    signInWithPin: async (request) => pins.checkPin(app.db, request.body.code, request.ip, serverBaseUrl(request), now()),
    checkEnrollPin: async (request) => pins.checkPin(app.db, request.query.code, request.ip, serverBaseUrl(request), now()),
    downloadEnrollProfile: async (request, reply) => {
      const profile = await pins.enrolWithPin(app.db, request.body.code, request.ip, serverBaseUrl(request), now(), enrolmentAudit(request));
      return reply.header('content-type', PROFILE_MEDIA_TYPE).header('content-disposition', attachment(profile.fileName)).header('cache-control', 'no-store').send(profile.body);
    },
    listPins: async ({ scope }) => pins.listPins(app.db, scope, now()),
    createPin: async (request) => pins.createPin(app.db, request.scope, request.body, now(), auditAs(request, 'mdm.pin.create')),
    revokePin: async (request) => pins.revokePin(app.db, request.scope, request.params.id, now(), auditAs(request, 'mdm.pin.revoke')),
    listEnrolledDevices: async ({ scope }) => apple.listEnrolledDevices(app.db, scope),

    getPushCertificate: async ({ scope }) => apple.pushCertificateState(app.db, scope, now()),
    createPushCsr: async (request) => apple.createPushCsr(app.db, request.scope, now(), auditAs(request, 'mdm.push-certificate.csr')),
    downloadPushCsr: async ({ scope }, reply) =>
      reply.header('content-type', 'application/pkcs10').header('content-disposition', attachment('palisade-mdm-push.csr')).header('cache-control', 'no-store')
        .send(await apple.pushCsrPem(app.db, scope)),
    uploadPushCertificate: async (request) => apple.uploadPushCertificate(app.db, request.scope, request.body, now(), auditAs(request, 'mdm.push-certificate.upload')),

    getAde: async ({ scope }) => apple.adeState(app.db, scope, now()),
    createAdeKey: async (request) => apple.createAdeKey(app.db, request.scope, now(), auditAs(request, 'mdm.ade.key')),
    downloadAdeKey: async ({ scope }, reply) =>
      reply.header('content-type', 'application/x-pem-file').header('content-disposition', attachment('palisade-ade-server.pem')).header('cache-control', 'no-store')
        .send(await apple.adeCertificatePem(app.db, scope)),
    uploadAdeToken: async (request) => apple.uploadAdeToken(app.db, request.scope, request.body, now(), auditAs(request, 'mdm.ade.token')),

    listContentTokens: async ({ scope }) => apple.listContentTokens(app.db, scope),
    addContentToken: async (request) => apple.addContentToken(app.db, request.scope, request.body, now(), auditAs(request, 'mdm.content-token.add')),
    deleteContentToken: async (request, reply) => {
      await apple.deleteContentToken(app.db, request.scope, request.params.id, auditAs(request, 'mdm.content-token.delete'));
      return reply.code(204).send();
    },
  });
};

export default mdmEnrolRoutes;

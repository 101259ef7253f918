// The managed applications and App Catalog calls under /api (issue 20), registered from the contract's
// mdmCatalogApi (src/api/contract/mdm-catalog.ts); access is in the definitions (enable_mdm), the work in
// service.ts. The .pkg upload sits in its own plugin so only it takes multipart bodies.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { mdmCatalogApi, PACKAGE_MAX_BYTES, PKG_MESSAGE } from '../../../src/api/contract/mdm-catalog';
import { sendCsv } from '../../lib/csv-reply';
import { registerEndpoints } from '../../lib/endpoints';
import { HttpError } from '../../lib/http-error';
import { auditAs } from '../saas/audit';
import * as apps from './service';

const { uploadPackage, ...jsonCalls } = mdmCatalogApi;

const MB = PACKAGE_MAX_BYTES / (1024 * 1024);
const badUpload = (message: string) => new HttpError(400, 'BAD_UPLOAD', message, {}, [{ path: 'file', message }]);
const tooLarge = () => new HttpError(413, 'PAYLOAD_TOO_LARGE', `The package is larger than ${MB} MB; host it on an https server and give its URL and SHA-256 instead.`);
const is413 = (error: unknown) => (error as { statusCode?: number }).statusCode === 413;

/** The one file of the upload, checked to be a flat installer package (xar archive). */
async function readPackage(request: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw badUpload('Send the package as multipart/form-data in a field named "file".');
  let file;
  try {
    file = await request.file({ limits: { fileSize: PACKAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  } catch (error) {
    if (is413(error)) throw tooLarge();
    throw badUpload('The upload could not be read as multipart/form-data.');
  }
  if (!file) throw badUpload('The upload has no file: send the package in a field named "file".');
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if (is413(error)) throw tooLarge();
    throw badUpload('The upload could not be read.');
  }
  if (file.file.truncated) throw tooLarge();
  if (bytes.length === 0) throw badUpload('The file is empty.');
  if (!apps.isPkg(bytes)) throw badUpload(PKG_MESSAGE);
  const fileName = (file.filename || 'package.pkg').replace(/[\\/]/g, '_').slice(0, 200);
  return { fileName, bytes };
}

async function uploadRoute(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: PACKAGE_MAX_BYTES, files: 1 } });
  registerEndpoints(app, { uploadPackage }, {
    uploadPackage: {
      bodyLimit: PACKAGE_MAX_BYTES + 64 * 1024,
      handler: async (request) => {
        const pkg = await readPackage(request);
        return apps.attachPackage(app.db, request.scope, request.params.id, pkg, app.now(), auditAs(request, 'mdm.managed-app.package'));
      },
    },
  });
}

const mdmCatalogRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, jsonCalls, {
    listManagedApps: async ({ scope, query }) => apps.listManagedApps(app.db, scope, query),
    countManagedApps: async ({ scope, query }) => apps.countManagedApps(app.db, scope, query),
    getManagedAppsReport: async ({ scope, query }, reply) =>
      sendCsv(reply, apps.reportFileName(app.now()), apps.REPORT_HEADER, apps.reportRows(app.db, scope, query)),
    getManagedApp: async ({ scope, params }) => apps.getManagedApp(app.db, scope, params.id),
    createCustomApp: async (request, reply) => {
      reply.code(201);
      return apps.createCustomApp(app.db, request.scope, request.body, app.now(), auditAs(request, 'mdm.managed-app.create'));
    },
    updateCustomApp: async (request) =>
      apps.updateCustomApp(app.db, request.scope, request.params.id, request.body, app.now(), auditAs(request, 'mdm.managed-app.update')),
    updateCatalogAppSettings: async (request) =>
      apps.updateAppSettings(app.db, request.scope, request.params.id, request.body, app.now(), auditAs(request, 'mdm.managed-app.update')),
    deleteManagedApp: async (request) => apps.deleteManagedApp(app.db, request.scope, request.params.id, auditAs(request, 'mdm.managed-app.delete')),
    listContentTokenChoices: async ({ scope }) => apps.listContentTokenChoices(app.db, scope),
    listCatalogApps: async ({ scope, query }) => apps.listCatalogApps(app.db, scope, query),
    countCatalogApps: async ({ query }) => apps.countCatalogApps(app.db, query),
    listCatalogCategories: async () => apps.listCatalogCategories(app.db),
    addCatalogApp: async (request, reply) => {
      reply.code(201);
      return apps.addCatalogApp(app.db, request.scope, request.params.id, app.now(), auditAs(request, 'mdm.managed-app.add'));
    },
  });
  await app.register(uploadRoute);
};

export default mdmCatalogRoutes;

// The provider's global catalog (issue 24), registered from the contract's catalogAdminApi: paths, schemas
// and access live in src/api/contract/catalog-admin.ts, the work in service.ts.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  CATALOG_IMAGE_MAX_BYTES,
  catalogAdminApi,
  IMAGE_TYPE_MESSAGE,
  SVG_REFUSED_MESSAGE,
  type CatalogImageType,
} from '../../../src/api/contract/catalog-admin';
import { registerEndpoints } from '../../lib/endpoints';
import { HttpError } from '../../lib/http-error';
import { sniffImage } from './image-type';
import * as catalog from './service';

const auditAs =
  (request: FastifyRequest, action: string): catalog.Audit =>
  (tx, target, details) =>
    request.audit(action, target, details, { db: tx });

const { uploadSaasAppImage, getCatalogImage, ...jsonCalls } = catalogAdminApi;

const KB = CATALOG_IMAGE_MAX_BYTES / 1024;
const badUpload = (message: string) => new HttpError(400, 'BAD_UPLOAD', message, {}, [{ path: 'file', message }]);
const tooLarge = () => new HttpError(413, 'PAYLOAD_TOO_LARGE', `The image is larger than ${KB} KB; upload a smaller logo (a 256 × 256 PNG is plenty).`);

/** The one file of the upload, identified by its first bytes. */
async function readImageUpload(request: FastifyRequest): Promise<{ contentType: CatalogImageType; bytes: Buffer }> {
  if (!request.isMultipart()) throw badUpload('Send the image as multipart/form-data in a field named "file".');
  let file;
  try {
    file = await request.file({ limits: { fileSize: CATALOG_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw badUpload('The upload could not be read as multipart/form-data.');
  }
  if (!file) throw badUpload('The upload has no file: send the image in a field named "file".');
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw badUpload('The upload could not be read.');
  }
  if (file.file.truncated) throw tooLarge();
  if (bytes.length === 0) throw badUpload('The file is empty.');
  const sniffed = sniffImage(bytes);
  const declaredSvg = file.mimetype.toLowerCase().includes('svg') || file.filename.toLowerCase().endsWith('.svg');
  if (sniffed.kind === 'svg' || (sniffed.kind === 'unknown' && declaredSvg)) throw badUpload(SVG_REFUSED_MESSAGE);
  if (sniffed.kind !== 'image') throw badUpload(IMAGE_TYPE_MESSAGE);
  return { contentType: sniffed.contentType, bytes };
}

/** The upload route sits in its own plugin, so only it takes multipart bodies. */
async function uploadRoute(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: CATALOG_IMAGE_MAX_BYTES, files: 1 } });
  registerEndpoints(app, { uploadSaasAppImage }, {
    uploadSaasAppImage: {
      bodyLimit: CATALOG_IMAGE_MAX_BYTES + 64 * 1024,
      handler: async (request) => {
        const image = await readImageUpload(request);
        return catalog.addSaasAppImage(app.db, request.params.name, image, request.scope.email, app.now(), auditAs(request, 'catalog.app.image.add'));
      },
    },
  });
}

const catalogAdminRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, { getCatalogImage }, {
    getCatalogImage: async (request, reply) => {
      const image = await catalog.readCatalogImage(app.db, request.params.id);
      // An image id never changes content (a new upload is a new id): cache for a year, revalidate by ETag.
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', image.etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('content-disposition', 'inline');
      if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
      return reply.type(image.contentType).send(image.bytes);
    },
  });

  registerEndpoints(app, jsonCalls, {
    // ---- SaaS apps ----
    listSaasApps: async ({ query }) => catalog.listSaasApps(app.db, query),
    countSaasApps: async ({ query }) => catalog.countSaasApps(app.db, query),
    getSaasApp: async ({ params }) => catalog.getSaasApp(app.db, params.name),
    addSaasApp: async (request) => catalog.addSaasApp(app.db, request.body, app.now(), auditAs(request, 'catalog.app.add')),
    updateSaasApp: async (request) => catalog.updateSaasApp(app.db, request.params.name, request.body, app.now(), auditAs(request, 'catalog.app.update')),
    deleteSaasApp: async (request) => {
      await catalog.deleteSaasApp(app.db, request.params.name, auditAs(request, 'catalog.app.delete'));
      return undefined;
    },
    deleteSaasAppImage: async (request) => {
      await catalog.deleteSaasAppImage(app.db, request.params.name, request.params.imageId, auditAs(request, 'catalog.app.image.delete'));
      return undefined;
    },

    // ---- website categories ----
    listWebsiteCategories: async ({ query }) => catalog.listWebsiteCategories(app.db, query),
    countWebsiteCategories: async ({ query }) => catalog.countWebsiteCategories(app.db, query),
    getWebsiteCategory: async ({ params }) => catalog.getWebsiteCategory(app.db, params.name),
    addWebsiteCategory: async (request) => catalog.addWebsiteCategory(app.db, request.body, auditAs(request, 'catalog.category.add')),
    updateWebsiteCategory: async (request) =>
      catalog.updateWebsiteCategory(app.db, request.params.name, request.body, app.now(), auditAs(request, 'catalog.category.update')),
    deleteWebsiteCategory: async (request) => {
      await catalog.deleteWebsiteCategory(app.db, request.params.name, auditAs(request, 'catalog.category.delete'));
      return undefined;
    },

    // ---- websites ----
    listWebsites: async ({ query }) => catalog.listWebsites(app.db, query),
    countWebsites: async ({ query }) => catalog.countWebsites(app.db, query),
    getWebsite: async ({ params }) => catalog.getWebsite(app.db, params.domain),
    addWebsite: async (request) => catalog.addWebsite(app.db, request.body, auditAs(request, 'catalog.website.add')),
    updateWebsite: async (request) => catalog.updateWebsite(app.db, request.params.domain, request.body, auditAs(request, 'catalog.website.update')),
    deleteWebsite: async (request) => {
      await catalog.deleteWebsite(app.db, request.params.domain, auditAs(request, 'catalog.website.delete'));
      return undefined;
    },

    // ---- native apps ----
    listNativeApps: async ({ query }) => catalog.listNativeApps(app.db, query),
    countNativeApps: async ({ query }) => catalog.countNativeApps(app.db, query),
    getNativeApp: async ({ params }) => catalog.getNativeApp(app.db, params.id),
    addNativeApp: async (request) => catalog.addNativeApp(app.db, request.body, request.scope.email, app.now(), auditAs(request, 'catalog.native.add')),
    updateNativeApp: async (request) =>
      catalog.updateNativeApp(app.db, request.params.id, request.body, request.scope.email, app.now(), auditAs(request, 'catalog.native.update')),
    deleteNativeApp: async (request) => {
      await catalog.deleteNativeApp(app.db, request.params.id, auditAs(request, 'catalog.native.delete'));
      return undefined;
    },
    listInstalledNames: async ({ query }) => catalog.listInstalledNames(app.db, query),
  });
  await app.register(uploadRoute);
};

export default catalogAdminRoutes;

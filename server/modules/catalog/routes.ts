// The catalog's public brand icons, registered from the contract's catalogApi.
import type { FastifyPluginAsync } from 'fastify';
import { APP_ICON_SLUG, catalogApi } from '../../../src/api/contract/catalog';
import { registerEndpoints } from '../../lib/endpoints';
import { notFound } from '../../lib/http-error';
import { appIcon } from './service';

const catalogRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, catalogApi, {
    getAppIcon: async (request, reply) => {
      const { slug } = request.params;
      const icon = APP_ICON_SLUG.test(slug) ? appIcon(slug) : undefined;
      if (!icon) throw notFound('No icon for this app.');
      // Icons change only with the simple-icons package: cache for 30 days, revalidate by ETag after.
      reply.header('cache-control', 'public, max-age=2592000').header('etag', icon.etag);
      if (request.headers['if-none-match'] === icon.etag) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(icon.svg);
    },
  });
};

export default catalogRoutes;

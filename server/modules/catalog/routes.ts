import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { appIcon } from './service';

// A slug as simple-icons spells them; anything else is not an icon of ours (404, as for unknown slugs).
const params = z.object({ slug: z.string() });
const SLUG = /^[a-z0-9]{1,64}$/;

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public: the console loads these with <img>, which sends no bearer token; they hold no tenant data.
  app.get(
    '/app-icons/:slug.svg',
    { config: { public: true }, schema: { tags: ['catalog'], params, security: [], produces: ['image/svg+xml'] } },
    async (request, reply) => {
      const { slug } = request.params;
      const icon = SLUG.test(slug) ? appIcon(slug) : undefined;
      if (!icon) throw notFound('No icon for this app.');
      // Icons change only with the simple-icons package: cache for 30 days, revalidate by ETag after.
      reply.header('cache-control', 'public, max-age=2592000').header('etag', icon.etag);
      if (request.headers['if-none-match'] === icon.etag) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(icon.svg);
    },
  );
};

export default catalogRoutes;

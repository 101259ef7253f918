import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** 'METHOD /path' of every route registered after this plugin, from a definition or not */
    routeKeys: Set<string>;
  }
}

/**
 * Keeps two lists the contract coverage test compares: the routes registered from contract
 * definitions (server/lib/endpoints.ts adds to endpointKeys) and every route Fastify registered.
 */
export default fp(
  async (app) => {
    app.decorate('endpointKeys', new Set<string>());
    app.decorate('routeKeys', new Set<string>());
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) app.routeKeys.add(`${method} ${route.url}`);
    });
  },
  { name: 'endpoints', fastify: '5.x' },
);

// The server half of the contract's endpoint definitions (src/api/contract/endpoint.ts): a module
// registers its routes by handing the definitions and one handler per definition to registerEndpoints.
// The schemas, the OpenAPI entry, the access check and the HEAD count answer all come from the
// definition, so a module's routes.ts holds only thin handlers.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, TOTAL_HEADER } from '../../src/api/contract/common';
import { endpointKey, type EndpointDef, type EndpointInput, type EndpointMap, type EndpointReturn } from '../../src/api/contract/endpoint';
import { requireCapability } from '../plugins/tenancy';

declare module 'fastify' {
  interface FastifyInstance {
    /** 'METHOD /api/path' of every route registered from a contract definition (the coverage test reads it) */
    endpointKeys: Set<string>;
  }
}

export type EndpointRequest<E extends EndpointDef> = FastifyRequest & EndpointInput<E>;

export type EndpointHandler<E extends EndpointDef> = (request: EndpointRequest<E>, reply: FastifyReply) => Promise<EndpointReturn<E> | FastifyReply>;

/** Server-only route options a handler may add: a larger body limit for uploads, a rate limit, ... */
export interface HandlerWithOptions<E extends EndpointDef> {
  handler: EndpointHandler<E>;
  bodyLimit?: number;
  config?: RouteOptions['config'];
}

export type Handlers<M extends EndpointMap> = { readonly [K in keyof M]: EndpointHandler<M[K]> | HandlerWithOptions<M[K]> };

type App = FastifyInstance | FastifyInstance<never, never, never, never, ZodTypeProvider>;

const STATUS_SCHEMAS = (e: EndpointDef) => {
  const statuses = new Set([400, 401, 403, ...(e.errors ?? [])]);
  return Object.fromEntries([...statuses].map((s) => [s, errorSchema]));
};

function accessHook(e: EndpointDef) {
  return e.access === 'public' || e.access === 'session' ? undefined : requireCapability(e.access);
}

/** The OpenAPI description says who may call, from the same definition the server enforces. */
function describe(e: EndpointDef): string {
  const who = e.access === 'public' ? 'No session needed.' : e.access === 'session' ? 'Any signed-in user.' : `Needs the ${e.access.capability} capability.`;
  return e.description ? `${e.description} ${who}` : who;
}

/** The routes' prefix (e.g. '/api') so the coverage test compares full paths. */
function fullKey(app: App, e: EndpointDef): string {
  return endpointKey({ method: e.method, path: `${app.prefix}${e.path}` });
}

/**
 * Registers one Fastify route per definition. HEAD counts are registered before their GET list so
 * Fastify does not add its own HEAD for the GET (DESIGN.md: HEAD answers the total in x-size).
 */
export function registerEndpoints<const M extends EndpointMap>(app: App, endpoints: M, handlers: Handlers<M>): void {
  const root = app as FastifyInstance;
  if (!root.hasDecorator('endpointKeys')) throw new Error('registerEndpoints: the endpoints plugin is not registered');
  const names = Object.keys(endpoints).sort((a, b) => Number(endpoints[b].method === 'HEAD') - Number(endpoints[a].method === 'HEAD'));
  for (const name of names) {
    const e = endpoints[name];
    const given = handlers[name] as EndpointHandler<EndpointDef> | HandlerWithOptions<EndpointDef> | undefined;
    if (!given) throw new Error(`registerEndpoints: no handler for ${endpointKey(e)} (${name})`);
    const { handler, bodyLimit, config } = typeof given === 'function' ? { handler: given, bodyLimit: undefined, config: undefined } : given;
    const isCount = e.method === 'HEAD';
    const onRequest = accessHook(e);
    root.route({
      method: e.method,
      url: e.path,
      ...(bodyLimit ? { bodyLimit } : {}),
      ...(onRequest ? { onRequest } : {}),
      config: {
        ...config,
        ...(e.access === 'public' ? { public: true } : {}),
        ...(e.readOnly ? { auditorAllowed: true } : {}),
        ...(isCount ? { swagger: { exposeHeadRoute: true } } : {}),
      },
      schema: {
        tags: [e.tag],
        description: describe(e),
        ...(e.access === 'public' ? { security: [] } : {}),
        ...(e.params ? { params: e.params } : {}),
        ...(e.query ? { querystring: e.query } : {}),
        ...(e.body ? { body: e.body } : {}),
        ...(e.produces ? { produces: [...e.produces] } : {}),
        response: { ...(e.response ? { [e.status ?? 200]: e.response } : e.status === 204 ? { 204: z.null().describe('No content') } : {}), ...STATUS_SCHEMAS(e) },
      },
      handler: async (request, reply) => {
        const result = await handler(request as EndpointRequest<EndpointDef>, reply);
        if (isCount) return reply.header(TOTAL_HEADER, String(result)).send();
        if (result === reply) return reply;
        if (e.status === 204) return reply.code(204).send();
        if (e.status) reply.code(e.status);
        return result;
      },
    });
    root.endpointKeys.add(fullKey(app, e));
  }
}

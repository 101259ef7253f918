// issue 13: a call is defined once in the contract; the server registers exactly the defined calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_AREAS } from '../../src/api/contract/endpoints';
import { endpointKey } from '../../src/api/contract/endpoint';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
});
afterAll(async () => t?.close());

const defined = Object.entries(API_AREAS).flatMap(([area, map]) =>
  Object.entries(map).map(([name, e]) => ({ area, name, key: endpointKey({ method: e.method, path: `/api${e.path}` }) })),
);

/** Routes outside the console contract: the OpenAPI document itself and the agent API (its own contract, /agent/v1). */
const outsideContract = (key: string) => key.endsWith(' /api/openapi.json') || !key.split(' ')[1].startsWith('/api/');

describe('contract endpoints and server routes', () => {
  it('defines each call once', () => {
    const keys = defined.map((d) => d.key);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('registers a handler for every definition', () => {
    const missing = defined.filter((d) => !app.endpointKeys.has(d.key)).map((d) => `${d.area}.${d.name} ${d.key}`);
    expect(missing).toEqual([]);
  });

  it('has a definition for every registered /api route', () => {
    const definedKeys = new Set(defined.map((d) => d.key));
    const undefinedRoutes = [...app.routeKeys].filter((key) => {
      if (outsideContract(key) || definedKeys.has(key)) return false;
      // Fastify adds a HEAD for every GET; it is part of the GET's definition unless a count defines it.
      const [method, path] = key.split(' ');
      return !(method === 'HEAD' && definedKeys.has(`GET ${path}`));
    });
    expect(undefinedRoutes).toEqual([]);
  });

  it('documents every defined call in the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json() as { paths: Record<string, Record<string, unknown>> };
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)));
    const toOpenApi = (key: string) => key.replace(/:([A-Za-z_]+)\??/g, '{$1}');
    expect(defined.filter((d) => !documented.has(toOpenApi(d.key))).map((d) => d.key)).toEqual([]);
  });
});

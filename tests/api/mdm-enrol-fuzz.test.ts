// The contract-matrix fuzzing, focused on the MDM enrolment endpoints (issue 20): junk bodies, queries and
// path params answer 4xx in the JSON error shape, never 5xx, and refused batches write no audit row.
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mdmEnrolApi } from '../../src/api/contract/mdm-enrol';
import type { EndpointDef } from '../../src/api/contract/endpoint';
import { auditLog } from '../../server/db/schema/index';
import { createTestApp, testIp, type TestApp } from './helpers';
import { junk } from './junk';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const junkBody = fc.oneof(fc.dictionary(fc.string({ maxLength: 12 }), junk, { maxKeys: 6 }), junk, fc.object({ maxDepth: 3 }));
const junkQuery = fc.dictionary(fc.constantFrom('code', 'page', 'q', 'id'), fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('-1', '%00', '[]')), { maxKeys: 3 });
const junkParam = fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), fc.constantFrom('x'.repeat(5000), '..%2F..%2Fetc', '%00', '🙂'));
const urlOf = (e: EndpointDef, fill: string) => `/api${e.path.replace(/:([A-Za-z_]+)\??/g, () => encodeURIComponent(fill))}`;
const auditRows = async () => Number((await t.db.select({ n: count() }).from(auditLog))[0].n);

it('answers junk with 4xx JSON errors, never 500, and a refused batch writes nothing', async () => {
  const failures: string[] = [];
  for (const [id, e] of Object.entries(mdmEnrolApi) as [string, EndpointDef][]) {
    const hasBody = !['GET', 'HEAD', 'DELETE'].includes(e.method);
    const samples = fc.sample(fc.record({ body: junkBody, query: junkQuery, param: junkParam }), { numRuns: e.body ? 60 : 10, seed: 20 });
    const before = await auditRows();
    let changed = false;
    for (const { body, query, param } of samples) {
      const res = await t.as('admin@acme.test', {
        method: e.method, url: urlOf(e, param), query: query as Record<string, string>, remoteAddress: testIp(),
        ...(hasBody ? { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}),
      } as InjectOptions);
      const where = `${id} ${JSON.stringify(body).slice(0, 60)}`;
      if (res.statusCode >= 500) failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      else if (res.statusCode >= 400 && !/"exception"/.test(res.body)) failures.push(`${where}: ${res.statusCode} without the error shape`);
      else if (res.statusCode < 400) changed = true;
    }
    if (!changed && e.method !== 'GET' && (await auditRows()) !== before) failures.push(`${id}: refused requests wrote audit rows`);
  }
  expect(failures).toEqual([]);
}, 300_000);

// Issue 27: the settings calls (API tokens, agent settings, copilot messages, about) and the API token path of
// the auth plugin under junk input: 4xx JSON errors, never 500, and refused requests store nothing. The same
// generators as the contract-wide fuzzing (tests/api/contract-matrix.test.ts), over this area only.
import fc from 'fast-check';
import { count } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsApi } from '../../src/api/contract/settings-api';
import { auditLog } from '../../server/db/schema/index';
import { createTestApp, DEMO_PASSWORD, signin, type TestApp } from './helpers';
import { junk } from './junk';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = `Bearer ${(await signin(t.app, 'admin@acme.test', DEMO_PASSWORD)).json().token}`;
});
afterAll(() => t?.close());

const junkBody = fc.oneof(fc.dictionary(fc.string({ maxLength: 20 }), junk, { maxKeys: 6 }), junk, fc.object({ maxDepth: 3 }));
const junkParam = fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), fc.constantFrom('x'.repeat(5000), '..%2F..%2Fetc', '%00', '🙂', 'block', 'block-alert'));
const isErrorBody = (body: string) => {
  try {
    return typeof JSON.parse(body).exception === 'string';
  } catch {
    return false;
  }
};
const auditRows = async () => Number((await t.db.select({ n: count() }).from(auditLog))[0].n);

describe('bad input on the settings calls', () => {
  it('answers junk with 4xx JSON errors, never 500, and stores nothing', async () => {
    const failures: string[] = [];
    for (const [id, e] of Object.entries(settingsApi)) {
      const hasBody = !['GET', 'HEAD', 'DELETE'].includes(e.method);
      const samples = fc.sample(fc.record({ body: junkBody, param: junkParam }), { numRuns: hasBody ? 150 : 20, seed: 27 });
      const before = await auditRows();
      let changed = false;
      for (const { body, param } of samples) {
        const url = `/api${e.path.replace(/:([A-Za-z_]+)/g, () => encodeURIComponent(param))}`;
        const res = await t.app.inject({ method: e.method, url, headers: { authorization: token, 'content-type': 'application/json' }, ...(hasBody ? { payload: JSON.stringify(body) } : {}) } as InjectOptions);
        if (res.statusCode >= 500) failures.push(`${id} ${url.slice(0, 60)}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        else if (res.statusCode >= 400 && !isErrorBody(res.body)) failures.push(`${id}: ${res.statusCode} without the JSON error shape`);
        else if (res.statusCode < 400) changed = true;
      }
      if (!changed && e.method !== 'GET' && (await auditRows()) !== before) failures.push(`${id}: refused requests wrote audit rows`);
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers junk API tokens with 401 and no audit row', async () => {
    const before = await auditRows();
    const tokens = fc.sample(fc.oneof(fc.string({ minLength: 43, maxLength: 43 }), fc.constantFrom('A'.repeat(43), `${'-'.repeat(42)}_`)), { numRuns: 40, seed: 27 });
    for (const secret of tokens) {
      const res = await t.app.inject({ method: 'GET', url: '/api/users', headers: { authorization: `Bearer pls_AbCd1234_${secret}` } });
      expect([401], `${secret}: ${res.body}`).toContain(res.statusCode);
    }
    expect(await auditRows()).toBe(before);
  });
});

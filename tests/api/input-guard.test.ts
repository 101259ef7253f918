// Issue 15 finding 1: a small, deeply nested JSON body overflowed the recursive NUL walk (500) and,
// a little less deep, blocked the event loop. Nesting is now bounded before any walk.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan, TOO_DEEP_MESSAGE } from '../../server/plugins/input-guard';
import { createAgentTestApp, enrol, type AgentTestApp, type Enrolled } from './agent-fixtures';
import { testIp } from './helpers';

let t: AgentTestApp;
let device: Enrolled;
beforeAll(async () => {
  t = await createAgentTestApp();
  device = await enrol(t, { owner_email: 'deep.body@acme.test' });
});
afterAll(() => t?.close());

const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const objects = (depth: number) => '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1);

/** Bodies opening exactly `depth` arrays/objects inside one another, with brackets in strings that must not count. */
const bodies = {
  '/api/auth/signin': {
    arrays: (depth: number) => arrays(depth),
    objects: (depth: number) => objects(depth),
    'inside a field': (depth: number) => `{"email":"[[[@acme.test","password":${arrays(depth - 1)}}`,
  },
  '/agent/v1/enrol': {
    arrays: (depth: number) => arrays(depth),
    'inside a field': (depth: number) => `{"secret":"]]]","hostname":${objects(depth - 1)}}`,
  },
  '/agent/v1/telemetry': {
    arrays: (depth: number) => arrays(depth),
    objects: (depth: number) => objects(depth),
    'inside an event': (depth: number) => `{"events":[{"kind":"usage","domain":"{{{\\"[[","payload":${arrays(depth - 3)}}]}`,
  },
} as const;

type Url = keyof typeof bodies;

function post(url: Url, payload: string) {
  const headers = { 'content-type': 'application/json', ...(url.startsWith('/agent') ? device.headers : {}) };
  return t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: testIp() });
}

describe.each(Object.keys(bodies) as Url[])('JSON nesting on POST %s', (url) => {
  it.each([10, MAX_JSON_DEPTH])('a body nested %i deep is answered as before: validated, never 500', async (depth) => {
    for (const body of Object.values(bodies[url])) {
      const res = await post(url, body(depth));
      expect(res.statusCode).toBe(400);
      expect(res.json().exception).not.toBe(TOO_DEEP_MESSAGE);
      expect(['VALIDATION', 'INVALID_EVENTS']).toContain(res.json().code);
    }
  });

  it.each([MAX_JSON_DEPTH + 1, 7_000, 100_000])('a body nested %i deep answers 400 saying so', async (depth) => {
    for (const body of Object.values(bodies[url])) {
      const payload = body(depth);
      const res = await post(url, payload);
      // enrolment takes 64 KB at most, and says so first
      const tooLarge = url === '/agent/v1/enrol' && payload.length > 64 * 1024;
      expect(res.statusCode).toBe(tooLarge ? 413 : 400);
      if (!tooLarge) expect(res.json()).toEqual({ exception: TOO_DEEP_MESSAGE, code: 'BAD_REQUEST' });
    }
  });
});

describe('nestsDeeperThan', () => {
  const depthOf = (value: unknown): number =>
    value !== null && typeof value === 'object' ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;

  it('counts the nesting of any JSON text exactly, whatever its strings hold', () => {
    const text = fc.string({ unit: fc.constantFrom('[', ']', '{', '}', '"', '\\', 'a', '\u0000') });
    const value = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, text, fc.integer(), fc.array(tie('value'), { maxLength: 3 }), fc.dictionary(text, tie('value'), { maxKeys: 3 })),
    })).value;
    fc.assert(
      fc.property(value, fc.nat(6), (v, max) => {
        expect(nestsDeeperThan(JSON.stringify(v, null, 1), max)).toBe(depthOf(v) > max);
      }),
      { numRuns: 500, seed: 20261121 },
    );
  });
});

describe('a burst of deep bodies', () => {
  it('is answered quickly, and the server keeps answering others meanwhile', async () => {
    const deep = arrays(100_000);
    const single = performance.now();
    expect((await post('/api/auth/signin', deep)).statusCode).toBe(400);
    // the recursive walk took about 0.8 s at depth 6,000
    expect(performance.now() - single).toBeLessThan(200);

    const burst = Array.from({ length: 40 }, (_, i) => post(i % 2 ? '/api/auth/signin' : '/agent/v1/telemetry', deep));
    const started = performance.now();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    const healthMs = performance.now() - started;
    const answers = await Promise.all(burst);
    const burstMs = performance.now() - started;
    expect(health.statusCode).toBe(200);
    expect(healthMs).toBeLessThan(1_000);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 400));
    expect(burstMs / answers.length).toBeLessThan(100);
  });
});

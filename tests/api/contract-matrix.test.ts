// DESIGN.md "What every area adds": the role matrix and the bad-input fuzzing are generated from the
// contract, so a new area's endpoints are covered the moment they are defined. Every endpoint that
// needs a capability is called by every demo session; the ones the capability refuses must answer 403.
// Every endpoint gets generated junk (200 samples for a mutation) and the hostile bodies: each answered
// 4xx in the JSON error shape, never 5xx, and a refused batch writes nothing.
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessContext } from '../../src/api/contract/access';
import type { EndpointDef } from '../../src/api/contract/endpoint';
import { API_AREAS } from '../../src/api/contract/endpoints';
import { auditLog } from '../../server/db/schema/index';
import { accessContextOf } from '../../server/plugins/scope';
import { createTestApp, DEMO_EMAILS, type TestApp } from './helpers';
import { junk } from './junk';

let t: TestApp;

interface Session {
  label: string;
  token: string;
  access: AccessContext;
}
let sessions: Session[] = [];

beforeAll(async () => {
  t = await createTestApp();
  sessions = DEMO_EMAILS.map((email) => {
    const member = t.members[email];
    const account = Object.values(t.accounts).find((a) => a.id === member.accountId)!;
    return { label: `${email} on ${account.name}`, token: t.tokens[email], access: accessContextOf(account, member.role) };
  });
  // The provider admin once switched into a customer: the session that opens Policies (DESIGN.md roles).
  const ops = t.members['ops@palisade.test'];
  const acme = t.accounts['Acme Corp'];
  const switched = await t.signer.sign({ sub: ops.id, email: ops.email, role: ops.role, account_id: acme.id, account_name: acme.name });
  sessions.push({ label: 'ops@palisade.test switched into Acme Corp', token: switched, access: accessContextOf(acme, ops.role) });
});
afterAll(async () => t?.close());

const endpoints = Object.entries(API_AREAS).flatMap(([area, map]) => Object.entries(map).map(([name, e]) => ({ id: `${area}.${name}`, e })));
const gated = endpoints.filter(({ e }) => typeof e.access === 'function');

/** A path with every parameter filled by a value no row has, so an allowed call changes nothing. */
function urlOf(e: EndpointDef, fill = 'no-such-thing'): string {
  return `/api${e.path.replace(/:([A-Za-z_]+)\??/g, () => encodeURIComponent(fill))}`;
}

function call(session: Session, e: EndpointDef, extra: Partial<InjectOptions> = {}) {
  return t.app.inject({ method: e.method, url: urlOf(e), headers: { authorization: `Bearer ${session.token}` }, ...extra } as InjectOptions);
}

describe('role matrix generated from the contract', () => {
  it('covers every gated endpoint', () => {
    expect(gated.length).toBeGreaterThan(0);
  });

  it('refuses each endpoint to exactly the sessions its capability refuses', async () => {
    const wrong: string[] = [];
    for (const { id, e } of gated) {
      const capability = e.access as Exclude<EndpointDef['access'], string>;
      for (const session of sessions) {
        const allowed = capability(session.access);
        const res = await call(session, e);
        if (res.statusCode >= 500) wrong.push(`${id} ${e.method} ${e.path} as ${session.label}: ${res.statusCode}`);
        else if (!allowed && res.statusCode !== 403) wrong.push(`${id} as ${session.label}: ${res.statusCode}, expected 403 (${capability.capability})`);
        else if (allowed && res.statusCode === 403 && !isReadOnlyRefusal(session, e)) {
          wrong.push(`${id} as ${session.label}: 403 although ${capability.capability} allows it`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('answers 401 without a session on every endpoint that needs one', async () => {
    const wrong: string[] = [];
    for (const { id, e } of endpoints.filter(({ e }) => e.access !== 'public')) {
      const res = await t.app.inject({ method: e.method, url: urlOf(e) } as InjectOptions);
      if (res.statusCode !== 401) wrong.push(`${id} ${e.method} ${e.path}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

/** The auditor is read-only: the tenancy plugin refuses its mutations whatever the capability says. */
function isReadOnlyRefusal(session: Session, e: EndpointDef): boolean {
  return session.access.role === 'AUDITOR' && !['GET', 'HEAD'].includes(e.method) && !e.readOnly;
}

const junkBody = fc.oneof(fc.dictionary(fc.string({ maxLength: 12 }), junk, { maxKeys: 6 }), junk, fc.object({ maxDepth: 3 }));
const junkQuery = fc.dictionary(
  fc.constantFrom('page', 'size', 's', 'e', 'z', 'q', 'so', 'sb', 'a', 'u', 'o', 'b', 't', 'r', 'genai', 'category'),
  fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('-1', '1e309', 'NaN', '99999999999999999999', 'Mars/Olympus', '%00', '[]')),
  { maxKeys: 5 },
);
const junkParam = fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), fc.constantFrom('x'.repeat(5000), '..%2F..%2Fetc', '%00', "'; drop table accounts; --", '🙂'));

/** Raw bodies no generator would build: deep nesting, prototype keys, more than the body limit. */
const HOSTILE_BODIES = [
  `${'['.repeat(20000)}${']'.repeat(20000)}`,
  `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"polluted":true}}}',
  JSON.stringify({ name: 'A'.repeat(1024 * 1024 + 10) }),
  '{"unterminated": ',
];
/** per mutation that takes a body; a mutation without one gets the read count (its body is ignored) */
const MUTATION_SAMPLES = 200;
const READ_SAMPLES = 20;
const isMutation = (e: EndpointDef) => !['GET', 'HEAD'].includes(e.method);

async function auditRows(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(auditLog);
  return Number(row.n);
}

// One test per API area: the whole contract in one test had outgrown any sensible time-out, and a failure
// names its area.
describe('bad input generated from the contract', () => {
  it.each(Object.keys(API_AREAS))('%s: answers junk bodies, queries and path params with 4xx JSON errors, never 500, and stores nothing', async (area) => {
    const failures: string[] = [];
    for (const { id, e } of endpoints.filter((x) => x.id.startsWith(`${area}.`))) {
      const session = e.access === 'public' || e.access === 'session' ? sessions[0] : sessions.find((s) => (e.access as (a: AccessContext) => boolean)(s.access) && !isReadOnlyRefusal(s, e));
      if (!session) continue;
      const headers = { authorization: `Bearer ${session.token}` };
      const hasBody = !['GET', 'HEAD', 'DELETE'].includes(e.method);
      const samples = fc.sample(fc.record({ body: junkBody, query: junkQuery, param: junkParam }), { numRuns: isMutation(e) && e.body ? MUTATION_SAMPLES : READ_SAMPLES, seed: 13 });
      const requests: InjectOptions[] = samples.map(({ body, query, param }) => ({
        method: e.method,
        url: urlOf(e, param),
        query: query as Record<string, string>,
        ...(hasBody ? { payload: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } } : { headers }),
      }) as InjectOptions);
      if (hasBody) for (const payload of HOSTILE_BODIES) requests.push({ method: e.method, url: urlOf(e), payload, headers: { ...headers, 'content-type': 'application/json' } } as InjectOptions);
      const before = await auditRows();
      let changed = false;
      for (const request of requests) {
        const res = await t.app.inject(request);
        const where = `${id} ${e.method} ${String(request.url).slice(0, 60)} ${String(request.payload ?? '').slice(0, 60)}`;
        if (res.statusCode >= 500) failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        else if (res.statusCode >= 400 && e.method !== 'HEAD' && !isErrorBody(res.body)) failures.push(`${where}: ${res.statusCode} without the JSON error shape`);
        else if (res.statusCode < 400) changed = true;
      }
      // Every request refused: nothing may have been written (each mutation writes its audit row).
      if (!changed && isMutation(e) && (await auditRows()) !== before) failures.push(`${id}: refused requests wrote audit rows`);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

function isErrorBody(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { exception?: unknown; code?: unknown };
    return typeof parsed.exception === 'string' && typeof parsed.code === 'string';
  } catch {
    return false;
  }
}

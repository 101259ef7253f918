// Issue 24: the provider calls answer junk path params, queries and bodies with 4xx JSON errors (never 5xx), and
// a refused flag change or company creation stores nothing. The contract-wide fuzzing covers these too; this one
// runs the provider's calls alone, with real company ids, so a refusal is about the input and not a missing row.
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorSchema } from '../../src/api/contract/common';
import { providerApi } from '../../src/api/contract/provider';
import { accounts, auditLog, members } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from './helpers';
import { junk } from './junk';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const stored = async () => ({
  audit: Number((await t.db.select({ n: count() }).from(auditLog))[0].n),
  accounts: (await t.db.select().from(accounts)).map((a) => JSON.stringify(a)).sort(),
  members: Number((await t.db.select({ n: count() }).from(members))[0].n),
});

const junkQuery = fc.dictionary(
  fc.constantFrom('page', 'size', 'q', 'status', 's', 'e', 'z', 'sb', 'so', 't', 'reason'),
  fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('-1', '0', '1e309', 'NaN', '99999999999', 'Mars/Olympus', '%00', '[]', 'PENDING')),
  { maxKeys: 4 },
);
const junkParam = fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), fc.constantFrom('x'.repeat(3000), '..%2F..', '%00', "'; drop table accounts; --"));

/** the contract's error shape (DESIGN.md API conventions) */
function isErrorBody(body: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return false;
  }
  return errorSchema.safeParse(parsed).success;
}

describe('provider calls under junk input', () => {
  it('answer junk path params and queries with 4xx JSON errors or a page, never 5xx', async () => {
    const acme = t.accounts['Acme Corp'].id;
    const wrong: string[] = [];
    for (const e of Object.values(providerApi).filter((e) => e.method === 'GET' || e.method === 'HEAD')) {
      const samples = fc.sample(fc.record({ query: junkQuery, param: junkParam, real: fc.boolean() }), { numRuns: 15, seed: 24 });
      for (const { query, param, real } of samples) {
        const url = `/api${e.path.replace(':id', real ? acme : encodeURIComponent(param))}`;
        const res = await t.as('root@palisade.test', { method: e.method, url, query });
        if (res.statusCode >= 500) wrong.push(`${e.method} ${url} ${JSON.stringify(query)}: ${res.statusCode} ${res.body.slice(0, 100)}`);
        else if (res.statusCode >= 400 && e.method !== 'HEAD' && !isErrorBody(res.body)) wrong.push(`${e.method} ${url}: ${res.statusCode} without the error shape`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuse junk flag changes with 400 and change nothing', async () => {
    const globex = t.accounts['Globex'].id;
    const before = await stored();
    const bodies = fc.oneof(
      fc.dictionary(fc.constantFrom('enable_dlp', 'enable_vpn', 'enable_mdm', 'enable_execute_command', 'disable_session_logs', 'name', '__proto__'), junk, { maxKeys: 4 }),
      junk,
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const res = await t.as('ops@palisade.test', { method: 'PATCH', url: `/api/provider/companies/${globex}/flags`, payload: JSON.stringify(body) ?? 'null', headers: { 'content-type': 'application/json' } });
        if (res.statusCode === 200) return; // a junk draw that is a valid change of nothing or of real flags
        expect(res.statusCode).toBe(400);
        expect(isErrorBody(res.body)).toBe(true);
      }),
      { numRuns: 60, seed: 2024 },
    );
    // a valid draw may have changed flags, and then audited them: an unaudited change is the failure
    const after = await stored();
    if (after.audit === before.audit) expect(after.accounts).toEqual(before.accounts);
    expect(after.members).toBe(before.members);
  });

  it('refuse junk company bodies with 400 or 409 and create nothing', async () => {
    const before = await stored();
    const bodies = fc.record({
      name: fc.oneof(junk, fc.constant('A')),
      admin_email: fc.oneof(junk, fc.constantFrom('not-an-address', '@x', 'a@', 'x'.repeat(300) + '@a.test')),
      enable_dlp: fc.oneof(junk, fc.constant('yes')),
    });
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const res = await t.as('ops@palisade.test', { method: 'POST', url: '/api/managed-accounts', payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
        expect([400, 409]).toContain(res.statusCode);
        expect(isErrorBody(res.body)).toBe(true);
      }),
      { numRuns: 60, seed: 2025 },
    );
    expect(await stored()).toEqual(before);
  });
});

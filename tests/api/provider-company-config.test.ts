// Issue 24, account details › Configurations and Logs: each read-only tab call of the operator answers exactly
// what the company's own admin gets from the company's own call, for the provider admin and the SuperAdmin;
// customer admins are refused; a company the operator does not manage, or none, is not found.
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerConfigApi } from '../../src/api/contract/provider';
import { agentErrors, bypassedDomains, endpoints, geoFences } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from './helpers';

const OPERATORS = ['ops@palisade.test', 'root@palisade.test'] as const;
const ADMIN = 'admin@acme.test';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // settings the test data lacks, made by the company's admin through the company's own calls
  const made = [
    await t.as(ADMIN, { method: 'POST', url: '/api/excluded-domains', payload: { kind: 'other', name: 'Build cache', domains: ['cache.example.com', 'mirror.example.com'] } }),
    await t.as(ADMIN, { method: 'POST', url: '/api/geo-fencing', payload: { name: 'Embargoed', countries: ['KP', 'IR'], action: 'Block' } }),
    await t.as(ADMIN, { method: 'POST', url: '/api/blocked-websites', payload: { domains: ['casino.example', 'poker.example'], action: 'Block Alert' } }),
    await t.as(ADMIN, {
      method: 'POST',
      url: '/api/account-email-templates/user-invitation',
      payload: { subject: 'Welcome to Acme security', html: '<p>Join us</p>', text: 'Join us' },
    }),
  ];
  for (const res of made) expect(res.statusCode, res.body).toBeLessThan(300);
});
afterAll(() => t?.close());


/** provider tab path (under /provider/companies/:id/) → the company's own path, with a query both take */
const LISTS = [
  { tab: 'bypassed-domains', own: '/excluded-domains', query: 'size=100' },
  { tab: 'bypassed-domains', own: '/excluded-domains', query: 'kind=other&size=5' },
  { tab: 'saas-apps', own: '/saas-account', query: 'size=100' },
  { tab: 'saas-apps', own: '/saas-account', query: 'tag=Unsanctioned&size=10&page=1' },
  { tab: 'blocked-websites', own: '/blocked-websites', query: 'size=100' },
  { tab: 'geo-fences', own: '/geo-fencing', query: 'size=100' },
  { tab: 'endpoints', own: '/devices', query: 'size=5&page=2&sb=hostname&so=asc' },
  { tab: 'endpoints', own: '/devices', query: 'status=ACTIVE&size=100' },
  { tab: 'notification-logs', own: '/notification-logs', query: 'size=100' },
  { tab: 'error-logs', own: '/error-logs', query: 'size=100' },
  { tab: 'error-logs', own: '/error-logs', query: 'severity=Error&size=10' },
] as const;
const SINGLES = [
  { tab: 'blocked-categories', own: '/blocked-category' },
  { tab: 'email-templates', own: '/account-email-templates' },
  { tab: 'policy-status', own: '/policy-status' },
] as const;

const acme = () => t.accounts['Acme Corp'].id;
const get = (email: string, url: string, method: 'GET' | 'HEAD' = 'GET') => t.as(email, { method, url: `/api${url}` });

describe('the operator reads a managed company’s configurations and logs', () => {
  it.each(OPERATORS)('%s gets each list and its total exactly as the company admin does', async (email) => {
    for (const { tab, own, query } of LISTS) {
      const theirs = await get(ADMIN, `${own}?${query}`);
      expect(theirs.statusCode, `${own}?${query}`).toBe(200);
      const mine = await get(email, `/provider/companies/${acme()}/${tab}?${query}`);
      expect(mine.statusCode, `${tab}?${query}`).toBe(200);
      expect(mine.json(), `${tab}?${query}`).toEqual(theirs.json());
      expect((mine.json() as unknown[]).length, `${tab}?${query} rows`).toBeGreaterThan(0);
      const ownTotal = await get(ADMIN, `${own}?${query}`, 'HEAD');
      const total = await get(email, `/provider/companies/${acme()}/${tab}?${query}`, 'HEAD');
      expect(total.headers['x-size'], `HEAD ${tab}?${query}`).toBe(ownTotal.headers['x-size']);
    }
  });

  it.each(OPERATORS)('%s gets the blocked categories, e-mail templates and policy status the company admin gets', async (email) => {
    for (const { tab, own } of SINGLES) {
      const theirs = await get(ADMIN, own);
      expect(theirs.statusCode, own).toBe(200);
      const mine = await get(email, `/provider/companies/${acme()}/${tab}`);
      expect(mine.statusCode, tab).toBe(200);
      expect(mine.json(), tab).toEqual(theirs.json());
      expect(mine.json(), tab).not.toEqual([]);
    }
  });

  it("answers the company's own rows, as the database holds them", async () => {
    const total = async (id: string, tab: string) => (await get('ops@palisade.test', `/provider/companies/${id}/${tab}`, 'HEAD')).headers['x-size'];
    for (const name of ['Acme Corp', 'Globex']) {
      const id = t.accounts[name].id;
      const [fences] = await t.db.select({ n: count() }).from(geoFences).where(eq(geoFences.accountId, id));
      const [bypasses] = await t.db.select({ n: count() }).from(bypassedDomains).where(eq(bypassedDomains.accountId, id));
      const [errors] = await t.db.select({ n: count() }).from(agentErrors).where(eq(agentErrors.accountId, id));
      const [devices] = await t.db.select({ n: count() }).from(endpoints).where(and(eq(endpoints.accountId, id), eq(endpoints.infra, false)));
      expect({ name, fences: await total(id, 'geo-fences'), bypasses: await total(id, 'bypassed-domains'), errors: await total(id, 'error-logs'), devices: await total(id, 'endpoints') }).toEqual({
        name,
        fences: String(fences.n),
        bypasses: String(bypasses.n),
        errors: String(errors.n),
        devices: String(devices.n),
      });
    }
    expect(Number(await total(acme(), 'endpoints'))).toBeGreaterThan(0);
  });
});

const PATHS = Object.values(providerConfigApi).map((e) => ({ method: e.method, path: e.path }));

describe('who may read them', () => {
  it('refuses customer admins with 403 on every call', async () => {
    for (const { method, path } of PATHS) {
      const res = await get(ADMIN, path.replace(':id', acme()), method as 'GET' | 'HEAD');
      expect(res.statusCode, `${method} ${path}`).toBe(403);
    }
  });

  it('answers 404 for a company the provider admin does not manage and for an unknown company', async () => {
    const unmanaged = t.accounts['Palisade'].id;
    for (const { method, path } of PATHS) {
      const res = await get('ops@palisade.test', path.replace(':id', unmanaged), method as 'GET' | 'HEAD');
      expect(res.statusCode, `${method} ${path} unmanaged`).toBe(404);
      const unknown = await get('root@palisade.test', path.replace(':id', randomUUID()), method as 'GET' | 'HEAD');
      expect(unknown.statusCode, `${method} ${path} unknown`).toBe(404);
    }
    // the SuperAdmin operates every company
    const res = await get('root@palisade.test', `/provider/companies/${unmanaged}/geo-fences`);
    expect(res.statusCode).toBe(200);
  });

  it('answers 400 with reasons for a bad id or query', async () => {
    const bad = await get('ops@palisade.test', '/provider/companies/not-a-uuid/geo-fences');
    expect(bad.statusCode).toBe(400);
    const query = await get('ops@palisade.test', `/provider/companies/${acme()}/endpoints?size=0`);
    expect(query.statusCode).toBe(400);
  });
});

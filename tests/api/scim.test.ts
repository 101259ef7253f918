// Issue 27: the SCIM 2.0 service at /scim/v2, driven the way an identity provider (Azure AD, Okta) drives
// it, compared with what the database holds.
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, groups, people, personGroups, scimTokens } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from './helpers';
import { junk } from './junk';

const ADMIN = 'admin@acme.test';
const SCIM = 'application/scim+json';
let t: TestApp;
let token: string;
let tokenId: string;
let acme: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = t.accounts['Acme Corp'].id;
  const made = await t.as(ADMIN, { method: 'POST', url: '/api/iam/okta/scim-tokens', payload: { name: 'Okta provisioning' } });
  expect(made.statusCode, made.body).toBe(201);
  token = made.json().token;
  tokenId = made.json().id;
}, 120_000);
afterAll(async () => t?.close());

function scim(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, bearer = token) {
  return t.app.inject({
    method,
    url: `/scim/v2${url}`,
    headers: { authorization: `Bearer ${bearer}`, ...(body === undefined ? {} : { 'content-type': SCIM }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

const personByEmail = async (email: string) => (await t.db.select().from(people).where(and(eq(people.accountId, acme), eq(people.email, email))))[0];

const NEW_USER = {
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
  userName: 'rhea.stone@acme.test',
  externalId: '00u1abcd',
  name: { givenName: 'Rhea', familyName: 'Stone' },
  emails: [{ value: 'rhea.stone@acme.test', primary: true }],
  active: true,
  'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { department: 'Legal' },
};

describe('SCIM Users', () => {
  let id: string;

  it('the token is shown once and stored only as a hash', async () => {
    const [row] = await t.db.select().from(scimTokens).where(eq(scimTokens.id, tokenId));
    expect(row.tokenHash).not.toBe(token);
    expect(JSON.stringify(row)).not.toContain(token);
    const list = await t.as(ADMIN, { method: 'GET', url: '/api/iam/okta/scim-tokens' });
    expect(list.body).not.toContain(token);
    expect(list.json().base_url).toMatch(/\/scim\/v2$/);
  });

  it('POST creates the person, with the source and the directory id', async () => {
    const res = await scim('POST', '/Users', NEW_USER);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['content-type']).toContain(SCIM);
    id = res.json().id;
    const row = await personByEmail('rhea.stone@acme.test');
    expect(row).toMatchObject({ id, name: 'Rhea Stone', department: 'Legal', status: 'ACTIVE', source: 'okta', externalId: '00u1abcd' });
    expect(res.json()).toMatchObject({ userName: 'rhea.stone@acme.test', active: true, externalId: '00u1abcd', name: { givenName: 'Rhea', familyName: 'Stone' } });
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.accountId, acme), eq(auditLog.action, 'scim.user.create')));
    expect(audit.target).toBe('rhea.stone@acme.test');
  });

  it('a second POST of the same userName is 409 uniqueness', async () => {
    const res = await scim('POST', '/Users', NEW_USER);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: '409', scimType: 'uniqueness' });
  });

  it('filter userName eq finds exactly that person; an unknown filter is 400 invalidFilter', async () => {
    const res = await scim('GET', `/Users?filter=${encodeURIComponent('userName eq "Rhea.Stone@acme.test"')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalResults: 1, startIndex: 1, itemsPerPage: 1 });
    expect(res.json().Resources[0].id).toBe(id);
    const none = await scim('GET', `/Users?filter=${encodeURIComponent('userName eq "nobody@acme.test"')}`);
    expect(none.json().totalResults).toBe(0);
    const bad = await scim('GET', `/Users?filter=${encodeURIComponent('title co "x"')}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().scimType).toBe('invalidFilter');
  });

  it('startIndex and count page through the people of the token\'s company only', async () => {
    const total = (await t.db.select().from(people).where(eq(people.accountId, acme))).length;
    const res = await scim('GET', '/Users?startIndex=2&count=3');
    expect(res.json()).toMatchObject({ totalResults: total, startIndex: 2, itemsPerPage: 3 });
    expect(res.json().Resources.every((r: { userName: string }) => !r.userName.endsWith('@globex.test'))).toBe(true);
  });

  it('PATCH active:false (Azure AD style "False") deactivates them', async () => {
    const res = await scim('PATCH', `/Users/${id}`, { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().active).toBe(false);
    expect((await personByEmail('rhea.stone@acme.test')).status).toBe('INACTIVE');
    const again = await scim('PATCH', `/Users/${id}`, { Operations: [{ op: 'replace', value: { active: true, 'name.givenName': 'Rhé' } }] });
    expect(again.statusCode, again.body).toBe(200);
    expect(await personByEmail('rhea.stone@acme.test')).toMatchObject({ status: 'ACTIVE', name: 'Rhé Stone' });
  });

  it('PUT replaces the fields; a changed userName is refused', async () => {
    const res = await scim('PUT', `/Users/${id}`, { ...NEW_USER, name: { givenName: 'Rhea', familyName: 'Stone-Ortiz' }, 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { department: 'Compliance' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await personByEmail('rhea.stone@acme.test')).toMatchObject({ name: 'Rhea Stone-Ortiz', department: 'Compliance' });
    const moved = await scim('PUT', `/Users/${id}`, { ...NEW_USER, userName: 'other@acme.test' });
    expect(moved.statusCode).toBe(400);
  });

  it('invalid bodies are 400 invalidValue, unknown ids 404, in the SCIM error shape', async () => {
    const noName = await scim('POST', '/Users', { schemas: [], emails: [] });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ status: '400', scimType: 'invalidValue' });
    const notEmail = await scim('POST', '/Users', { userName: 'just-a-name' });
    expect(notEmail.statusCode).toBe(400);
    const junk = await t.app.inject({ method: 'POST', url: '/scim/v2/Users', headers: { authorization: `Bearer ${token}`, 'content-type': SCIM }, payload: '{not json' });
    expect(junk.statusCode).toBe(400);
    expect((await scim('GET', '/Users/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await scim('GET', '/Users/nope')).json()).toMatchObject({ status: '404' });
  });

  it('DELETE deactivates (the person and their history stay)', async () => {
    const res = await scim('DELETE', `/Users/${id}`);
    expect(res.statusCode).toBe(204);
    expect((await personByEmail('rhea.stone@acme.test')).status).toBe('INACTIVE');
  });
});

describe('SCIM Groups', () => {
  it('POST, PATCH add/remove members, DELETE — all in the database', async () => {
    const a = (await scim('POST', '/Users', { userName: 'sam.a@acme.test', name: { givenName: 'Sam', familyName: 'A' } })).json().id;
    const b = (await scim('POST', '/Users', { userName: 'lee.b@acme.test', displayName: 'Lee B' })).json().id;
    const made = await scim('POST', '/Groups', { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: 'Okta Legal', externalId: '00g1', members: [{ value: a }] });
    expect(made.statusCode, made.body).toBe(201);
    const gid = made.json().id;
    const members = async () => (await t.db.select().from(personGroups).where(and(eq(personGroups.accountId, acme), eq(personGroups.groupId, gid)))).map((m) => m.personId).sort();
    expect(await members()).toEqual([a]);
    expect((await t.db.select().from(groups).where(eq(groups.id, gid)))[0]).toMatchObject({ name: 'Okta Legal', source: 'okta', externalId: '00g1' });

    const add = await scim('PATCH', `/Groups/${gid}`, { Operations: [{ op: 'add', path: 'members', value: [{ value: b }] }] });
    expect(add.statusCode, add.body).toBe(200);
    expect(await members()).toEqual([a, b].sort());
    const remove = await scim('PATCH', `/Groups/${gid}`, { Operations: [{ op: 'remove', path: `members[value eq "${a}"]` }] });
    expect(remove.statusCode).toBe(200);
    expect(await members()).toEqual([b]);
    const unknown = await scim('PATCH', `/Groups/${gid}`, { Operations: [{ op: 'add', path: 'members', value: [{ value: '00000000-0000-4000-8000-000000000000' }] }] });
    expect(unknown.statusCode).toBe(400);

    const found = await scim('GET', `/Groups?filter=${encodeURIComponent('displayName eq "okta legal"')}`);
    expect(found.json().Resources.map((g: { id: string }) => g.id)).toEqual([gid]);
    const dup = await scim('POST', '/Groups', { displayName: 'Okta Legal' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().scimType).toBe('uniqueness');

    expect((await scim('DELETE', `/Groups/${gid}`)).statusCode).toBe(204);
    expect(await t.db.select().from(groups).where(eq(groups.id, gid))).toHaveLength(0);
  });
});

describe('SCIM junk', () => {
  it('answers junk bodies and filters with 4xx in the SCIM error shape, never 500', async () => {
    const fresh = (await t.as(ADMIN, { method: 'POST', url: '/api/iam/azure/scim-tokens', payload: { name: 'Fuzz' } })).json().token as string;
    const someone = (await scim('POST', '/Users', { userName: 'fuzz.target@acme.test' }, fresh)).json().id as string;
    const group = (await scim('POST', '/Groups', { displayName: 'Fuzz group' }, fresh)).json().id as string;
    const bodies = fc.sample(fc.oneof(fc.dictionary(fc.string({ maxLength: 12 }), junk, { maxKeys: 6 }), junk, fc.object({ maxDepth: 3 })), { numRuns: 60, seed: 27 });
    const failures: string[] = [];
    for (const body of bodies) {
      for (const [method, url] of [['POST', '/Users'], ['PUT', `/Users/${someone}`], ['PATCH', `/Users/${someone}`], ['POST', '/Groups'], ['PATCH', `/Groups/${group}`], ['PATCH', `/Users/${someone}`]] as const) {
        const res = await scim(method, url, method === 'PATCH' && body && typeof body === 'object' && !Array.isArray(body) ? { Operations: [{ op: 'replace', value: body }] } : body, fresh);
        if (res.statusCode >= 500) failures.push(`${method} ${url} ${JSON.stringify(body).slice(0, 80)}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        else if (res.statusCode >= 400 && JSON.parse(res.body).schemas?.[0] !== 'urn:ietf:params:scim:api:messages:2.0:Error') failures.push(`${method} ${url}: ${res.statusCode} not in the SCIM error shape`);
      }
    }
    for (const filter of fc.sample(fc.string({ maxLength: 40 }), { numRuns: 60, seed: 27 })) {
      const res = await scim('GET', `/Users?filter=${encodeURIComponent(filter)}&startIndex=${encodeURIComponent(filter.slice(0, 3))}`, undefined, fresh);
      if (res.statusCode >= 500) failures.push(`filter ${filter}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('SCIM discovery and tokens', () => {
  it('answers ServiceProviderConfig, ResourceTypes and Schemas', async () => {
    const config = await scim('GET', '/ServiceProviderConfig');
    expect(config.json()).toMatchObject({ patch: { supported: true }, filter: { supported: true } });
    expect((await scim('GET', '/ResourceTypes')).json().Resources.map((r: { id: string }) => r.id)).toEqual(['User', 'Group']);
    expect((await scim('GET', '/Schemas')).json().totalResults).toBe(3);
  });

  it('a wrong token or none gets 401 and changes nothing', async () => {
    const before = (await t.db.select().from(people).where(eq(people.accountId, acme))).length;
    const wrong = await scim('POST', '/Users', { userName: 'intruder@acme.test' }, `${token.slice(0, -4)}AAAA`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ status: '401' });
    const none = await t.app.inject({ method: 'GET', url: '/scim/v2/Users' });
    expect(none.statusCode).toBe(401);
    const session = await t.app.inject({ method: 'GET', url: '/scim/v2/Users', headers: { authorization: `Bearer ${t.tokens[ADMIN]}` } });
    expect(session.statusCode).toBe(401);
    expect((await t.db.select().from(people).where(eq(people.accountId, acme))).length).toBe(before);
  });

  it('a revoked token gets 401 and changes nothing', async () => {
    const revoke = await t.as(ADMIN, { method: 'DELETE', url: `/api/iam/okta/scim-tokens/${tokenId}` });
    expect(revoke.statusCode).toBe(204);
    const res = await scim('POST', '/Users', { userName: 'late@acme.test' });
    expect(res.statusCode).toBe(401);
    expect(await personByEmail('late@acme.test')).toBeUndefined();
    expect((await t.as(ADMIN, { method: 'DELETE', url: `/api/iam/okta/scim-tokens/${tokenId}` })).statusCode).toBe(404);
  });

  it("Globex's token sees only Globex's people", async () => {
    const made = await t.as('admin@globex.test', { method: 'POST', url: '/api/iam/azure/scim-tokens', payload: { name: 'Globex Entra' } });
    const list = await scim('GET', `/Users?filter=${encodeURIComponent('userName eq "sam.a@acme.test"')}`, undefined, made.json().token);
    expect(list.json().totalResults).toBe(0);
    expect((await scim('GET', '/Users?count=200', undefined, made.json().token)).json().Resources.every((r: { userName: string }) => !r.userName.endsWith('@acme.test'))).toBe(true);
  });
});

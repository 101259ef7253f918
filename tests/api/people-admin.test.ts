// Admin › MANAGEMENT, people and groups (issue 18): add one person, many by CSV upload (all or nothing,
// bad rows named by line), edit and make active, delete; groups with member counts, create, rename, set
// members and delete. Every answer is compared with what the database holds.
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, endpoints, groups, memberGroups, people, personGroups } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
const ADMIN = 'admin@acme.test';
const acme = () => t.accounts['Acme Corp'].id;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

async function peopleCount(accountId = acme()): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(people).where(eq(people.accountId, accountId));
  return Number(row.n);
}
async function auditRows(action: string): Promise<{ target: string; details: Record<string, unknown> | null }[]> {
  return t.db.select({ target: auditLog.target, details: auditLog.details }).from(auditLog).where(and(eq(auditLog.accountId, acme()), eq(auditLog.action, action)));
}
async function personByEmail(email: string) {
  const [row] = await t.db.select().from(people).where(and(eq(people.accountId, acme()), eq(people.email, email)));
  return row;
}

/** A multipart/form-data body with one file part, as a browser sends it. */
function multipart(content: string | Buffer, filename = 'people.csv', type = 'text/csv') {
  const boundary = '----palisade-test-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, Buffer.isBuffer(content) ? content : Buffer.from(content), tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (content: string | Buffer, as = ADMIN, filename?: string, type?: string) => {
  const { payload, headers } = multipart(content, filename, type);
  return t.as(as, { method: 'POST', url: '/api/upload-users', payload, headers });
};

describe('adding one person (POST /users)', () => {
  it('stores the person with 201, with groups, and writes one audit row', async () => {
    const [group] = await t.db.select().from(groups).where(and(eq(groups.accountId, acme()), eq(groups.name, 'Engineering')));
    const res = await t.as(ADMIN, {
      method: 'POST',
      url: '/api/users',
      payload: { first_name: 'Ada', last_name: 'Lovelace', email: 'Ada.Lovelace@Acme.test', department: 'Research', groups: [group.id] },
    });
    expect(res.statusCode).toBe(201);
    const stored = await personByEmail('ada.lovelace@acme.test');
    expect(stored).toMatchObject({ name: 'Ada Lovelace', department: 'Research', status: 'ACTIVE' });
    expect(res.json()).toMatchObject({ id: stored.id, email: 'ada.lovelace@acme.test', first_name: 'Ada', last_name: 'Lovelace', groups: ['Engineering'], group_ids: [group.id] });
    const links = await t.db.select().from(personGroups).where(and(eq(personGroups.accountId, acme()), eq(personGroups.personId, stored.id)));
    expect(links.map((l) => l.groupId)).toEqual([group.id]);
    expect((await auditRows('person.add')).map((r) => r.target)).toContain('ada.lovelace@acme.test');
  });

  it('answers 409 when the e-mail is already a person of the company, whatever its case, and stores nothing', async () => {
    const [existing] = await t.db.select().from(people).where(eq(people.accountId, acme())).limit(1);
    const before = await peopleCount();
    const res = await t.as(ADMIN, { method: 'POST', url: '/api/users', payload: { first_name: 'Dup', email: existing.email.toUpperCase() } });
    expect(res.statusCode).toBe(409);
    expect(res.json().exception).toMatch(/already exists/);
    expect(await peopleCount()).toBe(before);
  });

  it('answers 400 with a reason per field for bad input', async () => {
    const res = await t.as(ADMIN, { method: 'POST', url: '/api/users', payload: { first_name: '', email: 'not-an-address', groups: ['x'] } });
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['first_name', 'email']));
  });

  it('refuses a group of another company with 400', async () => {
    const [other] = await t.db.select().from(groups).where(sql`${groups.accountId} <> ${acme()}`).limit(1);
    if (!other) return;
    const res = await t.as(ADMIN, { method: 'POST', url: '/api/users', payload: { first_name: 'X', email: 'x.other@acme.test', groups: [other.id] } });
    expect(res.statusCode).toBe(400);
    expect(await personByEmail('x.other@acme.test')).toBeUndefined();
  });

  it('is refused to the group admin and the auditor', async () => {
    for (const who of ['groupadmin@acme.test', 'auditor@acme.test']) {
      const res = await t.as(who, { method: 'POST', url: '/api/users', payload: { first_name: 'No', email: `no.${who}` } });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('adding many people from a CSV (POST /upload-users)', () => {
  it('imports 1,000 people in one request, in one audit row', async () => {
    const before = await peopleCount();
    const lines = ['Email,First Name,Last Name,Department,Groups'];
    for (let i = 0; i < 1000; i++) lines.push(`bulk${i}@acme.test,Bulk,Person ${i},Imports,${i % 2 ? 'Sales' : ''}`);
    const res = await upload(lines.join('\r\n'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ imported: 1000 });
    expect(await peopleCount()).toBe(before + 1000);
    const [sales] = await t.db.select().from(groups).where(and(eq(groups.accountId, acme()), eq(groups.name, 'Sales')));
    const [inSales] = await t.db
      .select({ n: count() })
      .from(personGroups)
      .innerJoin(people, and(eq(people.accountId, personGroups.accountId), eq(people.id, personGroups.personId)))
      .where(and(eq(personGroups.groupId, sales.id), sql`${people.email} like 'bulk%@acme.test'`));
    expect(Number(inSales.n)).toBe(500);
    const audits = (await auditRows('person.import')).filter((r) => r.details?.count === 1000);
    expect(audits).toHaveLength(1);
  });

  it('refuses a file with exactly 3 bad rows whole, naming their 3 line numbers, and stores nothing', async () => {
    const before = await peopleCount();
    const [existing] = await t.db.select().from(people).where(eq(people.accountId, acme())).limit(1);
    const csv = [
      'email,first_name,last_name', // line 1
      'good1@acme.test,Good,One', // 2
      'not-an-address,Bad,Email', // 3: invalid e-mail
      'good2@acme.test,Good,Two', // 4
      `${existing.email},Already,There`, // 5: in the company already
      'good3@acme.test,Good,Three', // 6
      'GOOD1@acme.test,Twice,Listed', // 7: duplicate of line 2
    ].join('\n');
    const res = await upload(csv);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.issues.map((i: { path: string }) => i.path)).toEqual(['line.3', 'line.5', 'line.7']);
    expect(body.exception).toContain('3, 5, 7');
    expect(body.issues[2].message).toMatch(/line 2/);
    expect(await peopleCount()).toBe(before);
    expect(await personByEmail('good1@acme.test')).toBeUndefined();
  });

  it('treats an unknown group and a row with too many fields as bad rows', async () => {
    const res = await upload('email,groups\nz1@acme.test,No Such Group\nz2@acme.test,Sales,extra\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual(['line.2', 'line.3']);
    expect(await personByEmail('z1@acme.test')).toBeUndefined();
  });

  it('says which columns are accepted when the header is wrong', async () => {
    const res = await upload('mail,name\na@acme.test,A\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().exception).toMatch(/no email column.*Unknown columns: mail, name.*Accepted columns: email, first_name, last_name, department, groups/);
  });

  it('refuses what is not a CSV file with 400, a file over 2 MB with 413, and JSON with 400', async () => {
    const png = await upload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]), ADMIN, 'photo.png', 'image/png');
    expect(png.statusCode).toBe(400);
    expect(png.json().exception).toMatch(/Only CSV files/);
    const big = await upload(`email\n${'x'.repeat(2 * 1024 * 1024 + 10)}`);
    expect(big.statusCode).toBe(413);
    expect(big.json().exception).toMatch(/larger than 2 MB/);
    const json = await t.as(ADMIN, { method: 'POST', url: '/api/upload-users', payload: { email: 'a@acme.test' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().exception).toMatch(/multipart\/form-data/);
  });

  it('is refused to the auditor', async () => {
    expect((await upload('email\nq@acme.test\n', 'auditor@acme.test')).statusCode).toBe(403);
  });
});

describe('one person: read, edit, make active, delete', () => {
  it('reads by e-mail; a group admin finds only the people of its groups', async () => {
    const ga = t.members['groupadmin@acme.test'];
    const [inside] = await t.db.execute<{ email: string }>(sql`select p.email from people p join person_groups pg on pg.account_id = p.account_id and pg.person_id = p.id
      join member_groups mg on mg.account_id = pg.account_id and mg.group_id = pg.group_id where mg.member_id = ${ga.id} limit 1`).then((r) => (r as unknown as { rows: { email: string }[] }).rows);
    const [outside] = await t.db.execute<{ email: string }>(sql`select p.email from people p where p.account_id = ${acme()} and not exists (select 1 from person_groups pg
      join member_groups mg on mg.account_id = pg.account_id and mg.group_id = pg.group_id where pg.person_id = p.id and mg.member_id = ${ga.id}) limit 1`).then((r) => (r as unknown as { rows: { email: string }[] }).rows);
    expect((await t.as(ADMIN, { method: 'GET', url: `/api/users/${encodeURIComponent(outside.email)}` })).json().email).toBe(outside.email);
    expect((await t.as('groupadmin@acme.test', { method: 'GET', url: `/api/users/${encodeURIComponent(inside.email)}` })).statusCode).toBe(200);
    expect((await t.as('groupadmin@acme.test', { method: 'GET', url: `/api/users/${encodeURIComponent(outside.email)}` })).statusCode).toBe(404);
  });

  it('edits name, department, groups and status, with before and after in the audit row', async () => {
    const person = await personByEmail('ada.lovelace@acme.test');
    const [sales] = await t.db.select().from(groups).where(and(eq(groups.accountId, acme()), eq(groups.name, 'Sales')));
    const res = await t.as(ADMIN, {
      method: 'POST',
      url: `/api/users/${person.id}`,
      payload: { first_name: 'Augusta Ada', last_name: 'King', department: 'Analytics', groups: [sales.id], status: 'INACTIVE' },
    });
    expect(res.statusCode).toBe(200);
    const stored = await personByEmail('ada.lovelace@acme.test');
    expect(stored).toMatchObject({ name: 'Augusta Ada King', department: 'Analytics', status: 'INACTIVE' });
    expect(res.json()).toMatchObject({ first_name: 'Augusta', last_name: 'Ada King', groups: ['Sales'], status: 'INACTIVE' });
    const [audit] = (await auditRows('person.update')).filter((r) => r.target === 'ada.lovelace@acme.test');
    expect(audit.details).toMatchObject({ before: { name: 'Ada Lovelace', status: 'ACTIVE', groups: ['Engineering'] }, after: { name: 'Augusta Ada King', status: 'INACTIVE', groups: ['Sales'] } });

    const active = await t.as(ADMIN, { method: 'POST', url: `/api/users/${person.id}`, payload: { first_name: 'Augusta Ada', last_name: 'King', department: 'Analytics', groups: [], status: 'ACTIVE' } });
    expect(active.statusCode).toBe(200);
    expect((await personByEmail('ada.lovelace@acme.test')).status).toBe('ACTIVE');
  });

  it('answers 404 for a person of another company and changes nothing there', async () => {
    const [other] = await t.db.select().from(people).where(eq(people.accountId, t.accounts['Globex'].id)).limit(1);
    const res = await t.as(ADMIN, { method: 'POST', url: `/api/users/${other.id}`, payload: { first_name: 'Hijack', groups: [], status: 'INACTIVE' } });
    expect(res.statusCode).toBe(404);
    expect((await t.as(ADMIN, { method: 'DELETE', url: `/api/users/${other.id}` })).statusCode).toBe(404);
    const [still] = await t.db.select().from(people).where(and(eq(people.accountId, other.accountId), eq(people.id, other.id)));
    expect(still).toEqual(other);
  });

  it('deletes a person: their endpoints stay without an owner, their memberships go, one audit row', async () => {
    const [owner] = await t.db.execute<{ id: string; email: string }>(sql`select p.id::text as id, p.email from people p
      where p.account_id = ${acme()} and exists (select 1 from endpoints e where e.account_id = p.account_id and e.owner_person_id = p.id) limit 1`).then((r) => (r as unknown as { rows: { id: string; email: string }[] }).rows);
    const owned = await t.db.select({ id: endpoints.id }).from(endpoints).where(and(eq(endpoints.accountId, acme()), eq(endpoints.ownerPersonId, owner.id)));
    expect(owned.length).toBeGreaterThan(0);
    const res = await t.as(ADMIN, { method: 'DELETE', url: `/api/users/${owner.id}` });
    expect(res.statusCode).toBe(204);
    expect(await personByEmail(owner.email)).toBeUndefined();
    const after = await t.db.select({ id: endpoints.id, owner: endpoints.ownerPersonId }).from(endpoints).where(and(eq(endpoints.accountId, acme()), sql`${endpoints.id} in ${owned.map((o) => o.id)}`));
    expect(after).toHaveLength(owned.length);
    expect(after.every((e) => e.owner === null)).toBe(true);
    expect(await t.db.select().from(personGroups).where(and(eq(personGroups.accountId, acme()), eq(personGroups.personId, owner.id)))).toEqual([]);
    const [audit] = (await auditRows('person.delete')).filter((r) => r.target === owner.email);
    expect(audit.details).toMatchObject({ endpoints_without_owner: owned.length });
  });
});

describe('groups', () => {
  it('lists the groups with the member counts the database holds; HEAD counts them', async () => {
    const res = await t.as(ADMIN, { method: 'GET', url: '/api/groups?size=100' });
    expect(res.statusCode).toBe(200);
    const stored = await t.db.execute<{ name: string; n: number }>(sql`select g.name, (select count(*)::int from person_groups pg where pg.account_id = g.account_id and pg.group_id = g.id) as n
      from groups g where g.account_id = ${acme()} order by lower(g.name)`).then((r) => (r as unknown as { rows: { name: string; n: number }[] }).rows);
    expect(res.json().map((g: { name: string; members: number }) => [g.name, g.members])).toEqual(stored.map((g) => [g.name, Number(g.n)]));
    const head = await t.as(ADMIN, { method: 'HEAD', url: '/api/groups' });
    expect(Number(head.headers['x-size'])).toBe(stored.length);
    // the group admin sees its own groups only
    const mine = await t.db.select().from(memberGroups).where(eq(memberGroups.memberId, t.members['groupadmin@acme.test'].id));
    const theirs = await t.as('groupadmin@acme.test', { method: 'GET', url: '/api/groups?size=100' });
    expect(theirs.json().map((g: { id: string }) => g.id).sort()).toEqual(mine.map((m) => m.groupId).sort());
  });

  it('creates a group with members, 409 on a taken name, renames it, sets members and deletes it', async () => {
    const some = await t.db.select({ id: people.id }).from(people).where(eq(people.accountId, acme())).limit(3);
    const created = await t.as(ADMIN, { method: 'POST', url: '/api/groups', payload: { name: 'Night Shift', members: some.map((p) => p.id) } });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    expect(created.json().members).toBe(3);
    const dup = await t.as(ADMIN, { method: 'POST', url: '/api/groups', payload: { name: 'night shift' } });
    expect(dup.statusCode).toBe(409);

    const renamed = await t.as(ADMIN, { method: 'POST', url: `/api/groups/${id}`, payload: { name: 'Vendors', members: [some[0].id] } });
    expect(renamed.statusCode).toBe(200);
    const [row] = await t.db.select().from(groups).where(and(eq(groups.accountId, acme()), eq(groups.id, id)));
    expect(row.name).toBe('Vendors');
    const links = await t.db.select().from(personGroups).where(and(eq(personGroups.accountId, acme()), eq(personGroups.groupId, id)));
    expect(links.map((l) => l.personId)).toEqual([some[0].id]);
    const byName = await t.as(ADMIN, { method: 'GET', url: '/api/groups/Vendors' });
    expect(byName.json().member_list.map((m: { id: string }) => m.id)).toEqual([some[0].id]);
    expect((await t.as(ADMIN, { method: 'POST', url: `/api/groups/${id}`, payload: { name: 'Sales' } })).statusCode).toBe(409);

    expect((await t.as(ADMIN, { method: 'DELETE', url: `/api/groups/${id}` })).statusCode).toBe(204);
    expect(await t.db.select().from(groups).where(and(eq(groups.accountId, acme()), eq(groups.id, id)))).toEqual([]);
    expect(await personByEmail((await t.db.select().from(people).where(eq(people.id, some[0].id)))[0].email)).toBeDefined();
    const actions = (await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.accountId, acme()))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['group.add', 'group.update', 'group.delete']));
  });

  it('refuses to delete a group a group admin is limited to, naming the admin', async () => {
    const [scoped] = await t.db.select().from(memberGroups).where(eq(memberGroups.memberId, t.members['groupadmin@acme.test'].id)).limit(1);
    const res = await t.as(ADMIN, { method: 'DELETE', url: `/api/groups/${scoped.groupId}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().exception).toContain('groupadmin@acme.test');
    expect(await t.db.select().from(groups).where(and(eq(groups.accountId, acme()), eq(groups.id, scoped.groupId)))).toHaveLength(1);
  });

  it('refuses members of another company with 400 and group changes to the group admin with 403', async () => {
    const [other] = await t.db.select().from(people).where(eq(people.accountId, t.accounts['Globex'].id)).limit(1);
    const res = await t.as(ADMIN, { method: 'POST', url: '/api/groups', payload: { name: 'Leaky', members: [other.id] } });
    expect(res.statusCode).toBe(400);
    expect((await t.as('groupadmin@acme.test', { method: 'POST', url: '/api/groups', payload: { name: 'Mine' } })).statusCode).toBe(403);
    expect(await t.db.select().from(groups).where(and(eq(groups.accountId, acme()), sql`${groups.name} in ('Leaky', 'Mine')`))).toEqual([]);
  });
});

describe('tenancy', () => {
  it('refuses every people and group call naming another company in X-Account-Id with 403', async () => {
    const victim = t.accounts['Globex'].id;
    const calls = [
      ['POST', '/api/upload-users'],
      ['POST', '/api/users'],
      ['GET', '/api/users/someone%40globex.test'],
      ['GET', '/api/groups'],
      ['GET', '/api/groups-lite'],
      ['POST', '/api/groups'],
      ['DELETE', '/api/groups/no-such-thing'],
    ] as const;
    const statuses = [];
    for (const [method, url] of calls) {
      const json = method === 'POST' ? { payload: '{}', headers: { 'x-account-id': victim, 'content-type': 'application/json' } } : { headers: { 'x-account-id': victim } };
      statuses.push(`${method} ${url} ${(await t.as(ADMIN, { method, url, ...json })).statusCode}`);
    }
    expect(statuses).toEqual(calls.map(([method, url]) => `${method} ${url} 403`));
  });
});

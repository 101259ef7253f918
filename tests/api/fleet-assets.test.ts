// Manually entered endpoints (issue 18; spec part 2 §7 /assets, /asset-assign, /upload-assets): add, read,
// list and count, edit, assign and delete, compared with what the database holds; duplicates answer 409,
// bad bodies 400 with reasons; a CSV is stored whole in one request with one audit row or refused whole
// naming every bad line; Globex never reaches Acme's assets and the auditor changes nothing.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, auditLog, memberGroups, people, personGroups } from '../../server/db/schema/index';
import { assignAsset, getAsset, listAssets } from '../../server/modules/fleet/assets';
import { createScope } from '../../server/plugins/scope';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
const ADMIN = 'admin@acme.test';
const GLOBEX = 'admin@globex.test';
const AUDITOR = 'auditor@acme.test';
const acme = () => t.accounts['Acme Corp'].id;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

async function stored(accountId = acme()) {
  return t.db.select().from(assets).where(eq(assets.accountId, accountId));
}
async function auditCount(action: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.accountId, acme()), eq(auditLog.action, action)));
  return Number(row.n);
}
async function somePerson(accountId = acme()) {
  const [row] = await t.db.select().from(people).where(eq(people.accountId, accountId)).limit(1);
  return row;
}

/** A multipart/form-data body with one file part, as a browser sends it. */
function multipart(content: string, filename = 'assets.csv', type = 'text/csv') {
  const boundary = '----palisade-assets-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return { payload: Buffer.from(`${head}${content}\r\n--${boundary}--\r\n`), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (content: string, as = ADMIN, filename?: string, type?: string) => t.as(as, { method: 'POST', url: '/api/upload-assets', ...multipart(content, filename, type) });
const add = (payload: Record<string, unknown>, as = ADMIN) => t.as(as, { method: 'POST', url: '/api/assets', payload });

describe('one asset: add, read, edit, assign, delete', () => {
  it('adds with 201, answers what the database holds, and audits the addition', async () => {
    const before = await auditCount('asset.add');
    const res = await add({ hostname: 'drawer-mbp-01', serial: 'C02XYZ001', kind: 'laptop', os: 'macOS 14', model: 'MacBook Pro 14', notes: 'spare' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const [row] = await t.db.select().from(assets).where(and(eq(assets.accountId, acme()), eq(assets.id, body.id)));
    expect(row).toMatchObject({ hostname: 'drawer-mbp-01', serial: 'C02XYZ001', kind: 'laptop', os: 'macOS 14', model: 'MacBook Pro 14', notes: 'spare', ownerPersonId: null });
    expect(body).toMatchObject({ hostname: row.hostname, serial: row.serial, kind: row.kind, owner: null });
    expect(await auditCount('asset.add')).toBe(before + 1);

    const got = await t.as(ADMIN, { method: 'GET', url: `/api/assets/${body.id}` });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(body);
  });

  it('answers 409 for a hostname or serial the company already has, whatever the case, and stores nothing', async () => {
    const before = (await stored()).length;
    const host = await add({ hostname: 'DRAWER-MBP-01', kind: 'laptop' });
    expect(host.statusCode).toBe(409);
    expect(host.json().exception).toMatch(/DRAWER-MBP-01/);
    const serial = await add({ hostname: 'other-host', serial: 'c02xyz001', kind: 'phone' });
    expect(serial.statusCode).toBe(409);
    expect(serial.json().exception).toMatch(/serial/);
    expect((await stored()).length).toBe(before);
  });

  it('lets another company use the same hostname', async () => {
    const res = await add({ hostname: 'drawer-mbp-01', kind: 'laptop' }, GLOBEX);
    expect(res.statusCode).toBe(201);
    expect((await stored(t.accounts.Globex.id)).map((a) => a.hostname)).toContain('drawer-mbp-01');
  });

  it('answers 400 with reasons for bad bodies', async () => {
    const before = (await stored()).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'laptop' }, 'hostname'],
      [{ hostname: 'has space', kind: 'laptop' }, 'hostname'],
      [{ hostname: 'ok-host', kind: 'toaster' }, 'kind'],
      [{ hostname: 'ok-host', kind: 'laptop', serial: 'A B' }, 'serial'],
      [{ hostname: 'ok-host', kind: 'laptop', owner_person_id: 'not-a-uuid' }, 'owner_person_id'],
      [{ hostname: 'ok-host', kind: 'laptop', surprise: 1 }, ''],
    ];
    for (const [payload, field] of cases) {
      const res = await add(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const issues = res.json().issues as { path: string; message: string }[];
      expect(issues.length).toBeGreaterThan(0);
      if (field) expect(issues.map((i) => i.path).join(' ')).toContain(field);
    }
    expect((await stored()).length).toBe(before);
  });

  it('edits fields, assigns to a person and unassigns, each audited, as the database shows', async () => {
    const created = (await add({ hostname: 'lobby-printer', kind: 'printer', model: 'LaserJet' })).json();
    const edit = await t.as(ADMIN, { method: 'POST', url: `/api/assets/${created.id}`, payload: { model: 'LaserJet Pro', notes: 'second floor' } });
    expect(edit.statusCode).toBe(200);
    const [row] = await t.db.select().from(assets).where(and(eq(assets.accountId, acme()), eq(assets.id, created.id)));
    expect(row).toMatchObject({ model: 'LaserJet Pro', notes: 'second floor', hostname: 'lobby-printer' });
    expect(edit.json()).toMatchObject({ model: row.model, notes: row.notes });

    const person = await somePerson();
    const assigned = await t.as(ADMIN, { method: 'POST', url: `/api/asset-assign/${created.id}`, payload: { email: person.email.toUpperCase() } });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().owner).toEqual({ id: person.id, name: person.name, email: person.email });
    const [owned] = await t.db.select().from(assets).where(and(eq(assets.accountId, acme()), eq(assets.id, created.id)));
    expect(owned.ownerPersonId).toBe(person.id);

    const again = await t.as(ADMIN, { method: 'POST', url: `/api/asset-assign/${created.id}`, payload: { person_id: person.id } });
    expect(again.statusCode).toBe(409);
    const unassigned = await t.as(ADMIN, { method: 'POST', url: `/api/asset-assign/${created.id}`, payload: { person_id: null } });
    expect(unassigned.statusCode).toBe(200);
    expect(unassigned.json().owner).toBeNull();
    expect(await auditCount('asset.update')).toBeGreaterThanOrEqual(1);
    expect(await auditCount('asset.assign')).toBeGreaterThanOrEqual(2);

    const nobody = await t.as(ADMIN, { method: 'POST', url: `/api/asset-assign/${created.id}`, payload: { email: 'nobody@nowhere.test' } });
    expect(nobody.statusCode).toBe(404);
    const globexPerson = await somePerson(t.accounts.Globex.id);
    const foreign = await t.as(ADMIN, { method: 'POST', url: `/api/asset-assign/${created.id}`, payload: { person_id: globexPerson.id } });
    expect(foreign.statusCode).toBe(404);
  });

  it('renaming onto a taken hostname is 409 and changes nothing', async () => {
    const a = (await add({ hostname: 'rename-a', kind: 'tablet' })).json();
    const res = await t.as(ADMIN, { method: 'POST', url: `/api/assets/${a.id}`, payload: { hostname: 'Lobby-Printer' } });
    expect(res.statusCode).toBe(409);
    const [row] = await t.db.select().from(assets).where(and(eq(assets.accountId, acme()), eq(assets.id, a.id)));
    expect(row.hostname).toBe('rename-a');
  });

  it('deletes with 204 and an audit row; a second delete is 404', async () => {
    const a = (await add({ hostname: 'to-delete', kind: 'other' })).json();
    const before = await auditCount('asset.delete');
    const res = await t.as(ADMIN, { method: 'DELETE', url: `/api/assets/${a.id}` });
    expect(res.statusCode).toBe(204);
    expect((await stored()).some((r) => r.id === a.id)).toBe(false);
    expect(await auditCount('asset.delete')).toBe(before + 1);
    expect((await t.as(ADMIN, { method: 'DELETE', url: `/api/assets/${a.id}` })).statusCode).toBe(404);
  });
});

describe('several at once (DELETE /assets)', () => {
  it('deletes all the ids with one audit row, or none when one is not the company’s', async () => {
    const a = (await add({ hostname: 'bulk-a', kind: 'other' })).json();
    const b = (await add({ hostname: 'bulk-b', kind: 'other' })).json();
    const foreign = (await add({ hostname: 'bulk-globex', kind: 'other' }, GLOBEX)).json();
    const refused = await t.as(ADMIN, { method: 'DELETE', url: '/api/assets', payload: { ids: [a.id, foreign.id] } });
    expect(refused.statusCode).toBe(404);
    expect((await stored()).filter((r) => [a.id, b.id].includes(r.id))).toHaveLength(2);
    expect((await stored(t.accounts.Globex.id)).some((r) => r.id === foreign.id)).toBe(true);

    const before = await auditCount('asset.delete');
    const res = await t.as(ADMIN, { method: 'DELETE', url: '/api/assets', payload: { ids: [a.id, b.id] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 2 });
    expect((await stored()).filter((r) => [a.id, b.id].includes(r.id))).toHaveLength(0);
    expect(await auditCount('asset.delete')).toBe(before + 1);
    expect((await t.as(ADMIN, { method: 'DELETE', url: '/api/assets', payload: { ids: [] } })).statusCode).toBe(400);
  });
});

describe('the list (GET and HEAD /assets)', () => {
  it('counts and pages what the database holds, searches and filters by person', async () => {
    const total = (await stored()).length;
    const head = await t.as(ADMIN, { method: 'HEAD', url: '/api/assets' });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['x-size'])).toBe(total);

    const page1 = (await t.as(ADMIN, { method: 'GET', url: '/api/assets?size=2&page=1' })).json() as { id: string; hostname: string }[];
    const page2 = (await t.as(ADMIN, { method: 'GET', url: '/api/assets?size=2&page=2' })).json() as { id: string }[];
    expect(page1).toHaveLength(Math.min(2, total));
    expect(page1.map((r) => r.id).filter((id) => page2.some((r) => r.id === id))).toEqual([]);

    const found = (await t.as(ADMIN, { method: 'GET', url: '/api/assets?q=LASERJET&size=100' })).json() as { hostname: string }[];
    // the demo's printers and the one added above: every stored row whose hostname, serial or model says LaserJet
    const laserJets = (await stored()).filter((r) => [r.hostname, r.serial, r.model].some((v) => v?.toLowerCase().includes('laserjet'))).map((r) => r.hostname);
    expect(laserJets).toContain('lobby-printer');
    expect(found.map((r) => r.hostname).sort()).toEqual(laserJets.sort());

    const person = await somePerson();
    const mine = (await add({ hostname: 'person-phone', kind: 'phone', owner_person_id: person.id })).json();
    const theirs = (await t.as(ADMIN, { method: 'GET', url: `/api/assets?person=${person.id}` })).json() as { id: string }[];
    const inDb = (await stored()).filter((r) => r.ownerPersonId === person.id).map((r) => r.id);
    expect(theirs.map((r) => r.id).sort()).toEqual(inDb.sort());
    expect(inDb).toContain(mine.id);

    expect((await t.as(ADMIN, { method: 'GET', url: '/api/assets?sb=nope' })).statusCode).toBe(400);
    expect((await t.as(ADMIN, { method: 'GET', url: '/api/assets?person=x' })).statusCode).toBe(400);
  });
});

describe('tenancy and roles', () => {
  it("Globex's admin neither sees nor changes Acme's assets (404)", async () => {
    const [row] = await stored();
    const globexList = (await t.as(GLOBEX, { method: 'GET', url: '/api/assets?size=500' })).json() as { id: string }[];
    expect(globexList.some((r) => r.id === row.id)).toBe(false);
    expect((await t.as(GLOBEX, { method: 'GET', url: `/api/assets/${row.id}` })).statusCode).toBe(404);
    expect((await t.as(GLOBEX, { method: 'POST', url: `/api/assets/${row.id}`, payload: { notes: 'mine now' } })).statusCode).toBe(404);
    expect((await t.as(GLOBEX, { method: 'POST', url: `/api/asset-assign/${row.id}`, payload: { person_id: null } })).statusCode).toBe(404);
    expect((await t.as(GLOBEX, { method: 'DELETE', url: `/api/assets/${row.id}` })).statusCode).toBe(404);
    const [after] = await t.db.select().from(assets).where(and(eq(assets.accountId, acme()), eq(assets.id, row.id)));
    expect(after).toEqual(row);
  });

  it('refuses every mutation to the auditor (403) and stores nothing', async () => {
    const [row] = await stored();
    const before = (await stored()).length;
    const calls = [
      add({ hostname: 'auditor-host', kind: 'laptop' }, AUDITOR),
      t.as(AUDITOR, { method: 'POST', url: `/api/assets/${row.id}`, payload: { notes: 'x' } }),
      t.as(AUDITOR, { method: 'POST', url: `/api/asset-assign/${row.id}`, payload: { person_id: null } }),
      t.as(AUDITOR, { method: 'DELETE', url: `/api/assets/${row.id}` }),
      t.as(AUDITOR, { method: 'DELETE', url: '/api/assets', payload: { ids: [row.id] } }),
      upload('hostname\nauditor-csv\n', AUDITOR),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(403);
    expect((await stored()).length).toBe(before);
  });
});

describe('a group admin (the scope the service applies; the routes refuse it as canAdminister does)', () => {
  it('reaches only unassigned assets and its people’s, and assigns only to its people', async () => {
    const member = t.members['groupadmin@acme.test'];
    const groupIds = (await t.db.select({ id: memberGroups.groupId }).from(memberGroups).where(eq(memberGroups.memberId, member.id))).map((g) => g.id);
    const scope = createScope({ account: t.accounts['Acme Corp'], principal: { memberId: member.id, role: 'GROUP_ADMIN', homeAccountId: acme() }, email: member.email, groupIds });
    const memberships = await t.db.select().from(personGroups).where(eq(personGroups.accountId, acme()));
    const mine = new Set(memberships.filter((m) => groupIds.includes(m.groupId)).map((m) => m.personId));
    const everyone = await t.db.select().from(people).where(eq(people.accountId, acme()));
    const outsider = everyone.find((p) => !mine.has(p.id))!;
    const insider = everyone.find((p) => mine.has(p.id))!;
    expect(mine.size).toBeGreaterThan(0);
    expect(outsider).toBeDefined();

    const theirs = (await add({ hostname: 'outsider-phone', kind: 'phone', owner_person_id: outsider.id })).json();
    const free = (await add({ hostname: 'free-tablet', kind: 'tablet' })).json();
    const seen = await listAssets(t.db, scope, { page: 1, size: 500 });
    const expected = (await stored()).filter((a) => a.ownerPersonId === null || mine.has(a.ownerPersonId)).map((a) => a.id);
    expect(seen.map((a) => a.id).sort()).toEqual(expected.sort());
    await expect(getAsset(t.db, scope, theirs.id)).rejects.toMatchObject({ statusCode: 404 });

    const audit = async () => {};
    await expect(assignAsset(t.db, scope, free.id, { person_id: outsider.id }, new Date(), audit)).rejects.toMatchObject({ statusCode: 404 });
    const given = await assignAsset(t.db, scope, free.id, { person_id: insider.id }, new Date(), audit);
    expect(given.owner?.id).toBe(insider.id);
  });
});

describe('CSV upload (POST /upload-assets)', () => {
  it('imports 200 rows in one request with one audit row', async () => {
    const person = await somePerson();
    const before = (await stored()).length;
    const audits = await auditCount('asset.import');
    const lines = Array.from({ length: 200 }, (_, i) => `csv-host-${i},SER-CSV-${i},${i % 2 ? 'phone' : ''},Android 15,Pixel,,${i === 0 ? person.email : ''}`);
    const res = await upload(['Hostname,Serial,Kind,OS,Model,Notes,Owner Email', ...lines].join('\n'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ imported: 200 });
    const rows = await stored();
    expect(rows.length).toBe(before + 200);
    expect(await auditCount('asset.import')).toBe(audits + 1);
    const first = rows.find((r) => r.hostname === 'csv-host-0')!;
    expect(first).toMatchObject({ kind: 'laptop', serial: 'SER-CSV-0', ownerPersonId: person.id });
    expect(rows.find((r) => r.hostname === 'csv-host-1')!.kind).toBe('phone');
  });

  it('refuses a file with 3 bad rows whole, naming the 3 line numbers, and stores nothing', async () => {
    const before = (await stored()).length;
    const audits = await auditCount('asset.import');
    const csv = [
      'hostname,serial,kind',
      'good-1,G-1,laptop', // line 2
      'bad host,G-2,laptop', // line 3: space in hostname
      'good-3,G-3,laptop',
      'good-4,G-4,toaster', // line 5: unknown kind
      'csv-host-7,G-5,phone', // line 6: hostname already stored
      'good-6,G-6,tablet',
    ].join('\n');
    const res = await upload(csv);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { exception: string; issues: { path: string; message: string }[] };
    expect(body.issues.map((i) => i.path)).toEqual(['line.3', 'line.5', 'line.6']);
    expect(body.exception).toMatch(/3, 5, 6/);
    expect(body.issues[1].message).toMatch(/^Line 5: kind/);
    expect((await stored()).length).toBe(before);
    expect(await auditCount('asset.import')).toBe(audits);
  });

  it('names duplicates inside the file and unknown owners by line', async () => {
    const res = await upload('hostname,owner_email\ndup-a,\nDUP-A,\nlone,nobody@nowhere.test\n');
    expect(res.statusCode).toBe(400);
    const messages = (res.json().issues as { message: string }[]).map((i) => i.message);
    expect(messages).toEqual([expect.stringMatching(/^Line 3: hostname: DUP-A is also on line 2/), expect.stringMatching(/^Line 4: owner_email: no person/)]);
  });

  it('refuses a header without hostname, an unknown column, a non-CSV file and an empty file with 400', async () => {
    const before = (await stored()).length;
    expect((await upload('serial\nX1\n')).json().issues[0].path).toBe('line.1');
    expect((await upload('hostname,colour\nh,red\n')).json().exception).toMatch(/Unknown column: colour/);
    expect((await upload('hostname\nh\n', ADMIN, 'assets.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).statusCode).toBe(400);
    expect((await upload('')).statusCode).toBe(400);
    expect((await t.as(ADMIN, { method: 'POST', url: '/api/upload-assets', payload: { hostname: 'json' } })).statusCode).toBe(400);
    expect((await stored()).length).toBe(before);
  });
});

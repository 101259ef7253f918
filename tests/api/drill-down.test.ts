// Account drill-down (spec part 2 §2.6): the operator's view of one company answers what the company's own
// admin gets from its own calls (endpoints, one endpoint, groups), its sub-accounts are the database's, a
// customer admin is refused and a company the operator does not manage is not found.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyRow } from '../../src/api/contract/accounts';
import type { DeviceRow } from '../../src/api/contract/fleet';
import { accountManagers, accounts } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let acme: string;
beforeAll(async () => {
  t = await createTestApp();
  acme = t.accounts['Acme Corp'].id;
});
afterAll(() => t?.close());

const OPS = 'ops@palisade.test';
const FILTERS = ['', 'status=ACTIVE&scope=IN_SCOPE', 'o=Windows&sb=hostname&so=desc', 'q=a&size=5&page=2'];

describe('GET /api/provider/companies/:id/devices', () => {
  it.each(FILTERS)('answers the company’s own /devices with the same filters (%s)', async (filters) => {
    const own = await t.as('admin@acme.test', { method: 'GET', url: `/api/devices?${filters}` });
    const drill = await t.as(OPS, { method: 'GET', url: `/api/provider/companies/${acme}/devices?${filters}` });
    expect(drill.statusCode).toBe(200);
    expect(own.json<DeviceRow[]>().length).toBeGreaterThan(0);
    expect(drill.json<DeviceRow[]>().map((d) => d.id)).toEqual(own.json<DeviceRow[]>().map((d) => d.id));
    const ownTotal = await t.as('admin@acme.test', { method: 'HEAD', url: `/api/devices?${filters}` });
    const drillTotal = await t.as(OPS, { method: 'HEAD', url: `/api/provider/companies/${acme}/devices?${filters}` });
    expect(drillTotal.statusCode).toBe(200);
    expect(drillTotal.headers['x-size']).toBe(ownTotal.headers['x-size']);
  });

  it('has endpoints to show for Acme', async () => {
    const head = await t.as(OPS, { method: 'HEAD', url: `/api/provider/companies/${acme}/devices` });
    expect(Number(head.headers['x-size'])).toBeGreaterThan(0);
  });

  it('answers one endpoint as the company’s own /devices/:id, and 404 for another company’s endpoint', async () => {
    const [first] = (await t.as('admin@acme.test', { method: 'GET', url: '/api/devices?size=1' })).json<DeviceRow[]>();
    const own = await t.as('admin@acme.test', { method: 'GET', url: `/api/devices/${first.id}` });
    const drill = await t.as(OPS, { method: 'GET', url: `/api/provider/companies/${acme}/devices/${first.id}` });
    expect(drill.statusCode).toBe(200);
    expect(drill.json()).toEqual(own.json());
    const globex = t.accounts['Globex'].id;
    expect((await t.as(OPS, { method: 'GET', url: `/api/provider/companies/${globex}/devices/${first.id}` })).statusCode).toBe(404);
  });
});

describe('groups', () => {
  it('lists the company’s own /groups and one group with its people', async () => {
    const own = await t.as('admin@acme.test', { method: 'GET', url: '/api/groups?size=100' });
    const drill = await t.as(OPS, { method: 'GET', url: `/api/provider/companies/${acme}/groups?size=100` });
    expect(drill.statusCode).toBe(200);
    expect(drill.json()).toEqual(own.json());
    const head = await t.as(OPS, { method: 'HEAD', url: `/api/provider/companies/${acme}/groups` });
    expect(head.headers['x-size']).toBe(String(own.json().length));
    expect(own.json().length).toBeGreaterThan(0);
    const name = own.json()[0].name as string;
    {
      const ownGroup = await t.as('admin@acme.test', { method: 'GET', url: `/api/groups/${encodeURIComponent(name)}` });
      const drillGroup = await t.as(OPS, { method: 'GET', url: `/api/provider/companies/${acme}/groups/${encodeURIComponent(name)}` });
      expect(drillGroup.statusCode).toBe(200);
      expect(drillGroup.json()).toEqual(ownGroup.json());
      expect(drillGroup.json().member_list.length).toBe(drillGroup.json().members);
    }
  });
});

describe('sub-accounts', () => {
  it('lists the companies whose parent is Acme, as the database holds them, and opens one', async () => {
    for (const name of ['Acme East', 'Acme West']) {
      expect((await t.as('admin@acme.test', { method: 'POST', url: '/api/managed-accounts', payload: { name } })).statusCode).toBe(201);
    }
    const children = await t.db.select().from(accounts).where(eq(accounts.parentId, acme));
    expect(children.length).toBeGreaterThanOrEqual(2);
    const res = await t.as(OPS, { method: 'GET', url: `/api/provider/companies/${acme}/subaccounts?size=100` });
    expect(res.statusCode).toBe(200);
    const rows = res.json<CompanyRow[]>();
    expect(rows.map((r) => r.id).sort()).toEqual(children.map((c) => c.id).sort());
    for (const r of rows) expect(r).toMatchObject({ parent_name: 'Acme Corp', name: children.find((c) => c.id === r.id)!.name });
    const head = await t.as(OPS, { method: 'HEAD', url: `/api/provider/companies/${acme}/subaccounts` });
    expect(head.headers['x-size']).toBe(String(children.length));

    const east = children.find((c) => c.name === 'Acme East')!;
    const detail = await t.as(OPS, { method: 'GET', url: `/api/provider/subaccounts/${east.id}` });
    expect(detail.statusCode).toBe(200);
    const managed = await t.db.select().from(accountManagers).where(and(eq(accountManagers.accountId, east.id), eq(accountManagers.memberId, t.members[OPS].id)));
    expect(detail.json()).toMatchObject({ id: east.id, name: 'Acme East', parent_id: acme, parent_name: 'Acme Corp', status: east.status, operated: managed.length > 0 });
    expect(detail.json().flags.enable_dlp).toBe(east.enableDlp);
    // a company without a parent is no sub-account
    expect((await t.as(OPS, { method: 'GET', url: `/api/provider/subaccounts/${acme}` })).statusCode).toBe(404);
  });
});

describe('access', () => {
  it('refuses a customer admin on every drill-down call', async () => {
    for (const url of [`/api/provider/companies/${acme}/devices`, `/api/provider/companies/${acme}/groups`, `/api/provider/companies/${acme}/subaccounts`, `/api/provider/subaccounts/${acme}`]) {
      expect((await t.as('admin@acme.test', { method: 'GET', url })).statusCode).toBe(403);
    }
  });

  it('answers 404 for an unknown company and for one the operator does not manage', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const path of ['devices', 'groups', 'subaccounts']) {
      expect((await t.as(OPS, { method: 'GET', url: `/api/provider/companies/${unknown}/${path}` })).statusCode).toBe(404);
    }
    const managed = (await t.db.select({ id: accountManagers.accountId }).from(accountManagers).where(eq(accountManagers.memberId, t.members[OPS].id))).map((m) => m.id);
    const others = await t.db.select({ id: accounts.id }).from(accounts);
    const outside = others.map((o) => o.id).filter((id) => !managed.includes(id));
    expect(outside.length).toBeGreaterThan(0);
    const res = await t.as(OPS, { method: 'GET', url: `/api/provider/companies/${outside[0]}/devices` });
    expect(res.statusCode).toBe(404);
    // the SuperAdmin reaches every company
    expect((await t.as('root@palisade.test', { method: 'GET', url: `/api/provider/companies/${outside[0]}/devices` })).statusCode).toBe(200);
  });
});

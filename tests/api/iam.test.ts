// Issue 27: directory import ("Import now") from Azure / Microsoft Entra ID, Okta and Google Workspace,
// against a LOCAL server speaking each API's paging shape (tests/support/directory-server.ts), never the
// real services. Checks what the database holds after each pull, the recorded sync run, the sealed secret
// and who may call.
import { generateKeyPairSync } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, directoryConnections, directorySyncRuns, groups, people, personGroups } from '../../server/db/schema/index';
import { GRAPH_SECRET, OKTA_API_TOKEN, startDirectoryServer, type DirectoryServer, type FakeUser } from '../support/directory-server';
import { createTestApp, type TestApp } from './helpers';

const ADMIN = 'admin@acme.test';
const json = (body: unknown) => ({ payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

let t: TestApp;
let dir: DirectoryServer;
let acme: string;

const USERS: FakeUser[] = [
  { id: 'aad-1', email: 'nora.quinn@contoso.test', name: 'Nora Quinn', department: 'Finance' },
  { id: 'aad-2', email: 'omar.reyes@contoso.test', name: 'Omar Reyes', department: 'Sales' },
  { id: 'aad-3', email: 'pia.sato@contoso.test', name: 'Pia Sato' },
];

beforeAll(async () => {
  dir = await startDirectoryServer({ users: [...USERS], groups: [{ id: 'grp-1', name: 'Contoso Finance', members: ['aad-1', 'aad-2'] }] });
  process.env.IAM_ALLOW_HTTP = '1';
  process.env.OUTBOUND_ALLOW_PRIVATE = '1'; // the directory server listens on this machine
  process.env.IAM_GRAPH_URL = dir.url;
  process.env.IAM_MS_LOGIN_URL = dir.url;
  process.env.IAM_GOOGLE_API_URL = dir.url;
  t = await createTestApp({ jobs: { enabled: false } });
  acme = t.accounts['Acme Corp'].id;
}, 120_000);

afterAll(async () => {
  await t?.close();
  await dir?.close();
});

async function pull(kind: string, as = ADMIN) {
  const queued = await t.as(as, { method: 'POST', url: `/api/iam/${kind}/import` });
  expect(queued.statusCode, queued.body).toBe(201);
  expect(queued.json().status).toBe('queued');
  await t.app.jobs.runDue();
  const page = await t.as(as, { method: 'GET', url: `/api/iam/${kind}` });
  return { run: page.json().runs[0], page: page.json() };
}

const peopleOf = (source: string) =>
  t.db
    .select({ email: people.email, name: people.name, status: people.status, department: people.department, externalId: people.externalId })
    .from(people)
    .where(and(eq(people.accountId, acme), eq(people.source, source)));

describe('Azure (Microsoft Graph) pull', () => {
  it('keeps the client secret sealed and never answers it', async () => {
    const saved = await t.as(ADMIN, { method: 'PUT', url: '/api/iam/azure', ...json({ tenant: 'contoso.onmicrosoft.com', client_id: 'app-123', secret: GRAPH_SECRET }) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(GRAPH_SECRET);
    expect(saved.json().connection).toMatchObject({ tenant: 'contoso.onmicrosoft.com', client_id: 'app-123', has_secret: true });
    const read = await t.as(ADMIN, { method: 'GET', url: '/api/iam/azure' });
    expect(read.body).not.toContain(GRAPH_SECRET);
    const [row] = await t.db.select().from(directoryConnections).where(and(eq(directoryConnections.accountId, acme), eq(directoryConnections.kind, 'azure')));
    expect(row.secretSealed).toBeTruthy();
    expect(row.secretSealed).not.toContain(GRAPH_SECRET);
    // saving again without a secret keeps the stored one
    const again = await t.as(ADMIN, { method: 'PUT', url: '/api/iam/azure', ...json({ tenant: 'contoso.onmicrosoft.com', client_id: 'app-123' }) });
    expect(again.json().connection.has_secret).toBe(true);
  });

  it('a pull over two pages creates exactly those people and their group, and records the run', async () => {
    dir.requests.length = 0;
    const { run, page } = await pull('azure');
    expect(dir.requests.filter((r) => r.path === '/v1.0/users')).toHaveLength(2);
    const rows = await peopleOf('azure');
    expect(rows.map((r) => r.email).sort()).toEqual(USERS.map((u) => u.email).sort());
    expect(rows.every((r) => r.status === 'ACTIVE')).toBe(true);
    expect(rows.find((r) => r.email === 'nora.quinn@contoso.test')).toMatchObject({ name: 'Nora Quinn', department: 'Finance', externalId: 'aad-1' });
    expect(run).toMatchObject({ status: 'succeeded', created: 3, updated: 0, deactivated: 0, groups: 1, errors: [], requested_by: ADMIN });
    expect(run.started_at).toBeTruthy();
    expect(run.finished_at).toBeTruthy();
    expect(page.people).toEqual({ total: 3, active: 3 });
    const [group] = await t.db.select().from(groups).where(and(eq(groups.accountId, acme), eq(groups.name, 'Contoso Finance')));
    expect(group).toMatchObject({ source: 'azure', externalId: 'grp-1' });
    const members = await t.db.select().from(personGroups).where(and(eq(personGroups.accountId, acme), eq(personGroups.groupId, group.id)));
    expect(members).toHaveLength(2);
    const [stored] = await t.db.select().from(directorySyncRuns).where(eq(directorySyncRuns.id, run.id));
    expect(stored.created).toBe(3);
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.accountId, acme), eq(auditLog.action, 'iam.sync')));
    expect(audits.length).toBe(1);
  });

  it('a second pull with one user removed deactivates that one only', async () => {
    dir.users.splice(dir.users.findIndex((u) => u.id === 'aad-3'), 1);
    dir.users[0].department = 'Treasury';
    const { run } = await pull('azure');
    expect(run).toMatchObject({ status: 'succeeded', created: 0, updated: 1, deactivated: 1 });
    const rows = await peopleOf('azure');
    expect(rows.find((r) => r.email === 'pia.sato@contoso.test')?.status).toBe('INACTIVE');
    expect(rows.filter((r) => r.status === 'ACTIVE').map((r) => r.email).sort()).toEqual(['nora.quinn@contoso.test', 'omar.reyes@contoso.test']);
    expect(rows.find((r) => r.email === 'nora.quinn@contoso.test')?.department).toBe('Treasury');
  });

  it('shows the source in the users list', async () => {
    const list = await t.as(ADMIN, { method: 'GET', url: '/api/users?q=contoso.test&size=50' });
    expect(list.statusCode).toBe(200);
    const nora = list.json().find((p: { email: string }) => p.email === 'nora.quinn@contoso.test');
    expect(nora.source).toBe('azure');
  });

  it('a wrong secret ends in a failed run with the reason, and changes nobody', async () => {
    await t.as(ADMIN, { method: 'PUT', url: '/api/iam/microsoft', ...json({ tenant: 'contoso', client_id: 'app-123', secret: 'not-the-secret' }) });
    const before = await t.db.select().from(people).where(eq(people.accountId, acme));
    const { run } = await pull('microsoft');
    expect(run.status).toBe('failed');
    expect(run.errors[0]).toMatch(/401/);
    expect(await t.db.select().from(people).where(eq(people.accountId, acme))).toHaveLength(before.length);
  });

  it('refuses a second import while one is queued, and an import without a connection', async () => {
    const first = await t.as(ADMIN, { method: 'POST', url: '/api/iam/azure/import' });
    expect(first.statusCode).toBe(201);
    const second = await t.as(ADMIN, { method: 'POST', url: '/api/iam/azure/import' });
    expect(second.statusCode).toBe(409);
    await t.app.jobs.runDue();
    const none = await t.as(ADMIN, { method: 'POST', url: '/api/iam/okta/import' });
    expect(none.statusCode).toBe(404);
  });
});

describe('Okta and Google pulls', () => {
  it('Okta: follows Link rel="next" with the API token', async () => {
    dir.users.push({ id: 'okta-9', email: 'quentin.ives@contoso.test', name: 'Quentin Ives', active: false });
    const saved = await t.as(ADMIN, { method: 'PUT', url: '/api/iam/okta', ...json({ tenant: dir.url, client_id: '', secret: OKTA_API_TOKEN }) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(OKTA_API_TOKEN);
    dir.requests.length = 0;
    const { run } = await pull('okta');
    expect(run.status, JSON.stringify(run.errors)).toBe('succeeded');
    expect(dir.requests.filter((r) => r.path === '/api/v1/users')).toHaveLength(2);
    const rows = await peopleOf('okta');
    // the people Azure brought are matched by e-mail and now come from Okta; the suspended one is inactive
    expect(rows.map((r) => r.email).sort()).toEqual(dir.users.map((u) => u.email).sort());
    expect(rows.find((r) => r.email === 'quentin.ives@contoso.test')?.status).toBe('INACTIVE');
  });

  it('Google: a service account key signs for a token, then nextPageToken pages', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const key = { type: 'service_account', client_email: 'sync@project.iam.example.test', private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), token_uri: `${dir.url}/token` };
    const saved = await t.as(ADMIN, { method: 'PUT', url: '/api/iam/google', ...json({ tenant: 'contoso.test', client_id: 'it-admin@contoso.test', secret: JSON.stringify(key) }) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain('PRIVATE KEY');
    const check = await t.as(ADMIN, { method: 'GET', url: '/api/google/oauth/check' });
    expect(check.json()).toEqual({ connected: true, domain: 'contoso.test' });
    dir.requests.length = 0;
    const queued = await t.as(ADMIN, { method: 'POST', url: '/api/google/domain/import' });
    expect(queued.statusCode).toBe(201);
    await t.app.jobs.runDue();
    const [run] = (await t.as(ADMIN, { method: 'GET', url: '/api/iam/google' })).json().runs;
    expect(run.status, JSON.stringify(run.errors)).toBe('succeeded');
    expect(dir.requests.filter((r) => r.path === '/admin/directory/v1/users').map((r) => r.query.get('domain'))).toEqual(['contoso.test', 'contoso.test']);
    expect((await peopleOf('google')).length).toBe(dir.users.length);
  });

  it('refuses a Google secret that is not a service account key', async () => {
    const bad = await t.as(ADMIN, { method: 'PUT', url: '/api/iam/google', ...json({ tenant: 'contoso.test', client_id: 'it-admin@contoso.test', secret: 'hunter2' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('secret');
  });
});

describe('who may call', () => {
  it('the read-only role and group admins get 403 on every IAM call', async () => {
    for (const who of ['auditor@acme.test', 'groupadmin@acme.test']) {
      expect((await t.as(who, { method: 'GET', url: '/api/iam/azure' })).statusCode).toBe(403);
      expect((await t.as(who, { method: 'PUT', url: '/api/iam/azure', ...json({ tenant: 'x', client_id: 'y', secret: 'z' }) })).statusCode).toBe(403);
      expect((await t.as(who, { method: 'POST', url: '/api/iam/azure/import' })).statusCode).toBe(403);
      expect((await t.as(who, { method: 'POST', url: '/api/iam/azure/scim-tokens', ...json({ name: 'x' }) })).statusCode).toBe(403);
    }
  });

  it("Globex's admin sees none of Acme's connection, runs or tokens and cannot import Acme's directory", async () => {
    const page = await t.as('admin@globex.test', { method: 'GET', url: '/api/iam/azure' });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ connection: null, runs: [], people: { total: 0, active: 0 } });
    expect((await t.as('admin@globex.test', { method: 'POST', url: '/api/iam/azure/import' })).statusCode).toBe(404);
  });
});

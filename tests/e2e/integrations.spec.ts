// Issue 27 in the browser, writer: the integrations driven the way an admin and the other side drive them.
// SCIM: a token made on /okta is shown once; an identity provider (Playwright's request) creates a person
// with it and deactivates them, and /user-management shows both with the source. Directory pull: /azure
// pointed at a local Microsoft Graph (tests/support/directory-server.ts, on the port playwright.config.ts
// gave the server as its Graph and login base URLs) imports its people; the counts on screen are what the
// directory served. GRC: /scrut sends the evidence to a local receiver (tests/support/grc-receiver.ts) that
// validates every page against the published schema; the run list shows what it received.
import type { APIRequestContext, Page } from '@playwright/test';
import { SCIM_TOKEN_PATTERN, type DirectoryResponse, type ScimTokensResponse } from '../../src/api/contract/iam';
import type { GrcRun } from '../../src/api/contract/grc';
import type { PersonRow } from '../../src/api/contract/users';
import { formatDateTime } from '../../src/lib/format';
import { apiSignIn, DEMO_USERS, expect, noSeriousViolations, settled, test } from './fixtures';
import { GRAPH_SECRET, startDirectoryServer, type DirectoryServer, type FakeUser } from '../support/directory-server';
import { startGrcReceiver, type GrcReceiver } from '../support/grc-receiver';

const ADMIN = DEMO_USERS.acmeAdmin.email;
const SCIM = 'application/scim+json';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
/** unique per run, so a retry on the same server does not meet the people of the last try */
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const DIRECTORY_USERS: FakeUser[] = [
  { id: `aad-${RUN}-1`, email: `e2e.aad1.${RUN}@acme.test`, name: 'Imogen Ashdown', department: 'Finance' },
  { id: `aad-${RUN}-2`, email: `e2e.aad2.${RUN}@acme.test`, name: 'Tobias Fenwick', department: 'Finance' },
  { id: `aad-${RUN}-3`, email: `e2e.aad3.${RUN}@acme.test`, name: 'Priya Lindqvist', department: 'Legal' },
];
const DIRECTORY_GROUPS = [{ id: `aad-group-${RUN}`, name: `E2E Finance ${RUN}`, members: [DIRECTORY_USERS[0].id, DIRECTORY_USERS[1].id] }];

let token = '';
let directory: DirectoryServer | undefined;
let receiver: GrcReceiver | undefined;
const scrutKey = `scrut-key-${RUN}`;
const scimTokenIds: string[] = [];

// each test walks two or three screens and waits on a pull or an export: more than the default 45 s on a busy machine
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async ({ request }) => {
  token = (await apiSignIn(request, ADMIN)).token;
  const port = Number(process.env.E2E_DIRECTORY_PORT);
  expect(port, 'playwright.config.ts picks E2E_DIRECTORY_PORT').toBeGreaterThan(0);
  // pages of two: the three users come in two pages, followed by @odata.nextLink
  directory = await startDirectoryServer({ users: DIRECTORY_USERS, groups: DIRECTORY_GROUPS, pageSize: 2, port });
  receiver = await startGrcReceiver('scrut', (key) => key === scrutKey);
});

test.afterAll(async ({ request }) => {
  // Leave the demo company's integrations as they were (people brought in stay, as they would).
  for (const id of scimTokenIds) await request.delete(`/api/iam/okta/scim-tokens/${id}`, { headers: auth(token) });
  await request.delete('/api/iam/azure', { headers: auth(token) });
  await request.delete('/api/grc/scrut', { headers: auth(token) });
  await directory?.close();
  await receiver?.close();
});

async function apiPeople(request: APIRequestContext, q: string): Promise<PersonRow[]> {
  const res = await request.get('/api/users', { params: { q, size: '50' }, headers: auth(token) });
  expect(res.status()).toBe(200);
  return (await res.json()) as PersonRow[];
}

/** The rows of /user-management for this search and status filter, once the total is shown. */
async function shownPeople(page: Page, q: string, status: 'ALL' | 'ACTIVE' | 'INACTIVE', total: number) {
  await page.goto(`/user-management?q=${encodeURIComponent(q)}&status=${status}`);
  await settled(page);
  await expect(page.getByTestId('fleet-total')).toHaveAttribute('data-value', String(total));
  return page.getByTestId('person-row');
}

test('SCIM: a token made on /okta is shown once; Okta creates and deactivates a person with it', async ({ page, request, signInAs }) => {
  await signInAs(ADMIN);
  await page.goto('/okta');
  await settled(page);
  const name = `Okta provisioning ${RUN}`;
  const create = page.getByRole('form', { name: 'Create SCIM token' });
  await create.getByLabel('Token name').fill(name);
  await create.getByRole('button', { name: 'Create SCIM token' }).click();
  const shown = page.getByTestId('new-scim-token');
  await expect(shown).toBeVisible();
  const secret = ((await shown.textContent()) ?? '').trim();
  expect(secret).toMatch(SCIM_TOKEN_PATTERN);
  await expect(page.getByText('Copy this token now')).toBeVisible();

  const tokens = page.getByRole('table', { name: 'SCIM tokens for Okta' });
  const row = tokens.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(row).toContainText(secret.slice(0, 'scim_'.length + 8));
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Never');
  await noSeriousViolations(page, '/okta with a new SCIM token');

  // closed, then reloaded: only the name, prefix and last use remain; the secret is nowhere on the page
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);
  await page.reload();
  await settled(page);
  await expect(row).toBeVisible();
  await expect(page.getByTestId('new-scim-token')).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);
  const listed = (await (await request.get('/api/iam/okta/scim-tokens', { headers: auth(token) })).json()) as ScimTokensResponse;
  const stored = listed.tokens.find((t) => t.name === name);
  expect(stored).toBeDefined();
  scimTokenIds.push(stored!.id);
  expect(JSON.stringify(listed)).not.toContain(secret);

  // Okta pushes a person with the token
  const email = `e2e.scim.${RUN}@acme.test`;
  const created = await request.post('/scim/v2/Users', {
    headers: { ...auth(secret), 'content-type': SCIM },
    data: JSON.stringify({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: email,
      externalId: `00u${RUN}`,
      name: { givenName: 'Saoirse', familyName: `Okafor ${RUN}` },
      emails: [{ value: email, primary: true }],
      active: true,
      'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { department: 'Legal' },
    }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const scimId = ((await created.json()) as { id: string }).id;

  const [person] = await apiPeople(request, email);
  expect(person).toMatchObject({ email, name: `Saoirse Okafor ${RUN}`, department: 'Legal', status: 'ACTIVE', source: 'okta' });
  let rows = await shownPeople(page, email, 'ACTIVE', 1);
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('rowheader')).toHaveText(`${person.name}Okta`);
  await expect(rows.getByRole('rowheader').getByText('Okta', { exact: true })).toHaveAttribute('title', 'Imported from Okta');
  await expect(rows).toContainText(email);
  await expect(rows).toContainText('Legal');
  await expect(rows.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();

  // the token's last use is on the integration screen now, as the API has it
  const used = ((await (await request.get('/api/iam/okta/scim-tokens', { headers: auth(token) })).json()) as ScimTokensResponse).tokens.find((t) => t.id === stored!.id);
  expect(used?.last_used_at).not.toBeNull();
  await page.goto('/okta');
  await settled(page);
  await expect(row).toContainText(formatDateTime(used!.last_used_at!));
  await expect(row).not.toContainText('Never');

  // Okta deactivates them
  const patched = await request.patch(`/scim/v2/Users/${scimId}`, {
    headers: { ...auth(secret), 'content-type': SCIM },
    data: JSON.stringify({ schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: [{ op: 'replace', path: 'active', value: false }] }),
  });
  expect(patched.status(), await patched.text()).toBe(200);
  expect(((await patched.json()) as { active: boolean }).active).toBe(false);

  const [after] = await apiPeople(request, email);
  expect(after).toMatchObject({ id: person.id, status: 'INACTIVE', source: 'okta' });
  rows = await shownPeople(page, email, 'ACTIVE', 0);
  await expect(rows).toHaveCount(0);
  rows = await shownPeople(page, email, 'INACTIVE', 1);
  await expect(rows).toHaveCount(1);
  rows = await shownPeople(page, email, 'ALL', 1);
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('rowheader')).toHaveText(`${after.name}Okta`);
  await expect(rows.getByRole('cell', { name: 'Inactive', exact: true })).toBeVisible();
});

test('directory pull: /azure reads the people and groups Microsoft Graph serves', async ({ page, request, signInAs }) => {
  const before = (await (await request.get('/api/iam/azure', { headers: auth(token) })).json()) as DirectoryResponse;
  await signInAs(ADMIN);
  await page.goto('/azure');
  await settled(page);
  await noSeriousViolations(page, '/azure');

  const form = page.getByRole('form', { name: 'Azure directory connection' });
  await form.getByLabel('Tenant ID or domain').fill(`e2e-${RUN}.onmicrosoft.com`);
  await form.getByLabel('Application (client) ID').fill(`app-${RUN}`);
  await form.getByLabel('Client secret').fill(GRAPH_SECRET);
  await form.getByRole('button', { name: 'Save connection' }).click();
  await expect(page.getByText('Azure connection saved')).toBeVisible();
  await expect(form.getByText('A secret is stored. Leave blank to keep it.')).toBeVisible();

  const served = directory!.requests.length;
  await form.getByRole('button', { name: 'Import now' }).click();
  await expect(page.getByText('Import from Azure queued')).toBeVisible();

  const runs = page.getByRole('table', { name: 'Recent imports from Azure' });
  const newest = runs.getByRole('row').nth(1);
  await expect(newest.getByRole('cell').first()).toHaveText('Succeeded', { timeout: 30_000 });

  // what the directory served: a token, then users and groups page by page, then the group's members
  const calls = directory!.requests.slice(served).map((r) => `${r.method} ${r.path}`);
  expect(calls.filter((c) => c === 'GET /v1.0/users')).toHaveLength(2);
  expect(calls).toContain(`POST /e2e-${RUN}.onmicrosoft.com/oauth2/v2.0/token`);
  expect(calls).toContain(`GET /v1.0/groups/${DIRECTORY_GROUPS[0].id}/members`);

  const now = (await (await request.get('/api/iam/azure', { headers: auth(token) })).json()) as DirectoryResponse;
  const run = now.runs[0];
  // people earlier pulls brought in from Azure that are not in this directory are deactivated
  const expected = { status: 'succeeded', created: DIRECTORY_USERS.length, updated: 0, deactivated: before.people.active, groups: DIRECTORY_GROUPS.length, errors: [] };
  expect(run).toMatchObject(expected);
  await expect(newest.getByRole('cell')).toHaveText(['Succeeded', String(expected.created), '0', String(expected.deactivated), String(expected.groups), '0', ADMIN]);
  await expect(page.getByText(`Created ${expected.created} · Updated 0 · Deactivated ${expected.deactivated} · Groups ${expected.groups}`)).toBeVisible();
  await expect(page.getByText(`${now.people.total} people from Azure (${DIRECTORY_USERS.length} active)`)).toBeVisible();
  expect(now.people.active).toBe(DIRECTORY_USERS.length);

  // the imported people on /user-management, as the API lists them
  const api = await apiPeople(request, RUN);
  const imported = api.filter((p) => p.source === 'azure');
  expect(imported.map((p) => p.email).sort()).toEqual(DIRECTORY_USERS.map((u) => u.email).sort());
  expect(imported.every((p) => p.status === 'ACTIVE')).toBe(true);
  const rows = await shownPeople(page, RUN, 'ALL', api.length);
  for (const user of DIRECTORY_USERS) {
    const shown = rows.filter({ hasText: user.email.split('@')[0] });
    await expect(shown).toHaveCount(1);
    await expect(shown.getByRole('rowheader')).toHaveText(`${user.name}Azure`);
    await expect(shown).toContainText(user.department!);
    await expect(shown.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();
  }
});

test('GRC: /scrut sends the evidence; the run list shows what the receiver accepted', async ({ page, request, signInAs }) => {
  await signInAs(ADMIN);
  await page.goto('/scrut');
  await settled(page);
  await noSeriousViolations(page, '/scrut');

  const form = page.getByRole('form', { name: 'Scrut settings' });
  await form.getByLabel('Endpoint URL').fill(receiver!.url);
  await form.getByLabel('API key').fill(scrutKey);
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Scrut settings saved')).toBeVisible();
  await expect(form.getByText('A key is stored (encrypted). Leave empty to keep it.')).toBeVisible();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();

  const acceptedBefore = receiver!.accepted.length;
  const earlier = ((await (await request.get('/api/grc/scrut/runs', { headers: auth(token) })).json()) as GrcRun[]).map((r) => r.id);
  await page.getByRole('button', { name: 'Send now' }).click();
  const toast = page.getByText(/^Sent [\d,]+ records to Scrut$/);
  await expect(toast).toBeVisible({ timeout: 30_000 });
  const toastText = await toast.textContent();

  // what the receiver got: schema-valid pages carrying the key, nothing refused
  expect(receiver!.rejected).toEqual([]);
  const pages = receiver!.accepted.slice(acceptedBefore);
  expect(pages.length).toBeGreaterThan(0);
  for (const p of pages) expect(p.headers['x-api-key']).toBe(scrutKey);
  const received = pages.reduce((n, p) => n + (p.body.records as unknown[]).length, 0);
  expect(received).toBeGreaterThan(0);

  const [run] = (await (await request.get('/api/grc/scrut/runs', { headers: auth(token) })).json()) as GrcRun[];
  expect(earlier).not.toContain(run.id);
  expect(run).toMatchObject({ status: 'succeeded', trigger: 'manual', records_sent: received, records_total: received, pages_sent: pages.length, http_status: 200, error: null });
  expect(toastText).toBe(`Sent ${received.toLocaleString('en-US')} records to Scrut`);

  const table = page.getByRole('table', { name: 'Export runs, newest first' });
  const newest = table.getByRole('row').nth(1);
  await expect(newest.getByRole('cell')).toHaveText(['Send now', 'Sent', `${received.toLocaleString('en-US')} of ${received.toLocaleString('en-US')}`, '200', /\S/, '']);
  // the evidence card's last successful run, per framework, is what the receiver got per framework
  const perFramework = new Map<string, number>();
  for (const p of pages) for (const r of p.body.records as { framework: string }[]) perFramework.set(r.framework, (perFramework.get(r.framework) ?? 0) + 1);
  const evidence = page.getByRole('table', { name: 'Compliance evidence per framework' });
  for (const [framework, records] of perFramework) {
    const line = evidence.getByRole('row').filter({ has: page.getByRole('rowheader', { name: framework, exact: true }) });
    await expect(line.getByRole('cell').last()).toHaveText(records.toLocaleString('en-US'));
  }
});

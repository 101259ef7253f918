// DLP policies and what they watch (issue 21): a policy created through the API is in its list and in the
// agents' policy document (with its reach once acknowledged); a custom type's stored sample shows exactly
// what the detector library finds; invalid patterns, paths and hashes are 400 with reasons and store
// nothing; tokens are stored hashed only; Globex (no DLP), the auditor and the group admin are refused.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PolicyDocument } from '../../src/api/contract/agent';
import type { CustomData, DlpPolicy, Fingerprint, Folder } from '../../src/api/contract/dlp-policies';
import type { PreviewResult } from '../../src/api/contract/dlp-detect';
import { dlpPoliciesApi } from '../../src/api/contract/dlp-policies';
import { scanText } from '../../src/lib/dlp/scan';
import { auditLog, dlpCustomTypes, dlpFingerprints, dlpFolders, dlpPolicies } from '../../server/db/schema/index';
import { createAgentTestApp, enrol, type AgentTestApp, type Enrolled } from './agent-fixtures';

const ADMIN = 'admin@acme.test';
let t: AgentTestApp;
let acme: string;

beforeAll(async () => {
  t = await createAgentTestApp();
  acme = t.accounts['Acme Corp'].id;
});
afterAll(() => t?.close());

const get = (url: string, email = ADMIN) => t.as(email, { method: 'GET', url });
const post = (url: string, payload: object, email = ADMIN) => t.as(email, { method: 'POST', url, payload });
const put = (url: string, payload: object, email = ADMIN) => t.as(email, { method: 'PUT', url, payload });
const del = (url: string, email = ADMIN) => t.as(email, { method: 'DELETE', url });
const policyOf = async (d: Enrolled): Promise<PolicyDocument> => (await t.app.inject({ method: 'GET', url: '/agent/v1/policy', headers: d.headers })).json();
const auditsOf = async (action: string, target: string) =>
  t.db.select().from(auditLog).where(and(eq(auditLog.accountId, acme), eq(auditLog.action, action), eq(auditLog.target, target)));

const SAMPLE = 'Order for EMP-004211 and EMP-993100; not EMP-12 nor emp-555555. Card 4242 4242 4242 4242.';

describe('custom data types', () => {
  it('stores a regex type and shows exactly what the detector finds in its stored sample', async () => {
    const res = await post('/api/dlp-custom-data', { name: 'Employee ID', kind: 'regex', pattern: 'EMP-\\d{6}', case_sensitive: true, sample_text: SAMPLE });
    expect(res.statusCode).toBe(201);
    const created: CustomData = res.json();
    const [stored] = await t.db.select().from(dlpCustomTypes).where(eq(dlpCustomTypes.id, created.id));
    expect(stored).toMatchObject({ accountId: acme, kind: 'regex', pattern: 'EMP-\\d{6}', sampleText: SAMPLE });
    expect(await auditsOf('dlp-custom-data.create', 'Employee ID')).toHaveLength(1);

    const matches: PreviewResult = (await get(`/api/dlp-custom-data/${created.id}/matches`)).json();
    const library = scanText(stored.sampleText, { types: [], custom: [{ kind: 'regex', name: stored.name, pattern: stored.pattern!, caseSensitive: stored.caseSensitive }] });
    expect(matches.findings).toEqual(library);
    expect(matches.total).toBe(2);
    expect(matches.findings[0].spans.map((s) => stored.sampleText.slice(...s))).toEqual(['EMP-004211', 'EMP-993100']);
  });

  it('refuses an invalid or catastrophic regex with the reason, and stores nothing', async () => {
    const before = await t.db.select().from(dlpCustomTypes).where(eq(dlpCustomTypes.accountId, acme));
    for (const pattern of ['([a-z]+', '(a+)+$']) {
      const res = await post('/api/dlp-custom-data', { name: `Bad ${pattern}`, kind: 'regex', pattern });
      expect(res.statusCode, pattern).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'pattern', message: expect.any(String) }]);
    }
    expect((await post('/api/dlp-custom-data', { name: 'Empty', kind: 'keywords', keywords: [] })).json().issues[0].path).toBe('keywords');
    expect(await t.db.select().from(dlpCustomTypes).where(eq(dlpCustomTypes.accountId, acme))).toHaveLength(before.length);
  });
});

describe('exfiltration policies', () => {
  it('creates a policy that is listed and reaches agents through the policy document', async () => {
    const device = await enrol(t, { owner_email: 'dlp.owner@acme.test' });
    const custom: CustomData[] = (await get('/api/dlp-custom-data?size=100')).json();
    const employee = custom.find((c) => c.name === 'Employee ID')!;
    const body = {
      kind: 'exfiltration',
      name: 'Block cards to Gen AI and USB',
      data_types: ['Credit Card Number'],
      custom_type_ids: [employee.id],
      dictionary_ids: ['financial-terms'],
      channels: ['Gen AI', 'USB'],
      action: 'Block',
    };
    const res = await post('/api/dlp-policies', body);
    expect(res.statusCode).toBe(201);
    const policy: DlpPolicy = res.json();
    const [stored] = await t.db.select().from(dlpPolicies).where(eq(dlpPolicies.id, policy.id));
    expect(stored).toMatchObject({ accountId: acme, action: 'Block', channels: ['Gen AI', 'USB'], dataTypes: ['Credit Card Number'], enabled: true });
    expect(await auditsOf('dlp-policy.create', body.name)).toHaveLength(1);

    const list: DlpPolicy[] = (await get('/api/dlp-policies?kind=exfiltration&size=100')).json();
    expect(list.map((p) => p.name)).toContain(body.name);
    const [n] = ((await t.db.execute(sql`select count(*)::int as n from dlp_policies where account_id = ${acme} and kind = 'exfiltration'`)) as unknown as { rows: { n: number }[] }).rows;
    expect(Number((await t.as(ADMIN, { method: 'HEAD', url: '/api/dlp-policies?kind=exfiltration' })).headers['x-size'])).toBe(Number(n.n));

    const doc = await policyOf(device);
    const section = doc.dlp_policies.find((p) => p.id === policy.id);
    expect(section).toMatchObject({ name: body.name, action: 'Block', channels: ['Gen AI', 'USB'], data_types: ['Credit Card Number'] });
    expect(section!.custom_types).toEqual([{ name: 'Employee ID', kind: 'regex', pattern: 'EMP-\\d{6}', case_sensitive: true }]);
    expect(section!.dictionaries[0].name).toBe('Financial Terms');

    await t.app.inject({ method: 'POST', url: '/agent/v1/policy/ack', headers: device.headers, payload: { version: doc.version } });
    const reached: DlpPolicy = (await get(`/api/dlp-policies/${policy.id}`)).json();
    expect(reached.reach.applied).toBe(policy.reach.applied + 1);

    const off = await put(`/api/dlp-policies/${policy.id}`, { ...body, enabled: false });
    expect(off.statusCode).toBe(200);
    expect((await policyOf(device)).dlp_policies.some((p) => p.id === policy.id)).toBe(false);
    expect((await post('/api/dlp-policies', body)).statusCode).toBe(409);
    expect((await del(`/api/dlp-custom-data/${employee.id}`)).statusCode).toBe(409);
    expect((await del(`/api/dlp-policies/${policy.id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(dlpPolicies).where(eq(dlpPolicies.id, policy.id))).toHaveLength(0);
    expect(await auditsOf('dlp-policy.delete', body.name)).toHaveLength(1);
  });

  it('answers 400 with reasons for what a policy cannot be, and stores nothing', async () => {
    const before = await t.db.select().from(dlpPolicies).where(eq(dlpPolicies.accountId, acme));
    const none = await post('/api/dlp-policies', { kind: 'exfiltration', name: 'Nothing', channels: ['USB'], action: 'Alert' });
    expect(none.statusCode).toBe(400);
    expect(none.json().issues[0].path).toBe('data_types');
    const noChannel = await post('/api/dlp-policies', { kind: 'exfiltration', name: 'No channel', data_types: ['IBAN'], action: 'Alert' });
    expect(noChannel.json().issues.map((i: { path: string }) => i.path)).toEqual(['channels']);
    const stranger = await post('/api/dlp-policies', { kind: 'exfiltration', name: 'Stranger', custom_type_ids: ['00000000-0000-4000-8000-000000000000'], channels: ['USB'], action: 'Alert' });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().issues[0].path).toBe('custom_type_ids.0');
    expect(await t.db.select().from(dlpPolicies).where(eq(dlpPolicies.accountId, acme))).toHaveLength(before.length);
  });

  it('makes an LLM policy watch Gen AI prompts to the destinations named', async () => {
    const res = await post('/api/dlp-policies', { kind: 'llm', name: 'No secrets to ChatGPT', data_types: ['AWS Access Key'], destinations: ['ChatGPT'], action: 'Block' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'llm', channels: ['Gen AI'], destinations: ['ChatGPT'] });
  });
});

describe('tokens, file hashes and folders', () => {
  it('stores a token as the SHA-256 of its normalised form only', async () => {
    const res = await post('/api/dlp-fingerprints/tokens', { name: 'Project codename', token: 'Bluebird-77' });
    expect(res.statusCode).toBe(201);
    const token: Fingerprint = res.json();
    const [stored] = await t.db.select().from(dlpFingerprints).where(eq(dlpFingerprints.id, token.id));
    expect(stored.sha256).toBe(createHash('sha256').update('bluebird-77').digest('hex'));
    expect(JSON.stringify(stored)).not.toMatch(/bluebird/i);
    expect((await post('/api/dlp-fingerprints/tokens', { name: 'Again', token: 'BLUEBIRD-77' })).statusCode).toBe(409);
  });

  it('validates file hashes and folder paths per platform', async () => {
    expect((await post('/api/dlp-fingerprints/files', { name: 'Bad', sha256: 'abc' })).statusCode).toBe(400);
    const hash = createHash('sha256').update('quarterly results').digest('hex').toUpperCase();
    const file = await post('/api/dlp-fingerprints/files', { name: 'Q3 results.xlsx', sha256: hash });
    expect(file.statusCode).toBe(201);
    expect((file.json() as Fingerprint).sha256).toBe(hash.toLowerCase());

    const before = await t.db.select().from(dlpFolders).where(eq(dlpFolders.accountId, acme));
    for (const [platform, path] of [['Windows', '/Users/finance'], ['MacOS', 'C:\\Finance'], ['Linux', '/srv/../etc']]) {
      const res = await post('/api/dlp-folders', { name: 'Bad', platform, path });
      expect(res.statusCode, `${platform} ${path}`).toBe(400);
      expect(res.json().issues[0].path).toBe('path');
    }
    expect(await t.db.select().from(dlpFolders).where(eq(dlpFolders.accountId, acme))).toHaveLength(before.length);
    const ok = await post('/api/dlp-folders', { name: 'Finance share', platform: 'Windows', path: '\\\\fs01\\finance' });
    expect(ok.statusCode).toBe(201);
    expect((ok.json() as Folder).path).toBe('\\\\fs01\\finance');
  });
});

describe('access', () => {
  it('is refused to Globex (no DLP), and changes to the auditor and the group admin', async () => {
    for (const url of ['/api/dlp-policies', '/api/dlp-custom-data', '/api/dlp-fingerprints', '/api/dlp-folders', '/api/dlp-dictionaries']) {
      expect((await get(url, 'admin@globex.test')).statusCode, url).toBe(403);
    }
    const body = { kind: 'exfiltration', name: 'Globex try', data_types: ['IBAN'], channels: ['USB'], action: 'Alert' };
    for (const email of ['admin@globex.test', 'auditor@acme.test', 'groupadmin@acme.test']) expect((await post('/api/dlp-policies', body, email)).statusCode, email).toBe(403);
  });
});

describe('bad input', () => {
  const JUNK_BODIES: unknown[] = [null, [], 'x', { kind: 'llm' }, { name: 'x'.repeat(500), kind: 'regex', pattern: '\\' }, { kind: 'exfiltration', name: 'J', data_types: ['Nope'], channels: ['Fax'], action: 'Shred' }, { name: 'J', platform: 'Windows', path: 'C:\\a\u0000b' }, { name: 'J', sha256: 'z'.repeat(64) }, { name: 'J', token: 'a b' }, { kind: 'exfiltration', name: 'J', dictionary_ids: ['{x,y}'], channels: ['USB'], action: 'Alert' }];
  const JUNK_IDS = ['not-a-uuid', '00000000-0000-4000-8000-000000000000', "1' or '1'='1"];

  it('answers 4xx, never 500, to junk bodies, queries and ids on every DLP policy call, and stores nothing', async () => {
    const before = (await t.db.execute(sql`select (select count(*) from dlp_policies) + (select count(*) from dlp_custom_types) + (select count(*) from dlp_fingerprints) + (select count(*) from dlp_folders) + (select count(*) from dlp_dictionaries) as n`)) as unknown as { rows: { n: string }[] };
    for (const e of Object.values(dlpPoliciesApi)) {
      const ids = e.path.includes(':id') ? JUNK_IDS : [''];
      for (const id of ids) {
        const url = `/api${e.path.replace(':id', encodeURIComponent(id))}`;
        if (e.method === 'GET' || e.method === 'HEAD') {
          for (const query of ['?page=0', '?size=abc', '?kind=nope', `?q=${'%25_'.repeat(100)}`]) {
            const res = await t.as(ADMIN, { method: e.method, url: url + query });
            expect(res.statusCode, `${e.method} ${url}${query}`).toBeLessThan(500);
          }
        } else {
          for (const payload of JUNK_BODIES) {
            const res = await t.as(ADMIN, { method: e.method, url, payload: payload as object });
            expect(res.statusCode, `${e.method} ${url} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
            expect(res.statusCode, `${e.method} ${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
          }
        }
      }
    }
    const after = (await t.db.execute(sql`select (select count(*) from dlp_policies) + (select count(*) from dlp_custom_types) + (select count(*) from dlp_fingerprints) + (select count(*) from dlp_folders) + (select count(*) from dlp_dictionaries) as n`)) as unknown as { rows: { n: string }[] };
    expect(after.rows[0].n).toBe(before.rows[0].n);
  }, 120_000);
});

// POST /api/dlp/preview and GET /api/dlp/data-types (issue 21): the preview answers what the detector
// library finds in the same text, with masked samples; bad regexes and oversized texts are 400 with
// reasons; roles without the DLP policies and Globex (no DLP) get 403; nothing is written.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_MAX_CHARS, type DataTypesResult, type PreviewResult } from '../../src/api/contract/dlp-detect';
import { SYSTEM_DICTIONARIES } from '../../src/lib/dlp/dictionaries';
import { scanText } from '../../src/lib/dlp/scan';
import { auditLog } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t?.close());

const ADMIN = 'admin@acme.test';
const preview = (payload: object, email = ADMIN) => t.as(email, { method: 'POST', url: '/api/dlp/preview', payload });

const TEXT = [
  'Hi team, the customer maria.garcia@example.com asked for a refund to card 4242 4242 4242 4242.',
  'Their old card 4242 4242 4242 4241 is closed. IBAN GB82 WEST 1234 5698 7654 32, SSN 536-22-1234.',
  'Deploy key AKIAIOSFODNN7EXAMPLE. Ticket EMP-004211 mentions Project Falcon and the merger.',
].join('\n');

describe('POST /api/dlp/preview', () => {
  it('answers what the detector library finds, masked', async () => {
    const res = await preview({ text: TEXT });
    expect(res.statusCode).toBe(200);
    const body: PreviewResult = res.json();
    const library = scanText(TEXT);
    expect(body.findings).toEqual(library);
    expect(body.findings.map((f) => [f.type, f.count])).toEqual([
      ['IBAN', 1], ['Credit Card Number', 1], ['US Social Security Number', 1], ['Email Address', 1], ['AWS Access Key', 1],
    ]);
    expect(body.total).toBe(5);
    expect(body.characters).toBe(TEXT.length);
    const raw = res.body;
    for (const secret of ['4242 4242 4242 4242', 'GB82 WEST 1234', '536-22-1234', 'AKIAIOSFODNN7EXAMPLE']) expect(raw).not.toContain(secret);
  });

  it('runs custom regex and keyword types and the system dictionaries asked for', async () => {
    const res = await preview({
      text: TEXT,
      types: ['Credit Card Number'],
      custom: [
        { kind: 'regex', name: 'Employee ID', pattern: 'EMP-\\d{6}' },
        { kind: 'keywords', name: 'Codenames', keywords: ['project falcon'] },
      ],
      dictionaries: ['financial-terms'],
    });
    expect(res.statusCode).toBe(200);
    const body: PreviewResult = res.json();
    expect(body.findings.map((f) => [f.type, f.source, f.count])).toEqual([
      ['Credit Card Number', 'builtin', 1],
      ['Employee ID', 'custom', 1],
      ['Codenames', 'custom', 1],
      ['Financial Terms', 'dictionary', 2], // IBAN, merger
    ]);
    const employee = body.findings.find((f) => f.type === 'Employee ID')!;
    expect(TEXT.slice(...employee.spans[0])).toBe('EMP-004211');
    expect(employee.samples).toEqual(['•••-••4211']);
  });

  it('refuses a regex that does not compile, or that could hang, with reasons', async () => {
    const res = await preview({
      text: TEXT,
      custom: [
        { kind: 'regex', name: 'Fine', pattern: 'EMP-\\d{6}' },
        { kind: 'regex', name: 'Broken', pattern: '([a-z]+' },
        { kind: 'regex', name: 'Explosive', pattern: '(a+)+$' },
      ],
    });
    expect(res.statusCode).toBe(400);
    const issues: { path: string; message: string }[] = res.json().issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: expect.stringMatching(/custom.*1.*pattern/), message: expect.stringMatching(/^The pattern does not compile/) },
        { path: expect.stringMatching(/custom.*2.*pattern/), message: expect.stringMatching(/exponential time/) },
      ]),
    );
    expect(issues).toHaveLength(2);
  });

  it('refuses an oversized or empty text, unknown types and dictionaries', async () => {
    const big = await preview({ text: 'a'.repeat(PREVIEW_MAX_CHARS + 1) });
    expect(big.statusCode).toBe(400);
    expect(big.json().issues).toEqual([{ path: expect.stringMatching(/text/), message: `The text is longer than ${PREVIEW_MAX_CHARS.toLocaleString('en')} characters.` }]);
    expect((await preview({ text: '' })).statusCode).toBe(400);
    expect((await preview({ text: 'x', types: ['Shoe Size'] })).statusCode).toBe(400);
    expect((await preview({ text: 'x', dictionaries: ['nope'] })).statusCode).toBe(400);
    expect((await preview({ text: 'x', custom: [{ kind: 'keywords', name: 'Empty', keywords: [] }] })).statusCode).toBe(400);
  });

  it('scans the largest allowed text', async () => {
    const line = 'card 4242 4242 4242 4242 and nothing else\n';
    const text = line.repeat(Math.floor(PREVIEW_MAX_CHARS / line.length));
    const res = await preview({ text });
    expect(res.statusCode).toBe(200);
    expect(res.json().findings).toEqual([expect.objectContaining({ type: 'Credit Card Number', count: Math.floor(PREVIEW_MAX_CHARS / line.length) })]);
  });

  it('writes nothing', async () => {
    const before = await t.db.select({ n: count() }).from(auditLog);
    expect((await preview({ text: TEXT })).statusCode).toBe(200);
    const after = await t.db.select({ n: count() }).from(auditLog);
    expect(after[0].n).toBe(before[0].n);
  });

  it('is for those who see the DLP policies: 403 for Globex (no DLP), the group admin and the auditor', async () => {
    for (const email of ['admin@globex.test', 'groupadmin@acme.test', 'auditor@acme.test']) expect((await preview({ text: TEXT }, email)).statusCode, email).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/dlp/preview', payload: { text: TEXT } })).statusCode).toBe(401);
  });
});

describe('GET /api/dlp/data-types', () => {
  it('lists the built-in types with descriptions and the system dictionaries', async () => {
    const res = await t.as(ADMIN, { method: 'GET', url: '/api/dlp/data-types' });
    expect(res.statusCode).toBe(200);
    const body: DataTypesResult = res.json();
    const names = body.types.map((x) => x.name);
    for (const stored of ['Email Address', 'Credit Card Number', 'US Social Security Number', 'IBAN', 'AWS Access Key', 'API Key', 'Private Key', 'Aadhaar Number'])
      expect(names).toContain(stored);
    expect(body.types.every((x) => x.description.length > 0)).toBe(true);
    expect(body.dictionaries).toEqual(SYSTEM_DICTIONARIES.map((d) => ({ id: d.id, name: d.name, description: d.description, words: d.words.length })));
  });
  it('403 for Globex', async () => {
    expect((await t.as('admin@globex.test', { method: 'GET', url: '/api/dlp/data-types' })).statusCode).toBe(403);
  });
});

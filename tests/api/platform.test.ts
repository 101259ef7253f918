import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
const logLines: Record<string, unknown>[] = [];
const staticDir = mkdtempSync(join(tmpdir(), 'palisade-dist-'));

beforeAll(async () => {
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Palisade SPA</title>');
  writeFileSync(join(staticDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  t = await createTestApp({ staticDir, logger: { level: 'info', stream } });
});
afterAll(async () => {
  await t?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const traceparent = `00-${TRACE}-00f067aa0ba902b7-01`;

describe('trace ids', () => {
  it.each([
    ['GET', '/api/accounts', 200, true],
    ['GET', '/api/accounts', 401, false],
    ['GET', '/api/no-such-thing', 404, false],
    ['POST', '/api/auth/signin', 400, false],
    ['GET', '/some/spa/route', 200, false],
  ] as const)('%s %s (%i) answers X-Trace-Id from traceparent', async (method, url, status, authorised) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { traceparent, ...(authorised ? { authorization: `Bearer ${t.tokens['admin@acme.test']}` } : {}) },
      ...(method === 'POST' ? { payload: { email: 42 } } : {}),
    });
    expect(res.statusCode).toBe(status);
    expect(res.headers['x-trace-id']).toBe(TRACE);
  });

  it('makes up a fresh trace id when traceparent is missing or malformed', async () => {
    for (const header of [undefined, 'nonsense', `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`, `ff-${TRACE}-00f067aa0ba902b7-01`]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: header ? { traceparent: header } : {} });
      expect(res.headers['x-trace-id']).toMatch(/^[0-9a-f]{32}$/);
      expect(res.headers['x-trace-id']).not.toBe(TRACE);
      expect(res.headers['x-trace-id']).not.toBe('0'.repeat(32));
    }
  });

  it('puts the trace id on every log line of the request', async () => {
    const id = 'aaaabbbbccccddddeeeeffff00001111';
    await t.app.inject({ method: 'GET', url: '/api/accounts', headers: { traceparent: `00-${id}-00f067aa0ba902b7-01` } });
    const lines = logLines.filter((l) => JSON.stringify(l).includes(id));
    // incoming request, the 401 and request completed
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) expect(line.traceId).toBe(id);
    expect(JSON.stringify(logLines)).not.toContain(t.tokens['admin@acme.test']);
  });
});

describe('errors', () => {
  it.each([
    ['GET', '/api/no-such-thing'],
    ['POST', '/api/no-such-thing'],
    ['DELETE', '/api/accounts'],
    ['GET', '/api'],
  ] as const)('%s %s answers the JSON 404', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ exception: 'Not found', code: 'NOT_FOUND' });
  });

  it('answers 415 for a body that is not JSON, 413 for one too large and 400 for broken JSON', async () => {
    const post = (payload: string, type: string) => t.app.inject({ method: 'POST', url: '/api/auth/signin', payload, headers: { 'content-type': type } });
    expect((await post('email=a', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
    expect((await post('hello', 'text/plain')).statusCode).toBe(415);
    const big = await post(JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(2 * 1024 * 1024) }), 'application/json');
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
    const broken = await post('{"email":', 'application/json');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ exception: 'The request body is not valid JSON.', code: 'BAD_REQUEST' });
    const poisoned = await post('{"__proto__":{"admin":true},"email":"a@b.test","password":"x"}', 'application/json');
    expect(poisoned.statusCode).toBe(400);
  });

  it('answers 400 for a malformed URL and survives a malformed query string', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
    const query = await t.as('admin@acme.test', { method: 'GET', url: '/api/users?q=%E0%A4%A&size=%ZZ' });
    expect(query.statusCode).toBe(400);
  });
});

describe('openapi and health', () => {
  it('documents every path of the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = doc.paths as Record<string, Record<string, unknown>>;
    const expected: [string, string[]][] = [
      ['/api/auth/signin', ['post']],
      ['/api/signup', ['post']],
      ['/api/auth/update', ['post']],
      ['/api/accounts', ['get']],
      ['/api/account-status', ['get']],
      ['/api/accessible-accounts', ['get', 'head']],
      ['/api/all-accounts', ['get', 'head']],
      ['/api/stats', ['get']],
      ['/api/managed-accounts', ['post']],
      ['/api/users', ['get', 'head']],
      ['/api/health', ['get']],
      ['/api/enums', ['get']],
    ];
    for (const [path, methods] of expected) {
      expect(Object.keys(paths), path).toContain(path);
      for (const m of methods) expect(Object.keys(paths[path]), `${m} ${path}`).toContain(m);
    }
    expect(JSON.stringify(paths['/api/signup'].post)).toContain('firstName');
    expect(JSON.stringify(paths['/api/users'].get)).toContain('risk_level');
  });

  it('answers health with the database kind, and 503 when the database is gone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok', database: t.kind });
    const broken = await openDatabase({ memory: true });
    const app = await buildApp({ db: broken.db, dbKind: broken.kind, jwtKey: new Uint8Array(32) });
    await broken.close();
    const down = await app.inject({ method: 'GET', url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ exception: 'The database is not reachable.', code: 'DB_UNAVAILABLE' });
    await app.close();
  });
});

describe('the single-page app', () => {
  it('serves files, and index.html for any other non-API path', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/', '/dashboard', '/palisade-account-details/1/Acme', '/apix']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('Palisade SPA');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('sends a strict content security policy and the usual hardening headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });

  it('tells the visitor to build the app when dist is missing', async () => {
    const db = await openDatabase({ memory: true });
    const app = await buildApp({ db: db.db, dbKind: db.kind, jwtKey: new Uint8Array(32), staticDir: join(staticDir, 'missing') });
    const res = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('npm run build');
    await app.close();
    await db.close();
  });
});

// Issue 14 item 1: what travels on the wire. A small build output written here (index.html, a hashed
// asset, its source map) is precompressed by the same code the Vite build runs (tools/size/compress.ts)
// and served through buildApp; the API answers come from the demo tenant.
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../tools/size/compress';
import { createTestApp, type TestApp } from './helpers';

const ADMIN = 'admin@acme.test';
const ASSET = '/assets/index-Ab12Cd34.js';
let t: TestApp;
let staticDir: string;
let range: string;

function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.body;
}

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'palisade-transfer-'));
  mkdirSync(join(staticDir, 'assets'));
  const scripts = Array.from({ length: 400 }, (_, i) => `export const label${i} = "Unsanctioned app number ${i}";`).join('\n');
  writeFileSync(join(staticDir, 'assets', 'index-Ab12Cd34.js'), scripts);
  writeFileSync(join(staticDir, 'assets', 'index-Ab12Cd34.js.map'), JSON.stringify({ version: 3, sources: ['src/main.tsx'], mappings: 'AAAA' }));
  const meta = Array.from({ length: 40 }, (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i}.js">`).join('\n');
  writeFileSync(join(staticDir, 'index.html'), `<!doctype html><html><head><title>Palisade SPA</title>\n${meta}</head><body><div id="root"></div></body></html>`);
  mkdirSync(join(staticDir, '.vite'));
  writeFileSync(join(staticDir, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index-Ab12Cd34.js', isEntry: true } }));
  await precompress(staticDir);
  t = await createTestApp({ staticDir });
  const now = Date.now();
  range = new URLSearchParams({ s: String(now - 13 * 86_400_000), e: String(now), z: 'UTC' }).toString();
});
afterAll(async () => {
  await t?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('static files', () => {
  it('sends the precompressed brotli or gzip file the browser asks for, and the plain file otherwise', async () => {
    const original = readFileSync(join(staticDir, 'assets', 'index-Ab12Cd34.js'), 'utf8');
    for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['br;q=0, gzip', 'gzip']] as const) {
      const res = await t.app.inject({ method: 'GET', url: ASSET, headers: { 'accept-encoding': accept } });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.rawPayload.length).toBeLessThan(original.length / 4);
      expect(decoded(res)).toBe(original);
    }
    const plain = await t.app.inject({ method: 'GET', url: ASSET });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(original);
  });

  it('caches hashed assets for a year and makes index.html (and the history fallback) revalidate', async () => {
    const asset = await t.app.inject({ method: 'GET', url: ASSET, headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/dashboard', '/askciso']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(decoded(res), url).toContain('Palisade SPA');
    }
  });

  it('keeps the build manifest (read by npm run size) out of reach, and does not precompress it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
    expect(decoded(res)).not.toContain('isEntry');
    expect(existsSync(join(staticDir, '.vite', 'manifest.json.br'))).toBe(false);
    expect(existsSync(join(staticDir, 'assets', 'index-Ab12Cd34.js.br'))).toBe(true);
  });

  it('publishes no source map, and answers 404 for a missing hashed asset instead of index.html', async () => {
    for (const url of [`${ASSET}.map`, '/assets/index-Ab12Cd34.js.map?x=1', '/assets/gone-Zz99.js']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('mappings');
    }
  });
});

describe('API answers', () => {
  it('compresses a large JSON answer with brotli or gzip, equal to the identity answer once decoded', async () => {
    const url = `/api/saas-inv?${range}&size=100`;
    const identity = await t.as(ADMIN, { method: 'GET', url });
    expect(identity.statusCode, identity.body).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.rawPayload.length).toBeGreaterThan(1024);
    for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip']] as const) {
      const res = await t.as(ADMIN, { method: 'GET', url, headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.rawPayload.length).toBeLessThan(identity.rawPayload.length);
      expect(JSON.parse(decoded(res))).toEqual(identity.json());
    }
  });

  it('sends a small JSON answer as it is', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toBeTypeOf('object');
  });

  it('answers a HEAD count with its x-size header and no body, whatever the client accepts', async () => {
    const url = `/api/saas-inv?${range}`;
    const file = await t.as(ADMIN, { method: 'GET', url: `${url}&format=csv` });
    const rows = file.body.trim().split('\r\n').length - 1;
    for (const accept of [undefined, 'br, gzip', 'gzip']) {
      const head = await t.as(ADMIN, { method: 'HEAD', url, headers: accept ? { 'accept-encoding': accept } : {} });
      expect(head.statusCode, accept).toBe(200);
      expect(head.headers['x-size'], accept).toBe(String(rows));
      expect(head.rawPayload.length, accept).toBe(0);
    }
  });

  it('streams a CSV export compressed, equal to the identity file once decoded', async () => {
    const url = `/api/saas-inv?${range}&format=csv`;
    const identity = await t.as(ADMIN, { method: 'GET', url });
    expect(identity.statusCode).toBe(200);
    for (const accept of ['br', 'gzip']) {
      const res = await t.as(ADMIN, { method: 'GET', url, headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-encoding']).toBe(accept);
      expect(decoded(res)).toBe(identity.body);
    }
  });
});

/** The body of a chunked HTTP/1.1 answer, one string per chunk the server wrote, read off a raw socket. */
function httpChunks(port: number, request: string): Promise<{ head: string; chunks: string[] }> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    // parses what arrived so far; done once the last (empty) chunk is in
    const parse = () => {
      const raw = Buffer.concat(parts);
      const split = raw.indexOf('\r\n\r\n');
      if (split < 0) return;
      const head = raw.subarray(0, split).toString('latin1');
      const chunks: string[] = [];
      let at = split + 4;
      for (;;) {
        const eol = raw.indexOf('\r\n', at);
        if (eol < 0) return;
        const size = parseInt(raw.subarray(at, eol).toString('latin1'), 16);
        if (size === 0) {
          socket.destroy();
          resolve({ head, chunks });
          return;
        }
        if (raw.length < eol + 2 + size + 2) return;
        chunks.push(raw.subarray(eol + 2, eol + 2 + size).toString('utf8'));
        at = eol + 2 + size + 2;
      }
    };
    socket.on('data', (data) => {
      parts.push(data);
      parse();
    });
    socket.on('error', reject);
    socket.on('end', () => reject(new Error(`the answer ended without its last chunk: ${Buffer.concat(parts).toString('utf8').slice(0, 300)}`)));
  });
}

describe('the AskCISO event stream', () => {
  it('goes out event by event, uncompressed, when the browser accepts brotli', async () => {
    const created = await t.as(ADMIN, { method: 'POST', url: '/api/chatbot/conversations', payload: {} });
    expect(created.statusCode, created.body).toBe(200);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const body = JSON.stringify({ question: 'how many unsanctioned apps were used in the last 7 days?', z: 'UTC' });
    const { head, chunks } = await httpChunks(
      port,
      [
        `POST /api/chatbot/conversations/${created.json().id}/messages HTTP/1.1`,
        `host: 127.0.0.1:${port}`,
        `authorization: Bearer ${t.tokens[ADMIN]}`,
        'content-type: application/json',
        'accept-encoding: br, gzip',
        'connection: close',
        `content-length: ${Buffer.byteLength(body)}`,
        '',
        body,
      ].join('\r\n'),
    );
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    expect(head.toLowerCase()).toContain('content-type: text/event-stream');
    expect(head.toLowerCase()).not.toContain('content-encoding');
    expect(head.toLowerCase()).toContain('transfer-encoding: chunked');
    // every event is its own write on the wire: nothing holds them back to compress them together
    const events = chunks.map((chunk) => {
      expect(chunk).toMatch(/^event: \w+\ndata: .*\n\n$/s);
      return chunk.slice('event: '.length, chunk.indexOf('\n'));
    });
    expect(events[0]).toBe('start');
    expect(events.filter((e) => e === 'delta').length).toBeGreaterThan(1);
    expect(events.at(-1)).toBe('done');
  });
});

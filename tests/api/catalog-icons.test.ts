import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_APPS } from '../../server/seed/catalog/index';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/app-icons/:slug.svg', () => {
  it('serves a catalog brand icon without a session, filled with its brand colour and cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/app-icons/github.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=2592000');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const file = readFileSync('node_modules/simple-icons/icons/github.svg', 'utf8');
    const path = /<path d="([^"]+)"/.exec(file)![1];
    expect(res.body).toContain(path);
    expect(res.body).toMatch(/^<svg fill="#181717" /);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/app-icons/zoom.svg' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/api/app-icons/zoom.svg', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves every icon the catalog names', async () => {
    const slugs = [...new Set(CATALOG_APPS.flatMap((a) => (a.icon ? [a.icon] : [])))];
    for (const slug of slugs) {
      const res = await t.app.inject({ method: 'GET', url: `/api/app-icons/${slug}.svg` });
      expect(res.statusCode, slug).toBe(200);
    }
  });

  it.each([
    'slackware', // in simple-icons but not in the catalog: not on the allow-list
    'no-such-brand',
    '..%2F..%2Fpackage',
    '%2e%2e',
    'GITHUB',
    'a'.repeat(65),
  ])('answers 404 JSON for %s', async (slug) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/app-icons/${slug}.svg` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is in the OpenAPI document as a public call', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const path = Object.keys(doc.paths).find((p) => p.startsWith('/api/app-icons/'));
    expect(path).toBe('/api/app-icons/{slug}.svg');
    expect(doc.paths[path!].get.security).toEqual([]);
  });

  it('answers 404 without the .svg suffix', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/app-icons/github' });
    expect(res.statusCode).toBe(404);
  });
});

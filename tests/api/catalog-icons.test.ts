import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { saasApps } from '../../server/db/schema/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/ingest/sql-arrays';
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

  it('serves a full-colour logo of the second set for the brands simple-icons lacks (Slack, Teams, ChatGPT)', async () => {
    const logos = JSON.parse(readFileSync('node_modules/@iconify-json/logos/icons.json', 'utf8')) as { icons: Record<string, { body: string }> };
    for (const [app, name] of [['Slack', 'slack-icon'], ['Microsoft Teams', 'microsoft-teams'], ['ChatGPT', 'openai-icon']]) {
      expect(CATALOG_APPS.find((a) => a.name === app)?.icon, app).toBe(`logos-${name}`);
      const res = await t.app.inject({ method: 'GET', url: `/api/app-icons/logos-${name}.svg` });
      expect(res.statusCode, app).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="[\d. -]+">/);
      expect(res.body).toContain(logos.icons[name].body);
    }
  });

  it('shows the demo company’s most used apps (up to 50) with their logo, or a monogram where no icon set has one', async () => {
    const top = rowsOf<{ name: string; icon: string | null }>(
      await t.db.execute(sql`select a.name, a.icon from app_usage_daily u join saas_apps a on a.id = u.app_id
        where u.account_id = ${t.accounts['Acme Corp'].id}::uuid group by a.name, a.icon order by sum(u.weighted_duration_s) desc limit 50`),
    );
    // the test tenant's small fleet uses about forty apps; the full demo fleet more
    expect(top.length).toBeGreaterThan(30);
    expect(top.filter((a) => !a.icon).map((a) => a.name)).toEqual([]);
    for (const app of top) {
      const res = await t.app.inject({ method: 'GET', url: `/api/app-icons/${app.icon}.svg` });
      expect(res.statusCode, app.name).toBe(200);
    }
    const monograms = top.filter((a) => a.icon!.startsWith('mono-'));
    expect(monograms.length, monograms.map((a) => a.name).join(', ')).toBeLessThan(top.length / 4);
    console.info(`top apps shown as monograms, no public logo installed: ${monograms.map((a) => a.name).join(', ')}`);
  });

  it('draws a monogram of the app’s initials for a catalog app no icon set carries', async () => {
    const workday = (await t.db.select().from(saasApps).where(eq(saasApps.name, 'Amazon Seller Central')))[0];
    expect(workday.icon).toBe('mono-amazon-seller-central');
    const res = await t.app.inject({ method: 'GET', url: '/api/app-icons/mono-amazon-seller-central.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<text [^>]*>AS<\/text><\/svg>$/);
    // a monogram slug that names no catalog app is not ours
    expect((await t.app.inject({ method: 'GET', url: '/api/app-icons/mono-no-such-app.svg' })).statusCode).toBe(404);
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

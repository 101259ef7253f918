import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOG_APPS, CATALOG_WEBSITES, SAAS_CATEGORIES, WEBSITE_CATEGORIES } from './index';

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/;

describe('SaaS catalog', () => {
  it('holds at least 300 apps with unique names', () => {
    expect(CATALOG_APPS.length).toBeGreaterThanOrEqual(300);
    expect(new Set(CATALOG_APPS.map((a) => a.name)).size).toBe(CATALOG_APPS.length);
  });

  it('names a simple-icons file or a logos icon for every icon slug it gives', () => {
    const logos = JSON.parse(readFileSync('node_modules/@iconify-json/logos/icons.json', 'utf8')) as { icons: Record<string, unknown> };
    const exists = (slug: string) =>
      slug.startsWith('logos-') ? slug.slice('logos-'.length) in logos.icons : existsSync(`node_modules/simple-icons/icons/${slug}.svg`);
    const missing = CATALOG_APPS.filter((a) => a.icon !== null && !exists(a.icon));
    expect(missing.map((a) => `${a.name}: ${a.icon}`)).toEqual([]);
    expect(CATALOG_APPS.filter((a) => a.icon).length).toBeGreaterThan(240);
  });

  it('lists the apps that still show no logo (issue 28 item 8)', () => {
    const without = CATALOG_APPS.filter((a) => a.icon === null).map((a) => a.name);
    // the every-day apps of any company must never be among them
    for (const name of ['Slack', 'Microsoft Teams', 'ChatGPT', 'Outlook', 'Zoom', 'Google Drive', 'Salesforce', 'GitHub', 'Jira', 'Notion'])
      expect(without, name).not.toContain(name);
    console.info(`catalog apps without a logo (${without.length} of ${CATALOG_APPS.length}): ${without.join(', ')}`);
  });

  it('gives every app at least one host name, and each host name to one app or website only', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const a of CATALOG_APPS) {
      expect(a.domains.length, a.name).toBeGreaterThan(0);
      for (const d of a.domains) {
        expect(d, a.name).toMatch(HOST);
        if (owner.has(d)) clashes.push(`${d}: ${owner.get(d)} and ${a.name}`);
        owner.set(d, a.name);
      }
    }
    for (const w of CATALOG_WEBSITES) {
      expect(w.domain).toMatch(HOST);
      if (owner.has(w.domain)) clashes.push(`${w.domain}: ${owner.get(w.domain)} and ${w.name}`);
      owner.set(w.domain, w.name);
    }
    expect(clashes).toEqual([]);
  });

  it('flags Gen AI exactly where the category says so, and knows the well-known ones', () => {
    for (const a of CATALOG_APPS) expect(a.genAi, a.name).toBe(a.categories.includes('Gen AI'));
    const genAi = CATALOG_APPS.filter((a) => a.genAi).map((a) => a.name);
    expect(genAi.length).toBeGreaterThanOrEqual(40);
    expect(genAi).toEqual(expect.arrayContaining(['ChatGPT', 'Claude', 'Google Gemini', 'Microsoft Copilot', 'Perplexity', 'DeepSeek']));
    const slack = CATALOG_APPS.find((a) => a.name === 'Slack')!;
    expect(slack).toMatchObject({ genAi: false, domains: expect.arrayContaining(['slack.com']) });
    expect(CATALOG_APPS.find((a) => a.name === 'ChatGPT')!.domains).toContain('chatgpt.com');
  });

  it('uses only known categories, and each of them', () => {
    const used = new Set(CATALOG_APPS.flatMap((a) => a.categories));
    expect([...used].sort()).toEqual([...SAAS_CATEGORIES].sort());
  });
});

describe('website list', () => {
  it('covers every website category with real-looking domains', () => {
    const used = new Set(CATALOG_WEBSITES.map((w) => w.category));
    expect([...used].sort()).toEqual([...WEBSITE_CATEGORIES].sort());
    expect(CATALOG_WEBSITES.length).toBeGreaterThan(200);
    expect(new Set(CATALOG_WEBSITES.map((w) => w.domain)).size).toBe(CATALOG_WEBSITES.length);
  });

  it('never names a host the ingest service would take for a SaaS app (it matches an app domain or its parent)', () => {
    const appDomains = new Set(CATALOG_APPS.flatMap((a) => a.domains));
    const taken = CATALOG_WEBSITES.filter((w) => {
      const labels = w.domain.split('.');
      return labels.some((_, i) => i < labels.length - 1 && appDomains.has(labels.slice(i).join('.')));
    });
    expect(taken.map((w) => w.domain)).toEqual([]);
  });
});

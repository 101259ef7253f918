import { describe, expect, it } from 'vitest';
import i18next, { ALL_NAMESPACES, FIRST_LOAD_NAMESPACES, namespaceOf, resources } from './i18n';

describe('i18n', () => {
  it('loads every *.en.json under src as its own namespace, English by default', () => {
    expect(namespaceOf('../app/shell.en.json')).toBe('shell');
    expect(Object.keys(resources.en)).toContain('shell');
    expect(i18next.language).toBe('en');
    expect(i18next.t('shell:notFound.title')).toBe('Page not found');
    expect(i18next.t('documentTitle', { title: 'Dashboard' })).toBe('Dashboard · Palisade');
  });

  it("keeps screens' texts out of the first load and loads them by namespace", async () => {
    expect(FIRST_LOAD_NAMESPACES).toEqual(expect.arrayContaining(['shell', 'ui', 'commands', 'palette-apps', 'help-button', 'setup']));
    expect(FIRST_LOAD_NAMESPACES).not.toContain('dashboard');
    // the help texts load when something shows them (issue 14)
    expect(FIRST_LOAD_NAMESPACES).not.toContain('help');
    expect(ALL_NAMESPACES).toContain('help');
    expect(FIRST_LOAD_NAMESPACES).not.toContain('askciso');
    expect(ALL_NAMESPACES).toContain('dashboard');
    await i18next.loadNamespaces('dashboard');
    expect(i18next.hasResourceBundle('en', 'dashboard')).toBe(true);
  });
});

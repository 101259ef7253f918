import { describe, expect, it } from 'vitest';
import i18next, { namespaceOf, resources } from './i18n';

describe('i18n', () => {
  it('loads every *.en.json under src as its own namespace, English by default', () => {
    expect(namespaceOf('../app/shell.en.json')).toBe('shell');
    expect(Object.keys(resources.en)).toContain('shell');
    expect(i18next.language).toBe('en');
    expect(i18next.t('shell:notFound.title')).toBe('Page not found');
    expect(i18next.t('documentTitle', { title: 'Dashboard' })).toBe('Dashboard · Palisade');
  });
});

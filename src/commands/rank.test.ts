import { describe, expect, it } from 'vitest';
import { buildIndex, createSearcher, search } from './rank';

const items = [
  { title: 'SaaS Apps Policy', subtitle: 'Policies › Endpoint SWG › SaaS Apps', keywords: ['sanction', 'block app'] },
  { title: 'SaaS Apps', subtitle: 'Inventory › Endpoint SWG › SaaS Apps' },
  { title: 'SaaS Apps List', subtitle: 'Inventory › Endpoint SWG › SaaS Apps' },
  { title: 'Bulk Edit SaaS Apps' },
  { title: 'Users', subtitle: 'Inventory › FLEET › Users', keywords: ['people'] },
  { title: 'User Management', subtitle: 'Admin › MANAGEMENT › Users' },
  { title: 'Inactive Users' },
  { title: 'Dashboard', keywords: ['home'] },
  { title: 'Data Activity Policies' },
];
const titles = (query: string) => search(buildIndex(items), query).items.map((i) => i.title);

describe('ranking', () => {
  it('puts the exact title first, then titles that start with the text, then word starts', () => {
    expect(titles('SaaS Apps')[0]).toBe('SaaS Apps');
    expect(titles('saas apps').slice(0, 3)).toEqual(['SaaS Apps', 'SaaS Apps List', 'SaaS Apps Policy']);
    expect(titles('users')).toEqual(['Users', 'Inactive Users', 'User Management']);
    expect(titles('user').slice(0, 2)).toEqual(['Users', 'User Management']);
  });

  it('finds words of the menu path and keywords, titles first', () => {
    expect(titles('policies saas')).toEqual(['SaaS Apps Policy']);
    expect(titles('home')).toEqual(['Dashboard']);
    expect(titles('people')).toEqual(['Users']);
  });

  it('falls back to a subsequence of the letters, closest first', () => {
    expect(titles('dshbrd')).toEqual(['Dashboard']);
    expect(titles('zzz')).toEqual([]);
  });

  it('narrows from the previous query while the text grows and starts over when it shrinks', () => {
    const searcher = createSearcher(buildIndex(items));
    expect(searcher('u').total).toBeGreaterThan(3);
    expect(searcher('us').items.map((i) => i.title)).toEqual(titles('us'));
    expect(searcher('user m').items.map((i) => i.title)).toEqual(titles('user m'));
    expect(searcher('da').items.map((i) => i.title)).toEqual(titles('da'));
  });

  it('ranks the same with or without narrowing on a large generated set', () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({ title: `Item ${i} ${['alpha', 'beta', 'gamma'][i % 3]}`, subtitle: `group ${i % 7}` }));
    const index = buildIndex(many);
    const searcher = createSearcher(index);
    for (const q of ['i', 'it', 'ite', 'item 1', 'item 12', 'item 12 g']) {
      expect(searcher(q).items).toEqual(search(index, q).items);
    }
  });

  it('returns everything in order for an empty query and respects the limit', () => {
    expect(titles('')).toHaveLength(items.length);
    expect(search(buildIndex(items), 'a', 2).items).toHaveLength(2);
    expect(search(buildIndex(items), 'a', 2).total).toBeGreaterThan(2);
  });
});

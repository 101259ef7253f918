import { describe, expect, it } from 'vitest';
import { alertFilters, appInventoryFilters, readFilters } from './filters';

describe('readFilters', () => {
  it('reads repeated keys as lists and a single one as a one-item list', () => {
    expect(readFilters(alertFilters, new URLSearchParams('t=Block&t=Alert&o=Windows&page=2'))).toEqual({ t: ['Block', 'Alert'], o: ['Windows'], page: 2 });
  });

  it('drops only the keys the schema refuses and keeps the rest', () => {
    expect(readFilters(appInventoryFilters, new URLSearchParams('tag=Nope&q=slack&range=9&range2=1'))).toEqual({ q: 'slack' });
    expect(readFilters(appInventoryFilters, new URLSearchParams('tag=Unsanctioned&range=3'))).toEqual({ tag: 'Unsanctioned', range: 3 });
  });
});

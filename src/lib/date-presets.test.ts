import { describe, expect, it } from 'vitest';
import { fromDateInput, presetRange, rangeFromSearch, rangeToFilters, relabel } from './date-presets';

// A Thursday afternoon, local time.
const now = new Date(2026, 10, 19, 15, 42, 7);
const day = (d: number, h = 0, m = 0) => new Date(2026, 10, d, h, m).getTime();

describe('date presets', () => {
  it('Last 7 days is today and the six days before, whole days', () => {
    const r = presetRange(2, now);
    expect(new Date(r.s)).toEqual(new Date(2026, 10, 13, 0, 0, 0, 0));
    expect(new Date(r.e)).toEqual(new Date(2026, 10, 19, 23, 59, 59, 999));
  });

  it('1D is today; 30 and 90 days go back 29 and 89 days', () => {
    expect(new Date(presetRange(1, now).s)).toEqual(new Date(2026, 10, 19));
    expect(new Date(presetRange(3, now).s)).toEqual(new Date(2026, 9, 21));
    expect(new Date(presetRange(4, now).s)).toEqual(new Date(2026, 7, 22));
  });

  it('relabels a custom range equal to a preset, ignoring the time of day', () => {
    expect(relabel({ s: day(13, 9, 30), e: day(19, 8) }, now).preset).toBe(2);
    expect(relabel({ s: day(19, 1), e: day(19, 2) }, now).preset).toBe(1);
    const custom = relabel({ s: day(10, 12), e: day(12, 12) }, now);
    expect(custom).toEqual({ preset: -1, s: day(10), e: new Date(2026, 10, 12, 23, 59, 59, 999).getTime() });
  });

  it('never reaches past today', () => {
    const r = relabel({ s: day(15), e: day(28) }, now);
    expect(r.e).toBe(presetRange(1, now).e);
  });

  it('reads a range from the URL, falling back to Last 7 days, and drops 1D where it is disallowed', () => {
    expect(rangeFromSearch(new URLSearchParams('range=3'), { now }).preset).toBe(3);
    expect(rangeFromSearch(new URLSearchParams('range=banana'), { now }).preset).toBe(2);
    expect(rangeFromSearch(new URLSearchParams('range=1'), { now, disallow1D: true }).preset).toBe(2);
    expect(rangeFromSearch(new URLSearchParams(`range=-1&s=${day(1)}&e=${day(3)}`), { now })).toMatchObject({ preset: -1, s: day(1) });
    expect(rangeFromSearch(new URLSearchParams('top.range=4'), { now, prefix: 'top.' }).preset).toBe(4);
  });

  it('writes a preset as its id and a custom range with its bounds', () => {
    expect(rangeToFilters(presetRange(3, now))).toEqual({ range: 3 });
    expect(rangeToFilters({ preset: -1, s: 1, e: 2 })).toEqual({ range: -1, s: 1, e: 2 });
  });

  it('parses date inputs as local days', () => {
    expect(fromDateInput('2026-11-02')).toBe(day(2));
    expect(fromDateInput('11/02/2026')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { defaultRange, parseDates } from './dates';

// Saturday 21 November 2026, 10:30 in New York (15:30 UTC).
const now = new Date('2026-11-21T15:30:00Z');
const NY = 'America/New_York';
const iso = (ms: number) => new Date(ms).toISOString();

describe('date phrases', () => {
  it("reads today and yesterday as whole days in the asker's zone", () => {
    const today = parseDates('blocked alerts today', now, NY)!;
    expect([iso(today.s), iso(today.e)]).toEqual(['2026-11-21T05:00:00.000Z', '2026-11-22T04:59:59.999Z']);
    expect(today.preset).toBe(1);
    const yesterday = parseDates('what happened yesterday?', now, NY)!;
    expect(iso(yesterday.s)).toBe('2026-11-20T05:00:00.000Z');
  });

  it("reads 'last week' and 'past 30 days' as the console's presets", () => {
    expect(parseDates('alerts for Dropbox last week', now, NY)).toMatchObject({ preset: 2, s: Date.parse('2026-11-15T05:00:00Z') });
    expect(parseDates('over the past 30 days', now, NY)?.preset).toBe(3);
    expect(parseDates('in the last 90 days', now, NY)?.preset).toBe(4);
    expect(parseDates('last 3 days', now, 'UTC')).toMatchObject({ s: Date.parse('2026-11-19T00:00:00Z') });
    expect(parseDates('past two weeks', now, 'UTC')).toMatchObject({ s: Date.parse('2026-11-08T00:00:00Z') });
  });

  it('reads month names, this month and last month', () => {
    expect(parseDates('how many blocks in October', now, 'UTC')).toMatchObject({ s: Date.parse('2026-10-01T00:00:00Z'), e: Date.parse('2026-10-31T23:59:59.999Z'), label: 'in October' });
    expect(parseDates('in December', now, 'UTC')).toMatchObject({ s: Date.parse('2025-12-01T00:00:00Z') });
    expect(parseDates('this month', now, 'UTC')).toMatchObject({ s: Date.parse('2026-11-01T00:00:00Z') });
    expect(parseDates('last month', now, 'UTC')).toMatchObject({ s: Date.parse('2026-10-01T00:00:00Z'), e: Date.parse('2026-10-31T23:59:59.999Z') });
  });

  it("reads 'since Monday' from the most recent Monday", () => {
    expect(parseDates('since Monday', now, 'UTC')).toMatchObject({ s: Date.parse('2026-11-16T00:00:00Z'), label: 'since Monday' });
  });

  it('names no range when the question has none, and answers default to Last 7 days', () => {
    expect(parseDates('who uses chat gpt', now, 'UTC')).toBeNull();
    expect(defaultRange(now, 'UTC').preset).toBe(2);
  });
});

// spec part 2 §7: time ranges come as s, e (epoch ms) and z (IANA zone). The rollups' day is a UTC date
// (docs/DECISIONS.md), so a range covers the UTC dates from the calendar date of s in z to that of e in z.
import type { RangeQuery } from '../../../src/api/contract/websites';

export interface DayRange {
  from: string;
  to: string;
}

const DEFAULT_DAYS = 7;
const DAY_MS = 86_400_000;

function dateIn(ms: number, zone: string): string {
  // en-CA formats as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(ms));
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The dates a range covers; without s or e, the last 7 days ending today in z (the pickers' default preset). */
export function dayRange(query: RangeQuery, now: Date): DayRange {
  const zone = query.z ?? 'UTC';
  if (query.s !== undefined && query.e !== undefined) return { from: dateIn(query.s, zone), to: dateIn(query.e, zone) };
  if (query.s !== undefined) return { from: dateIn(query.s, zone), to: dateIn(Math.max(query.s, now.getTime()), zone) };
  const to = dateIn(query.e ?? now.getTime(), zone);
  return { from: addDays(to, -(DEFAULT_DAYS - 1)), to };
}

// Dashboard ranges (spec part 2 §7 "Time-range parameters: s, e, z"). The rollups are keyed by the UTC
// date of each event (server/db/schema/rollups.ts), so a range is read as the dates it covers in zone z:
// from the local date of s to the local date of e. A day's figures are the rollup rows of that date,
// i.e. UTC midnight to UTC midnight; the schema keeps no finer grain to do better.
import { HttpError } from '../../lib/http-error';

const DAY_MS = 86_400_000;
/** e may reach the end of tomorrow in any zone (a browser ahead of UTC); beyond that the range is refused. */
const FUTURE_SLACK_MS = 2 * DAY_MS;

export interface DayRange {
  /** first and last covered date, 'YYYY-MM-DD' */
  from: string;
  to: string;
  /** every covered date, in order */
  days: string[];
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant in an IANA zone, 'YYYY-MM-DD'. */
export function localDate(ms: number, zone: string): string {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(zone, f);
  }
  return f.format(new Date(ms));
}

function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); t <= end; t += DAY_MS) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/** The contract has checked s <= e, the length and the zone; the future depends on the server's clock. */
export function dayRange(q: { s: number; e: number; z: string }, now: Date): DayRange {
  if (q.e > now.getTime() + FUTURE_SLACK_MS) {
    throw new HttpError(400, 'VALIDATION', 'The range must not end in the future.', {}, [{ path: 'e', message: 'The range must not end in the future.' }]);
  }
  const from = localDate(q.s, q.z);
  const to = localDate(q.e, q.z);
  return { from, to, days: datesBetween(from, to) };
}

/** The start of the UTC day after `date`, for comparisons with timestamps. */
export function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString();
}

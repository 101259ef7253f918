// Company-local calendar: working hours and weekends happen in the company's time zone, while events
// carry UTC instants. Offsets come from Intl (no time-zone library), once per day.
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Local wall-clock parts of an instant in a zone. */
function localParts(instant: number, timeZone: string): { y: number; m: number; d: number; h: number; min: number; s: number } {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return { y: +parts.year, m: +parts.month, d: +parts.day, h: +parts.hour, min: +parts.minute, s: +parts.second };
}

/** Minutes the zone is ahead of UTC at an instant (negative west of Greenwich). */
export function offsetMinutes(instant: number, timeZone: string): number {
  const p = localParts(instant, timeZone);
  return Math.round((Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - Math.floor(instant / 1000) * 1000) / 60_000);
}

export interface CompanyDay {
  /** 0 for the first day of the window */
  index: number;
  /** the UTC instant of local midnight */
  start: number;
  /** local 0 = Sunday ... 6 = Saturday */
  weekday: number;
  weekend: boolean;
}

/** The last `count` local days up to and including today (the day `now` falls on in the zone). */
export function companyDays(now: Date, count: number, timeZone: string): CompanyDay[] {
  const today = localParts(now.getTime(), timeZone);
  const days: CompanyDay[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const wall = Date.UTC(today.y, today.m - 1, today.d - i);
    // local midnight = wall clock minus the offset in force then (checked at midday, away from DST switches)
    const start = wall - offsetMinutes(wall + DAY_MS / 2, timeZone) * 60_000;
    const weekday = new Date(wall).getUTCDay();
    days.push({ index: count - 1 - i, start, weekday, weekend: weekday === 0 || weekday === 6 });
  }
  return days;
}

// Date phrases in a question ('yesterday', 'last week', 'past 30 days', 'in October', 'since Monday'),
// read in the asker's time zone. 'last week' and 'past week' mean the console's 'Last 7 days' preset
// (today and six days before), so the answer's link opens the same range the picker would show.
import { TZDate, tz } from '@date-fns/tz';
import { endOfDay, endOfMonth, endOfYear, startOfDay, startOfMonth, startOfYear, subDays, subMonths } from 'date-fns';
import type { FixedPresetId } from '../../src/lib/date-presets';

export interface ResolvedRange {
  s: number;
  e: number;
  /** the words that named it, for the answer's text */
  label: string;
  /** the console preset it equals, if any (spec part 2 §9) */
  preset?: FixedPresetId;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const NUMBER_WORDS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, ten: 10, fourteen: 14, thirty: 30, ninety: 90 };

function lastDays(count: number, now: Date, zone: string, label: string): ResolvedRange {
  const inZone = { in: tz(zone) };
  const preset = ({ 1: 1, 7: 2, 30: 3, 90: 4 } as Record<number, FixedPresetId>)[count];
  return { s: startOfDay(subDays(now, count - 1, inZone), inZone).getTime(), e: endOfDay(now, inZone).getTime(), label, ...(preset ? { preset } : {}) };
}

function amount(word: string): number | undefined {
  const n = /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word];
  return n && n > 0 && n <= 366 ? n : undefined;
}

/** The first date phrase of the question, or null when it names none. */
export function parseDates(text: string, now: Date, zone: string): ResolvedRange | null {
  const q = text.toLowerCase();
  const inZone = { in: tz(zone) };
  const day = (d: Date) => ({ s: startOfDay(d, inZone).getTime(), e: endOfDay(d, inZone).getTime() });

  if (/\btoday\b|\blast 24 hours\b|\bpast 24 hours\b|\bpast day\b/.test(q)) return { ...lastDays(1, now, zone, 'today') };
  if (/\byesterday\b/.test(q)) return { ...day(subDays(now, 1, inZone)), label: 'yesterday' };

  // 'last month' is the calendar month before this one; 'past month' the last 30 days
  if (/\blast month\b|\bprevious month\b/.test(q)) {
    const m = subMonths(now, 1, inZone);
    return { s: startOfMonth(m, inZone).getTime(), e: endOfMonth(m, inZone).getTime(), label: 'last month' };
  }
  const span = /\b(?:last|past|previous|in the last|over the last|over the past)\s+(\d+|a|one|two|three|four|five|six|seven|ten|fourteen|thirty|ninety)?\s*(day|days|week|weeks|month|months)\b/.exec(q);
  if (span) {
    const n = span[1] ? amount(span[1]) ?? 1 : 1;
    const unit = span[2].replace(/s$/, '');
    if (unit === 'day') return lastDays(n, now, zone, `the last ${n} day${n === 1 ? '' : 's'}`);
    if (unit === 'week') return lastDays(n * 7, now, zone, n === 1 ? 'the last 7 days' : `the last ${n} weeks`);
    const s = startOfDay(subMonths(now, n, inZone), inZone);
    const asDays = n === 1 ? lastDays(30, now, zone, 'the last 30 days') : n === 3 ? lastDays(90, now, zone, 'the last 90 days') : null;
    return asDays ?? { s: s.getTime(), e: endOfDay(now, inZone).getTime(), label: `the last ${n} months` };
  }
  // 'go back 30 days', 'going back two weeks'
  const back = /\b(?:go(?:ing)? back|back)\s+(\d+|a|one|two|three|four|five|six|seven|ten|fourteen|thirty|ninety)\s*(day|days|week|weeks)\b/.exec(q);
  if (back) {
    const n = amount(back[1]) ?? 1;
    const days = back[2].startsWith('week') ? n * 7 : n;
    return lastDays(days, now, zone, `the last ${days} day${days === 1 ? '' : 's'}`);
  }
  // 'this week' is said loosely: the console's Last 7 days preset, as 'last week' is; 'since Monday' is
  // the calendar week
  if (/\bthis week\b/.test(q)) return lastDays(7, now, zone, 'this week');
  if (/\bthis month\b/.test(q)) return { s: startOfMonth(now, inZone).getTime(), e: endOfDay(now, inZone).getTime(), label: 'this month' };
  if (/\bthis year\b/.test(q)) return { s: startOfYear(now, inZone).getTime(), e: endOfDay(now, inZone).getTime(), label: 'this year' };

  const since = new RegExp(`\\bsince (${WEEKDAYS.join('|')})\\b`).exec(q);
  if (since) {
    const target = WEEKDAYS.indexOf(since[1]);
    let d = startOfDay(now, inZone);
    while (d.getDay() !== target) d = subDays(d, 1, inZone);
    return { s: d.getTime(), e: endOfDay(now, inZone).getTime(), label: `since ${since[1][0].toUpperCase()}${since[1].slice(1)}` };
  }

  const month = new RegExp(`\\b(?:in|during|for|of)\\s+(${MONTHS.join('|')}|${MONTHS.map((m) => m.slice(0, 3)).join('|')})(?:\\s+(\\d{4}))?\\b`).exec(q);
  if (month) {
    const index = MONTHS.findIndex((m) => m.startsWith(month[1]));
    const nowInZone = startOfDay(now, inZone);
    let year = month[2] ? Number(month[2]) : nowInZone.getFullYear();
    if (!month[2] && index > nowInZone.getMonth()) year -= 1; // 'in December' asked in November means last December
    const s = new TZDate(year, index, 1, zone);
    const e = Math.min(endOfMonth(s, inZone).getTime(), endOfDay(now, inZone).getTime());
    const name = MONTHS[index][0].toUpperCase() + MONTHS[index].slice(1);
    return { s: s.getTime(), e, label: `in ${name}${month[2] ? ` ${year}` : ''}` };
  }
  if (/\blast year\b/.test(q)) {
    const y = subMonths(now, 12, inZone);
    return { s: startOfYear(y, inZone).getTime(), e: endOfYear(y, inZone).getTime(), label: 'last year' };
  }
  return null;
}

/** When a question names no time, answers cover the console's default 'Last 7 days'. */
export function defaultRange(now: Date, zone: string): ResolvedRange {
  return lastDays(7, now, zone, 'the last 7 days');
}

// spec part 1 §5, §9 and part 2 §5, §9: the shared date-range rules. Presets 1 (Last 24 hours, shown
// as 1D, meaning today), 2 (Last 7 days: today and six days before; the default), 3 (Last 30 days),
// 4 (Last 90 days, offered only in the picker) and -1 (custom). Time of day is ignored, nothing after
// today can be chosen, and a custom range equal to a preset is relabelled as that preset.
import { endOfDay, format, isValid, startOfDay, subDays } from 'date-fns';

export type PresetId = 1 | 2 | 3 | 4 | -1;
export type FixedPresetId = Exclude<PresetId, -1>;

export interface DateRange {
  preset: PresetId;
  /** local start of the first day, epoch ms */
  s: number;
  /** local end of the last day, epoch ms */
  e: number;
}

export const DEFAULT_PRESET: FixedPresetId = 2;
export const FIXED_PRESETS: readonly FixedPresetId[] = [1, 2, 3, 4];
const DAYS_BACK: Record<FixedPresetId, number> = { 1: 0, 2: 6, 3: 29, 4: 89 };

export function presetRange(id: FixedPresetId, now: Date = new Date()): DateRange {
  return { preset: id, s: startOfDay(subDays(now, DAYS_BACK[id])).getTime(), e: endOfDay(now).getTime() };
}

/** Whole local days, never past today; a range that equals a preset becomes it (spec part 1 §5). */
export function relabel(range: { s: number; e: number }, now: Date = new Date()): DateRange {
  const latest = endOfDay(now).getTime();
  let s = startOfDay(new Date(range.s)).getTime();
  let e = Math.min(endOfDay(new Date(range.e)).getTime(), latest);
  if (s > e) [s, e] = [startOfDay(new Date(e)).getTime(), endOfDay(new Date(s)).getTime()];
  for (const id of FIXED_PRESETS) {
    const preset = presetRange(id, now);
    if (preset.s === s && preset.e === e) return preset;
  }
  return { preset: -1, s, e };
}

function numberParam(params: URLSearchParams, key: string): number | undefined {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && isValid(new Date(value)) ? value : undefined;
}

export interface RangeOptions {
  /** spec part 2 §5: the Top 10 tables disallow 1D */
  disallow1D?: boolean;
  now?: Date;
  /** a prefix for the keys when one page holds several ranges (`${prefix}range`, ...) */
  prefix?: string;
}

/** Reads `range`, `s` and `e` from a URL; anything unusable falls back to the default Last 7 days. */
export function rangeFromSearch(params: URLSearchParams, options: RangeOptions = {}): DateRange {
  const { now = new Date(), prefix = '' } = options;
  const fallback = presetRange(DEFAULT_PRESET, now);
  const id = numberParam(params, `${prefix}range`);
  const s = numberParam(params, `${prefix}s`);
  const e = numberParam(params, `${prefix}e`);
  let range: DateRange = fallback;
  if (id !== undefined && (FIXED_PRESETS as readonly number[]).includes(id)) range = presetRange(id as FixedPresetId, now);
  else if ((id === undefined || id === -1) && s !== undefined && e !== undefined) range = relabel({ s, e }, now);
  return options.disallow1D && range.preset === 1 ? fallback : range;
}

/** What linkTo() and the URL get: a preset travels as its id, a custom range with its bounds. */
export function rangeToFilters(range: DateRange): { range: PresetId; s?: number; e?: number } {
  return range.preset === -1 ? { range: -1, s: range.s, e: range.e } : { range: range.preset };
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The API's time-range parameters (DESIGN.md API conventions: s, e in epoch ms and z an IANA zone). */
export function rangeToQuery(range: DateRange): { s: number; e: number; z: string } {
  return { s: range.s, e: range.e, z: browserTimeZone() };
}

/** yyyy-MM-dd, the value of a date input */
export function toDateInput(ms: number): string {
  return format(new Date(ms), 'yyyy-MM-dd');
}

export function fromDateInput(value: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return isValid(date) ? date.getTime() : undefined;
}

// When a schedule runs next and what a run covers, both read in the schedule's own time zone
// (@date-fns/tz): '08:00 Europe/Paris every Monday' stays 08:00 in Paris across daylight-saving changes.
import { TZDate } from '@date-fns/tz';
import { FREQUENCY_DAYS, type ReportFrequency } from '../../../src/api/contract/email-reports';
import { localDate } from '../dashboard/range';

export interface Timing {
  frequency: ReportFrequency;
  /** 'HH:mm' */
  timeOfDay: string;
  dayOfWeek: number | null;
  dayOfMonth: number | null;
  timeZone: string;
}

/** The first run strictly after `after`: the time of day on a matching local date. */
export function nextRun(t: Timing, after: Date): Date {
  const [hours, minutes] = t.timeOfDay.split(':').map(Number);
  const local = new TZDate(after.getTime(), t.timeZone);
  // a monthly schedule matches within 31 days, a weekly one within 7; 62 covers both with room
  for (let i = 0; i <= 62; i++) {
    const at = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + i, hours, minutes, 0, 0, t.timeZone);
    if (at.getTime() <= after.getTime()) continue;
    if (t.frequency === 'weekly' && at.getDay() !== t.dayOfWeek) continue;
    if (t.frequency === 'monthly' && at.getDate() !== t.dayOfMonth) continue;
    return new Date(at.getTime());
  }
  throw new Error('schedule never runs');
}

export interface RunRange {
  /** the dashboard's range: epoch ms of the local start of the first day and the local end of the last */
  s: number;
  e: number;
  z: string;
  from: string;
  to: string;
}

/** The complete local days before the run's date: 1 for daily, 7 for weekly, 30 for monthly. */
export function runRange(frequency: ReportFrequency, zone: string, at: Date): RunRange {
  const days = FREQUENCY_DAYS[frequency];
  const local = new TZDate(at.getTime(), zone);
  const start = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() - days, 0, 0, 0, 0, zone).getTime();
  const end = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), 0, 0, 0, 0, zone).getTime() - 1;
  return { s: start, e: end, z: zone, from: localDate(start, zone), to: localDate(end, zone) };
}

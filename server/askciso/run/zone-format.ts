import { tz } from '@date-fns/tz';
import { format } from 'date-fns';

/** MM/dd/yyyy HH:mm in the asker's zone (spec part 1 §9 date format). */
export function formatInTimeZone(date: Date, zone: string): string {
  return format(date, 'MM/dd/yyyy HH:mm', { in: tz(zone) });
}

export function dayInTimeZone(date: Date | number, zone: string): string {
  return format(new Date(date), 'MM/dd/yyyy', { in: tz(zone) });
}

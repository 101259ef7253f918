// Words shared by the email-report screens: a schedule as one sentence, and the tab of each report kind.
import type { TFunction } from 'i18next';
import type { EmailReportKind, EmailReportRow } from '../../api/contract/email-reports';
import type { RouteId } from '../../app/routes/table';

export const TAB_ROUTES: Record<EmailReportKind, RouteId> = {
  compliance: 'email-compliance-tab',
  summary: 'email-summary-tab',
  inactivity: 'email-inactivity-tab',
  dlp: 'email-dlp-tab',
};

export function scheduleText(t: TFunction, r: Pick<EmailReportRow, 'frequency' | 'time_of_day' | 'time_zone' | 'day_of_week' | 'day_of_month'>): string {
  const weekdays = t('weekdays', { returnObjects: true }) as string[];
  const day = r.frequency === 'weekly' ? (weekdays[r.day_of_week ?? 0] ?? '') : String(r.day_of_month ?? '');
  return t(`schedule.${r.frequency}`, { time: r.time_of_day, zone: r.time_zone, day });
}

// The website inventory's bar charts in their cards: screen time per website, category or person (bars
// that open the next drill-down, each also a link under the plot) and screen time per day (with a
// hidden table of the days for screen readers).
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@radix-ui/themes';
import { addDays, format, parseISO, startOfDay } from 'date-fns';
import type { UsageDay } from '../../api/contract/websites';
import { formatDuration } from '../../lib/format';
import { BarChartCard } from '../../ui/bar-chart-card';
import type { ChartCardProps } from '../../ui/chart-card';

export interface UsageItem {
  key: string;
  label: string;
  /** weighted screen time in seconds */
  seconds: number;
  href?: string;
}

type CardProps = Pick<ChartCardProps, 'title' | 'subtitle' | 'state'>;

const hours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;

function useHoursTooltip() {
  const { t } = useTranslation('websites');
  return { name: t('columns.screenTime'), value: (item: { value: number }) => `${String(item.value)}h` };
}

export function UsageBarsCard({ items, ...card }: CardProps & { items: readonly UsageItem[] }) {
  const { t } = useTranslation('websites');
  const tooltip = useHoursTooltip();
  return (
    <BarChartCard
      {...card}
      items={items.map((item) => ({ ...item, value: hours(item.seconds) }))}
      layout="rows"
      unit="h"
      tooltip={tooltip}
      legend={(item) => `${item.label} — ${formatDuration(item.seconds)}`}
      legendLabel={t('chart.values')}
    />
  );
}

/** Every day of the range, with the days without usage at zero (the API lists only days with usage). */
export function fillDays(days: readonly UsageDay[], range?: { s: number; e: number }): UsageDay[] {
  if (!range) return [...days];
  const known = new Map(days.map((d) => [d.date, d]));
  const out: UsageDay[] = [];
  for (let day = startOfDay(new Date(range.s)); day.getTime() <= range.e && out.length < 400; day = addDays(day, 1)) {
    const date = format(day, 'yyyy-MM-dd');
    out.push(known.get(date) ?? { date, weighted_duration: 0, duration: 0, sessions: 0, users: 0, endpoints: 0 });
  }
  return out;
}

/** Screen time per UTC day of the range (the rollups' days; docs/DECISIONS.md "Rollup days are UTC dates"). */
export function UsageSeriesCard({ days: given, range, ...card }: CardProps & { days: readonly UsageDay[]; range?: { s: number; e: number } }) {
  const { t } = useTranslation('websites');
  const tooltip = useHoursTooltip();
  const days = fillDays(given, range);
  return (
    <BarChartCard
      {...card}
      items={days.map((d) => ({ key: d.date, label: format(parseISO(d.date), 'MM/dd'), value: hours(d.weighted_duration) }))}
      height={240}
      unit="h"
      tooltip={tooltip}
      valuesTable={
        <VisuallyHidden>
          <table>
            <caption>{t('chart.perDay')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.date')}</th>
                <th scope="col">{t('columns.screenTime')}</th>
                <th scope="col">{t('columns.sessions')}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date}>
                  <td>{format(parseISO(d.date), 'MM/dd/yyyy')}</td>
                  <td>{formatDuration(d.weighted_duration)}</td>
                  <td>{d.sessions}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </VisuallyHidden>
      }
    />
  );
}

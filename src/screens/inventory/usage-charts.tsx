// The SaaS inventory's bar charts in their cards (spec part 1 §8: 'Loading', the error texts, 'Data not
// available'): apps by screen time, and screen time (with people, when asked) per day.
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { DayPoint } from '../../api/contract/saas';
import { formatDuration } from '../../lib/format';
import { BarChartCard, type BarItem } from '../../ui/bar-chart-card';
import type { ChartState } from '../../ui/chart-card';

/** Screen time in minutes, or in hours once the longest bar passes two hours (an axis never reads '14000m'). */
function durationAxis(seconds: readonly number[]): { unit: 'h' | 'm'; value: (seconds: number) => number } {
  return Math.max(0, ...seconds) >= 7200
    ? { unit: 'h', value: (s) => Math.round(s / 360) / 10 }
    : { unit: 'm', value: (s) => Math.round(s / 60) };
}

interface ScreenTimeItem extends BarItem {
  seconds: number;
}

function useScreenTimeTooltip() {
  const { t } = useTranslation('saas-inventory');
  return { name: t('graph.screenTime'), value: (item: ScreenTimeItem) => formatDuration(item.seconds) };
}

/** Horizontal bars of apps by screen time. */
export function TopAppsCard({ title, state, rows }: { title: string; state: ChartState; rows: { name: string; weighted_duration: number }[] }) {
  const tooltip = useScreenTimeTooltip();
  const axis = durationAxis(rows.map((r) => r.weighted_duration));
  const items = rows.map((r) => ({ key: r.name, label: r.name, value: axis.value(r.weighted_duration), seconds: r.weighted_duration }));
  return <BarChartCard title={title} state={state} items={items} layout="rows" unit={axis.unit} tooltip={tooltip} />;
}

/** Screen time per day (bars) and, when asked, people per day (a line under them). */
export function DailyCard({ title, state, series, showUsers }: { title: string; state: ChartState; series: DayPoint[]; showUsers?: boolean }) {
  const { t } = useTranslation('saas-inventory');
  const tooltip = useScreenTimeTooltip();
  const axis = durationAxis(series.map((p) => p.weighted_duration));
  const items = series.map((p) => ({ key: p.date, label: p.date, value: axis.value(p.weighted_duration), seconds: p.weighted_duration }));
  return (
    <BarChartCard title={title} state={state} items={items} height={240} unit={axis.unit} tooltip={tooltip}>
      {showUsers ? (
        <ResponsiveContainer width="100%" height={180}>
          <LineChart data={series} accessibilityLayer>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="date" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Line dataKey="users" name={t('graph.usersSeries')} stroke="var(--jade-9)" dot={false} />
          </LineChart>
        </ResponsiveContainer>
      ) : null}
    </BarChartCard>
  );
}

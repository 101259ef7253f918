// recharts inside ChartCard (spec part 1 §8: 'Loading', the error texts, 'Data not available').
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { DayPoint } from '../../api/contract/saas';
import { formatDuration } from '../../lib/format';

const ACCENT = 'var(--accent-9)';
const minutes = (seconds: number) => Math.round(seconds / 60);

/** Horizontal bars of apps by screen time. */
export function TopAppsChart({ rows }: { rows: { name: string; weighted_duration: number }[] }) {
  const { t } = useTranslation('saas-inventory');
  const data = rows.map((r) => ({ name: r.name, minutes: minutes(r.weighted_duration), seconds: r.weighted_duration }));
  return (
    <ResponsiveContainer width="100%" height={Math.max(220, data.length * 32 + 40)}>
      <BarChart data={data} layout="vertical" margin={{ left: 24, right: 24 }} accessibilityLayer>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" dataKey="minutes" unit="m" />
        <YAxis type="category" dataKey="name" width={140} />
        <Tooltip formatter={(_v, _n, item) => [formatDuration((item.payload as { seconds: number }).seconds), t('graph.screenTime')]} />
        <Bar dataKey="minutes" name={t('graph.screenTime')} fill={ACCENT} radius={[0, 4, 4, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Screen time per day (bars) and, when asked, people per day (line). */
export function DailyChart({ series, showUsers }: { series: DayPoint[]; showUsers?: boolean }) {
  const { t } = useTranslation('saas-inventory');
  const data = series.map((p) => ({ date: p.date, minutes: minutes(p.weighted_duration), seconds: p.weighted_duration, users: p.users }));
  return (
    <>
      <ResponsiveContainer width="100%" height={240}>
        <BarChart data={data} accessibilityLayer>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" />
          <YAxis unit="m" />
          <Tooltip formatter={(_v, _n, item) => [formatDuration((item.payload as { seconds: number }).seconds), t('graph.screenTime')]} />
          <Bar dataKey="minutes" name={t('graph.screenTime')} fill={ACCENT} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
      {showUsers ? (
        <ResponsiveContainer width="100%" height={180}>
          <LineChart data={data} accessibilityLayer>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="date" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Line dataKey="users" name={t('graph.usersSeries')} stroke="var(--jade-9)" dot={false} />
          </LineChart>
        </ResponsiveContainer>
      ) : null}
    </>
  );
}

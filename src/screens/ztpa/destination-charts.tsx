// The per-day charts of a ZTPA destination, and of one person's use of it: traffic per day (bars, in MB)
// and connections with denials per day (lines), each in a ChartCard with its states (spec part 1 §8:
// 'Loading', the error texts, 'Data not available').
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { DayPoint } from '../../api/contract/ztpa';
import { formatBytes } from '../../lib/format';
import { BarChartCard, type BarItem } from '../../ui/bar-chart-card';
import { ChartCard, type ChartState } from '../../ui/chart-card';

const MB = 1024 * 1024;

interface TrafficItem extends BarItem {
  bytes: number;
}

export function TrafficPerDay({ title, state, series }: { title: string; state: ChartState; series: readonly DayPoint[] }) {
  const { t } = useTranslation('ztpa');
  const items: TrafficItem[] = series.map((p) => ({
    key: p.day,
    label: p.day.slice(5),
    value: Math.round(((p.bytes_in + p.bytes_out) / MB) * 10) / 10,
    bytes: p.bytes_in + p.bytes_out,
  }));
  return (
    <BarChartCard
      title={title}
      state={{ ...state, isEmpty: state.isEmpty || items.every((i) => i.bytes === 0) }}
      items={items}
      height={220}
      unit="MB"
      tooltip={{ name: t('details.bytesSeries'), value: (item) => formatBytes(item.bytes) }}
    />
  );
}

export function ConnectionsPerDay({ title, state, series }: { title: string; state: ChartState; series: readonly DayPoint[] }) {
  const { t } = useTranslation('ztpa');
  const data = series.map((p) => ({ day: p.day.slice(5), connections: p.connections, denied: p.denied }));
  return (
    <ChartCard title={title} state={{ ...state, isEmpty: state.isEmpty || data.every((d) => d.connections === 0 && d.denied === 0) }}>
      <ResponsiveContainer width="100%" height={220}>
        <LineChart data={data} accessibilityLayer>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={{ fontSize: 11 }} padding={{ left: 12, right: 16 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
          <Tooltip />
          <Legend />
          <Line dataKey="connections" name={t('details.connectionsSeries')} stroke="var(--accent-9)" dot={false} />
          <Line dataKey="denied" name={t('details.deniedSeries')} stroke="var(--red-9)" dot={false} />
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

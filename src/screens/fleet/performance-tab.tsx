// The endpoint details' Performance tab (issue 18): CPU, memory and disk use over a chosen period from
// GET /device-perf-metrics/{id} (hourly or daily averages), and the newest sample with the last 24
// hours' averages and peaks from GET /device-perf-metric-detail/{id}.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, DataList, Flex, Grid, Heading, SegmentedControl, Text } from '@radix-ui/themes';
import { PERF_RANGES, type PerfDetail, type PerfPoint, type PerfRange } from '../../api/contract/fleet';
import { fleetQueries } from '../../api/queries/fleet';
import { formatDate, formatDateTime } from '../../lib/format';
import { ChartCard } from '../../ui/chart-card';
import { ErrorState } from '../../ui/error-state';

const METRICS = [
  { key: 'cpu', color: 'var(--indigo-9)' },
  { key: 'memory', color: 'var(--jade-9)' },
  { key: 'disk', color: 'var(--amber-9)' },
] as const;
type Metric = (typeof METRICS)[number]['key'];

const hourly = (range: PerfRange) => range === '24h' || range === '7d';

function tick(range: PerfRange, at: string): string {
  const d = new Date(at);
  if (range === '24h') return `${String(d.getHours()).padStart(2, '0')}:00`;
  return formatDate(d).slice(0, 5);
}

function MetricChart({ metric, color, range, points, state }: { metric: Metric; color: string; range: PerfRange; points: PerfPoint[]; state: { isPending: boolean; error: unknown } }) {
  const { t } = useTranslation('fleet');
  const name = t(`perf.${metric}`);
  const values = points.map((p) => p[metric]);
  const subtitle = values.length ? t('perf.summary', { avg: Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10, max: Math.max(...values) }) : undefined;
  return (
    <ChartCard title={name} subtitle={subtitle} state={{ ...state, isEmpty: points.length === 0 }} minHeight="200px">
      <div data-testid={`perf-chart-${metric}`} aria-label={t('perf.chartLabel', { metric: name, count: points.length })} role="img">
        <ResponsiveContainer width="100%" height={200}>
          <LineChart data={points} margin={{ top: 4, right: 16, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="at" tickFormatter={(v: string) => tick(range, v)} minTickGap={24} fontSize={11} />
            <YAxis domain={[0, 100]} unit="%" fontSize={11} />
            <Tooltip
              labelFormatter={(v) => (hourly(range) ? formatDateTime(String(v)) : formatDate(String(v)))}
              formatter={(v) => [`${String(v)} %`, name]}
            />
            <Line dataKey={metric} name={name} stroke={color} dot={false} strokeWidth={2} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}

function Now({ detail }: { detail: PerfDetail }) {
  const { t } = useTranslation('fleet');
  const { latest, day } = detail;
  const row = (metric: Metric) => (
    <DataList.Item key={metric}>
      <DataList.Label minWidth="120px">{t(`perf.${metric}`)}</DataList.Label>
      <DataList.Value>
        {latest ? `${latest[metric]} %` : '—'}
        {day ? (
          <Text color="gray" size="1" ml="2">
            {t('perf.dayFigures', { avg: day.avg[metric], peak: day.peak[metric] })}
          </Text>
        ) : null}
      </DataList.Value>
    </DataList.Item>
  );
  return (
    <Card>
      <Heading as="h3" size="3" mb="1">
        {t('perf.now')}
      </Heading>
      <Text as="p" size="1" color="gray" mb="3">
        {latest ? t('perf.latestAt', { at: formatDateTime(latest.at) }) : t('perf.noSamples')}
      </Text>
      <DataList.Root>{METRICS.map((m) => row(m.key))}</DataList.Root>
    </Card>
  );
}

export function PerformanceTab({ id }: { id: string }) {
  const { t } = useTranslation('fleet');
  const [range, setRange] = useState<PerfRange>('7d');
  const points = useQuery(fleetQueries.perf(id, range));
  const detail = useQuery(fleetQueries.perfDetail(id));
  const state = { isPending: points.isPending, error: points.error };
  return (
    <Flex direction="column" gap="3">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Text size="2" color="gray">
          {t(hourly(range) ? 'perf.byHour' : 'perf.byDay')}
        </Text>
        <SegmentedControl.Root value={range} onValueChange={(v) => setRange(v as PerfRange)} aria-label={t('perf.range')}>
          {PERF_RANGES.map((r) => (
            <SegmentedControl.Item key={r} value={r}>
              {t(`perf.ranges.${r}`)}
            </SegmentedControl.Item>
          ))}
        </SegmentedControl.Root>
      </Flex>
      {detail.isError ? <ErrorState /> : detail.data ? <Now detail={detail.data} /> : <Text color="gray">{t('loading')}</Text>}
      <Grid columns={{ initial: '1', lg: '3' }} gap="3">
        {METRICS.map((m) => (
          <MetricChart key={m.key} metric={m.key} color={m.color} range={range} points={points.data ?? []} state={state} />
        ))}
      </Grid>
    </Flex>
  );
}

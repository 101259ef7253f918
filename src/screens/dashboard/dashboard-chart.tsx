// A dashboard chart card marked with its chart id and state, which the paint bench
// (tools/bench/dashboard-paint.ts) and the end-to-end tests watch for.
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BarChartCardProps } from '../../ui/bar-chart-card';
import { ChartCard, type ChartCardProps, type ChartState } from '../../ui/chart-card';
import { ChartLegend } from '../../ui/chart-legend';
import { ChartPlaceholder } from './chart-placeholder';
import { stateName, type ChartItem } from './chart-items';

// Issue 14 item 2: the bar card (recharts) loads after the dashboard's first paint; meanwhile the same
// card shows its title, its figures (the legend) and a placeholder of the plot's height.
const BarChartCard = lazy(() => import('../../ui/bar-chart-card').then((m) => ({ default: m.BarChartCard<ChartItem> })));

function ChartMark({ id, state, children }: { id: string; state: ChartState; children: ReactNode }) {
  return (
    <div data-chart={id} data-state={stateName(state)}>
      {children}
    </div>
  );
}

export function DashboardChart({ id, ...props }: ChartCardProps & { id: string }) {
  return (
    <ChartMark id={id} state={props.state}>
      <ChartCard {...props} />
    </ChartMark>
  );
}

type DashboardBarChartProps = Omit<BarChartCardProps<ChartItem>, 'legend'>;

/** The bar card as it stands until recharts arrives: the plot's box, then what BarChartCard draws under it. */
function BarCardLoading({ items, layout, height, legendLabel, valuesTable, children, legend, ...card }: BarChartCardProps<ChartItem>) {
  const rows = layout === 'rows';
  // the plot height BarChartCard gives itself
  const plotHeight = height ?? (rows ? Math.max(160, items.length * 34) : 200);
  return (
    <ChartCard {...card}>
      <div>
        <ChartPlaceholder height={plotHeight} />
        {legend ? <ChartLegend items={items} text={legend} direction={rows ? 'column' : 'row'} label={legendLabel} /> : null}
        {valuesTable}
        {children}
      </div>
    </ChartCard>
  );
}

/** A bar chart whose bars open their pre-filtered lists, each also a link below the plot. */
export function DashboardBarChart({ id, ...props }: DashboardBarChartProps & { id: string }) {
  const { t } = useTranslation('dashboard');
  const full: BarChartCardProps<ChartItem> = { ...props, legend: (item) => t('barLink', { label: item.label, value: item.value }) };
  return (
    <ChartMark id={id} state={props.state}>
      <Suspense fallback={<BarCardLoading {...full} />}>
        <BarChartCard {...full} />
      </Suspense>
    </ChartMark>
  );
}

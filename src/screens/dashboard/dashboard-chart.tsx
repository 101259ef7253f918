// A dashboard chart card marked with its chart id and state, which the paint bench
// (tools/bench/dashboard-paint.ts) and the end-to-end tests watch for.
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BarCardFrame, barPlotHeight, type BarChartCardProps } from '../../ui/bar-card-frame';
import { ChartCard, type ChartCardProps, type ChartState } from '../../ui/chart-card';
import { ChartPlaceholder } from './chart-placeholder';
import { stateName, type ChartItem } from './chart-items';

// Issue 14 item 2: the bar plot (recharts) loads after the dashboard's first paint; meanwhile the card
// shows its header, its figures (the legend) and a placeholder of the plot's height. Only the plot waits:
// a header control opened before the plot arrives (the date menu) stays open when it does.
const loadPlot = () => import('../../ui/bar-chart-card');
const BarPlot = lazy(() => loadPlot().then((m) => ({ default: m.BarPlot<ChartItem> })));

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

/** A bar chart whose bars open their pre-filtered lists, each also a link below the plot. */
export function DashboardBarChart({ id, ...props }: DashboardBarChartProps & { id: string }) {
  const { t } = useTranslation('dashboard');
  const full: BarChartCardProps<ChartItem> = { ...props, legend: (item) => t('barLink', { label: item.label, value: item.value }) };
  // fetch the plot's code while the figures are still on their way (the plot renders only once they are in)
  useEffect(() => {
    void loadPlot();
  }, []);
  const plot = (
    <Suspense fallback={<ChartPlaceholder height={barPlotHeight(full.items.length, full.layout, full.height)} />}>
      <BarPlot items={full.items} layout={full.layout} height={full.height} unit={full.unit} tooltip={full.tooltip} described />
    </Suspense>
  );
  return (
    <ChartMark id={id} state={props.state}>
      <BarCardFrame {...full} plot={plot} />
    </ChartMark>
  );
}

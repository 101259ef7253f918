// A dashboard chart card marked with its chart id and state, which the paint bench
// (tools/bench/dashboard-paint.ts) and the end-to-end tests watch for.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChartCard, type BarChartCardProps } from '../../ui/bar-chart-card';
import { ChartCard, type ChartCardProps, type ChartState } from '../../ui/chart-card';
import { stateName, type ChartItem } from './chart-items';

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

/** A bar chart whose bars open their pre-filtered lists, each also a link below the plot. */
export function DashboardBarChart({ id, ...props }: Omit<BarChartCardProps<ChartItem>, 'legend'> & { id: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <ChartMark id={id} state={props.state}>
      <BarChartCard {...props} legend={(item) => t('barLink', { label: item.label, value: item.value })} />
    </ChartMark>
  );
}

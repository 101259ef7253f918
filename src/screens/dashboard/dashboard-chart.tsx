// A dashboard ChartCard marked with its chart id and state, which the paint bench
// (tools/bench/dashboard-paint.ts) and the end-to-end tests watch for.
import { ChartCard, type ChartCardProps } from '../../ui/chart-card';
import { stateName } from './chart-items';

export function DashboardChart({ id, ...props }: ChartCardProps & { id: string }) {
  return (
    <div data-chart={id} data-state={stateName(props.state)}>
      <ChartCard {...props} />
    </div>
  );
}

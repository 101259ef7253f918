// The frame of a bar chart card without its plot: the card's header and states (ChartCard), then the plot
// and what goes under it (legend, values table, more). The plot comes from bar-chart-card.tsx (recharts);
// a screen that loads recharts later (the dashboard, issue 14 item 2) puts a placeholder in its place, so
// the header and its controls stay mounted while the plot's code arrives.
import type { ReactNode } from 'react';
import { ChartCard, type ChartCardProps } from './chart-card';
import { ChartLegend } from './chart-legend';

export interface BarItem {
  key: string;
  label: string;
  /** the plotted number, in the axis' unit */
  value: number;
  /** the bar's fill; the accent when omitted */
  color?: string;
  /** built with linkTo; no href: not clickable */
  href?: string;
}

export interface BarChartCardProps<T extends BarItem> extends Omit<ChartCardProps, 'children'> {
  items: readonly T[];
  /** 'columns' stand on the x axis (the default); 'rows' run across, one per item, labelled on the left */
  layout?: 'columns' | 'rows';
  /** the plot's height in pixels; rows grow with the number of items by default */
  height?: number;
  /** the value axis' unit ('h', 'm') */
  unit?: string;
  /** the tooltip's series name and value text */
  tooltip?: { name: string; value: (item: T) => string };
  /** the text of each item's entry (a link when it has an href) under the plot */
  legend?: (item: T) => string;
  /** the legend's accessible name */
  legendLabel?: string;
  /** a table of the values for screen readers, instead of a legend */
  valuesTable?: ReactNode;
  /** more under the plot, such as a second chart */
  children?: ReactNode;
}

/** The plot's height in pixels: as asked, or rows growing with the number of items. */
export function barPlotHeight(count: number, layout: BarChartCardProps<BarItem>['layout'] = 'columns', height?: number): number {
  return height ?? (layout === 'rows' ? Math.max(160, count * 34) : 200);
}

export function BarCardFrame<T extends BarItem>({ plot, ...props }: BarChartCardProps<T> & { plot: ReactNode }) {
  const { items, layout, height: _height, unit: _unit, tooltip: _tooltip, legend, legendLabel, valuesTable, children, ...card } = props;
  return (
    <ChartCard {...card}>
      <div>
        {plot}
        {legend ? <ChartLegend items={items} text={legend} direction={layout === 'rows' ? 'column' : 'row'} label={legendLabel} /> : null}
        {valuesTable}
        {children}
      </div>
    </ChartCard>
  );
}

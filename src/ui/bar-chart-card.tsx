// A bar chart in a ChartCard, with the card's states (spec part 1 §8: 'Loading', the error texts, 'Data
// not available'). A bar with an href opens its pre-filtered list (spec part 2 §2.2, §2.4). recharts
// draws SVG a keyboard cannot reach, so a chart that gives its values another way (a legend of links,
// a hidden table) hides the plot from readers; one that does not keeps recharts' keyboard layer.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
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

const ACCENT = 'var(--accent-9)';
const TICK = { fontSize: 11 };

export function BarChartCard<T extends BarItem>(props: BarChartCardProps<T>) {
  const { items, layout = 'columns', height, unit, tooltip, legend, legendLabel, valuesTable, children, ...card } = props;
  const navigate = useNavigate();
  const rows = layout === 'rows';
  const plotHeight = height ?? (rows ? Math.max(160, items.length * 34) : 200);
  const described = Boolean(legend || valuesTable);
  const data = items.map((item) => ({ name: item.label, value: item.value, text: tooltip?.value(item) }));
  return (
    <ChartCard {...card}>
      <div>
        <div aria-hidden={described || undefined} style={{ height: plotHeight }}>
          <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 480, height: plotHeight }}>
            <BarChart
              data={data}
              layout={rows ? 'vertical' : 'horizontal'}
              margin={rows ? { top: 4, right: 16, bottom: 4, left: 8 } : { top: 8, right: 8, bottom: 0, left: -8 }}
              accessibilityLayer={!described}
            >
              <CartesianGrid strokeDasharray="3 3" horizontal={!rows} vertical={false} />
              {rows ? (
                <>
                  <XAxis type="number" tick={TICK} unit={unit} allowDecimals={false} />
                  <YAxis type="category" dataKey="name" width={150} tick={TICK} interval={0} />
                </>
              ) : (
                <>
                  <XAxis dataKey="name" tick={TICK} interval={items.length > 12 ? 'preserveStartEnd' : 0} />
                  <YAxis tick={TICK} unit={unit} allowDecimals={false} />
                </>
              )}
              <Tooltip
                cursor={{ fill: 'var(--gray-a3)' }}
                formatter={(value, name, entry) => [(entry.payload as { text?: string }).text ?? String(value), tooltip?.name ?? name]}
              />
              <Bar
                dataKey="value"
                isAnimationActive={false}
                radius={rows ? [0, 4, 4, 0] : [4, 4, 0, 0]}
                onClick={(_, index) => {
                  const href = items[index]?.href;
                  if (href) void navigate(href);
                }}
              >
                {items.map((item) => (
                  <Cell key={item.key} fill={item.color ?? ACCENT} cursor={item.href ? 'pointer' : undefined} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
        {legend ? <ChartLegend items={items} text={legend} direction={rows ? 'column' : 'row'} label={legendLabel} /> : null}
        {valuesTable}
        {children}
      </div>
    </ChartCard>
  );
}

// The recharts part of ChartDoughnut, in its own chunk (issue 14 item 2): the doughnut's legend and centre
// figures paint with the dashboard, this plot when recharts has arrived.
import { useNavigate } from 'react-router-dom';
import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import type { ChartItem } from './chart-items';

export interface DoughnutPlotProps {
  items: readonly ChartItem[];
  cutout: string;
  height: number;
  tooltip: boolean;
}

export default function DoughnutPlot({ items, cutout, height, tooltip }: DoughnutPlotProps) {
  const navigate = useNavigate();
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 240, height }}>
      <PieChart accessibilityLayer={false}>
        <Pie
          data={items.map((i) => ({ name: i.label, value: i.value }))}
          dataKey="value"
          nameKey="name"
          innerRadius={cutout}
          outerRadius="100%"
          isAnimationActive={false}
          // the plot is hidden from readers (its legend carries the values): nothing in it takes focus
          rootTabIndex={-1}
          stroke="none"
          onClick={(_, index) => {
            const href = items[index]?.href;
            if (href) void navigate(href);
          }}
        >
          {items.map((item) => (
            <Cell key={item.key} fill={item.color} cursor={item.href ? 'pointer' : undefined} />
          ))}
        </Pie>
        {tooltip ? <Tooltip /> : null}
      </PieChart>
    </ResponsiveContainer>
  );
}

// A bar chart whose bars open their pre-filtered list (spec part 2 §2.2, §2.4). recharts draws SVG that
// a keyboard cannot reach, so every bar also has a link with its name and value below the plot.
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartLegend } from './chart-legend';
import type { ChartItem } from './chart-items';

export function ChartBars({ items, height = 200 }: { items: readonly ChartItem[]; height?: number }) {
  const navigate = useNavigate();
  const { t } = useTranslation('dashboard');
  return (
    <div>
      <div aria-hidden style={{ height }}>
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height }}>
          <BarChart data={items.map((i) => ({ name: i.label, value: i.value }))} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <XAxis dataKey="name" tick={{ fontSize: 11 }} interval={0} />
            <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
            <Tooltip cursor={{ fill: 'var(--gray-a3)' }} />
            <Bar
              dataKey="value"
              isAnimationActive={false}
              onClick={(_, index) => {
                const href = items[index]?.href;
                if (href) void navigate(href);
              }}
            >
              {items.map((item) => (
                <Cell key={item.key} fill={item.color} cursor={item.href ? 'pointer' : undefined} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ChartLegend items={items} text={(item) => t('barLink', { label: item.label, value: item.value })} />
    </div>
  );
}

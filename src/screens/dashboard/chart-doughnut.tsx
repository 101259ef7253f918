// A doughnut whose segments open their pre-filtered list (spec part 2 §2.2, §2.4); the legend reads
// 'name - value' (§9) and doubles as the keyboard way in.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { Box, Flex } from '@radix-ui/themes';
import { ChartLegend } from '../../ui/chart-legend';
import type { ChartItem } from './chart-items';

export interface ChartDoughnutProps {
  items: readonly ChartItem[];
  /** inner radius as a share of the outer one, e.g. '95%' for the compliance doughnut (§9) */
  cutout?: string;
  centre?: ReactNode;
  height?: number;
  /** a decorative doughnut whose figures are written beside it */
  hideLegend?: boolean;
}

export function ChartDoughnut({ items, cutout = '62%', centre, height = 180, hideLegend }: ChartDoughnutProps) {
  const navigate = useNavigate();
  const { t } = useTranslation('dashboard');
  return (
    <div>
      <Box position="relative" style={{ height }}>
        <div aria-hidden style={{ height: '100%' }}>
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
              {centre ? null : <Tooltip />}
            </PieChart>
          </ResponsiveContainer>
        </div>
        {centre ? (
          <Flex position="absolute" inset="0" align="center" justify="center" direction="column" style={{ pointerEvents: 'none' }}>
            {centre}
          </Flex>
        ) : null}
      </Box>
      {hideLegend ? null : <ChartLegend items={items} text={(item) => t('overview.legend', { name: item.label, value: item.value })} />}
    </div>
  );
}

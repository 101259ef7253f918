// A doughnut whose segments open their pre-filtered list (spec part 2 §2.2, §2.4); the legend reads
// 'name - value' (§9) and doubles as the keyboard way in. The plot itself (recharts) loads after the
// dashboard's first paint (issue 14 item 2); the legend and the centre figures do not wait for it.
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Flex } from '@radix-ui/themes';
import { ChartLegend } from '../../ui/chart-legend';
import { ChartPlaceholder } from './chart-placeholder';
import type { ChartItem } from './chart-items';

const DoughnutPlot = lazy(() => import('./doughnut-plot'));

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
  const { t } = useTranslation('dashboard');
  return (
    <div>
      <Box position="relative" style={{ height }}>
        <Suspense fallback={<ChartPlaceholder height={height} round />}>
          <div aria-hidden style={{ height: '100%' }}>
            <DoughnutPlot items={items} cutout={cutout} height={height} tooltip={!centre} />
          </div>
        </Suspense>
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

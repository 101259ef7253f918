// Issue 14 item 2: the dashboard's plots (recharts) load after its figures. Until a plot's code has
// arrived its place is held at the plot's final size, so nothing moves when it paints, and readers hear
// that the chart is loading (the figures beside it are already there).
import { useTranslation } from 'react-i18next';
import { Flex, VisuallyHidden } from '@radix-ui/themes';

/** `round`: a doughnut's disc, as tall as the plot; otherwise the plot's whole box. */
export function ChartPlaceholder({ height, round }: { height: number; round?: boolean }) {
  const { t } = useTranslation('dashboard');
  const shade = 'var(--gray-a3)';
  return (
    <Flex data-plot="loading" aria-busy justify="center" style={{ height }}>
      <div style={round ? { width: height, height, borderRadius: '50%', background: shade } : { width: '100%', height, borderRadius: 'var(--radius-3)', background: shade }} />
      <VisuallyHidden>{t('chartLoading')}</VisuallyHidden>
    </Flex>
  );
}

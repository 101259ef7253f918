// The Graph tab of one app's usage: screen time and people per day over the range.
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rangeToQuery } from '../../lib/date-presets';
import { saasInventoryQueries } from '../../api/queries/saas';
import { useDrillFilters } from './use-inventory-filters';
import { DailyCard } from './usage-charts';

export function AppUsageGraph() {
  const { t } = useTranslation('saas-inventory');
  const name = useParams().name ?? '';
  const { range } = useDrillFilters();
  const detail = useQuery(saasInventoryQueries.detail(name, rangeToQuery(range)));
  const series = detail.data?.series ?? [];
  return (
    <DailyCard
      title={t('graph.trend')}
      state={{ isPending: detail.isPending, error: detail.error, isEmpty: series.every((p) => p.weighted_duration === 0) }}
      series={series}
      showUsers
    />
  );
}

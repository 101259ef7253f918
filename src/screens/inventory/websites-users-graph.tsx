// /websites-users/{name}/graph: the website's screen time per day over the range.
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { websiteQueries } from '../../api/queries/websites';
import { rangeToQuery } from '../../lib/date-presets';
import { useDateRange } from '../../ui/use-date-range';
import { UsageSeriesCard } from './websites-charts';

export default function WebsitesUsersGraph() {
  const { t } = useTranslation('websites');
  const name = useParams().name ?? '';
  const [range] = useDateRange();
  const detail = useQuery(websiteQueries.detail(name, rangeToQuery(range)));
  const days = detail.data?.series ?? [];
  return (
    <UsageSeriesCard
      title={t('drill.graphTitle', { name })}
      state={{ isPending: detail.isPending, error: detail.error, isEmpty: days.every((d) => d.weighted_duration === 0) }}
      days={days}
      range={range}
    />
  );
}

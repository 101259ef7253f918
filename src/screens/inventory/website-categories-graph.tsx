// /website-categories/graph: screen time of the ten most used categories; a bar opens its users.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { websiteCategoryQueries } from '../../api/queries/websites';
import { linkTo } from '../../lib/links';
import { UsageBarsCard } from './websites-charts';
import { useDrillFilters } from './websites-drill';
import { rangeLinkFilters } from './websites-shared';

export default function WebsiteCategoriesGraph() {
  const { t } = useTranslation('websites');
  const { range, apiFilters } = useDrillFilters(['weighted_duration'] as const, 'weighted_duration');
  const top = useQuery(websiteCategoryQueries.list({ ...apiFilters, sb: 'weighted_duration', so: 'desc', page: 1, size: DEFAULT_PAGE_SIZE }));
  const rows = top.data ?? [];
  return (
    <UsageBarsCard
      title={t('categories.graphTitle')}
      subtitle={t('categories.graphSubtitle')}
      state={{ isPending: top.isPending, error: top.data === null ? new Error(t('graph.failed')) : top.error, isEmpty: rows.every((r) => r.weighted_duration === 0) }}
      items={rows.map((row) => ({ key: row.name, label: row.name, seconds: row.weighted_duration, href: linkTo('categories-users', { name: row.name }, rangeLinkFilters(range)) }))}
    />
  );
}

// /categories-users/{name}/graph: the ten people with the most screen time on the category's websites.
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { websiteCategoryQueries } from '../../api/queries/websites';
import { linkTo } from '../../lib/links';
import { UsageBarsCard } from './websites-charts';
import { useDrillFilters } from './websites-drill';
import { rangeLinkFilters } from './websites-shared';

export default function CategoriesUsersGraph() {
  const { t } = useTranslation('websites');
  const name = useParams().name ?? '';
  const { range, apiFilters } = useDrillFilters(['weighted_duration'] as const, 'weighted_duration');
  const top = useQuery(websiteCategoryQueries.users(name, { ...apiFilters, q: undefined, sb: 'weighted_duration', so: 'desc', page: 1, size: DEFAULT_PAGE_SIZE }));
  const rows = top.data ?? [];
  return (
    <UsageBarsCard
      title={t('categories.usersGraphTitle', { name })}
      state={{ isPending: top.isPending, error: top.data === null ? new Error(t('graph.failed')) : top.error, isEmpty: rows.every((r) => r.weighted_duration === 0) }}
      items={rows.map((row) => ({
        key: row.id,
        label: row.name,
        seconds: row.weighted_duration,
        href: linkTo('category-users-report', { appName: name, userName: row.email }, rangeLinkFilters(range)),
      }))}
    />
  );
}

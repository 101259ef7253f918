// /inventory-websites/graph: screen time of the ten most used websites under the list's filters; a bar
// opens the website's users.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { websiteQueries } from '../../api/queries/websites';
import { linkTo } from '../../lib/links';
import { UsageBarsCard } from './websites-charts';
import { useWebsiteFilters } from './websites-filters';
import { rangeLinkFilters, websiteName } from './websites-shared';

export default function WebsitesGraph() {
  const { t } = useTranslation('websites');
  const { apiFilters, range } = useWebsiteFilters();
  const top = useQuery(websiteQueries.list({ ...apiFilters, sb: 'weighted_duration', so: 'desc', page: 1, size: DEFAULT_PAGE_SIZE }));
  const rows = top.data ?? [];
  return (
    <UsageBarsCard
      title={t('graph.title')}
      subtitle={t('graph.subtitle')}
      state={{ isPending: top.isPending, error: top.data === null ? (top.error ?? new Error(t('graph.failed'))) : top.error, isEmpty: rows.every((r) => r.weighted_duration === 0) }}
      items={rows.map((row) => ({
        key: row.domain,
        label: websiteName(row),
        seconds: row.weighted_duration,
        href: linkTo('websites-users', { name: row.domain }, rangeLinkFilters(range)),
      }))}
    />
  );
}

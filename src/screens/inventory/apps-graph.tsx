// The Graph tab of /saas and /gen-ai-apps: the top apps of the current filters by screen time.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { saasInventoryQueries } from '../../api/queries/saas';
import { KINDS, type InventoryKind } from './inventory-kind';
import { useInventoryFilters } from './use-inventory-filters';
import { TopAppsCard } from './usage-charts';

const TOP = 10;

export function AppsGraph({ kind }: { kind: InventoryKind }) {
  const { t } = useTranslation('saas-inventory');
  const { query } = useInventoryFilters(KINDS[kind]);
  const top = useQuery(saasInventoryQueries.list({ ...query, page: 1, size: TOP, sb: 'weighted_duration', so: 'desc' }));
  const rows = top.data ?? [];
  return (
    <TopAppsCard
      title={t('graph.topApps')}
      state={{ isPending: top.isPending, error: top.data === null ? new Error() : null, isEmpty: rows.every((r) => r.weighted_duration === 0) }}
      rows={rows}
    />
  );
}

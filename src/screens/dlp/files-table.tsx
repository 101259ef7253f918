// The sensitive files list (GET /sensitive-files) as Sensitive Data, an endpoint's findings and a data
// type's files show it: one row per file and data type, each file opening its details and scan history.
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Flex, Link, Text } from '@radix-ui/themes';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { FileFilters, SensitiveFileRow } from '../../api/contract/dlp';
import { dlpQueries, downloadFiles } from '../../api/queries/dlp';
import { formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { ExportButtons } from '../../ui/export-buttons';
import { EndpointLink, PersonLink } from './common';

const EXPORTS = ['csv'] as const;

export function FilesTable({ filters, page, onPageChange, filtered, hideEndpoint }: {
  filters: FileFilters;
  page: number;
  onPageChange: (page: number) => void;
  filtered: boolean;
  hideEndpoint?: boolean;
}) {
  const { t } = useTranslation('dlp');
  const list = useQuery(dlpQueries.files({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(dlpQueries.fileCount(filters));
  const c = (key: string) => t(`columns.${key}`);
  return (
    <Flex direction="column" gap="3">
      <Flex gap="2" align="center" wrap="wrap">
        <Text size="2" color="gray" aria-live="polite" data-testid="dlp-total" data-value={count.data ?? undefined}>
          {count.isPending ? t('loading') : t('files.total', { count: count.data ?? 0 })}
        </Text>
        <ExportButtons formats={EXPORTS} run={(_format, onProgress) => downloadFiles(filters, count.data ?? 0, onProgress)} />
      </Flex>
      <DataTable<SensitiveFileRow>
        caption={t('files.tableLabel')}
        size="1"
        columns={[
          {
            key: 'path',
            header: c('file'),
            rowHeader: true,
            render: (r) => (
              <Link asChild style={{ wordBreak: 'break-all' }}>
                <RouterLink to={linkTo('file-details', { id: r.id })}>{r.path}</RouterLink>
              </Link>
            ),
          },
          {
            key: 'type',
            header: c('dataType'),
            render: (r) => (
              <Link asChild style={{ whiteSpace: 'nowrap' }}>
                <RouterLink to={linkTo('data-details', { id: r.data_type })}>{r.data_type}</RouterLink>
              </Link>
            ),
          },
          { key: 'matches', header: c('matches'), align: 'right', render: (r) => r.match_count },
          ...(hideEndpoint ? [] : [{ key: 'endpoint', header: c('endpoint'), render: (r: SensitiveFileRow) => <EndpointLink id={r.endpoint.id} hostname={r.endpoint.hostname} /> }]),
          { key: 'person', header: c('user'), render: (r) => <PersonLink person={r.person} /> },
          { key: 'last', header: c('lastSeen'), render: (r) => <Text wrap="nowrap">{formatDateTime(r.last_seen)}</Text> },
          {
            key: 'state',
            header: c('state'),
            render: (r) =>
              r.removed_at ? <Badge color="gray">{t('files.removed')}</Badge> : <Badge color="amber">{t('files.present')}</Badge>,
          },
        ]}
        rows={list.data}
        rowKey={(r) => `${r.id}/${r.data_type}`}
        busy={list.isPending}
        error={list.isError || list.data === null ? {} : undefined}
        emptyText={filtered ? t('emptyFiltered') : t('files.empty')}
        loadingText={t('loading')}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange }}
      />
    </Flex>
  );
}

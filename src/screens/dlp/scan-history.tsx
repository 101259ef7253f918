// /scan-history/{fileId} (Scan History, issue 21): what the endpoint's scans reported about one file, in
// time order — each data type found, the last scan that still saw it, and its removal. The agent keeps the
// current state of each finding (first seen, last seen, removed), so these are the scans the history has.
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Flex, Link, Text } from '@radix-ui/themes';
import type { SensitiveFileDetail } from '../../api/contract/dlp';
import { dlpQueries } from '../../api/queries/dlp';
import { usePageHeading } from '../../app/layout/page-heading';
import { formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { ErrorState } from '../../ui/error-state';
import { isMissing, isRowId, NotFound } from './summary';

type Kind = 'found' | 'seen' | 'removed';
interface Scan {
  at: string;
  kind: Kind;
  data_type: string;
  match_count: number | null;
}
const KIND_COLORS = { found: 'amber', seen: 'blue', removed: 'green' } as const;

/** The scans a file's findings record, newest first (a finding seen once has no separate "still seen" scan). */
function scansOf(file: SensitiveFileDetail): Scan[] {
  const out: Scan[] = [];
  for (const r of file.types) {
    out.push({ at: r.first_seen, kind: 'found', data_type: r.data_type, match_count: null });
    if (r.last_seen !== r.first_seen && r.last_seen !== r.removed_at) out.push({ at: r.last_seen, kind: 'seen', data_type: r.data_type, match_count: r.match_count });
    if (r.removed_at) out.push({ at: r.removed_at, kind: 'removed', data_type: r.data_type, match_count: null });
  }
  return out.sort((a, b) => b.at.localeCompare(a.at) || a.data_type.localeCompare(b.data_type));
}

export default function ScanHistory() {
  const { fileId } = useParams();
  const { t } = useTranslation('dlp');
  const valid = isRowId(fileId);
  const file = useQuery({ ...dlpQueries.file(fileId ?? ''), enabled: valid });
  usePageHeading({ subheading: file.data ? file.data.path : t('history.subtitle') });
  if (!valid || isMissing(file.error)) return <NotFound what={t('file.what')} />;
  if (file.isError) return <ErrorState />;
  const c = (key: string) => t(`columns.${key}`);
  return (
    <Flex direction="column" gap="3">
      {file.data ? (
        <Text size="2">
          <Link asChild>
            <RouterLink to={linkTo('file-details', { id: file.data.id })}>{t('history.openFile')}</RouterLink>
          </Link>
        </Text>
      ) : null}
      <DataTable<Scan>
        caption={t('history.tableLabel')}
        size="1"
        columns={[
          { key: 'at', header: c('time'), rowHeader: true, render: (r) => <Text wrap="nowrap">{formatDateTime(r.at)}</Text> },
          { key: 'kind', header: c('scan'), render: (r) => <Badge color={KIND_COLORS[r.kind]}>{t(`history.kinds.${r.kind}`)}</Badge> },
          { key: 'type', header: c('dataType'), render: (r) => r.data_type },
          { key: 'matches', header: c('matches'), align: 'right', render: (r) => (r.match_count === null ? '' : r.match_count) },
        ]}
        rows={file.data ? scansOf(file.data) : undefined}
        rowKey={(r) => `${r.at}/${r.kind}/${r.data_type}`}
        busy={file.isPending}
        emptyText={t('history.empty')}
        loadingText={t('loading')}
      />
    </Flex>
  );
}

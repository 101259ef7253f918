// One endpoint's compliance timeline (GET /api/device-compliance-history/{id}): each change of a check's
// result with its evidence and time, newest first, a page at a time, and a link to the endpoint.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Table } from '@radix-ui/themes';
import type { ComplianceHistoryRow } from '../../api/contract/compliance';
import { complianceQueries } from '../../api/queries/compliance';
import { formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { HistoryFrame } from './list-parts';

const SIZE = 10;

function HistoryTable({ id }: { id: string }) {
  const { t } = useTranslation('compliance');
  const [page, setPage] = useState(1);
  const rows = useQuery(complianceQueries.history(id, page, SIZE));
  const total = useQuery(complianceQueries.historyCount(id));
  return (
    <DataTable<ComplianceHistoryRow>
      caption={t('history.caption')}
      size="1"
      columns={[
        { key: 'check', header: t('history.check') },
        { key: 'result', header: t('history.result') },
        { key: 'evidence', header: t('history.evidence') },
        { key: 'time', header: t('history.time') },
      ]}
      rows={rows.isError ? null : rows.data}
      emptyText={t('history.empty')}
      loadingText={t('loading')}
      rowKey={(r) => `${r.control}\u0001${r.checked_at}`}
      renderRow={(r) => (
        <Table.Row>
          <Table.RowHeaderCell>{r.control}</Table.RowHeaderCell>
          <Table.Cell>
            <Badge color={r.passed ? 'green' : 'red'} variant="soft">
              {r.passed ? t('history.passed') : t('history.failed')}
            </Badge>
          </Table.Cell>
          <Table.Cell>{r.details ?? ''}</Table.Cell>
          <Table.Cell style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.checked_at)}</Table.Cell>
        </Table.Row>
      )}
      pager={{ page, size: SIZE, total: total.data ?? 0, onPageChange: setPage }}
      gap="2"
    />
  );
}

export function HistoryDialog({ id, hostname }: { id: string; hostname: string }) {
  const { t } = useTranslation('compliance');
  const footer = (
    <Button asChild variant="soft" color="gray">
      <RouterLink to={linkTo('endpoint-details', { id })}>{t('history.endpoint')}</RouterLink>
    </Button>
  );
  return (
    <HistoryFrame open={t('history.open')} openLabel={t('history.openLabel', { hostname })} title={t('history.title', { hostname })} description={t('history.description')} footer={footer}>
      {() => <HistoryTable id={id} />}
    </HistoryFrame>
  );
}

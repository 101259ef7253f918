// One endpoint's check results (GET /api/device-compliance-history/{id}): every check the agent reported
// with its result, evidence and time, newest first, a page at a time, and a link to the endpoint.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Dialog, Flex, Table } from '@radix-ui/themes';
import type { ComplianceHistoryRow } from '../../api/contract/compliance';
import { complianceQueries } from '../../api/queries/compliance';
import { formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';

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
      rowKey={(r) => r.control}
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
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button size="1" variant="soft" aria-label={t('history.openLabel', { hostname })}>
          {t('history.open')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="860px">
        <Dialog.Title>{t('history.title', { hostname })}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {t('history.description')}
        </Dialog.Description>
        {open ? <HistoryTable id={id} /> : null}
        <Flex gap="3" mt="4" justify="end">
          <Button asChild variant="soft" color="gray">
            <RouterLink to={linkTo('endpoint-details', { id })}>{t('history.endpoint')}</RouterLink>
          </Button>
          <Dialog.Close>
            <Button>{t('history.close')}</Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}


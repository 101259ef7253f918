// One endpoint's browser extension events (GET /api/device-ext-compliance-history/{id}): installs (first report)
// and removals, newest first, with each extension's state now; the ingest keeps no earlier enable/disable changes.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Flex, Table, Text } from '@radix-ui/themes';
import type { ExtensionHistoryRow } from '../../api/contract/compliance';
import { complianceQueries } from '../../api/queries/compliance';
import { formatDateTime } from '../../lib/format';
import { DataTable } from '../../ui/data-table';
import { HistoryFrame } from './list-parts';

const SIZE = 10;

function ExtHistoryTable({ id }: { id: string }) {
  const { t } = useTranslation('compliance');
  const [page, setPage] = useState(1);
  const rows = useQuery(complianceQueries.extHistory(id, page, SIZE));
  const total = useQuery(complianceQueries.extHistoryCount(id));
  return (
    <DataTable<ExtensionHistoryRow>
      caption={t('ext.history.caption')}
      size="1"
      columns={[
        { key: 'extension', header: t('ext.history.extension') },
        { key: 'event', header: t('ext.history.event') },
        { key: 'state', header: t('ext.history.state') },
        { key: 'time', header: t('ext.history.time') },
      ]}
      rows={rows.isError ? null : rows.data}
      emptyText={t('ext.history.empty')}
      loadingText={t('loading')}
      rowKey={(r) => `${r.event}\u0001${r.browser}\u0001${r.extension_id}`}
      renderRow={(r) => (
        <Table.Row>
          <Table.RowHeaderCell>
            <Text as="div">{r.name}</Text>
            <Text as="div" size="1" color="gray">
              {r.browser} · {r.version}
            </Text>
          </Table.RowHeaderCell>
          <Table.Cell>
            <Badge color={r.event === 'INSTALLED' ? 'blue' : 'gray'} variant="soft">
              {t(`ext.history.${r.event}`)}
            </Badge>
          </Table.Cell>
          <Table.Cell>
            <ExtensionFlags enabled={r.enabled} risky={r.risky} blocked={r.blocked} />
          </Table.Cell>
          <Table.Cell style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.at)}</Table.Cell>
        </Table.Row>
      )}
      pager={{ page, size: SIZE, total: total.data ?? 0, onPageChange: setPage }}
      gap="2"
    />
  );
}

/** An extension's state as badges: risky, blocked by the Browser Policy, enabled or disabled. */
export function ExtensionFlags({ enabled, risky, blocked }: { enabled: boolean; risky: boolean; blocked: boolean }) {
  const { t } = useTranslation('compliance');
  return (
    <Flex gap="1" wrap="wrap">
      {blocked ? (
        <Badge color="red" variant="soft">
          {t('ext.blocked')}
        </Badge>
      ) : null}
      {risky ? (
        <Badge color="orange" variant="soft">
          {t('ext.risky')}
        </Badge>
      ) : null}
      <Badge color="gray" variant="outline">
        {enabled ? t('ext.history.enabled') : t('ext.disabled')}
      </Badge>
    </Flex>
  );
}

export function ExtHistoryDialog({ id, hostname }: { id: string; hostname: string }) {
  const { t } = useTranslation('compliance');
  return (
    <HistoryFrame open={t('ext.history.open')} openLabel={t('ext.history.openLabel', { hostname })} title={t('ext.history.title', { hostname })} description={t('ext.history.description')}>
      {() => <ExtHistoryTable id={id} />}
    </HistoryFrame>
  );
}

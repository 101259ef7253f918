// /compliance, Controls tab: every check the agents evaluate (the catalogue's, and any other an agent
// reports) with the endpoints passing and failing it now, optionally a framework's checks only.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Flex, Select, Table, Text } from '@radix-ui/themes';
import type { ComplianceControlRow } from '../../api/contract/compliance';
import { complianceQueries } from '../../api/queries/compliance';
import { ANY_VALUE } from '../../app/routes/filters';
import { formatDateTime } from '../../lib/format';
import { percent2 } from '../../lib/percent';
import { DataTable } from '../../ui/data-table';
import type { ComplianceUrlFilters } from './compliance-query';

type Update = (patch: Record<string, string | undefined>) => void;

export function ControlsTab({ filters, update }: { filters: ComplianceUrlFilters; update: Update }) {
  const { t } = useTranslation('compliance');
  const frameworks = useQuery(complianceQueries.frameworks());
  const controls = useQuery(complianceQueries.controls(filters.framework));
  const names = new Map((frameworks.data ?? []).map((fw) => [fw.id, fw.name]));
  return (
    <Flex direction="column" gap="3">
      <Flex gap="2" wrap="wrap" align="center" role="group" aria-label={t('filters.label')}>
        <Select.Root value={filters.framework ?? ANY_VALUE} onValueChange={(v) => update({ framework: v === ANY_VALUE ? undefined : v, control: undefined })}>
          <Select.Trigger aria-label={t('filters.framework')} variant="surface" />
          <Select.Content position="popper">
            <Select.Item value={ANY_VALUE}>{t('filters.frameworkAll')}</Select.Item>
            {(frameworks.data ?? []).map((fw) => (
              <Select.Item key={fw.id} value={fw.id}>
                {fw.name}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      <DataTable<ComplianceControlRow>
        caption={t('captions.controls')}
        columns={[
          { key: 'control', header: t('columns.control') },
          { key: 'frameworks', header: t('columns.frameworks') },
          { key: 'enabled', header: t('columns.enabled') },
          { key: 'passing', header: t('columns.passing'), align: 'right' },
          { key: 'failing', header: t('columns.failingCount'), align: 'right' },
          { key: 'share', header: t('columns.passRate'), align: 'right' },
          { key: 'last', header: t('columns.lastChecked') },
        ]}
        rows={controls.isError ? null : controls.data}
        emptyText={t('empty.controls')}
        loadingText={t('loading')}
        rowKey={(r) => r.control}
        renderRow={(r) => (
          <Table.Row>
            <Table.RowHeaderCell>
              <Text as="div" weight="medium">
                {r.control}
              </Text>
              <Text as="div" size="1" color="gray">
                {r.description ?? t('unknownCheck')}
              </Text>
            </Table.RowHeaderCell>
            <Table.Cell>
              <Flex gap="1" wrap="wrap">
                {r.frameworks.map((id) => (
                  <Badge key={id} variant="soft" color="gray">
                    {names.get(id) ?? id}
                  </Badge>
                ))}
              </Flex>
            </Table.Cell>
            <Table.Cell>{r.enabled ? t('yes') : t('no')}</Table.Cell>
            <Table.Cell align="right">{r.passed}</Table.Cell>
            <Table.Cell align="right">
              <Text color={r.failed > 0 ? 'red' : undefined}>{r.failed}</Text>
            </Table.Cell>
            <Table.Cell align="right">{`${percent2(r.passed, r.passed + r.failed)}%`}</Table.Cell>
            <Table.Cell style={{ whiteSpace: 'nowrap' }}>{r.last_checked_at ? formatDateTime(r.last_checked_at) : t('never')}</Table.Cell>
          </Table.Row>
        )}
      />
    </Flex>
  );
}

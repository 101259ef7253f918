// /compliance, Frameworks tab: each framework of the shipped catalogue with its controls, how many are
// enabled for the company, and the checked endpoints passing all of its checks or failing one; the
// failing count opens the Endpoints tab filtered to that framework.
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Table, Text } from '@radix-ui/themes';
import type { ComplianceFrameworkRow } from '../../api/contract/compliance';
import { complianceQueries } from '../../api/queries/compliance';
import { linkTo } from '../../lib/links';
import { percent2 } from '../../lib/percent';
import { DataTable } from '../../ui/data-table';

export function FrameworksTab() {
  const { t } = useTranslation('compliance');
  const frameworks = useQuery(complianceQueries.frameworks());
  return (
    <DataTable<ComplianceFrameworkRow>
      caption={t('captions.frameworks')}
      columns={[
        { key: 'framework', header: t('columns.framework') },
        { key: 'controls', header: t('columns.controls'), align: 'right' },
        { key: 'enabled', header: t('columns.enabledControls'), align: 'right' },
        { key: 'checked', header: t('columns.checked'), align: 'right' },
        { key: 'passing', header: t('columns.passing'), align: 'right' },
        { key: 'failing', header: t('columns.failingCount'), align: 'right' },
        { key: 'share', header: t('columns.passRate'), align: 'right' },
      ]}
      rows={frameworks.isError ? null : frameworks.data}
      emptyText={t('empty.frameworks')}
      loadingText={t('loading')}
      rowKey={(r) => r.id}
      renderRow={(r) => (
        <Table.Row>
          <Table.RowHeaderCell>
            <Text as="div" weight="medium">
              {r.name}
            </Text>
            <Text as="div" size="1" color="gray">
              {r.version}
            </Text>
          </Table.RowHeaderCell>
          <Table.Cell align="right">{r.controls}</Table.Cell>
          <Table.Cell align="right">{r.enabled_controls}</Table.Cell>
          <Table.Cell align="right">{r.checked}</Table.Cell>
          <Table.Cell align="right">{r.passing}</Table.Cell>
          <Table.Cell align="right">
            {r.failing > 0 ? (
              <Link asChild color="red">
                <RouterLink to={linkTo('compliance', undefined, { tab: 'endpoints', framework: r.id })} aria-label={t('showFailing', { count: String(r.failing), name: r.name })}>
                  {r.failing}
                </RouterLink>
              </Link>
            ) : (
              r.failing
            )}
          </Table.Cell>
          <Table.Cell align="right">{`${percent2(r.passing, r.checked)}%`}</Table.Cell>
        </Table.Row>
      )}
    />
  );
}

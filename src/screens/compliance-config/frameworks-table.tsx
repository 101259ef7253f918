// The frameworks table of /framework-selection (every shipped framework, a switch to select it) and
// /selected-frameworks (only the selected ones): name, version, control count from the shipped data,
// enabled controls, and a link to the framework's controls.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Flex, Link, Switch, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import type { FrameworkSummary } from '../../api/contract/compliance-config';
import { complianceConfigMutations, complianceConfigQueries } from '../../api/queries/compliance-config';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { useChangesToast } from '../../ui/use-changes-toast';
import { useCanChangeCompliance } from './shared';

function FrameworkRows({ rows, canChange, withSwitch }: { rows: FrameworkSummary[]; canChange: boolean; withSwitch: boolean }) {
  const { t } = useTranslation('compliance-config');
  const toast = useChangesToast();
  const select = useMutation(complianceConfigMutations.selectFramework());
  return rows.map((f) => (
    <Table.Row key={f.id} align="center">
      <Table.RowHeaderCell>
        <Text weight="medium">{f.name}</Text>
      </Table.RowHeaderCell>
      <Table.Cell>{f.version}</Table.Cell>
      <Table.Cell align="right">{f.control_count}</Table.Cell>
      <Table.Cell align="right">{f.enabled_count}</Table.Cell>
      {withSwitch ? (
        <Table.Cell>
          <Switch
            checked={f.selected}
            disabled={!canChange || select.isPending}
            aria-label={t('frameworks.select', { name: f.name })}
            onCheckedChange={async (selected) => {
              await select.mutateAsync({ id: f.id, selected });
              toast(t(selected ? 'frameworks.selectedOn' : 'frameworks.deselectedOn', { name: f.name }));
            }}
          />
        </Table.Cell>
      ) : null}
      <Table.Cell>
        <Link asChild size="2" style={{ whiteSpace: 'nowrap' }}>
          <RouterLink to={linkTo('policies', undefined, { framework: f.id })} aria-label={t('frameworks.viewControlsOf', { name: f.name })}>
            {t('frameworks.viewControls')}
          </RouterLink>
        </Link>
      </Table.Cell>
    </Table.Row>
  ));
}

export function FrameworksTable({ onlySelected }: { onlySelected: boolean }) {
  const { t } = useTranslation('compliance-config');
  const canChange = useCanChangeCompliance();
  const list = useQuery(complianceConfigQueries.frameworks());
  const rows = list.data === undefined ? undefined : list.isError ? null : list.data.filter((f) => !onlySelected || f.selected);
  const columns = [
    { key: 'name', header: t('frameworks.columns.name') },
    { key: 'version', header: t('frameworks.columns.version') },
    { key: 'controls', header: t('frameworks.columns.controls'), align: 'right' as const },
    { key: 'enabled', header: t('frameworks.columns.enabled'), align: 'right' as const },
    ...(onlySelected ? [] : [{ key: 'selected', header: t('frameworks.columns.selected') }]),
    { key: 'link', header: <VisuallyHidden>{t('frameworks.viewControls')}</VisuallyHidden> },
  ];
  return (
    <Flex direction="column" gap="3">
      {!canChange && !onlySelected ? <Text color="gray" size="2">{t('frameworks.readOnly')}</Text> : null}
      <DataTable
        caption={t('frameworks.table')}
        columns={columns}
        rows={list.isError ? null : rows}
        busy={list.isPending}
        emptyText={onlySelected ? t('frameworks.empty') : t('frameworks.emptyAll')}
        loadingText={t('loading')}
        renderRows={(page) => <FrameworkRows rows={page} canChange={canChange} withSwitch={!onlySelected} />}
      />
    </Flex>
  );
}

// The control list of /controls (every control of the shipped frameworks) and /policies (the controls of
// the selected frameworks): filters framework, status and a search from the URL (complianceControlFilters),
// a switch to enable or disable each control of a selected framework, and a link to its details.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Flex, Link, Select, Switch, Table, Text, Tooltip } from '@radix-ui/themes';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { ControlRow } from '../../api/contract/compliance-config';
import { complianceConfigMutations, complianceConfigQueries } from '../../api/queries/compliance-config';
import { complianceControlFilters } from '../../app/routes/filters';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { MultiValue } from '../../ui/multi-value';
import { SearchBox } from '../../ui/search-box';
import { useChangesToast } from '../../ui/use-changes-toast';
import { useListParams } from '../../ui/use-list-params';
import { useCanChangeCompliance } from './shared';

const ALL = 'all';

/** A labelled one-value filter with an "all" choice (undefined). */
function FilterSelect({ id, label, value, all, options, onChange }: { id: string; label: string; value: string | undefined; all: string; options: readonly (readonly [string, string])[]; onChange: (value: string | undefined) => void }) {
  return (
    <Flex direction="column" gap="1">
      <Text size="1" color="gray" id={`${id}-label`}>
        {label}
      </Text>
      <Select.Root value={value ?? ALL} onValueChange={(v) => onChange(v === ALL ? undefined : v)}>
        <Select.Trigger aria-labelledby={`${id}-label`} />
        <Select.Content>
          <Select.Item value={ALL}>{all}</Select.Item>
          {options.map(([v, text]) => (
            <Select.Item key={v} value={v}>
              {text}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}

export function ControlSwitch({ row, canChange }: { row: Pick<ControlRow, 'key' | 'control_id' | 'enabled' | 'framework_selected' | 'framework_name'>; canChange: boolean }) {
  const { t } = useTranslation('compliance-config');
  const toast = useChangesToast();
  const update = useMutation(complianceConfigMutations.updateControl());
  const control = (
    <Switch
      checked={row.enabled}
      disabled={!canChange || update.isPending || (!row.framework_selected && !row.enabled)}
      aria-label={t('controls.enable', { key: `${row.framework_name} ${row.control_id}` })}
      onCheckedChange={async (enabled) => {
        await update.mutateAsync({ key: row.key, body: { enabled } });
        toast(t(enabled ? 'controls.enabled' : 'controls.disabled', { control: `${row.framework_name} ${row.control_id}` }));
      }}
    />
  );
  if (row.framework_selected || row.enabled) return control;
  return (
    <Tooltip content={t('controls.notSelected')}>
      <span>{control}</span>
    </Tooltip>
  );
}

function ControlRows({ rows, canChange }: { rows: ControlRow[]; canChange: boolean }) {
  return rows.map((row) => (
    <Table.Row key={row.key} align="center">
      <Table.RowHeaderCell>
        <Link asChild weight="medium">
          <RouterLink to={linkTo('selected-control', { id: row.key })}>{row.control_id}</RouterLink>
        </Link>
        <Text as="div" size="2" color="gray">
          {row.title}
        </Text>
      </Table.RowHeaderCell>
      <Table.Cell>{row.framework_name}</Table.Cell>
      <Table.Cell>
        <MultiValue content={row.checks} />
      </Table.Cell>
      <Table.Cell>
        <ControlSwitch row={row} canChange={canChange} />
      </Table.Cell>
    </Table.Row>
  ));
}

export function ControlsList({ onlySelected }: { onlySelected: boolean }) {
  const { t } = useTranslation('compliance-config');
  const canChange = useCanChangeCompliance();
  const { params, update } = useListParams(complianceControlFilters);
  const frameworks = useQuery(complianceConfigQueries.frameworks());
  const filters = { framework: params.framework, enabled: params.enabled, q: params.q, ...(onlySelected ? { selected: 'true' as const } : {}) };
  const page = params.page ?? 1;
  const list = useQuery(complianceConfigQueries.controls({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(complianceConfigQueries.controlCount(filters));
  const offered = (frameworks.data ?? []).filter((f) => !onlySelected || f.selected);

  return (
    <Flex direction="column" gap="4">
      <Flex gap="3" align="end" wrap="wrap">
        <Box width="300px">
          <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('controls.search')} />
        </Box>
        <FilterSelect
          id="controls-framework"
          label={t('controls.framework')}
          value={params.framework}
          all={t('controls.allFrameworks')}
          options={[...offered.map((f) => [f.id, f.name] as const), ...(params.framework && !offered.some((f) => f.id === params.framework) ? [[params.framework, params.framework] as const] : [])]}
          onChange={(framework) => update({ framework })}
        />
        <FilterSelect
          id="controls-status"
          label={t('controls.status')}
          value={params.enabled}
          all={t('controls.allStatuses')}
          options={[['true', t('controls.enabledOnly')], ['false', t('controls.disabledOnly')]]}
          onChange={(enabled) => update({ enabled })}
        />
      </Flex>
      <DataTable
        caption={t('controls.table')}
        columns={[
          { key: 'control', header: t('controls.columns.control') },
          { key: 'framework', header: t('controls.columns.framework') },
          { key: 'checks', header: t('controls.columns.checks') },
          { key: 'enabled', header: t('controls.columns.enabled') },
        ]}
        rows={list.data}
        busy={list.isPending}
        emptyText={onlySelected && offered.length === 0 && frameworks.isSuccess ? t('controls.emptySelected') : t('controls.empty')}
        loadingText={t('loading')}
        renderRows={(rows) => <ControlRows rows={rows} canChange={canChange} />}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
    </Flex>
  );
}

// /config-endpoints (Endpoint Firewall Rules): the company's firewall rules by priority, with direction,
// protocol, ports, remote addresses, action, platforms, status and live reach (how many endpoints on the
// rule's platforms acknowledged a policy version holding it); add, edit and remove.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Button, Flex, Table, Text } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { FirewallRule } from '../../api/contract/compliance-config';
import { complianceConfigMutations, complianceConfigQueries } from '../../api/queries/compliance-config';
import { usePageHeading } from '../../app/layout/page-heading';
import { firewallRuleFilters } from '../../app/routes/filters';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { MultiValue } from '../../ui/multi-value';
import { RowActions } from '../../ui/row-actions';
import { SearchBox } from '../../ui/search-box';
import { useChangesToast } from '../../ui/use-changes-toast';
import { useListParams } from '../../ui/use-list-params';
import { PlatformBadges, useCanChangeRules } from './shared';

const COLUMNS = ['name', 'traffic', 'addresses', 'action', 'platforms', 'reach'] as const;

function RuleRows({ rows, canChange }: { rows: FirewallRule[]; canChange: boolean }) {
  const { t } = useTranslation('compliance-config');
  const toast = useChangesToast();
  const remove = useMutation(complianceConfigMutations.deleteRule());
  return rows.map((rule) => (
    <Table.Row key={rule.id} align="center">
      <Table.RowHeaderCell>
        <Flex gap="2" align="center" wrap="wrap">
          <Text weight="medium">{rule.name}</Text>
          {rule.enabled ? null : (
            <Badge color="gray" variant="soft">
              {t('rules.disabled')}
            </Badge>
          )}
        </Flex>
        {rule.description ? (
          <Text as="div" size="1" color="gray">
            {rule.description}
          </Text>
        ) : null}
      </Table.RowHeaderCell>
      <Table.Cell>
        <Text as="div">{t(`rules.directions.${rule.direction}`)}</Text>
        <Text as="div" size="1" color="gray">
          {t('rules.traffic', { protocol: rule.protocol === 'Any' ? t('rules.anyProtocol') : rule.protocol, ports: rule.ports || t('rules.anyPort') })}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <MultiValue content={rule.remote_addresses} placeholder={t('rules.any')} />
      </Table.Cell>
      <Table.Cell>
        <Badge color={rule.action === 'Block' ? 'red' : 'green'}>{t(`rules.actions.${rule.action}`)}</Badge>
      </Table.Cell>
      <Table.Cell>
        <PlatformBadges platforms={rule.platforms} />
      </Table.Cell>
      <Table.Cell>
        {rule.enabled ? <Text aria-label={t('rules.reachLabel', rule.reach)}>{t('rules.reach', rule.reach)}</Text> : <Text color="gray">—</Text>}
      </Table.Cell>
      {canChange ? (
        <RowActions
          edit={{ href: linkTo('update-rule', { id: rule.id }), label: t('rules.edit', { name: rule.name }) }}
          remove={{
            label: t('rules.remove', { name: rule.name }),
            title: t('rules.removeTitle'),
            description: t('rules.removeText', { name: rule.name }),
            onConfirm: async () => {
              await remove.mutateAsync(rule.id);
              toast(t('rules.removed', { name: rule.name }));
            },
          }}
        />
      ) : null}
    </Table.Row>
  ));
}

export default function ConfigEndpoints() {
  const { t } = useTranslation('compliance-config');
  usePageHeading({ subheading: t('rules.subtitle') });
  const canChange = useCanChangeRules();
  const { params, update } = useListParams(firewallRuleFilters);
  const page = params.page ?? 1;
  const filters = { q: params.q };
  const list = useQuery(complianceConfigQueries.rules({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(complianceConfigQueries.ruleCount(filters));
  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Box width="320px">
          <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('rules.search')} />
        </Box>
        {canChange ? (
          <Button asChild>
            <RouterLink to={linkTo('add-new-rule')}>
              <PlusIcon /> {t('rules.add')}
            </RouterLink>
          </Button>
        ) : null}
      </Flex>
      <DataTable
        caption={t('rules.table')}
        columns={COLUMNS.map((column) => ({ key: column, header: t(`rules.columns.${column}`) }))}
        rows={list.data}
        busy={list.isPending}
        emptyText={t('rules.empty')}
        loadingText={t('loading')}
        hasActions={canChange}
        actionsLabel={t('columnsActions')}
        renderRows={(rows) => <RuleRows rows={rows} canChange={canChange} />}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
    </Flex>
  );
}

// /canary (issue 24 "Canary Plan"; operators): the canary plans, newest first, with their version, target,
// stages (the current one marked), status and how many companies a stage has included so far.
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Flex, Link, Table, Text } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { PlanRow } from '../../api/contract/releases';
import { releaseQueries } from '../../api/queries/releases';
import { usePageHeading } from '../../app/layout/page-heading';
import { groupFilters } from '../../app/routes/filters';
import { formatDate } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { SearchBox } from '../../ui/search-box';
import { useListParams } from '../../ui/use-list-params';
import { StatusBadge } from './shared';

const COLUMNS = ['name', 'version', 'target', 'stages', 'status', 'companies', 'created'] as const;

export function Stages({ plan }: { plan: Pick<PlanRow, 'stages' | 'current_stage' | 'status'> }) {
  return (
    <Flex gap="1" align="center" wrap="wrap">
      {plan.stages.map((percent, i) => {
        const current = plan.current_stage === i && plan.status !== 'draft';
        const reached = plan.current_stage !== null && i <= plan.current_stage && plan.status !== 'draft';
        return (
          <Badge key={i} variant={current ? 'solid' : 'soft'} color={reached ? 'blue' : 'gray'} aria-current={current ? 'step' : undefined}>
            {percent}%
          </Badge>
        );
      })}
    </Flex>
  );
}

function PlanRows({ rows }: { rows: PlanRow[] }) {
  const { t } = useTranslation('releases');
  return rows.map((row) => (
    <Table.Row key={row.id} align="center" data-testid="plan-row">
      <Table.RowHeaderCell>
        <Link asChild weight="medium">
          <RouterLink to={linkTo('add-canary', { id: row.id })} aria-label={t('plans.open', { name: row.name })}>
            {row.name}
          </RouterLink>
        </Link>
      </Table.RowHeaderCell>
      <Table.Cell>{row.version}</Table.Cell>
      <Table.Cell style={{ whiteSpace: 'nowrap' }}>
        <Text size="2">{t(`target.${row.target}`)}</Text>
      </Table.Cell>
      <Table.Cell>
        <Stages plan={row} />
      </Table.Cell>
      <Table.Cell>
        <StatusBadge status={row.status} />
      </Table.Cell>
      <Table.Cell data-testid="plan-companies">{row.companies_in}</Table.Cell>
      <Table.Cell style={{ whiteSpace: 'nowrap' }}>{formatDate(row.created_at)}</Table.Cell>
    </Table.Row>
  ));
}

export default function Canary() {
  const { t } = useTranslation('releases');
  usePageHeading({ subheading: t('plans.subtitle') });
  const { params, update } = useListParams(groupFilters);
  const page = params.page ?? 1;
  const filters = { q: params.q };
  const list = useQuery(releaseQueries.plans({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(releaseQueries.planCount(filters));
  return (
    <Flex direction="column" gap="4">
      <Flex align="end" justify="between" gap="3" wrap="wrap">
        <Box width="100%" maxWidth="360px">
          <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('plans.searchLabel')} />
        </Box>
        <Button asChild>
          <RouterLink to={linkTo('add-canary')}>
            <PlusIcon aria-hidden /> {t('plans.add')}
          </RouterLink>
        </Button>
      </Flex>
      <Box style={{ overflowX: 'auto' }}>
        <DataTable
          caption={t('plans.tableLabel')}
          columns={COLUMNS.map((column) => ({ key: column, header: t(`plans.columns.${column}`) }))}
          rows={list.isError ? null : list.data}
          busy={list.isPending}
          emptyText={t('plans.empty')}
          loadingText={t('loading')}
          renderRows={(rows) => <PlanRows rows={rows} />}
          pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
        />
      </Box>
    </Flex>
  );
}

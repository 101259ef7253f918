// /scheduled-jobs (issue 24): the platform's recurring jobs with their schedule, last and next run, last
// result, recent failures and dead letters, and the run-now / pause / resume controls. The list refreshes
// by itself while a run is queued or running.
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Flex, Link, Table, Text } from '@radix-ui/themes';
import type { ScheduleRow } from '../../api/contract/jobs-admin';
import { jobsAdminQueries } from '../../api/queries/jobs-admin';
import { usePageHeading } from '../../app/layout/page-heading';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { liveWhile, ResultBadge, ScheduleControls, SpecText, StateBadge, when } from './job-parts';

const COLUMNS = ['name', 'spec', 'lastRun', 'nextRun', 'failures', 'dead'] as const;

function Rows({ rows }: { rows: ScheduleRow[] }) {
  return rows.map((row) => (
    <Table.Row key={row.name} align="center" data-testid="schedule-row">
      <Table.RowHeaderCell>
        <Flex direction="column" gap="1" align="start">
          <Link asChild weight="medium">
            <RouterLink to={linkTo('selected-scheduled-job', { id: row.name })}>
              <code style={{ whiteSpace: 'nowrap' }}>{row.name}</code>
            </RouterLink>
          </Link>
          <StateBadge row={row} />
        </Flex>
      </Table.RowHeaderCell>
      <Table.Cell>
        <SpecText spec={row.spec} />
      </Table.Cell>
      <Table.Cell>
        <Flex direction="column" gap="1" align="start">
          <Text style={{ whiteSpace: 'nowrap' }}>{when(row.last_run_at)}</Text>
          <ResultBadge row={row} />
        </Flex>
      </Table.Cell>
      <Table.Cell style={{ whiteSpace: 'nowrap' }}>{row.paused ? <Text color="gray">—</Text> : when(row.next_run_at)}</Table.Cell>
      <Table.Cell>{row.recent_failures}</Table.Cell>
      <Table.Cell>{row.dead > 0 ? <Badge color="red">{row.dead}</Badge> : 0}</Table.Cell>
      <Table.Cell justify="end">
        <ScheduleControls row={row} />
      </Table.Cell>
    </Table.Row>
  ));
}

export default function ScheduledJobs() {
  const { t } = useTranslation('jobs-admin');
  usePageHeading({ subheading: t('list.subtitle') });
  const list = useQuery({ ...jobsAdminQueries.schedules(), refetchInterval: (query) => liveWhile(query.state.data) });
  return (
    <Box style={{ overflowX: 'auto' }}>
      <DataTable
        caption={t('list.tableLabel')}
        columns={COLUMNS.map((column) => ({ key: column, header: t(`list.columns.${column}`) }))}
        rows={list.isError ? null : list.data}
        busy={list.isPending}
        emptyText={t('list.empty')}
        loadingText={t('list.loading')}
        hasActions
        actionsLabel={t('list.columns.action')}
        renderRows={(rows) => <Rows rows={rows} />}
      />
    </Box>
  );
}

// /copilot-release (issue 24 "Agent releases"; operators): the newest released version and how much of the
// fleet runs it, every version counted, and per company the version it is offered (the canary's while a stage
// includes it), the plan that holds it, and how many of its endpoints run the offered version. A company on the
// 'canary' update channel wears a badge (a plan's stages pick it first); one on 'off' is offered nothing, and says so.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Card, Flex, Grid, Link, Table, Text } from '@radix-ui/themes';
import { canManageReleases } from '../../api/contract/access';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { CompanyRelease } from '../../api/contract/releases';
import { releaseQueries } from '../../api/queries/releases';
import { usePageHeading } from '../../app/layout/page-heading';
import { groupFilters } from '../../app/routes/filters';
import { useSession } from '../../app/session/use-session';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { SearchBox } from '../../ui/search-box';
import { useListParams } from '../../ui/use-list-params';
import { EndpointProgress, percentOf, StatusBadge, VersionBadges } from './shared';

const COLUMNS = ['company', 'target', 'plan', 'progress', 'versions'] as const;

function Summary() {
  const { t } = useTranslation('releases');
  const summary = useQuery(releaseQueries.summary());
  const s = summary.data;
  const value = (content: ReactNode) => (summary.isError ? '—' : s ? content : t('loading'));
  return (
    <Grid columns={{ initial: '1', md: '3' }} gap="3">
      <Card>
        <Text as="div" size="2" color="gray">
          {t('rollout.latest')}
        </Text>
        <Text as="div" size="6" weight="bold" data-testid="latest-version">
          {value(s?.latest ?? t('rollout.none'))}
        </Text>
      </Card>
      <Card>
        <Text as="div" size="2" color="gray">
          {t('rollout.onLatest')}
        </Text>
        <Text as="div" size="6" weight="bold" data-testid="on-latest">
          {value(s && t('rollout.onLatestValue', { on: s.on_latest, total: s.endpoints, percent: `${percentOf(s.on_latest, s.endpoints)}%` }))}
        </Text>
      </Card>
      <Card>
        <Text as="div" size="2" color="gray">
          {t('rollout.versions')}
        </Text>
        <Box mt="1">{value(s && <VersionBadges versions={s.versions} />)}</Box>
      </Card>
    </Grid>
  );
}

function CompanyRows({ rows }: { rows: CompanyRelease[] }) {
  const { t } = useTranslation('releases');
  return rows.map((row) => {
    const shown = row.target_version ?? row.versions[0]?.version ?? '';
    return (
      <Table.Row key={row.id} align="center" data-testid="rollout-row">
        <Table.RowHeaderCell style={{ whiteSpace: 'nowrap' }}>
          <Flex gap="2" align="center">
            {row.name}
            {row.channel === 'canary' ? (
              <Badge size="1" variant="outline" color="violet" data-testid="rollout-channel">
                {t('rollout.canaryChannel')}
              </Badge>
            ) : null}
          </Flex>
        </Table.RowHeaderCell>
        <Table.Cell>
          {row.target_version ? (
            <Badge variant="soft">{row.target_version}</Badge>
          ) : row.channel === 'off' ? (
            <Text color="gray" data-testid="rollout-channel">
              {t('rollout.off')}
            </Text>
          ) : (
            <Text color="amber">{t('rollout.held')}</Text>
          )}
        </Table.Cell>
        <Table.Cell>
          {row.plan ? (
            <Flex gap="2" align="center" wrap="wrap">
              <Link asChild>
                <RouterLink to={linkTo('add-canary', { id: row.plan.id })}>{row.plan.name}</RouterLink>
              </Link>
              <StatusBadge status={row.plan.status} />
            </Flex>
          ) : (
            <Text color="gray">—</Text>
          )}
        </Table.Cell>
        <Table.Cell>
          {row.channel === 'off' ? (
            <Text color="gray">—</Text>
          ) : (
            <EndpointProgress on={row.on_target} total={row.endpoints} label={t('rollout.progressLabel', { on: row.on_target, total: row.endpoints, version: shown })} />
          )}
        </Table.Cell>
        <Table.Cell>
          <VersionBadges versions={row.versions} />
        </Table.Cell>
      </Table.Row>
    );
  });
}

export default function CopilotRelease() {
  const { t } = useTranslation('releases');
  const { access } = useSession();
  usePageHeading({ subheading: t('rollout.subtitle') });
  const { params, update } = useListParams(groupFilters);
  const page = params.page ?? 1;
  const filters = { q: params.q };
  const list = useQuery(releaseQueries.rollout({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(releaseQueries.rolloutCount(filters));
  return (
    <Flex direction="column" gap="4">
      <Summary />
      <Flex align="end" justify="between" gap="3" wrap="wrap">
        <Box width="100%" maxWidth="360px">
          <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('rollout.searchLabel')} />
        </Box>
        {canManageReleases(access) ? (
          <Button asChild variant="soft">
            <RouterLink to={linkTo('copilot-versions')}>{t('rollout.manage')}</RouterLink>
          </Button>
        ) : null}
      </Flex>
      <Box style={{ overflowX: 'auto' }}>
        <DataTable
          caption={t('rollout.tableLabel')}
          columns={COLUMNS.map((column) => ({ key: column, header: t(`rollout.columns.${column}`) }))}
          rows={list.isError ? null : list.data}
          busy={list.isPending}
          emptyText={t('rollout.empty')}
          loadingText={t('loading')}
          renderRows={(rows) => <CompanyRows rows={rows} />}
          pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
        />
      </Box>
    </Flex>
  );
}

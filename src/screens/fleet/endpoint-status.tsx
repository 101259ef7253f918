// /endpoint-status (the header's Endpoint Status button, issue 18): agent health across the signed-in
// admin's fleet: online (ACTIVE), offline (INACTIVE) and long idle (OFFLINE_FOR_CONFIG_TIME), in all, by
// platform and by agent version. Every figure links to the endpoint list with the matching filters:
// Endpoint Management (/endpoints/v2) for admins, the Inventory list (/devices) for the other roles;
// a link that presets filters opens without the list's defaults, so its total is the figure.
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Card, Flex, Grid, Heading, Link, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { ReloadIcon } from '@radix-ui/react-icons';
import { canAdminister } from '../../api/contract/access';
import { ENDPOINT_STATUSES, PLATFORM_FAMILIES } from '../../api/contract/catalog';
import type { StatusCounts } from '../../api/contract/fleet';
import { endpointStatusQueries } from '../../api/queries/applications';
import { ANY_VALUE } from '../../app/routes/filters';
import { useSession } from '../../app/session/use-session';
import { formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { ErrorState } from '../../ui/error-state';

type Status = (typeof ENDPOINT_STATUSES)[number];
type Column = Status | 'total';
const COLUMNS: readonly Column[] = ['total', ...ENDPOINT_STATUSES];
const STATUS_COLORS = { total: undefined, ACTIVE: 'green', INACTIVE: 'gray', OFFLINE_FOR_CONFIG_TIME: 'amber' } as const;

/** an agent version the destination's filter takes (routes/filters.ts: 1.0.1 to 1.1.7 style) */
const VERSION = /^\d+\.\d+\.\d+$/;

interface Filters {
  o?: string;
  version?: string;
}

/** The destination list's filters for a figure (status ALL for the total column). */
function filtersOf(column: Column, row: Filters): Record<string, string> {
  return { status: column === 'total' ? ANY_VALUE : column, ...(row.o ? { o: row.o } : {}), ...(row.version ? { version: row.version } : {}) };
}

function Figure({ count, href, label }: { count: number; href: string | null; label: string }) {
  if (count === 0 || href === null) return <Text color={count === 0 ? 'gray' : undefined}>{count}</Text>;
  return (
    <Link asChild>
      <RouterLink to={href} title={label} aria-label={label} data-testid="status-link">
        {count}
      </RouterLink>
    </Link>
  );
}

export default function Screen() {
  const { t } = useTranslation('fleet-apps');
  const { t: tf } = useTranslation('fleet');
  const { access } = useSession();
  const destination = canAdminister(access) ? 'endpoints-v2' : 'devices';
  const status = useQuery(endpointStatusQueries.status());

  const statusLabel = (c: Column) => t(`endpointStatus.status.${c}`);
  const hrefOf = (column: Column, row: Filters) => linkTo(destination, undefined, filtersOf(column, row));
  const describe = (count: number, column: Column, what: string) => t('endpointStatus.linkTitle', { count, what: [statusLabel(column), what].filter(Boolean).join(', ') });

  function breakdown<R extends StatusCounts>(rows: readonly R[], key: (r: R) => string, label: (r: R) => string, filters: (r: R) => Filters | null, heading: string, caption: string, first: string) {
    return (
      <Card style={{ minWidth: 0 }}>
        <Heading as="h2" size="3" mb="2">
          {heading}
        </Heading>
        {rows.length === 0 ? (
          <Text color="gray">{t('endpointStatus.empty')}</Text>
        ) : (
          <Table.Root size="1">
            <VisuallyHidden asChild>
              <caption>{caption}</caption>
            </VisuallyHidden>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{first}</Table.ColumnHeaderCell>
                {COLUMNS.map((c) => (
                  <Table.ColumnHeaderCell key={c} align="right">
                    {c === 'total' ? t('endpointStatus.columns.total') : statusLabel(c)}
                  </Table.ColumnHeaderCell>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r) => {
                const f = filters(r);
                return (
                  <Table.Row key={key(r)}>
                    <Table.RowHeaderCell>{label(r)}</Table.RowHeaderCell>
                    {COLUMNS.map((c) => (
                      <Table.Cell key={c} align="right">
                        <Figure count={r[c]} href={f ? hrefOf(c, f) : null} label={describe(r[c], c, label(r))} />
                      </Table.Cell>
                    ))}
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        )}
      </Card>
    );
  }

  if (status.isPending) return <Text color="gray">{t('loading')}</Text>;
  if (status.isError) return <ErrorState />;
  const s = status.data;
  return (
    <Flex direction="column" gap="4" style={{ maxWidth: 1200 }}>
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Text size="2" color="gray">
          {t('endpointStatus.subtitle')}
        </Text>
        <Flex align="center" gap="2">
          <Text size="1" color="gray">
            {t('endpointStatus.updated', { time: formatDateTime(s.at) })}
          </Text>
          <Button size="1" variant="soft" onClick={() => void status.refetch()} disabled={status.isFetching}>
            <ReloadIcon aria-hidden />
            {t('endpointStatus.refresh')}
          </Button>
        </Flex>
      </Flex>
      <Grid columns={{ initial: '2', md: '4' }} gap="3" role="list" aria-label={t('endpointStatus.cardsLabel')}>
        {COLUMNS.map((c) => (
          <Card key={c} role="listitem" data-testid={`status-card-${c}`}>
            <Text as="div" size="2" color={STATUS_COLORS[c] ?? 'gray'} weight="medium">
              {statusLabel(c)}
            </Text>
            <Text as="div" size="7" weight="bold">
              <Figure count={s.totals[c]} href={hrefOf(c, {})} label={describe(s.totals[c], c, '')} />
            </Text>
          </Card>
        ))}
      </Grid>
      <Grid columns={{ initial: '1', lg: '2' }} gap="4" align="start">
        {breakdown(
          s.platforms,
          (r) => r.platform,
          (r) => tf(`platforms.${r.platform}`),
          (r) => ((PLATFORM_FAMILIES as readonly string[]).includes(r.platform) ? { o: r.platform } : null),
          t('endpointStatus.byPlatform'),
          t('endpointStatus.byPlatformLabel'),
          t('endpointStatus.columns.platform'),
        )}
        {breakdown(
          s.versions,
          (r) => r.version,
          (r) => r.version,
          (r) => (VERSION.test(r.version) ? { version: r.version } : null),
          t('endpointStatus.byVersion'),
          t('endpointStatus.byVersionLabel'),
          t('endpointStatus.columns.version'),
        )}
      </Grid>
    </Flex>
  );
}

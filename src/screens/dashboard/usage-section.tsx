// spec part 2 §2.2 Usage: Top 10 SaaS Apps and Top 10 Websites, each with its own picker (1D disallowed,
// §5), sorted by weighted_duration, descending by default; a row name opens the inventory with that name
// as the query. The website table is hidden under disable_session_logs.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Callout, Flex, Grid, Link } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import type { InventoryRow } from '../../api/contract/saas';
import type { WebsiteInventoryRow } from '../../api/contract/websites';
import { linkTo } from '../../lib/links';
import { formatDuration } from '../../lib/format';
import { rangeToFilters, rangeToQuery, type DateRange } from '../../lib/date-presets';
import { AccessTag } from '../../ui/access-tag';
import { AppIcon } from '../../ui/app-icon';
import { DateRangePicker } from '../../ui/date-range-picker';
import { MultiValue } from '../../ui/multi-value';
import { useDateRange } from '../../ui/use-date-range';
import { DashboardChart } from './dashboard-chart';
import { TopTable, type TopColumn } from './top-table';
import { topQueries, type SortOrder } from '../../api/queries/dashboard';

function NameLink({ href, name }: { href: string; name: string }) {
  return (
    <Link asChild size="2" weight="medium">
      <RouterLink to={href}>{name}</RouterLink>
    </Link>
  );
}

export const websiteName = (row: Pick<WebsiteInventoryRow, 'application_name' | 'domain'>) => row.application_name || row.domain;

function TopSaas() {
  const { t } = useTranslation('dashboard');
  const [range, setRange] = useDateRange({ prefix: 'top', disallow1D: true });
  const [so, setSo] = useState<SortOrder>('desc');
  const top = useQuery(topQueries.saas(rangeToQuery(range), so));
  const title = t('usage.topSaas');
  const columns: TopColumn<InventoryRow>[] = [
    {
      key: 'name',
      header: t('usage.columns.app'),
      rowHeader: true,
      cell: (row) => (
        <Flex align="center" gap="2">
          <AppIcon icon={row.icon} />
          <NameLink name={row.name} href={linkTo('saas', undefined, { q: row.name, ...rangeToFilters(range) })} />
        </Flex>
      ),
    },
    { key: 'tag', header: t('usage.columns.tag'), cell: (row) => <AccessTag value={row.access_type} /> },
    { key: 'categories', header: t('usage.columns.categories'), cell: (row) => <MultiValue content={row.categories} /> },
  ];
  return (
    <UsageCard id="usage-saas" title={title} range={range} setRange={setRange} state={{ isPending: top.isPending, error: top.error, isEmpty: top.data?.length === 0 }}>
      {top.data ? (
        <TopTable caption={title} columns={columns} rows={top.data} rowKey={(r) => r.name} so={so} onSort={setSo} screenTime={(r) => formatDuration(r.weighted_duration)} />
      ) : null}
    </UsageCard>
  );
}

function TopWebsites() {
  const { t } = useTranslation('dashboard');
  const [range, setRange] = useDateRange({ prefix: 'web', disallow1D: true });
  const [so, setSo] = useState<SortOrder>('desc');
  const top = useQuery(topQueries.websites(rangeToQuery(range), so));
  const title = t('usage.topWebsites');
  const columns: TopColumn<WebsiteInventoryRow>[] = [
    {
      key: 'name',
      header: t('usage.columns.website'),
      rowHeader: true,
      cell: (row) => <NameLink name={websiteName(row)} href={linkTo('inventory-websites', undefined, { q: websiteName(row), ...rangeToFilters(range) })} />,
    },
    { key: 'categories', header: t('usage.columns.categories'), cell: (row) => <MultiValue content={row.categories} /> },
  ];
  return (
    <UsageCard id="usage-websites" title={title} range={range} setRange={setRange} state={{ isPending: top.isPending, error: top.error, isEmpty: top.data?.length === 0 }}>
      {top.data ? (
        <TopTable caption={title} columns={columns} rows={top.data} rowKey={(r) => r.domain} so={so} onSort={setSo} screenTime={(r) => formatDuration(r.weighted_duration)} />
      ) : null}
    </UsageCard>
  );
}

interface UsageCardProps {
  id: string;
  title: string;
  range: DateRange;
  setRange: (r: DateRange) => void;
  state: { isPending: boolean; error: unknown; isEmpty: boolean };
  children: React.ReactNode;
}

function UsageCard({ id, title, range, setRange, state, children }: UsageCardProps) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardChart
      id={id}
      title={title}
      minHeight="500px"
      actions={<DateRangePicker value={range} onChange={setRange} disallow1D label={t('usage.rangeLabel', { table: title })} />}
      state={state}
    >
      {children}
    </DashboardChart>
  );
}

export function UsageSection({ showWebsites }: { showWebsites: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <Flex direction="column" gap="3">
      <Grid columns={{ initial: '1', md: showWebsites ? '2' : '1' }} gap="4">
        <TopSaas />
        {showWebsites ? <TopWebsites /> : null}
      </Grid>
      <Callout.Root color="gray" variant="surface" size="1">
        <Callout.Icon>
          <InfoCircledIcon />
        </Callout.Icon>
        <Callout.Text>{t('usage.note')}</Callout.Text>
      </Callout.Root>
    </Flex>
  );
}

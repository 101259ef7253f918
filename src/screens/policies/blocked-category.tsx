// /blocked-category/{name} (spec part 2 §2.6 Configuration): a blocked website category's websites and
// how its users used them over the range. The reads are Inventory calls, shown only to roles and
// accounts that may make them (spec part 2 §2.7: disable_session_logs closes the website inventory).
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { canSeeInventory, canSeeWebsiteUsage } from '../../api/contract/access';
import { websiteCategoryQueries, websiteQueries } from '../../api/queries/websites';
import { usePageHeading } from '../../app/layout/page-heading';
import { useSession } from '../../app/session/use-session';
import { rangeToQuery } from '../../lib/date-presets';
import { formatDuration } from '../../lib/format';
import { DateRangePicker } from '../../ui/date-range-picker';
import { DataTable } from '../../ui/data-table';
import { MultiValue } from '../../ui/multi-value';
import { useDateRange } from '../../ui/use-date-range';

const TOP = 50;

function UsageTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: ReactNode[][] | null | undefined }) {
  const { t } = useTranslation('web-policies');
  return (
    <DataTable
      caption={caption}
      columns={headers.map((h) => ({ key: h, header: h }))}
      rows={rows}
      size="1"
      variant="ghost"
      emptyText={t('categories.noUsage')}
      loadingText={t('loading')}
      renderRows={(page) =>
        page.map((cells, i) => (
          <Table.Row key={i}>
            {cells.map((cell, j) => (j === 0 ? <Table.RowHeaderCell key={j}>{cell}</Table.RowHeaderCell> : <Table.Cell key={j}>{cell}</Table.Cell>))}
          </Table.Row>
        ))
      }
    />
  );
}

export default function BlockedCategory() {
  const { t } = useTranslation('web-policies');
  const name = useParams().name ?? '';
  usePageHeading({ heading: name, subheading: t('categories.detailSubtitle') });
  const { access } = useSession();
  const [range, setRange] = useDateRange();
  const query = { ...rangeToQuery(range), page: 1, size: TOP };
  const seesWebsites = canSeeWebsiteUsage(access);
  const seesUsers = canSeeInventory(access);
  const websites = useQuery({ ...websiteQueries.list({ ...query, category: name, sb: 'weighted_duration', so: 'desc' }), enabled: seesWebsites });
  const users = useQuery({ ...websiteCategoryQueries.users(name, { ...query, sb: 'weighted_duration', so: 'desc' }), enabled: seesUsers });

  return (
    <Flex direction="column" gap="4">
      <Flex>
        <DateRangePicker value={range} onChange={setRange} label={t('categories.range')} />
      </Flex>
      {seesWebsites ? (
        <Card>
          <Heading as="h3" size="3" mb="2">
            {t('categories.websitesTitle')}
          </Heading>
          <UsageTable
            caption={t('categories.websitesTitle')}
            headers={[t('categories.columns.website'), t('websites.columns.categories'), t('categories.columns.screenTime'), t('categories.columns.users')]}
            rows={websites.data?.map((w) => [w.application_name || w.domain, <MultiValue key="c" content={w.categories} />, formatDuration(w.weighted_duration), w.users])}
          />
        </Card>
      ) : null}
      {seesUsers ? (
        <Card>
          <Heading as="h3" size="3" mb="2">
            {t('categories.usersTitle')}
          </Heading>
          <UsageTable
            caption={t('categories.usersTitle')}
            headers={[t('categories.columns.user'), t('categories.columns.websites'), t('categories.columns.screenTime'), t('categories.columns.lastSeen')]}
            rows={users.data?.map((u) => [`${u.name} (${u.email})`, u.websites, formatDuration(u.weighted_duration), u.last_seen ?? '—'])}
          />
        </Card>
      ) : null}
      {!seesWebsites && !seesUsers ? <Text color="gray">{t('categories.noInventory')}</Text> : null}
    </Flex>
  );
}

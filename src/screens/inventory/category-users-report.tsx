// /category-users-report/{appName}/{userName}: one person's use of a website category over the range
// (appName is the category, userName the person's e-mail), with the category's websites they used.
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Flex, Heading, Link, Table, VisuallyHidden } from '@radix-ui/themes';
import { websiteCategoryQueries } from '../../api/queries/websites';
import { usePageHeading } from '../../app/layout/page-heading';
import { rangeToQuery } from '../../lib/date-presets';
import { formatDuration } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DateRangePicker } from '../../ui/date-range-picker';
import { useDateRange } from '../../ui/use-date-range';
import { ReportView, SummaryItem } from './websites-report-view';
import { rangeLinkFilters, websiteName } from './websites-shared';

export default function CategoryUsersReport() {
  const { t } = useTranslation('websites');
  const { appName = '', userName = '' } = useParams();
  const [range, setRange] = useDateRange();
  const report = useQuery(websiteCategoryQueries.userReport(appName, userName, rangeToQuery(range)));
  const data = report.data;
  usePageHeading({ heading: data ? `${data.category} · ${data.person.name}` : appName, subheading: t('categories.reportSubtitle', { name: appName, user: userName }) });
  return (
    <Flex direction="column" gap="3">
      <Flex>
        <DateRangePicker value={range} onChange={setRange} label={t('filters.range')} />
      </Flex>
      <ReportView
        range={range}
        pending={report.isPending}
        error={report.error}
        report={data}
        summary={
          data ? (
            <>
              <SummaryItem label={t('columns.user')}>{`${data.person.name} (${data.person.email})`}</SummaryItem>
              <SummaryItem label={t('columns.category')}>{data.category}</SummaryItem>
            </>
          ) : null
        }
        extra={
          data ? (
            <Flex direction="column" gap="2">
              <Heading as="h3" size="3">
                {t('report.websites')}
              </Heading>
              <Table.Root size="1" variant="surface">
                <VisuallyHidden asChild>
                  <caption>{t('report.websites')}</caption>
                </VisuallyHidden>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell>{t('columns.website')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{t('columns.screenTime')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{t('columns.sessions')}</Table.ColumnHeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.websites.map((w) => (
                    <Table.Row key={w.domain}>
                      <Table.RowHeaderCell>
                        <Link asChild>
                          <RouterLink to={linkTo('websites-users-report', { appName: w.domain, userName: data.person.email }, rangeLinkFilters(range))}>{websiteName(w)}</RouterLink>
                        </Link>
                      </Table.RowHeaderCell>
                      <Table.Cell>{formatDuration(w.weighted_duration)}</Table.Cell>
                      <Table.Cell>{w.sessions}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Flex>
          ) : null
        }
      />
    </Flex>
  );
}

// One person's or one endpoint's use of one app (/saas-users-report, /saas-endpoint-report and the Gen
// AI twins): totals, usage per day, browsers and that app's alerts over the range.
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, Flex, Grid, Heading, Table, Text } from '@radix-ui/themes';
import { ApiRequestError } from '../../api/client';
import type { UsageReport as Report } from '../../api/contract/saas';
import { usePageHeading } from '../../app/layout/page-heading';
import { rangeToQuery } from '../../lib/date-presets';
import { formatDate, formatDuration } from '../../lib/format';
import { AccessTag } from '../../ui/access-tag';
import { AppIcon } from '../../ui/app-icon';
import { DateRangePicker } from '../../ui/date-range-picker';
import { ErrorState } from '../../ui/error-state';
import { saasInventoryQueries } from '../../api/queries/saas';
import { useDrillFilters } from './use-inventory-filters';
import { DailyCard } from './usage-charts';

function Figure({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <Card>
      <Text as="div" size="1" color="gray">
        {label}
      </Text>
      <Text as="div" size="5" weight="bold" data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

function SmallTable({ caption, columns, rows, empty }: { caption: string; columns: string[]; rows: (string | number)[][]; empty: string }) {
  return (
    <Card>
      <Heading as="h3" size="3" mb="2">
        {caption}
      </Heading>
      {rows.length === 0 ? (
        <Text color="gray">{empty}</Text>
      ) : (
        <Table.Root size="1">
          <Table.Header>
            <Table.Row>
              {columns.map((c) => (
                <Table.ColumnHeaderCell key={c}>{c}</Table.ColumnHeaderCell>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row, i) => (
              <Table.Row key={i}>
                {row.map((cell, j) => (
                  <Table.Cell key={j}>{cell}</Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Card>
  );
}

function ReportBody({ report }: { report: Report }) {
  const { t } = useTranslation('saas-inventory');
  return (
    <Flex direction="column" gap="3">
      <Grid columns={{ initial: '1', sm: '3' }} gap="3">
        <Figure label={t('report.screenTime')} value={formatDuration(report.weighted_duration)} testId="report-screen-time" />
        <Figure label={t('report.duration')} value={formatDuration(report.duration)} testId="report-duration" />
        <Figure label={t('report.sessions')} value={report.sessions} testId="report-sessions" />
      </Grid>
      <DailyCard title={t('report.perDay')} state={{ isPending: false, error: null, isEmpty: report.series.every((p) => p.weighted_duration === 0) }} series={report.series} />
      <Grid columns={{ initial: '1', md: '2' }} gap="3">
        <SmallTable
          caption={t('report.browsers')}
          columns={[t('report.browser'), t('report.screenTime'), t('report.sessions')]}
          rows={report.browsers.map((b) => [b.browser, formatDuration(b.weighted_duration), b.sessions])}
          empty={t('report.noBrowsers')}
        />
        <SmallTable
          caption={t('report.alerts')}
          columns={[t('report.date'), t('report.action'), t('report.reason'), t('report.count')]}
          rows={report.alerts.map((a) => [formatDate(a.date), a.action, a.reason, a.count])}
          empty={t('report.noAlerts')}
        />
      </Grid>
    </Flex>
  );
}

export function UsageReport({ subject }: { subject: 'user' | 'endpoint' }) {
  const { t } = useTranslation('saas-inventory');
  const params = useParams();
  const appName = params.appName ?? '';
  const { range, setRange } = useDrillFilters();
  const query = rangeToQuery(range);
  // Both hooks always run (rules of hooks); only the one for this screen's subject fetches.
  const userReport = useQuery({ ...saasInventoryQueries.userReport(appName, params.userName ?? '', query), enabled: subject === 'user' });
  const deviceReport = useQuery({ ...saasInventoryQueries.deviceReport(appName, params.id ?? '', query), enabled: subject === 'endpoint' });
  const report = subject === 'user' ? userReport : deviceReport;
  const data = report.data;
  const who = data?.subject.label ?? (subject === 'user' ? params.userName : params.id) ?? '';
  usePageHeading({ heading: appName, subheading: t(subject === 'user' ? 'report.userSubtitle' : 'report.endpointSubtitle', { user: who, endpoint: who, app: appName }) });

  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" align="center" wrap="wrap">
        <AppIcon icon={data?.app.icon} size={28} />
        {data ? <AccessTag value={data.app.access_type} action={data.app.action_type} /> : null}
        <Text weight="medium">{who}</Text>
        <Flex ml="auto">
          <DateRangePicker value={range} onChange={setRange} />
        </Flex>
      </Flex>
      {report.isPending ? (
        <Text color="gray">{t('loading')}</Text>
      ) : report.error ? (
        report.error instanceof ApiRequestError && report.error.status === 404 ? (
          <Text color="gray">{t('report.notFound', { app: appName })}</Text>
        ) : (
          <ErrorState />
        )
      ) : data ? (
        <ReportBody report={data} />
      ) : null}
    </Flex>
  );
}

// The body of a person's or an endpoint's report on one website or category: totals, screen time per
// day, browsers and (for websites) the alerts raised.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, DataList, Flex, Grid, Heading, Table } from '@radix-ui/themes';
import type { UsageDay, WebsiteAlertDay } from '../../api/contract/websites';
import { formatDate, formatDuration } from '../../lib/format';
import { DataTable } from '../../ui/data-table';
import { UsageSeriesCard } from './websites-charts';

export interface ReportData {
  weighted_duration: number;
  duration: number;
  sessions: number;
  series: UsageDay[];
  browsers: { browser: string; weighted_duration: number; sessions: number }[];
  alerts?: WebsiteAlertDay[];
}

function SmallTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: ReactNode[][] }) {
  const { t } = useTranslation('websites');
  return (
    <DataTable
      caption={caption}
      columns={headers.map((h) => ({ key: h, header: h }))}
      rows={rows}
      size="1"
      emptyText={t('empty')}
      renderRows={(page) =>
        page.map((cells, i) => (
          <Table.Row key={i}>
            {cells.map((cell, j) => (
              <Table.Cell key={j}>{cell}</Table.Cell>
            ))}
          </Table.Row>
        ))
      }
    />
  );
}

export function ReportView({
  summary,
  report,
  pending,
  error,
  extra,
  range,
}: {
  summary: ReactNode;
  report: ReportData | undefined;
  pending: boolean;
  error: unknown;
  extra?: ReactNode;
  range: { s: number; e: number };
}) {
  const { t } = useTranslation('websites');
  const days = report?.series ?? [];
  return (
    <Flex direction="column" gap="4">
      <Card>
        <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
          {summary}
          {report ? (
            <>
              <DataList.Item>
                <DataList.Label>{t('columns.screenTime')}</DataList.Label>
                <DataList.Value>{formatDuration(report.weighted_duration)}</DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>{t('columns.activeTime')}</DataList.Label>
                <DataList.Value>{formatDuration(report.duration)}</DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>{t('columns.sessions')}</DataList.Label>
                <DataList.Value>{report.sessions}</DataList.Value>
              </DataList.Item>
            </>
          ) : null}
        </DataList.Root>
      </Card>
      <UsageSeriesCard title={t('report.perDay')} state={{ isPending: pending, error, isEmpty: days.every((d) => d.weighted_duration === 0) }} days={days} range={range} />
      {report ? (
        <Grid columns={{ initial: '1', md: '2' }} gap="4">
          <Flex direction="column" gap="2">
            <Heading as="h3" size="3">
              {t('report.browsers')}
            </Heading>
            <SmallTable
              caption={t('report.browsers')}
              headers={[t('columns.browser'), t('columns.screenTime'), t('columns.sessions')]}
              rows={report.browsers.map((b) => [b.browser, formatDuration(b.weighted_duration), b.sessions])}
            />
          </Flex>
          {report.alerts ? (
            <Flex direction="column" gap="2">
              <Heading as="h3" size="3">
                {t('report.alerts')}
              </Heading>
              <SmallTable
                caption={t('report.alerts')}
                headers={[t('columns.date'), t('columns.action'), t('columns.reason'), t('columns.browser'), t('columns.count')]}
                rows={report.alerts.map((a) => [formatDate(`${a.date}T00:00:00`), a.action, a.reason, a.browser, a.count])}
              />
            </Flex>
          ) : null}
          {extra}
        </Grid>
      ) : null}
    </Flex>
  );
}

export function SummaryItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label>{label}</DataList.Label>
      <DataList.Value>{children}</DataList.Value>
    </DataList.Item>
  );
}

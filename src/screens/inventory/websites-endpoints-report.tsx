// /websites-endpoints-report/{id}/{appName}: one endpoint's use of one website over the range.
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Flex } from '@radix-ui/themes';
import { websiteQueries } from '../../api/queries/websites';
import { usePageHeading } from '../../app/layout/page-heading';
import { rangeToQuery } from '../../lib/date-presets';
import { AccessTag } from '../../ui/access-tag';
import { DateRangePicker } from '../../ui/date-range-picker';
import { MultiValue } from '../../ui/multi-value';
import { useDateRange } from '../../ui/use-date-range';
import { ReportView, SummaryItem } from './websites-report-view';
import { websiteName } from './websites-shared';

export default function WebsitesEndpointsReport() {
  const { t } = useTranslation('websites');
  const { id = '', appName = '' } = useParams();
  const [range, setRange] = useDateRange();
  const report = useQuery(websiteQueries.endpointReport(appName, id, rangeToQuery(range)));
  const data = report.data;
  usePageHeading({ heading: data ? `${websiteName(data.website)} · ${data.endpoint.hostname}` : appName, subheading: t('report.endpointSubtitle') });
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
              <SummaryItem label={t('columns.endpoint')}>{`${data.endpoint.hostname} (${data.endpoint.platform_family})`}</SummaryItem>
              <SummaryItem label={t('columns.owner')}>{data.endpoint.owner_email ?? '—'}</SummaryItem>
              <SummaryItem label={t('columns.domain')}>{data.website.domain}</SummaryItem>
              <SummaryItem label={t('columns.categories')}>
                <MultiValue content={data.website.categories} />
              </SummaryItem>
              <SummaryItem label={t('columns.tag')}>
                <AccessTag value={data.website.access_type} action={data.website.action_type} />
              </SummaryItem>
            </>
          ) : null
        }
      />
    </Flex>
  );
}

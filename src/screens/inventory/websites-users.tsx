// /websites-users/{name} (spec part 2 §2.6): one website over a range, with its Users, Endpoints and
// Graph tabs. The heading names the website; the summary shows its categories, tag and totals.
import { Outlet, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, DataList, Flex } from '@radix-ui/themes';
import { websiteQueries } from '../../api/queries/websites';
import { usePageHeading } from '../../app/layout/page-heading';
import { rangeToQuery } from '../../lib/date-presets';
import { formatDuration } from '../../lib/format';
import { AccessTag } from '../../ui/access-tag';
import { DateRangePicker } from '../../ui/date-range-picker';
import { MultiValue } from '../../ui/multi-value';
import { useDateRange } from '../../ui/use-date-range';
import { DrillTabs, websiteName } from './websites-shared';

export default function WebsitesUsers() {
  const { t } = useTranslation('websites');
  const name = useParams().name ?? '';
  const [range, setRange] = useDateRange();
  const detail = useQuery(websiteQueries.detail(name, rangeToQuery(range)));
  const row = detail.data;
  usePageHeading({ heading: row ? websiteName(row) : name, subheading: t('drill.subtitle', { name }) });

  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" align="center" wrap="wrap">
        <DateRangePicker value={range} onChange={setRange} label={t('filters.range')} />
      </Flex>
      {row ? (
        <Card>
          <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }} size="2">
            <DataList.Item>
              <DataList.Label>{t('columns.domain')}</DataList.Label>
              <DataList.Value>{row.domain}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('columns.categories')}</DataList.Label>
              <DataList.Value>
                <MultiValue content={row.categories} />
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('columns.tag')}</DataList.Label>
              <DataList.Value>
                <AccessTag value={row.access_type} action={row.action_type} />
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('columns.screenTime')}</DataList.Label>
              <DataList.Value>{formatDuration(row.weighted_duration)}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('columns.users')}</DataList.Label>
              <DataList.Value>{row.users}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('columns.endpoints')}</DataList.Label>
              <DataList.Value>{row.endpoints}</DataList.Value>
            </DataList.Item>
          </DataList.Root>
        </Card>
      ) : null}
      <DrillTabs
        label={t('tabs.label')}
        range={range}
        params={{ name }}
        tabs={[
          { id: 'websites-users-list', label: t('tabs.users') },
          { id: 'websites-users-endpoint', label: t('tabs.endpoints') },
          { id: 'websites-users-graph', label: t('tabs.graph') },
        ]}
      />
      <Outlet />
    </Flex>
  );
}

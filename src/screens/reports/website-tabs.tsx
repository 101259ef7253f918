// The tabs of /websites-reports, keeping the report's range.
import { useTranslation } from 'react-i18next';
import type { DateRange } from '../../lib/date-presets';
import { rangeFilters, ReportTabs } from './report-parts';

export function WebsiteTabs({ active, range }: { active: 'websites' | 'categories'; range: DateRange }) {
  const { t } = useTranslation('reports');
  const filters = rangeFilters(range);
  return (
    <ReportTabs
      label={t('websites.tabs')}
      active={active}
      tabs={[
        { key: 'websites', route: 'reports-websites-tab', label: t('websites.byWebsite'), filters },
        { key: 'categories', route: 'reports-categories-tab', label: t('websites.byCategory'), filters },
      ]}
    />
  );
}

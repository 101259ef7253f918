// The alert figures of the reports (GET /alert-stats): events by action (Alert, Report, Block) and the
// phishing attacks prevented, each bar opening the alert list filtered to it over the same range.
import { useTranslation } from 'react-i18next';
import type { AlertStats } from '../../api/contract/dashboard';
import type { AlertReportStats } from '../../api/contract/reports';
import type { DateRange } from '../../lib/date-presets';
import { linkTo } from '../../lib/links';
import { BarChartCard, type BarItem } from '../../ui/bar-chart-card';
import { chartState, rangeFilters } from './report-parts';

const ACTIONS = [
  { key: 'alerts', action: 'Alert', color: 'var(--amber-9)' },
  { key: 'reports', action: 'Report', color: 'var(--blue-9)' },
  { key: 'blocks', action: 'Block', color: 'var(--red-9)' },
] as const;

const PHISHING = [
  { key: 'spoof_count', reason: 'App Spoofing', color: 'var(--orange-9)' },
  { key: 'session_hijack_count', reason: 'Session Hijacking', color: 'var(--red-9)' },
  { key: 'typo_count', reason: 'Typo Squatting', color: 'var(--violet-9)' },
] as const;

type StatsQuery = { isPending: boolean; error: unknown; data?: AlertReportStats };

export function AlertBars({ title, query, stats, range, route }: { title: string; query: StatsQuery; stats: AlertStats | null | undefined; range: DateRange; route: 'alerts-saas-apps' | 'alerts-websites' }) {
  const { t } = useTranslation('reports');
  const items: BarItem[] = ACTIONS.map(({ key, action, color }) => ({
    key,
    label: t(`keys.${key}`),
    value: stats?.[key] ?? 0,
    color,
    href: linkTo(route, undefined, { t: [action], ...rangeFilters(range) }),
  }));
  return (
    <BarChartCard
      title={title}
      subtitle={t('alertsSubtitle')}
      state={chartState(query, stats ? items.map((i) => i.value) : undefined)}
      items={items}
      legend={(item) => `${item.label} - ${item.value}`}
      legendLabel={title}
    />
  );
}

export function PhishingBars({ query, range }: { query: StatsQuery; range: DateRange }) {
  const { t } = useTranslation('reports');
  const data = query.data?.phishing;
  const items: BarItem[] = PHISHING.map(({ key, reason, color }) => ({
    key,
    label: t(`keys.${key}`),
    value: data?.[key] ?? 0,
    color,
    href: linkTo('alerts-saas-apps', undefined, { reason: [reason], ...rangeFilters(range) }),
  }));
  return (
    <BarChartCard
      title={t('phishingChart')}
      subtitle={t('alertsSubtitle')}
      state={chartState(query, data ? items.map((i) => i.value) : undefined)}
      items={items}
      legend={(item) => `${item.label} - ${item.value}`}
      legendLabel={t('phishingChart')}
    />
  );
}

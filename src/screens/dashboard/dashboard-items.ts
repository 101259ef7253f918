// The bars of the dashboard's Inventory section and of the Operational Overview's activity charts
// (spec part 2 §2.2, §2.4): one item per chart key with the pre-filtered list it opens. Plain functions,
// so the figure-equality test (tests/api/one-truth.test.ts) follows exactly the links the screens draw.
import type { DeviceStats, SaasAccessTypeStats, UserStats } from '../../api/contract/dashboard';
import { linkTo } from '../../lib/links';
import { dlpFigureHref } from '../../lib/dlp-figures';
import { rangeToFilters, type DateRange } from '../../lib/date-presets';
import { COLORS, type ChartItem } from './chart-items';

type T = (key: string, options?: Record<string, unknown>) => string;

const ACCESS_COLORS = { Sanctioned: COLORS.green, Unsanctioned: COLORS.red, Unclassified: COLORS.gray } as const;

export function saasItems(data: SaasAccessTypeStats, range: DateRange, t: T): ChartItem[] {
  return data.label.map((tag, i) => ({
    key: tag,
    label: t(`keys.${tag}`),
    value: data.y[i] ?? 0,
    color: ACCESS_COLORS[tag],
    href: linkTo('saas', undefined, { tag, ...rangeToFilters(range) }),
  }));
}

export function endpointItems(data: DeviceStats, t: T): ChartItem[] {
  const items: ChartItem[] = [
    { key: 'endpoint_count', label: t('keys.endpoint_count'), value: data.endpoint_count, color: COLORS.blue, href: linkTo('devices', undefined, { active_on: data.day }) },
    { key: 'inactive', label: t('keys.inactive'), value: data.inactive, color: COLORS.amber, href: linkTo('devices', undefined, { inactive_on: data.day }) },
    {
      key: 'noncompliant_count',
      label: t('keys.noncompliant_count'),
      value: data.noncompliant_count,
      color: COLORS.red,
      href: linkTo('compliance', undefined, { tab: 'endpoints', status: 'Non Compliant' }),
    },
  ];
  // spec part 2 §2.2: infra_count only for accounts that have infra devices
  if (data.has_infra) items.push({ key: 'infra_count', label: t('keys.infra_count'), value: data.infra_count, color: COLORS.violet, href: linkTo('devices', undefined, { tab: 'infra' }) });
  return items;
}

export function userItems(data: Pick<UserStats, 'day' | 'total_users' | 'risky' | 'inactive_users'>, t: T): ChartItem[] {
  return [
    { key: 'total_users', label: t('keys.total_users'), value: data.total_users, color: COLORS.blue, href: linkTo('users', undefined, { active_on: data.day }) },
    { key: 'risky', label: t('keys.risky'), value: data.risky, color: COLORS.red, href: linkTo('user-management', undefined, { r: ['High'], active_on: data.day }) },
    {
      key: 'inactive_users',
      label: t('keys.inactive_users'),
      value: data.inactive_users,
      color: COLORS.amber,
      href: linkTo('user-management', undefined, { copilot: ['not_installed', 'uninstalled'] }),
    },
  ];
}

// Without Data Loss Prevention nothing is inspected: no sensitive-data bar, rather than a bar at 0 (issue 28 item 4).
const withoutSensitive = (items: ChartItem[], dlp: boolean) => (dlp ? items : items.filter((i) => !i.key.endsWith('_sensitive_data')));

export function userActivityItems(d: UserStats, _range: DateRange, t: T, dlp = true): ChartItem[] {
  return withoutSensitive([
    { key: 'user_sensitive_data', label: t('keys.user_sensitive_data'), value: d.user_sensitive_data, color: COLORS.violet, href: dlpFigureHref('usersWithSensitiveData', { on: d.day }) },
    { key: 'inactive_users', label: t('keys.inactive_users'), value: d.inactive_users, color: COLORS.amber, href: linkTo('user-management', undefined, { copilot: ['not_installed', 'uninstalled'] }) },
    { key: 'risky', label: t('keys.risky'), value: d.risky, color: COLORS.red, href: linkTo('user-management', undefined, { r: ['High'], active_on: d.day }) },
  ], dlp);
}

/** sessionReports: the company keeps session logs, so /activity (the inactive bar's list) opens for it. */
export function deviceActivityItems(d: DeviceStats, range: DateRange, t: T, dlp = true, sessionReports = true): ChartItem[] {
  return withoutSensitive([
    { key: 'device_sensitive_data', label: t('keys.device_sensitive_data'), value: d.device_sensitive_data, color: COLORS.violet, href: dlpFigureHref('endpointsWithSensitiveData', { on: d.day }) },
    { key: 'noncompliant_count', label: t('keys.noncompliant_count'), value: d.noncompliant_count, color: COLORS.red, href: linkTo('compliance', undefined, { tab: 'endpoints', status: 'Non Compliant' }) },
    { key: 'inactive', label: t('keys.inactive'), value: d.inactive, color: COLORS.amber, href: sessionReports ? linkTo('activity', undefined, { tab: 'inactivity', ...rangeToFilters(range) }) : undefined },
  ], dlp);
}

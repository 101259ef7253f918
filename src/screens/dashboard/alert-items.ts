// Doughnut items of the alert and phishing charts (spec part 2 §2.2 Actions, §2.4), each segment
// opening the alert list filtered to its action type or reason.
import type { AlertStats, PhishingStats } from '../../api/contract/dashboard';
import { linkTo } from '../../lib/links';
import { rangeToFilters, type DateRange } from '../../lib/date-presets';
import { COLORS, type ChartItem } from './chart-items';

type T = (key: string) => string;

const ACTIONS = [
  { key: 'alerts', action: 'Alert', color: COLORS.amber },
  { key: 'reports', action: 'Report', color: COLORS.blue },
  { key: 'blocks', action: 'Block', color: COLORS.red },
] as const;

export function alertItems(data: AlertStats, list: 'alerts-saas-apps' | 'alerts-websites', range: DateRange | null, t: T): ChartItem[] {
  return ACTIONS.map(({ key, action, color }) => ({
    key,
    label: t(`keys.${key}`),
    value: data[key],
    color,
    href: linkTo(list, undefined, { t: [action], ...(range ? rangeToFilters(range) : {}) }),
  }));
}

const PHISHING = [
  { key: 'spoof_count', reason: 'App Spoofing', color: COLORS.orange },
  { key: 'session_hijack_count', reason: 'Session Hijacking', color: COLORS.red },
  { key: 'typo_count', reason: 'Typo Squatting', color: COLORS.violet },
] as const;

export function phishingItems(data: PhishingStats, range: DateRange, t: T): ChartItem[] {
  return PHISHING.map(({ key, reason, color }) => ({
    key,
    label: t(`keys.${key}`),
    value: data[key],
    color,
    href: linkTo('alerts-saas-apps', undefined, { reason: [reason], ...rangeToFilters(range) }),
  }));
}

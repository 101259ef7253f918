// What a dashboard link carried to the endpoint and people lists beyond their own controls: the day a bar
// counted (its busiest day, spec part 2 §2.4, as active_on / inactive_on) and the risky-apps figure
// (risky_apps): shown as removable filters, so the list says why it holds what it holds.
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { AppliedFilters } from '../../ui/applied-filters';

const DAY_KEYS = ['active_on', 'inactive_on'] as const;
type DayKey = (typeof DAY_KEYS)[number];
type LinkedKey = DayKey | 'risky_apps';

export function DayFilters({ values, onRemove }: { values: Partial<Record<LinkedKey, unknown>>; onRemove: (key: LinkedKey) => void }) {
  const { t } = useTranslation('fleet');
  const days = DAY_KEYS.flatMap((key) => {
    const day = values[key];
    return typeof day === 'string' ? [{ id: key, key: key as LinkedKey, label: t(`filters.${key}`, { day: formatDate(new Date(`${day}T00:00:00`)) }) }] : [];
  });
  const applied = values.risky_apps === 'true' ? [...days, { id: 'risky_apps', key: 'risky_apps' as LinkedKey, label: t('filters.risky_apps') }] : days;
  return <AppliedFilters filters={applied} title={t('filters.applied')} removeLabel={(f) => t('filters.remove', { filter: f.label })} onRemove={(f) => onRemove(f.key)} />;
}

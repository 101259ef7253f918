// The day a dashboard bar counted (its busiest day, spec part 2 §2.4), carried to the endpoint and people
// lists as active_on / inactive_on: shown as removable filters, so the list says why it holds what it holds.
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { AppliedFilters } from '../../ui/applied-filters';

const DAY_KEYS = ['active_on', 'inactive_on'] as const;
type DayKey = (typeof DAY_KEYS)[number];

export function DayFilters({ values, onRemove }: { values: Partial<Record<DayKey, unknown>>; onRemove: (key: DayKey) => void }) {
  const { t } = useTranslation('fleet');
  const applied = DAY_KEYS.flatMap((key) => {
    const day = values[key];
    return typeof day === 'string' ? [{ id: key, key, label: t(`filters.${key}`, { day: formatDate(new Date(`${day}T00:00:00`)) }) }] : [];
  });
  return <AppliedFilters filters={applied} title={t('filters.applied')} removeLabel={(f) => t('filters.remove', { filter: f.label })} onRemove={(f) => onRemove(f.key)} />;
}

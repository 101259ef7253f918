// Pieces every Inventory › DLP screen shares: the period a list covers (the URL's date range, or the one
// day `on` a dashboard bar opened), links to an endpoint and a person, and the data-type filter.
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Text } from '@radix-ui/themes';
import { dlpQueries } from '../../api/queries/dlp';
import { canOpen } from '../../app/can-open';
import { useSession } from '../../app/session/use-session';
import { browserTimeZone } from '../../lib/date-presets';
import { linkTo } from '../../lib/links';
import { AppliedFilters } from '../../ui/applied-filters';
import { ChoiceFilter } from '../../ui/choice-filter';
import { DateRangePicker } from '../../ui/date-range-picker';
import { useDateRange } from '../../ui/use-date-range';

export type Period = { s?: number; e?: number; z?: string; on?: string };
type Update = (patch: Record<string, string | readonly string[] | undefined>) => void;

/** The list's period: one day when the URL names it (`on`), else the date range (Last 7 days by default). */
export function usePeriod(on: string | undefined): { period: Period; picker: React.ReactNode } {
  const [range, setRange] = useDateRange();
  const { t } = useTranslation('dlp');
  const period = useMemo<Period>(() => (on ? { on, z: 'UTC' } : { s: range.s, e: range.e, z: browserTimeZone() }), [on, range.s, range.e]);
  const picker = on ? null : <DateRangePicker value={range} onChange={setRange} label={t('rangeLabel')} />;
  return { period, picker };
}

/** The filters a link preset that have no control of their own (one day, one person, one endpoint), each removable. */
export function PresetFilters({ on, u, endpoint, endpointName, genai, update }: {
  on?: string;
  u?: string;
  endpoint?: string;
  endpointName?: string;
  genai?: boolean;
  update: Update;
}) {
  const { t } = useTranslation('dlp');
  const filters = [
    ...(on ? [{ id: 'on', label: t('filters.on', { day: on }) }] : []),
    ...(u ? [{ id: 'u', label: t('filters.person', { email: u }) }] : []),
    ...(endpoint ? [{ id: 'endpoint', label: t('filters.endpoint', { hostname: endpointName ?? t('filters.thisEndpoint') }) }] : []),
    ...(genai ? [{ id: 'genai', label: t('filters.genai') }] : []),
  ];
  if (!filters.length) return null;
  return (
    <AppliedFilters
      filters={filters}
      title={t('filters.applied')}
      removeLabel={(f) => t('filters.remove', { filter: f.label })}
      onRemove={(f) => update({ [f.id]: undefined })}
    />
  );
}

/** The data types found in the company (GET /data-dictionary), as a multiple choice. */
export function TypeFilter({ value, onChange }: { value: readonly string[]; onChange: (types: string[]) => void }) {
  const { t } = useTranslation('dlp');
  const dictionary = useQuery(dlpQueries.dictionary());
  const options = dictionary.data?.map((d) => d.data_type) ?? [];
  return <ChoiceFilter label={t('filters.type')} options={options} value={[...value]} onChange={onChange} text={(v) => v} />;
}

export function EndpointLink({ id, hostname }: { id: string; hostname: string }) {
  const { access } = useSession();
  if (!canOpen('dlp-endpoint-details', access)) return <Text wrap="nowrap">{hostname}</Text>;
  return (
    <Link asChild style={{ whiteSpace: 'nowrap' }}>
      <RouterLink to={linkTo('dlp-endpoint-details', { deviceId: id })}>{hostname}</RouterLink>
    </Link>
  );
}

/** A person opens the Users list searched by e-mail; the name is shown, the e-mail on hover. */
export function PersonLink({ person }: { person: { name: string; email: string } | null }) {
  const { access } = useSession();
  const { t } = useTranslation('dlp');
  if (!person || !person.email) return <Text color="gray">{t('noPerson')}</Text>;
  if (!canOpen('users', access)) return <Text title={person.email}>{person.name}</Text>;
  return (
    <Link asChild title={person.email}>
      <RouterLink to={linkTo('users', undefined, { q: person.email })}>{person.name}</RouterLink>
    </Link>
  );
}

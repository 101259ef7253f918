// The website inventory's filters, read from its URL with the route's schema (websiteInventoryFilters):
// what the tabs keep, what the API gets, and how a change is written back.
import { useMemo } from 'react';
import type { WebsiteInventoryQuery } from '../../api/contract/websites';
import { websiteInventoryFilters } from '../../app/routes/filters';
import { rangeToQuery } from '../../lib/date-presets';
import { useDateRange } from '../../ui/use-date-range';
import { useListParams } from '../../ui/use-list-params';

export type WebsiteApiFilters = Omit<WebsiteInventoryQuery, 'page' | 'size' | 'format'>;

const SORTS = ['weighted_duration', 'name', 'users'] as const;
type Sort = (typeof SORTS)[number];

export function useWebsiteFilters() {
  const { params, update } = useListParams(websiteInventoryFilters);
  const [range, setRange] = useDateRange();
  const sb: Sort = (SORTS as readonly string[]).includes(params.sb ?? '') ? (params.sb as Sort) : 'weighted_duration';
  const so = params.so ?? 'desc';
  const tag = params.tag === 'Sanctioned' ? undefined : params.tag;
  const apiFilters = useMemo<WebsiteApiFilters>(
    () => ({ ...rangeToQuery(range), q: params.q, category: params.category, tag, u: params.u, sb, so }),
    [range, params.q, params.category, tag, params.u, sb, so],
  );
  const filters = { q: params.q, tag, category: params.category, u: params.u };
  return { params, filters, range, setRange, update, apiFilters, page: params.page ?? 1 };
}

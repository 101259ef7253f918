// Every filter of the inventory lives in its URL (DESIGN.md deep links; spec part 2 §2.4: /saas opens
// with a tag, user, category or date-range preset), read with the route's schema.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { INVENTORY_SORTS } from '../../api/contract/saas';
import { appInventoryFilters, drillDownFilters, readFilters } from '../../app/routes/filters';
import { rangeToFilters, rangeToQuery } from '../../lib/date-presets';
import { useDateRange } from '../../ui/use-date-range';
import type { DrillListQuery, InventoryListQuery } from '../../api/queries/saas';
import type { KindDef } from './inventory-kind';

type Patch = Readonly<Record<string, string | number | undefined>>;

/** Writes keys into the URL; any change but the page itself starts again at page 1. */
export function useSearchUpdate() {
  const [, setParams] = useSearchParams();
  return useCallback(
    (patch: Patch) =>
      setParams((current) => {
        const merged = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === '' || (key === 'page' && value === 1)) merged.delete(key);
          else merged.set(key, String(value));
        }
        if (!('page' in patch)) merged.delete('page');
        return merged;
      }),
    [setParams],
  );
}

type Sort = NonNullable<InventoryListQuery['sb']>;
const isSort = (v: string | undefined): v is Sort => (INVENTORY_SORTS as readonly string[]).includes(v ?? '');

export function useInventoryFilters(def: KindDef) {
  const [params] = useSearchParams();
  const key = params.toString();
  const filters = useMemo(() => readFilters(appInventoryFilters, new URLSearchParams(key)), [key]);
  const [range, setRange] = useDateRange();
  const update = useSearchUpdate();
  const sb: Sort = isSort(filters.sb) ? filters.sb : 'weighted_duration';
  const so = filters.so ?? 'desc';
  const query: InventoryListQuery = useMemo(
    () => ({
      page: filters.page ?? 1,
      size: DEFAULT_PAGE_SIZE,
      ...rangeToQuery(range),
      q: filters.q,
      tag: filters.tag,
      category: filters.category,
      u: filters.u,
      genai: def.genai,
      sb,
      so,
    }),
    [filters, range, def.genai, sb, so],
  );
  /** what a link to a sibling tab or a drill-down carries along */
  const carried = { ...rangeToFilters(range) };
  const listFilters = { q: filters.q, tag: filters.tag, category: filters.category, u: filters.u, sb: filters.sb, so: filters.so, ...carried };
  return { filters, range, setRange, update, query, carried, listFilters };
}

/** A drill-down's search, page and range (drillDownFilters). */
export function useDrillFilters() {
  const [params] = useSearchParams();
  const key = params.toString();
  const filters = useMemo(() => readFilters(drillDownFilters, new URLSearchParams(key)), [key]);
  const [range, setRange] = useDateRange();
  const update = useSearchUpdate();
  const query: DrillListQuery = useMemo(
    () => ({ page: filters.page ?? 1, size: DEFAULT_PAGE_SIZE, ...rangeToQuery(range), q: filters.q }),
    [filters, range],
  );
  return { filters, range, setRange, update, query, carried: { ...rangeToFilters(range) } };
}

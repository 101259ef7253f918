// A fleet list's filters from its URL (useListParams with the route's schema) plus the spec's defaults
// (part 1 §4: status ACTIVE, scope IN_SCOPE). The defaults hold on a visit without filters; a link that
// presets filters (the dashboard's) resets the rest to every value, so its total is the one it showed.
// Once the user changes a filter on a default visit, the defaults are written into the URL with it.
import { useCallback, useMemo } from 'react';
import type { z } from 'zod';
import { ANY_VALUE } from '../../app/routes/filters';
import { useListParams } from '../../ui/use-list-params';

type Patch = Parameters<ReturnType<typeof useListParams>['update']>[0];

/** spec part 1 §4: what the endpoint and people lists show on a visit without filters */
export const ENDPOINT_LIST_DEFAULTS = { status: ['ACTIVE'], scope: 'IN_SCOPE' } as const;
export const PEOPLE_LIST_DEFAULTS = { status: ['ACTIVE'] } as const;
/** keys that page or sort a list without filtering it */
const NOT_FILTERS = new Set(['page', 'sb', 'so', 'tab']);

export function useFleetFilters<T extends z.ZodObject>(schema: T, defaults: Readonly<Record<string, string | readonly string[]>>) {
  const { params, update: write } = useListParams(schema);
  const values = params as Record<string, unknown>;
  const bare = Object.entries(values).every(([key, value]) => NOT_FILTERS.has(key) || value === undefined);
  /** the filters in force: the URL's, the defaults on a bare visit, ALL read as "no restriction" */
  const effective = useMemo(() => {
    const out: Record<string, unknown> = { ...values };
    for (const [key, value] of Object.entries(defaults)) if (bare && out[key] === undefined) out[key] = value;
    for (const [key, value] of Object.entries(out)) {
      if (value === ANY_VALUE || (Array.isArray(value) && value.includes(ANY_VALUE))) out[key] = undefined;
    }
    return out;
  }, [values, defaults, bare]);
  const update = useCallback((patch: Patch) => write(bare ? { ...defaults, ...patch } : patch), [write, bare, defaults]);
  /** what a filter control shows: ALL, the URL's value, or the default on a bare visit */
  const shown = (key: string): unknown => values[key] ?? (bare ? defaults[key] : undefined);
  return { params: values, effective, update, shown, bare };
}

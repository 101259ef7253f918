// A list screen's filters, read from and written to its URL with the route's filter schema
// (src/app/routes/filters.ts), so links preset them and the back button restores them.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { readFilters } from '../app/routes/filters';
import { setParam } from '../lib/url';

type Patch = Readonly<Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>>;

export function useListParams<T extends z.ZodObject>(schema: T): { params: z.infer<T>; update: (patch: Patch) => void } {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  const params = useMemo(() => readFilters(schema, new URLSearchParams(key)), [schema, key]);
  const update = useCallback(
    (patch: Patch) => {
      setSearch((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(patch)) setParam(next, name, value);
        // a new filter starts from the first page; page 1 is the default and stays out of the URL
        if (!('page' in patch) || next.get('page') === '1') next.delete('page');
        return next;
      });
    },
    [setSearch],
  );
  return { params, update };
}

// The palette's entity lists (people, endpoints): the first page is fetched when the palette first needs
// it and cached; when that page is full, a search of 3 characters or more (spec part 1 §5) asks the
// server too, and its rows are added to the first page's.
import { useMemo } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

const SERVER_SEARCH_MIN = 3;

/** The list call's query options; its data is the rows, or null where the factory swallows an error. */
type ListOptions = { queryKey: QueryKey };

export function useSearchedRows<T extends { readonly id: string }>(allowed: boolean, search: string, pageSize: number, query: (q: string | undefined) => ListOptions): readonly T[] {
  const options = (q: string | undefined) => query(q) as UseQueryOptions<readonly T[] | null>;
  const first = useQuery({ ...options(undefined), enabled: allowed });
  const truncated = (first.data?.length ?? 0) >= pageSize;
  const q = search.length >= SERVER_SEARCH_MIN ? search : undefined;
  const more = useQuery({ ...options(q), enabled: allowed && truncated && q !== undefined });
  return useMemo(() => {
    if (!allowed) return [];
    const rows = [...(first.data ?? [])];
    const seen = new Set(rows.map((r) => r.id));
    for (const row of more.data ?? []) if (!seen.has(row.id)) rows.push(row);
    return rows;
  }, [allowed, first.data, more.data]);
}

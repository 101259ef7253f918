// A screen's date range kept in its URL (DESIGN.md: a screen's filters live in its URL, so a link can
// preset them and the back button restores them).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { rangeFromSearch, rangeToFilters, type DateRange, type RangeOptions } from '../lib/date-presets';

export function useDateRange(options: Omit<RangeOptions, 'now'> = {}): [DateRange, (range: DateRange) => void] {
  const { disallow1D, prefix = '' } = options;
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const range = useMemo(() => rangeFromSearch(new URLSearchParams(key), { disallow1D, prefix }), [key, disallow1D, prefix]);
  const setRange = useCallback(
    (next: DateRange) => {
      setParams((current) => {
        const merged = new URLSearchParams(current);
        for (const name of ['range', 's', 'e']) merged.delete(`${prefix}${name}`);
        for (const [name, value] of Object.entries(rangeToFilters(next))) if (value !== undefined) merged.set(`${prefix}${name}`, String(value));
        if (!prefix) merged.delete('page');
        return merged;
      });
    },
    [setParams, prefix],
  );
  return [range, setRange];
}

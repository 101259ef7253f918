// The filters of a drill-down tab (drillDownFilters: search, page, sort and range) and what its API
// call gets.
import { useMemo } from 'react';
import { drillDownFilters } from '../../app/routes/filters';
import { rangeToQuery } from '../../lib/date-presets';
import { useDateRange } from '../../ui/use-date-range';
import { useListParams } from '../../ui/use-list-params';

export function useDrillFilters<S extends string>(sorts: readonly S[], defaultSort: S) {
  const { params, update } = useListParams(drillDownFilters);
  const [range] = useDateRange();
  const sb: S = (sorts as readonly string[]).includes(params.sb ?? '') ? (params.sb as S) : defaultSort;
  const so = params.so ?? (sb === defaultSort ? 'desc' : 'asc');
  const apiFilters = useMemo(() => ({ ...rangeToQuery(range), q: params.q, sb, so }), [range, params.q, sb, so]);
  return { params, update, range, apiFilters, page: params.page ?? 1 };
}

// spec part 2 §4: on dashboard load the sensitive-data stats are fetched first, then the device, user,
// SaaS alert and web alert charts. Those later queries wait (enabled: false) until the first settles.
import { useQuery } from '@tanstack/react-query';
import { dashboardQueries } from '../../api/queries/dashboard';
import { DEFAULT_PRESET, presetRange, rangeToQuery } from '../../lib/date-presets';

/** The 'Last 7 days data' range of the views without their own picker (spec part 2 §2.1). */
export function defaultQueryRange() {
  return rangeToQuery(presetRange(DEFAULT_PRESET));
}

/** True once the sensitive-data stats have answered or failed. */
export function useFirstStatSettled(): boolean {
  const first = useQuery(dashboardQueries.sensitiveData(defaultQueryRange()));
  return first.isFetched || first.isError;
}

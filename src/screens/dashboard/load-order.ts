// spec part 2 §4: on dashboard load the sensitive-data stats are fetched first, then the device, user,
// SaaS alert and web alert charts. They are prefetched in that order while the view first renders
// (before its charts subscribe), so the calls leave in order without waiting on each other; the charts'
// own queries then share these requests.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { dashboardQueries } from '../../api/queries/dashboard';
import { DEFAULT_PRESET, presetRange, rangeToQuery } from '../../lib/date-presets';

/** The 'Last 7 days data' range of the views without their own picker (spec part 2 §2.1). */
export function defaultQueryRange() {
  return rangeToQuery(presetRange(DEFAULT_PRESET));
}

export function useLoadOrder(showWebsites: boolean, dlp: boolean): void {
  const client = useQueryClient();
  useState(() => {
    const range = defaultQueryRange();
    const ordered = [
      ...(dlp ? [dashboardQueries.sensitiveData(range)] : []),
      dashboardQueries.deviceStats(range),
      dashboardQueries.userStats(range),
      dashboardQueries.saasAlerts(range),
      ...(showWebsites ? [dashboardQueries.websiteAlerts(range)] : []),
    ];
    for (const query of ordered) void client.prefetchQuery(query as Parameters<typeof client.prefetchQuery>[0]);
    return true;
  });
}

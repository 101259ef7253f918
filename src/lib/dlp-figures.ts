// The DLP figures' lists (issue 21; docs/DECISIONS.md "One metric layer"): which list, with which filters,
// shows exactly the rows a DLP figure counts. The server's metric layer (server/metrics/dlp.ts) defines the
// counts and the dashboard draws its Data Security links from here, so a figure and the list it opens
// cannot drift apart. `on` narrows a list to one UTC day (the dashboard's busiest-day bars).
import { linkTo, type LinkFilters } from './links';

type RouteId = Parameters<typeof linkTo>[0];

export const DLP_FIGURE_NAMES = ['endpointsWithSensitiveData', 'usersWithSensitiveData', 'sensitiveFiles', 'sensitiveActivities', 'sourceCodeFindings'] as const;
export type DlpFigureName = (typeof DLP_FIGURE_NAMES)[number];

export const DLP_FIGURE_LISTS: Readonly<Record<DlpFigureName, { route: RouteId; filters: LinkFilters }>> = {
  endpointsWithSensitiveData: { route: 'dlp-endpoints', filters: {} },
  usersWithSensitiveData: { route: 'dlp-endpoints', filters: { tab: 'users' } },
  sensitiveFiles: { route: 'sensitive-data', filters: {} },
  sensitiveActivities: { route: 'copy-paste-activity', filters: {} },
  sourceCodeFindings: { route: 'source-code', filters: {} },
};

/** The list behind a DLP figure, over the link's range (or one day) on top of the figure's own filters. */
export function dlpFigureLink(figure: DlpFigureName, period: LinkFilters): { route: RouteId; filters: LinkFilters } {
  const list = DLP_FIGURE_LISTS[figure];
  return { route: list.route, filters: { ...list.filters, ...period } };
}

/** The URL of the list behind a DLP figure (what the dashboard's Data Security links open). */
export function dlpFigureHref(figure: DlpFigureName, period: LinkFilters): string {
  const list = dlpFigureLink(figure, period);
  return linkTo(list.route, undefined, list.filters);
}

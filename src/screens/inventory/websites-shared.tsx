// Pieces the website inventory screens share: the tab bar of a drill-down and the range filters a link
// carries (spec part 2 §2.2, §2.6).
import { Link as RouterLink } from 'react-router-dom';
import { TabNav } from '@radix-ui/themes';
import { useCurrentRoute } from '../../app/route-handle';
import type { RouteId } from '../../app/routes/table';
import { rangeToFilters, type DateRange } from '../../lib/date-presets';
import { linkTo, type LinkParams } from '../../lib/links';

/** spec part 2 §2.2: a website is shown by its application_name, falling back to its domain. */
export function websiteName(row: { application_name: string | null; domain: string }): string {
  return row.application_name || row.domain;
}

/** What a link into a drill-down carries: the range in force, so the next screen shows the same days. */
export function rangeLinkFilters(range: DateRange) {
  return rangeToFilters(range);
}

export function DrillTabs({
  label,
  tabs,
  params,
  range,
  keep,
}: {
  label: string;
  tabs: readonly { id: RouteId; label: string }[];
  params?: LinkParams;
  range: DateRange;
  /** list filters that stay when switching tabs (the page does not) */
  keep?: { q?: string; tag?: string; category?: string; u?: string };
}) {
  const { route } = useCurrentRoute();
  const filters = { ...keep, ...rangeLinkFilters(range) };
  return (
    <TabNav.Root aria-label={label}>
      {tabs.map((tab) => (
        <TabNav.Link key={tab.id} asChild active={route?.id === tab.id}>
          <RouterLink to={linkTo(tab.id, params, filters)}>{tab.label}</RouterLink>
        </TabNav.Link>
      ))}
    </TabNav.Root>
  );
}

// Websites (issue 6 "entities"): each website the company used opens its users page,
// /websites-users/{domain}. Fetched from the website inventory when the palette first needs it.
import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../api/contract/common';
import { websiteInventoryRow, type WebsiteInventoryRow } from '../../api/contract/websites';
import { getList } from '../../api/client';
import { linkTo } from '../../lib/links';
import { canOpenId, entityStep } from '../route-commands';
import type { Command, CommandArea, CommandContext, NavigateCommand } from '../types';

const NS = { ns: 'palette-apps' } as const;

// The picker's longest preset (spec part 2 §9: 90 days), so a site used once last month is found.
const INVENTORY_DAYS = 90;

export const paletteWebsiteQueries = {
  all: () => ['nonsaas-inv', 'palette'] as const,
  list: () =>
    queryOptions({
      queryKey: [...paletteWebsiteQueries.all(), 'list'] as const,
      queryFn: () => {
        const e = Date.now();
        const s = e - INVENTORY_DAYS * 86_400_000;
        const z = Intl.DateTimeFormat().resolvedOptions().timeZone;
        return getList('/nonsaas-inv', { page: 1, size: MAX_PAGE_SIZE, s, e, z, sb: 'weighted_duration', so: 'desc' }, websiteInventoryRow);
      },
      staleTime: 5 * 60_000,
    }),
};

function useWebsites(ctx: CommandContext): readonly WebsiteInventoryRow[] {
  const allowed = canOpenId('websites-users', ctx.access);
  const list = useQuery({ ...paletteWebsiteQueries.list(), enabled: allowed });
  return (allowed ? list.data : null) ?? EMPTY;
}
const EMPTY: readonly WebsiteInventoryRow[] = [];

function websiteCommands(rows: readonly WebsiteInventoryRow[], t: CommandContext['t']): NavigateCommand[] {
  return rows.map((row) => ({
    kind: 'navigate',
    id: `website:${row.domain}`,
    scope: 'pages',
    badge: t('badge.website', NS),
    title: row.domain,
    subtitle: [row.application_name, row.categories.join(', '), row.access_type].filter(Boolean).join(' · '),
    keywords: [...(row.application_name ? [row.application_name] : []), ...row.categories, t('entity.websiteKeywords', NS)],
    href: linkTo('websites-users', { name: row.domain }),
  }));
}

function useWebsiteStep(ctx: CommandContext): readonly Command[] {
  const rows = useWebsites(ctx);
  const { t } = ctx;
  return useMemo(() => websiteCommands(rows, t), [rows, t]);
}

export const websitesArea: CommandArea = {
  id: 'websites',
  entityRoutes: ['websites-users'],
  useCommands(ctx) {
    const rows = useWebsites(ctx);
    const { access, t } = ctx;
    return useMemo(() => {
      const step = entityStep('websites-users', access, t, { useCommands: useWebsiteStep });
      return [...(step ? [step] : []), ...websiteCommands(rows, t)];
    }, [rows, access, t]);
  },
};

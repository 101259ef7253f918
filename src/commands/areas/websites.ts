// Websites (issue 6 "entities"): each website the company used opens its users page,
// /websites-users/{domain}. Fetched from the website inventory when the palette first needs it.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { WebsiteInventoryRow } from '../../api/contract/websites';
import { websiteQueries } from '../../api/queries/websites';
import { canOpen } from '../../app/can-open';
import { linkTo } from '../../lib/links';
import { entityStep } from '../route-commands';
import type { Command, CommandArea, CommandContext, NavigateCommand } from '../types';

const NS = { ns: 'palette-apps' } as const;

function useWebsites(ctx: CommandContext): readonly WebsiteInventoryRow[] {
  const allowed = canOpen('websites-users', ctx.access);
  const list = useQuery({ ...websiteQueries.palette(), enabled: allowed });
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

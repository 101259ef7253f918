// Groups of people in the palette (spec part 1 §2 Admin › MANAGEMENT › Group Management): 'Update Group ›
// Engineering' opens /update-group/{name}. The step lists what Group Management lists (GET /groups, by name),
// only while it is open; past the first page, a search of 3 characters or more asks the server too.
import { useMemo } from 'react';
import { MAX_PAGE_SIZE } from '../../api/contract/common';
import type { GroupRow } from '../../api/contract/users';
import { groupQueries } from '../../api/queries/users';
import { canOpen } from '../../app/can-open';
import { linkTo } from '../../lib/links';
import { entityStep } from '../route-commands';
import { useSearchedRows } from './searched-rows';
import type { Command, CommandArea, CommandContext, NavigateCommand } from '../types';

const NS = { ns: 'palette-people-groups' } as const;

const paletteGroups = (q: string | undefined) => ({ ...groupQueries.list({ page: 1, size: MAX_PAGE_SIZE, sb: 'name', so: 'asc', q }), staleTime: 5 * 60_000 });

export function groupCommands(rows: readonly GroupRow[], t: CommandContext['t']): NavigateCommand[] {
  return rows.map((row) => ({
    kind: 'navigate',
    id: `update-group:${row.id}`,
    scope: 'people',
    badge: t('badge', NS),
    title: row.name,
    subtitle: row.admins.length
      ? t('subtitleAdmins', { ...NS, count: row.members, admins: row.admins.join(', ') })
      : t('subtitle', { ...NS, count: row.members }),
    keywords: [...row.admins, t('keywords', NS)],
    href: linkTo('update-group', { name: row.name }),
  }));
}

function useUpdateGroupStep(ctx: CommandContext): readonly Command[] {
  const rows = useSearchedRows<GroupRow>(canOpen('update-group', ctx.access), ctx.search, MAX_PAGE_SIZE, paletteGroups);
  const { t } = ctx;
  return useMemo(() => groupCommands(rows, t), [rows, t]);
}

export const peopleGroupsArea: CommandArea = {
  id: 'people-groups',
  entityRoutes: ['update-group'],
  useCommands(ctx) {
    const { access, t } = ctx;
    return useMemo(() => {
      const step = entityStep('update-group', access, t, { useCommands: useUpdateGroupStep });
      return step ? [step] : [];
    }, [access, t]);
  },
};

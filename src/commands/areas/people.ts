// People (spec part 1 §7 GET /users): '@' finds a person and opens the Users list searched for them;
// 'Update User' takes a person as its entity step. The list is fetched when the palette first needs
// it and cached; past the first page, a search of 3 characters or more asks the server too.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../api/contract/common';
import type { PersonRow } from '../../api/contract/users';
import { userQueries } from '../../api/queries/users';
import { canOpen } from '../../app/can-open';
import { linkTo } from '../../lib/links';
import { entityStep } from '../route-commands';
import type { Command, CommandArea, CommandContext, NavigateCommand } from '../types';

// spec part 1 §5: a search fires from 3 characters.
const SERVER_SEARCH_MIN = 3;

/** The palette's people: the first page of active people by name, or those a search finds. */
const paletteUsers = (q: string | undefined) => ({
  ...userQueries.list({ page: 1, size: MAX_PAGE_SIZE, status: 'ACTIVE', sb: 'name', so: 'asc', q }),
  staleTime: 5 * 60_000,
});

function usePeople(ctx: CommandContext): readonly PersonRow[] {
  const allowed = canOpen('users', ctx.access);
  const first = useQuery({ ...paletteUsers(undefined), enabled: allowed });
  const truncated = (first.data?.length ?? 0) >= MAX_PAGE_SIZE;
  const q = ctx.search.length >= SERVER_SEARCH_MIN ? ctx.search : undefined;
  const more = useQuery({ ...paletteUsers(q), enabled: allowed && truncated && q !== undefined });
  return useMemo(() => {
    if (!allowed) return [];
    const rows = [...(first.data ?? [])];
    const seen = new Set(rows.map((r) => r.id));
    for (const row of more.data ?? []) if (!seen.has(row.id)) rows.push(row);
    return rows;
  }, [allowed, first.data, more.data]);
}

function personSubtitle(person: PersonRow): string {
  return [person.email, person.department].filter(Boolean).join(' · ');
}

function personCommands(people: readonly PersonRow[], t: CommandContext['t']): NavigateCommand[] {
  return people.map((person) => ({
    kind: 'navigate',
    id: `person:${person.id}`,
    scope: 'people',
    badge: t('badge.person'),
    title: person.name,
    subtitle: personSubtitle(person),
    keywords: [person.email, ...person.groups],
    href: linkTo('users', {}, { q: person.email }),
  }));
}

function useUpdateUserCommands(ctx: CommandContext): readonly Command[] {
  const people = usePeople(ctx);
  const { t } = ctx;
  return useMemo(
    () =>
      people.map((person) => ({
        kind: 'navigate' as const,
        id: `update-user:${person.id}`,
        scope: 'people' as const,
        badge: t('badge.person'),
        title: person.name,
        subtitle: personSubtitle(person),
        keywords: [person.email],
        href: linkTo('update-user', { email: person.email }),
      })),
    [people, t],
  );
}

export const peopleArea: CommandArea = {
  id: 'people',
  entityRoutes: ['update-user'],
  useCommands(ctx) {
    const people = usePeople(ctx);
    const { access, t } = ctx;
    return useMemo(() => {
      const step = entityStep('update-user', access, t, { useCommands: useUpdateUserCommands });
      return [...(step ? [step] : []), ...personCommands(people, t)];
    }, [people, access, t]);
  },
};

// People (spec part 1 §7 GET /users): '@' finds a person and opens the Users list searched for them;
// 'Update User' takes a person as its entity step. The list is fetched when the palette first needs
// it and cached; past the first page, a search of 3 characters or more asks the server too.
// 'Endpoint List' takes a person (or all) and opens their manually entered endpoints (/endpoint-list/{id}).
import { useMemo } from 'react';
import { MAX_PAGE_SIZE } from '../../api/contract/common';
import type { PersonRow } from '../../api/contract/users';
import { userQueries } from '../../api/queries/users';
import { canOpen } from '../../app/can-open';
import { linkTo } from '../../lib/links';
import { entityStep } from '../route-commands';
import { useSearchedRows } from './searched-rows';
import type { Command, CommandArea, CommandContext, NavigateCommand } from '../types';

const FLEET = { ns: 'palette-fleet' } as const;

/** The palette's people: the first page of active people by name, or those a search finds. */
const paletteUsers = (q: string | undefined) => ({
  ...userQueries.list({ page: 1, size: MAX_PAGE_SIZE, status: 'ACTIVE', sb: 'name', so: 'asc', q }),
  staleTime: 5 * 60_000,
});

function usePeople(ctx: CommandContext): readonly PersonRow[] {
  return useSearchedRows<PersonRow>(canOpen('users', ctx.access), ctx.search, MAX_PAGE_SIZE, paletteUsers);
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

/** every manually entered endpoint (the list's {id} = all) */
function allAssets(t: CommandContext['t']): NavigateCommand {
  return {
    kind: 'navigate',
    id: 'endpoint-list:all',
    scope: 'pages',
    badge: t('badge.page'),
    title: t('assets.all', FLEET),
    subtitle: t('assets.allSubtitle', FLEET),
    keywords: [t('assets.keywords', FLEET)],
    href: linkTo('endpoint-list', { id: 'all' }),
  };
}

function useAssetListCommands(ctx: CommandContext): readonly Command[] {
  const people = usePeople(ctx);
  const { t } = ctx;
  return useMemo(
    () => [
      allAssets(t),
      ...people.map((person) => ({
        kind: 'navigate' as const,
        id: `endpoint-list:${person.id}`,
        scope: 'people' as const,
        badge: t('badge.person'),
        title: t('assets.ofPerson', { ...FLEET, name: person.name }),
        subtitle: personSubtitle(person),
        keywords: [person.email, person.name],
        href: linkTo('endpoint-list', { id: person.id }),
      })),
    ],
    [people, t],
  );
}

export const peopleArea: CommandArea = {
  id: 'people',
  entityRoutes: ['update-user', 'endpoint-list'],
  useCommands(ctx) {
    const people = usePeople(ctx);
    const { access, t } = ctx;
    return useMemo(() => {
      const step = entityStep('update-user', access, t, { useCommands: useUpdateUserCommands });
      const assets = entityStep('endpoint-list', access, t, { useCommands: useAssetListCommands });
      const all = canOpen('endpoint-list', access) ? [allAssets(t)] : [];
      return [...(step ? [step] : []), ...(assets ? [assets] : []), ...all, ...personCommands(people, t)];
    }, [people, access, t]);
  },
};

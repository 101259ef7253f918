// Managed companies in the palette (issue 24; spec part 2 §2.6 /palisade-account-details/{id}/{name?}): for
// provider operators, 'Company › Globex' opens the company's details, and each of its tabs ('Company Bypassed
// Domains', 'Company Admin Event Logs', ...) takes the company the same way. The step lists what
// /palisade-accounts lists (GET /provider/companies), only while it is open; past the first page, a search of
// 3 characters or more asks the server too.
// The companies area (companies.ts) is not the source: it lists GET /accessible-accounts, the companies any
// user may switch into, and switches; these routes are the operator's and read its managed companies.
import { useMemo } from 'react';
import { MAX_PAGE_SIZE } from '../../api/contract/common';
import type { ManagedCompanyRow } from '../../api/contract/provider';
import { providerQueries } from '../../api/queries/provider';
import { canOpen } from '../../app/can-open';
import { allRoutes, routeTrail, type RouteId } from '../../app/routes/table';
import { linkTo } from '../../lib/links';
import { entityStep } from '../route-commands';
import { useSearchedRows } from './searched-rows';
import type { Command, CommandArea, CommandContext, NavigateCommand, PageCommand } from '../types';

const NS = { ns: 'palette-provider' } as const;
const TOP: RouteId = 'palisade-account-details';

/** /palisade-account-details and every tab under it, in table order. */
export const COMPANY_ROUTES: readonly RouteId[] = allRoutes.filter((route) => routeTrail(route)[0]!.id === TOP).map((route) => route.id as RouteId);

const paletteCompanies = (q: string | undefined) => ({ ...providerQueries.companies({ page: 1, size: MAX_PAGE_SIZE, q }), staleTime: 60_000 });

export function companyCommands(routeId: RouteId, rows: readonly ManagedCompanyRow[], t: CommandContext['t']): NavigateCommand[] {
  return rows.map((row) => ({
    kind: 'navigate',
    id: `${routeId}:${row.id}`,
    scope: 'pages',
    badge: t('badge.company'),
    title: row.name,
    subtitle: [
      t(`status.${row.status}`, NS),
      t('endpoints', { ...NS, online: row.endpoints_online, count: row.endpoints_total }),
      row.parent_name,
    ].filter(Boolean).join(' · '),
    keywords: [row.client_id, ...(row.parent_name ? [row.parent_name] : []), t('keywords', NS)],
    href: linkTo(routeId, { id: row.id, name: row.name }),
  }));
}

function stepFor(routeId: RouteId) {
  return function useCompanyStep(ctx: CommandContext): readonly Command[] {
    const rows = useSearchedRows<ManagedCompanyRow>(canOpen(routeId, ctx.access), ctx.search, MAX_PAGE_SIZE, paletteCompanies);
    const { t } = ctx;
    return useMemo(() => companyCommands(routeId, rows, t), [rows, t]);
  };
}

const STEPS = COMPANY_ROUTES.map((routeId) => ({ routeId, useCommands: stepFor(routeId) }));

export const providerCompaniesArea: CommandArea = {
  id: 'provider-companies',
  entityRoutes: COMPANY_ROUTES,
  useCommands(ctx) {
    const { access, t } = ctx;
    return useMemo(
      () => STEPS.map(({ routeId, useCommands }) => entityStep(routeId, access, t, { useCommands })).filter((s): s is PageCommand => s !== null),
      [access, t],
    );
  },
};

// Companies the user can switch to (spec part 1 §2 company switcher, §4 switching): the switcher's own
// call, GET /accessible-accounts. Choosing one sends company.switch to the company-switch machine
// through the session, so the palette gets the same toast and landing as the header's switcher.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CompanyRow } from '../../api/contract/accounts';
import { MAX_PAGE_SIZE } from '../../api/contract/common';
import { companyQueries } from '../../api/queries/accounts';
import type { ActionCommand, CommandArea, CommandContext, PageCommand } from '../types';

const SERVER_SEARCH_MIN = 3;

function useSwitchTargets(ctx: CommandContext): readonly CompanyRow[] {
  const first = useQuery(companyQueries.list({ page: 1, size: MAX_PAGE_SIZE }));
  const truncated = (first.data?.length ?? 0) >= MAX_PAGE_SIZE;
  const q = ctx.search.length >= SERVER_SEARCH_MIN ? ctx.search : undefined;
  const more = useQuery({ ...companyQueries.list({ page: 1, size: MAX_PAGE_SIZE, q }), enabled: truncated && q !== undefined });
  const current = ctx.user.account_id;
  return useMemo(() => {
    const rows = new Map<string, CompanyRow>();
    for (const row of [...(first.data ?? []), ...(more.data ?? [])]) if (row.id !== current) rows.set(row.id, row);
    return [...rows.values()];
  }, [first.data, more.data, current]);
}

/** At the root an item reads 'Switch to Globex'; on the 'Switch company' page just 'Globex'. */
function switchCommands(rows: readonly CompanyRow[], t: CommandContext['t'], onPage: boolean): ActionCommand[] {
  return rows.map((row) => ({
    kind: 'action',
    id: `switch-company:${row.client_id}`,
    scope: 'actions',
    badge: t('badge.company'),
    title: onPage ? row.name : t('company.switchTo', { name: row.name }),
    subtitle: t('company.subtitle'),
    keywords: [row.name, t('company.keywords')],
    run: (ctx) => ctx.switchCompany(row.client_id),
  }));
}

function useCompanyPageCommands(ctx: CommandContext) {
  const rows = useSwitchTargets(ctx);
  const { t } = ctx;
  return useMemo(() => switchCommands(rows, t, true), [rows, t]);
}

export const companiesArea: CommandArea = {
  id: 'companies',
  useCommands(ctx) {
    const rows = useSwitchTargets(ctx);
    const { t } = ctx;
    return useMemo(() => {
      if (rows.length === 0) return [];
      const page: PageCommand = {
        kind: 'page',
        id: 'switch-company',
        scope: 'actions',
        badge: t('badge.action'),
        title: t('company.switch'),
        subtitle: t('company.subtitle'),
        keywords: [t('company.keywords')],
        page: { id: 'switch-company', title: t('company.switch'), useCommands: useCompanyPageCommands },
      };
      return [page, ...switchCommands(rows, t, false)];
    }, [rows, t]);
  },
};

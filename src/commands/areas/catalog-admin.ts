// The provider's global catalog in the palette (issue 24): each catalog SaaS app opens its editor,
// /edit-catalog-app/{name}, and its logo page through an entity step; 'Add catalog app' opens the form.
// Only operators see them (isProviderOperator reads; the action needs canManageCatalog).
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { canManageCatalog, isProviderOperator } from '../../api/contract/access';
import type { CatalogSaasApp } from '../../api/contract/catalog-admin';
import { MAX_PAGE_SIZE } from '../../api/contract/common';
import { catalogAdminQueries } from '../../api/queries/catalog-admin';
import { linkTo } from '../../lib/links';
import { entityStep } from '../route-commands';
import type { ActionCommand, Command, CommandArea, CommandContext, NavigateCommand } from '../types';

const NS = { ns: 'palette-catalog' } as const;
const EMPTY: readonly CatalogSaasApp[] = [];

function useCatalogApps(ctx: CommandContext): readonly CatalogSaasApp[] {
  const allowed = isProviderOperator(ctx.access);
  const list = useQuery({ ...catalogAdminQueries.saasApps({ page: 1, size: MAX_PAGE_SIZE }), enabled: allowed, staleTime: 60_000 });
  return (allowed ? list.data : null) ?? EMPTY;
}

function editCommands(rows: readonly CatalogSaasApp[], t: CommandContext['t']): NavigateCommand[] {
  return rows.map((row) => ({
    kind: 'navigate',
    id: `catalog-app:${row.id}`,
    scope: 'pages',
    badge: t('badge.catalogApp', NS),
    title: row.name,
    subtitle: t('entity.subtitle', { ...NS, domains: row.domains.slice(0, 2).join(', ') }),
    keywords: [...row.domains, ...row.categories, t('entity.keywords', NS)],
    href: linkTo('edit-catalog-app', { name: row.name }),
  }));
}

function logoCommands(rows: readonly CatalogSaasApp[], t: CommandContext['t']): NavigateCommand[] {
  return rows.map((row) => ({
    kind: 'navigate',
    id: `catalog-app-image:${row.id}`,
    scope: 'pages',
    badge: t('badge.catalogApp', NS),
    title: row.name,
    subtitle: t('entity.logoSubtitle', NS),
    keywords: [...row.domains, t('entity.keywords', NS)],
    href: linkTo('catalog-app-image', { name: row.name }),
  }));
}

function useEditStep(ctx: CommandContext): readonly Command[] {
  const rows = useCatalogApps(ctx);
  const { t } = ctx;
  return useMemo(() => editCommands(rows, t), [rows, t]);
}

function useLogoStep(ctx: CommandContext): readonly Command[] {
  const rows = useCatalogApps(ctx);
  const { t } = ctx;
  return useMemo(() => logoCommands(rows, t), [rows, t]);
}

export const catalogAdminArea: CommandArea = {
  id: 'catalog-admin',
  entityRoutes: ['edit-catalog-app', 'catalog-app-image'],
  useCommands(ctx) {
    const rows = useCatalogApps(ctx);
    const { access, t } = ctx;
    return useMemo(() => {
      const steps = [
        entityStep('edit-catalog-app', access, t, { useCommands: useEditStep }),
        entityStep('catalog-app-image', access, t, { useCommands: useLogoStep }),
      ].filter((s) => s !== null);
      const add: ActionCommand[] = canManageCatalog(access)
        ? [{
            kind: 'action',
            id: 'catalog-app:add',
            scope: 'actions',
            badge: t('badge.action'),
            title: t('add.title', NS),
            subtitle: t('add.subtitle', NS),
            keywords: [t('add.keywords', NS)],
            run: (runCtx) => runCtx.navigate(linkTo('sudo-add-saas')),
          }]
        : [];
      return [...add, ...steps, ...editCommands(rows, t)];
    }, [rows, access, t]);
  },
};

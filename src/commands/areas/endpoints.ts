// Endpoints (issue 6 '#' scope, issue 18): an endpoint is found by host name, serial or owner and opens
// its detail page (GET /devices-lite, the first 500, then the server's search: searched-rows.ts). For DLP
// companies, a step opens one endpoint's Sensitive Data tab (?tab=sensitive). Manually entered endpoints
// (GET /assets, administrators) open /update-endpoint/{id} by hostname or serial through an entity step.
import { useMemo } from 'react';
import type { z } from 'zod';
import { canSeeSensitiveData } from '../../api/contract/access';
import { MAX_PAGE_SIZE } from '../../api/contract/common';
import type { AssetRow, deviceLite } from '../../api/contract/fleet';
import { assetQueries, fleetQueries } from '../../api/queries/fleet';
import { canOpen } from '../../app/can-open';
import { linkTo } from '../../lib/links';
import { entityStep } from '../route-commands';
import { useSearchedRows } from './searched-rows';
import type { Command, CommandArea, CommandContext, NavigateCommand, PageCommand } from '../types';

type DeviceLite = z.infer<typeof deviceLite>;
const FIRST_FETCH = 500;
const NS = { ns: 'palette-fleet' } as const;

function useEndpoints(ctx: CommandContext): readonly DeviceLite[] {
  return useSearchedRows<DeviceLite>(canOpen('endpoint-details', ctx.access), ctx.search, FIRST_FETCH, fleetQueries.lite);
}

export function endpointCommands(rows: readonly DeviceLite[], t: CommandContext['t']): NavigateCommand[] {
  return rows.map((row) => ({
    kind: 'navigate',
    id: `endpoint:${row.id}`,
    scope: 'endpoints',
    badge: t('badge.endpoint'),
    title: row.hostname,
    subtitle: [row.serial, row.owner_email].filter(Boolean).join(' · '),
    keywords: [row.serial, ...(row.owner_email ? [row.owner_email] : [])],
    href: linkTo('endpoint-details', { id: row.id }),
  }));
}

function useEndpointStep(ctx: CommandContext): readonly Command[] {
  const rows = useEndpoints(ctx);
  const { t } = ctx;
  return useMemo(() => endpointCommands(rows, t), [rows, t]);
}

/** the endpoints, each opening its Sensitive Data tab */
export function sensitiveCommands(rows: readonly DeviceLite[], t: CommandContext['t']): NavigateCommand[] {
  return endpointCommands(rows, t).map((command, i) => ({
    ...command,
    id: `endpoint-sensitive:${rows[i]!.id}`,
    title: t('sensitive.item', { ...NS, hostname: rows[i]!.hostname }),
    href: linkTo('endpoint-details', { id: rows[i]!.id }, { tab: 'sensitive' }),
  }));
}

function useSensitiveStep(ctx: CommandContext): readonly Command[] {
  const rows = useEndpoints(ctx);
  const { t } = ctx;
  return useMemo(() => sensitiveCommands(rows, t), [rows, t]);
}

export function sensitiveStep(access: CommandContext['access'], t: CommandContext['t']): PageCommand | null {
  if (!canOpen('endpoint-details', access) || !canSeeSensitiveData(access)) return null;
  return {
    kind: 'page',
    id: 'endpoint-sensitive',
    scope: 'endpoints',
    badge: t('badge.endpoint'),
    title: t('sensitive.title', NS),
    subtitle: t('sensitive.subtitle', NS),
    keywords: [t('sensitive.keywords', NS)],
    page: { id: 'endpoint-sensitive', title: t('sensitive.pageTitle', NS), useCommands: useSensitiveStep },
  };
}

/** The palette's manually entered endpoints: the first page by hostname, or those a search finds. */
const paletteAssets = (q: string | undefined) => ({ ...assetQueries.list({ page: 1, size: MAX_PAGE_SIZE, sb: 'hostname', so: 'asc', q }), staleTime: 5 * 60_000 });

function useAssetStep(ctx: CommandContext): readonly Command[] {
  const rows = useSearchedRows<AssetRow>(canOpen('update-endpoint', ctx.access), ctx.search, MAX_PAGE_SIZE, paletteAssets);
  const { t } = ctx;
  return useMemo(
    () =>
      rows.map((row) => ({
        kind: 'navigate' as const,
        id: `asset:${row.id}`,
        scope: 'endpoints' as const,
        badge: t('badge.asset', NS),
        title: row.hostname,
        subtitle: [row.serial, row.model, row.owner?.email].filter(Boolean).join(' · '),
        keywords: [...(row.serial ? [row.serial] : []), ...(row.owner ? [row.owner.email, row.owner.name] : [])],
        href: linkTo('update-endpoint', { id: row.id }),
      })),
    [rows, t],
  );
}

export const endpointsArea: CommandArea = {
  id: 'endpoints',
  // 'Endpoint Details › LAPTOP-0042' (issue 6: parametrised routes through an entity step);
  // 'Update Endpoint › drawer-mbp-01' for the manually entered ones
  entityRoutes: ['endpoint-details', 'update-endpoint'],
  useCommands(ctx) {
    const rows = useEndpoints(ctx);
    const { access, t } = ctx;
    return useMemo(() => {
      const sensitive = sensitiveStep(access, t);
      const step = entityStep('endpoint-details', access, t, { useCommands: useEndpointStep });
      const assets = entityStep('update-endpoint', access, t, { useCommands: useAssetStep });
      return [...(step ? [step] : []), ...(sensitive ? [sensitive] : []), ...(assets ? [assets] : []), ...endpointCommands(rows, t)];
    }, [rows, access, t]);
  },
};

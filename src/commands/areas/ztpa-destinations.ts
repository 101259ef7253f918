// ZTPA destinations in the palette (issue 22, Inventory › ZTPA › Destinations): 'Destination Details ›
// git.internal' opens /vpn-details/{host}. The step lists what /inventory-vpn lists (GET /vpn-destinations over
// its default range, most connections first), one entry per host (a host reached through two gateways is one
// destination), only while it is open; past the first page, a search of 3 characters or more asks the server.
import { useMemo } from 'react';
import { listEndpoint } from '../../api/client';
import { MAX_PAGE_SIZE } from '../../api/contract/common';
import { ztpaApi, type DestinationRow } from '../../api/contract/ztpa';
import { canOpen } from '../../app/can-open';
import { linkTo } from '../../lib/links';
import { entityStep } from '../route-commands';
import { useSearchedRows } from './searched-rows';
import type { Command, CommandArea, CommandContext, NavigateCommand } from '../types';

const NS = { ns: 'palette-ztpa-destinations' } as const;
/** ztpaQueries.all() of src/api/queries/ztpa.ts, without loading that module into the palette */
const ZTPA_KEY = ['ztpa'] as const;

/** One destination as the palette lists it: the host is its key (/vpn-details/{name}). */
export interface PaletteDestination {
  readonly id: string;
  readonly name: string | null;
  readonly gateways: readonly string[];
  readonly people: number;
  readonly connections: number;
}

/** The rows of each host merged: its gateways, and its people and connections added up. */
export function byHost(rows: readonly DestinationRow[]): PaletteDestination[] {
  const hosts = new Map<string, PaletteDestination>();
  for (const row of rows) {
    const seen = hosts.get(row.host);
    hosts.set(row.host, {
      id: row.host,
      name: seen?.name ?? row.name,
      gateways: [...(seen?.gateways ?? []), row.gateway],
      people: (seen?.people ?? 0) + row.people,
      connections: (seen?.connections ?? 0) + row.connections,
    });
  }
  return [...hosts.values()];
}

/** A row of the list keyed by gateway and host, so a full first page is seen as full (searched-rows.ts). */
type GatewayHostRow = { readonly id: string; readonly row: DestinationRow };
const byGatewayAndHost = (rows: readonly DestinationRow[] | null): GatewayHostRow[] | null => rows && rows.map((row) => ({ id: `${row.gateway_id}:${row.host}`, row }));

const paletteDestinations = (q: string | undefined) => {
  const query = { page: 1, size: MAX_PAGE_SIZE, q, sb: 'connections', so: 'desc' } as const;
  return {
    queryKey: [...ZTPA_KEY, 'palette', 'destinations', q ?? ''] as const,
    queryFn: () => listEndpoint(ztpaApi.listDestinations, { query }),
    select: byGatewayAndHost,
    staleTime: 60_000,
  };
};

export function destinationCommands(rows: readonly PaletteDestination[], t: CommandContext['t']): NavigateCommand[] {
  return rows.map((row) => ({
    kind: 'navigate',
    id: `vpn-details:${row.id}`,
    scope: 'pages',
    badge: t('badge', NS),
    title: row.id,
    subtitle: [row.name, t('subtitle', { ...NS, gateways: row.gateways.join(', '), count: row.connections })].filter(Boolean).join(' · '),
    keywords: [...(row.name ? [row.name] : []), ...row.gateways, t('keywords', NS)],
    href: linkTo('vpn-details', { name: row.id }),
  }));
}

function useDestinationStep(ctx: CommandContext): readonly Command[] {
  const rows = useSearchedRows<GatewayHostRow>(canOpen('vpn-details', ctx.access), ctx.search, MAX_PAGE_SIZE, paletteDestinations);
  const { t } = ctx;
  return useMemo(() => destinationCommands(byHost(rows.map((r) => r.row)), t), [rows, t]);
}

export const ztpaDestinationsArea: CommandArea = {
  id: 'ztpa-destinations',
  entityRoutes: ['vpn-details'],
  useCommands(ctx) {
    const { access, t } = ctx;
    return useMemo(() => {
      const step = entityStep('vpn-details', access, t, { useCommands: useDestinationStep });
      return step ? [step] : [];
    }, [access, t]);
  },
};

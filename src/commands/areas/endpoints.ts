// Endpoints (issue 6 '#' scope, issue 18): an endpoint is found by host name, serial or owner and opens
// its detail page. The first 500 are fetched when the palette first needs them; past those, a search of
// 3 characters or more asks the server too (GET /devices-lite).
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { deviceLite } from '../../api/contract/fleet';
import { fleetQueries } from '../../api/queries/fleet';
import { canOpen } from '../../app/can-open';
import { linkTo } from '../../lib/links';
import { entityStep } from '../route-commands';
import type { Command, CommandArea, CommandContext, NavigateCommand } from '../types';

type DeviceLite = z.infer<typeof deviceLite>;
const SERVER_SEARCH_MIN = 3;
const FIRST_FETCH = 500;

function useEndpoints(ctx: CommandContext): readonly DeviceLite[] {
  const allowed = canOpen('endpoint-details', ctx.access);
  const first = useQuery({ ...fleetQueries.lite(undefined), enabled: allowed });
  const truncated = (first.data?.length ?? 0) >= FIRST_FETCH;
  const q = ctx.search.length >= SERVER_SEARCH_MIN ? ctx.search : undefined;
  const more = useQuery({ ...fleetQueries.lite(q), enabled: allowed && truncated && q !== undefined });
  return useMemo(() => {
    if (!allowed) return [];
    const rows = [...(first.data ?? [])];
    const seen = new Set(rows.map((r) => r.id));
    for (const row of more.data ?? []) if (!seen.has(row.id)) rows.push(row);
    return rows;
  }, [allowed, first.data, more.data]);
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

export const endpointsArea: CommandArea = {
  id: 'endpoints',
  // 'Endpoint Details › LAPTOP-0042' (issue 6: parametrised routes through an entity step)
  entityRoutes: ['endpoint-details'],
  useCommands(ctx) {
    const rows = useEndpoints(ctx);
    const { access, t } = ctx;
    return useMemo(() => {
      const step = entityStep('endpoint-details', access, t, { useCommands: useEndpointStep });
      return [...(step ? [step] : []), ...endpointCommands(rows, t)];
    }, [rows, access, t]);
  },
};

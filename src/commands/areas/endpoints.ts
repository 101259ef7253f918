// Endpoints (issue 6 '#' scope, issue 18): an endpoint is found by host name, serial or owner and opens
// its detail page (GET /devices-lite, the first 500, then the server's search: searched-rows.ts).
import { useMemo } from 'react';
import type { z } from 'zod';
import type { deviceLite } from '../../api/contract/fleet';
import { fleetQueries } from '../../api/queries/fleet';
import { canOpen } from '../../app/can-open';
import { linkTo } from '../../lib/links';
import { entityStep } from '../route-commands';
import { useSearchedRows } from './searched-rows';
import type { Command, CommandArea, CommandContext, NavigateCommand } from '../types';

type DeviceLite = z.infer<typeof deviceLite>;
const FIRST_FETCH = 500;

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

// MDM devices in the palette (issue 20, part 3): 'MDM History › MBP-GRACE' opens /mdm-history/{id}/{hostname},
// and its Control Policy History, Device Details and Command History tabs each take the device the same way.
// The devices are the MDM-managed endpoints of Endpoint Management (GET /devices/v2?managed=MDM, by host name),
// whose ids /mdm-history accepts, as the endpoint page's MDM History button uses; only while a step is open,
// and a search of 3 characters or more asks the server too.
import { useMemo } from 'react';
import { MAX_PAGE_SIZE } from '../../api/contract/common';
import type { DeviceRow } from '../../api/contract/fleet';
import { fleetQueries } from '../../api/queries/fleet';
import { canOpen } from '../../app/can-open';
import { linkTo } from '../../lib/links';
import { entityStep } from '../route-commands';
import { useSearchedRows } from './searched-rows';
import type { Command, CommandArea, CommandContext, NavigateCommand, PageCommand } from '../types';

const NS = { ns: 'palette-mdm-devices' } as const;

/** /mdm-history and its three tabs: each opens one device. */
const DEVICE_ROUTES = ['mdm-history', 'control-policy-history', 'device-details', 'command-history'] as const;
type DeviceRoute = (typeof DEVICE_ROUTES)[number];

const paletteDevices = (q: string | undefined) => ({
  ...fleetQueries.list('management', { page: 1, size: MAX_PAGE_SIZE, managed: 'MDM', sb: 'hostname', so: 'asc', q }),
  staleTime: 5 * 60_000,
});

export function mdmDeviceCommands(routeId: DeviceRoute, rows: readonly DeviceRow[], t: CommandContext['t']): NavigateCommand[] {
  return rows
    .filter((row) => row.mdm_managed)
    .map((row) => ({
      kind: 'navigate',
      id: `${routeId}:${row.id}`,
      scope: 'endpoints',
      badge: t('badge', NS),
      title: row.hostname,
      subtitle: [row.serial, row.owner?.email, row.os_version ? t('os', { ...NS, name: row.os_name, version: row.os_version }) : null].filter(Boolean).join(' · '),
      keywords: [row.serial, ...(row.owner ? [row.owner.email, row.owner.name] : []), t('keywords', NS)],
      href: linkTo(routeId, { id: row.id, name: row.hostname }),
    }));
}

function useDeviceStep(ctx: CommandContext, routeId: DeviceRoute): readonly Command[] {
  const rows = useSearchedRows<DeviceRow>(canOpen(routeId, ctx.access), ctx.search, MAX_PAGE_SIZE, paletteDevices);
  const { t } = ctx;
  return useMemo(() => mdmDeviceCommands(routeId, rows, t), [routeId, rows, t]);
}

const useHistoryStep = (ctx: CommandContext) => useDeviceStep(ctx, 'mdm-history');
const usePolicyHistoryStep = (ctx: CommandContext) => useDeviceStep(ctx, 'control-policy-history');
const useDetailsStep = (ctx: CommandContext) => useDeviceStep(ctx, 'device-details');
const useCommandHistoryStep = (ctx: CommandContext) => useDeviceStep(ctx, 'command-history');

export const mdmDevicesArea: CommandArea = {
  id: 'mdm-devices',
  entityRoutes: DEVICE_ROUTES,
  useCommands(ctx) {
    const { access, t } = ctx;
    return useMemo(
      () =>
        [
          entityStep('mdm-history', access, t, { useCommands: useHistoryStep }),
          entityStep('control-policy-history', access, t, { useCommands: usePolicyHistoryStep }),
          entityStep('device-details', access, t, { useCommands: useDetailsStep }),
          entityStep('command-history', access, t, { useCommands: useCommandHistoryStep }),
        ].filter((s): s is PageCommand => s !== null),
      [access, t],
    );
  },
};

// Zero-trust gateways in the palette (issue 22): 'Open gateway Frankfurt' for each gateway (its details in
// Gateway Management for those who administer gateways, else the inventory list searched for it), 'Show
// denied ZTPA connections' (ZTPA Logs filtered to Deny) and 'Set up a ZTPA gateway' (the three-step
// setup). Each shows only where its screen's capability allows.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { listEndpoint } from '../../api/client';
import { canAdministerVpn, canChangeVpnConfig, canSeeVpnInventory, canSeeVpnLogs, type AccessContext } from '../../api/contract/access';
import { ztpaApi, type GatewayRow } from '../../api/contract/ztpa';
import { linkTo } from '../../lib/links';
import type { Command, CommandArea, CommandContext, NavigateCommand } from '../types';

const NS = { ns: 'palette-ztpa' } as const;
const NONE: readonly GatewayRow[] = [];
const GATEWAYS_SHOWN = 100;
/** ztpaQueries.all() of src/api/queries/ztpa.ts, without loading that module into the palette */
const ZTPA_KEY = ['ztpa'] as const;

/** The area's commands for these gateways and this access (pure, so the palette's rules can be tested). */
export function ztpaCommands(gateways: readonly GatewayRow[], access: AccessContext, t: CommandContext['t']): Command[] {
  const administer = canAdministerVpn(access);
  const out: Command[] = (canSeeVpnInventory(access) ? gateways : NONE).map(
    (g): NavigateCommand => ({
      kind: 'navigate',
      id: `ztpa:gateway:${g.id}`,
      scope: 'pages',
      badge: t('badge', NS),
      title: t('open', { ...NS, name: g.name }),
      subtitle: t('subtitle', { ...NS, status: t(`status.${g.status}`, NS), endpoint: g.public_endpoint ?? '—', count: g.subnets.length }),
      keywords: [g.name, ...(g.region ? [g.region] : []), ...g.subnets, t('keywords', NS)],
      href: administer ? linkTo('vpn-server-list', { id: g.id }) : linkTo('ztpa-server', undefined, { q: g.name }),
    }),
  );
  if (canSeeVpnLogs(access)) {
    out.push({
      kind: 'navigate',
      id: 'ztpa:denied',
      scope: 'actions',
      badge: t('badge.action'),
      title: t('denied', NS),
      subtitle: t('deniedSubtitle', NS),
      keywords: [t('deniedKeywords', NS)],
      href: linkTo('ztpa-logs', undefined, { action: ['Deny'] }),
    });
  }
  if (canChangeVpnConfig(access)) {
    out.push({
      kind: 'navigate',
      id: 'ztpa:set-up',
      scope: 'actions',
      badge: t('badge.action'),
      title: t('setUp', NS),
      subtitle: t('setUpSubtitle', NS),
      keywords: [t('setUpKeywords', NS)],
      href: linkTo('configure-vpn'),
    });
  }
  return out;
}

export const ztpaArea: CommandArea = {
  id: 'ztpa',
  useCommands(ctx) {
    const { t, access } = ctx;
    const inventory = canSeeVpnInventory(access);
    const list = useQuery({
      queryKey: [...ZTPA_KEY, 'palette', 'gateways'],
      queryFn: () => listEndpoint(ztpaApi.listGateways, { query: { page: 1, size: GATEWAYS_SHOWN, sb: 'name', so: 'asc' } }),
      enabled: inventory,
      staleTime: 30_000,
    });
    const gateways = (inventory ? list.data : null) ?? NONE;
    return useMemo(() => ztpaCommands(gateways, access, t), [gateways, access, t]);
  },
};

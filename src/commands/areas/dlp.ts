// Data loss prevention in the palette (issue 21): 'Show blocked pastes into Gen AI apps' (Data Activity
// filtered to Block and Gen AI destinations) and, for each endpoint with sensitive data now, 'Open
// discovered data on MBP-042' (its findings). Only where DLP is on and the role may see it
// (canSeeSensitiveData).
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { listEndpoint } from '../../api/client';
import { canSeeSensitiveData, type AccessContext } from '../../api/contract/access';
import { dlpApi, type DlpEndpointRow } from '../../api/contract/dlp';
import { linkTo } from '../../lib/links';
import type { Command, CommandArea, CommandContext, NavigateCommand } from '../types';

const NS = { ns: 'palette-dlp' } as const;
const NONE: readonly DlpEndpointRow[] = [];
const ENDPOINTS_SHOWN = 100;
/** dlpQueries.all() of src/api/queries/dlp.ts, without loading that module into the palette */
const DLP_KEY = ['dlp'] as const;

/** The area's commands for these endpoints and this access (pure, so the palette's rules can be tested). */
export function dlpCommands(endpoints: readonly DlpEndpointRow[], access: AccessContext, t: CommandContext['t']): Command[] {
  if (!canSeeSensitiveData(access)) return [];
  const out: Command[] = [
    {
      kind: 'navigate',
      id: 'dlp:blocked-genai-pastes',
      scope: 'actions',
      badge: t('badge.action'),
      title: t('blockedGenAi', NS),
      subtitle: t('blockedGenAiSubtitle', NS),
      keywords: [t('blockedGenAiKeywords', NS)],
      href: linkTo('copy-paste-activity', undefined, { action: ['Block'], genai: 'true' }),
    },
  ];
  for (const e of endpoints) {
    out.push({
      kind: 'navigate',
      id: `dlp:endpoint:${e.endpoint.id}`,
      scope: 'pages',
      badge: t('badge', NS),
      title: t('open', { ...NS, hostname: e.endpoint.hostname }),
      subtitle: t('subtitle', { ...NS, count: e.files, types: e.data_types.join(', ') }),
      keywords: [e.endpoint.hostname, ...(e.person ? [e.person.email, e.person.name] : []), t('keywords', NS)],
      href: linkTo('dlp-endpoint-details', { deviceId: e.endpoint.id }),
    } satisfies NavigateCommand);
  }
  return out;
}

export const dlpArea: CommandArea = {
  id: 'dlp',
  useCommands(ctx) {
    const { t, access } = ctx;
    const allowed = canSeeSensitiveData(access);
    // the endpoints with sensitive files on them now (no period), most files first
    const list = useQuery({
      queryKey: [...DLP_KEY, 'palette', 'endpoints'],
      queryFn: () => listEndpoint(dlpApi.listDlpEndpoints, { query: { page: 1, size: ENDPOINTS_SHOWN } }),
      enabled: allowed,
      staleTime: 30_000,
    });
    const endpoints = (allowed ? list.data : null) ?? NONE;
    return useMemo(() => dlpCommands(endpoints, access, t), [endpoints, access, t]);
  },
};

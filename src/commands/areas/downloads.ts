// Agent downloads in the palette (issue 27; spec part 2 §2.6 download routes, §3 platform codes):
// 'Installation Instructions › Ubuntu 24' opens /download-instructions/agent/UBUNTU_24, the Non Admin page
// its _NA platforms, and 'Copilot Installation Instructions' every platform. The entities are the platforms the
// download pages list (the contract's DOWNLOAD_PLATFORMS through domain/downloads), so no call is made.
import { useMemo } from 'react';
import { downloadPlatforms, hasAgentBuild, type DownloadPlatform } from '../../domain/downloads/instructions';
import { linkTo } from '../../lib/links';
import { entityStep } from '../route-commands';
import type { Command, CommandArea, CommandContext, NavigateCommand, PageCommand } from '../types';

const NS = { ns: 'palette-downloads' } as const;
/** the product a download page names in its {name} param (platform-table.tsx) */
const PRODUCT = 'agent';

const INSTRUCTION_ROUTES = {
  'download-instructions': [false],
  'download-na-instructions': [true],
  'copilot-download-instructions': [false, true],
} as const satisfies Record<string, readonly boolean[]>;
type InstructionRoute = keyof typeof INSTRUCTION_ROUTES;

/** The platforms the route's download page lists, each opening its install instructions. */
export function platformCommands(routeId: InstructionRoute, t: CommandContext['t']): NavigateCommand[] {
  const platforms: DownloadPlatform[] = INSTRUCTION_ROUTES[routeId].flatMap((nonAdmin) => [...downloadPlatforms(nonAdmin)]);
  return platforms.map((p) => ({
    kind: 'navigate',
    id: `${routeId}:${p.code}`,
    scope: 'pages',
    badge: t('badge', NS),
    title: p.label,
    subtitle: t(hasAgentBuild(p.code) ? 'subtitle' : 'subtitleNoBuild', { ...NS, code: p.code, family: p.family }),
    keywords: [p.code, p.family, t('keywords', NS)],
    href: linkTo(routeId, { name: PRODUCT, type: p.code }),
  }));
}

function usePlatforms(ctx: CommandContext, routeId: InstructionRoute): readonly Command[] {
  const { t } = ctx;
  return useMemo(() => platformCommands(routeId, t), [routeId, t]);
}

const useAdminStep = (ctx: CommandContext) => usePlatforms(ctx, 'download-instructions');
const useNonAdminStep = (ctx: CommandContext) => usePlatforms(ctx, 'download-na-instructions');
const useCopilotStep = (ctx: CommandContext) => usePlatforms(ctx, 'copilot-download-instructions');

export const downloadsArea: CommandArea = {
  id: 'downloads',
  entityRoutes: ['download-instructions', 'download-na-instructions', 'copilot-download-instructions'],
  useCommands(ctx) {
    const { access, t } = ctx;
    return useMemo(
      () =>
        [
          entityStep('download-instructions', access, t, { useCommands: useAdminStep }),
          entityStep('download-na-instructions', access, t, { useCommands: useNonAdminStep }),
          entityStep('copilot-download-instructions', access, t, { useCommands: useCopilotStep }),
        ].filter((s): s is PageCommand => s !== null),
      [access, t],
    );
  },
};

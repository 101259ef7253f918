// Actions of the shell: sign out, theme, export the list on screen. Switching company lives with the
// companies; 'Ask AskCISO' is added by the palette itself, since it always comes last.
import { useMemo } from 'react';
import { useCurrentListExport, type ListExport } from '../list-export';
import { toCsv } from '../../lib/csv';
import { downloadCsv } from '../../ui/download-csv';
import { getAppearanceChoice, setAppearance, type AppearanceChoice } from '../theme';
import type { ActionCommand, CommandArea, CommandContext } from '../types';

async function exportList(list: ListExport, ctx: CommandContext): Promise<void> {
  try {
    const { header, rows } = await list.build();
    downloadCsv(list.fileName, toCsv(header, rows));
    ctx.notify(ctx.t('export.done', { name: list.name, count: rows.length }), 'success');
  } catch {
    ctx.notify(ctx.t('export.failed', { name: list.name }), 'error');
  }
}

function themeCommand(appearance: AppearanceChoice, t: CommandContext['t']): ActionCommand {
  return {
    kind: 'action',
    id: `theme:${appearance}`,
    scope: 'actions',
    badge: t('badge.action'),
    title: t(`theme.${appearance}`),
    subtitle: getAppearanceChoice() === appearance ? t('theme.current') : t('theme.subtitle'),
    keywords: [t('theme.keywords')],
    run: () => setAppearance(appearance),
  };
}

export const actionsArea: CommandArea = {
  id: 'actions',
  useCommands(ctx) {
    const list = useCurrentListExport();
    const { t } = ctx;
    return useMemo(() => {
      const commands: ActionCommand[] = [];
      if (list) {
        commands.push({
          kind: 'action',
          id: 'export-csv',
          scope: 'actions',
          badge: t('badge.action'),
          title: t('export.title', { name: list.name }),
          subtitle: t('export.subtitle'),
          keywords: [t('export.keywords')],
          run: (runCtx) => exportList(list, runCtx),
        });
      }
      commands.push(themeCommand('light', t), themeCommand('dark', t), themeCommand('system', t), {
        kind: 'action',
        id: 'sign-out',
        scope: 'actions',
        badge: t('badge.action'),
        title: t('signOut.title'),
        subtitle: t('signOut.subtitle'),
        keywords: [t('signOut.keywords')],
        run: (runCtx) => runCtx.signOut(),
      });
      return commands;
    }, [list, t]);
  },
};

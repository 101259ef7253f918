// Email reports in the palette (issue 26): each schedule can be edited ('Edit email report Weekly
// compliance') or sent at once ('Send email report Weekly compliance now', the list's Send now call).
// Shown to those who may open the Email Reports screens (canAdminister, as the calls).
import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, listEndpoint } from '../../api/client';
import { canAdminister } from '../../api/contract/access';
import { emailReportsApi, type EmailReportRow } from '../../api/contract/email-reports';
import { linkTo } from '../../lib/links';
import type { ActionCommand, Command, CommandArea, NavigateCommand } from '../types';

const NS = { ns: 'palette-email-reports' } as const;
const NONE: readonly EmailReportRow[] = [];
/** emailReportQueries.all() of src/api/queries/email-reports.ts, without loading that module (and its file helpers) into the palette */
const REPORTS_KEY = ['email-reports'] as const;

export const emailReportsArea: CommandArea = {
  id: 'email-reports',
  useCommands(ctx) {
    const allowed = canAdminister(ctx.access);
    const client = useQueryClient();
    const list = useQuery({
      queryKey: [...REPORTS_KEY, 'palette'],
      queryFn: () => listEndpoint(emailReportsApi.listEmailReports, { query: { page: 1, size: 100 } }),
      enabled: allowed,
      staleTime: 30_000,
    });
    const rows = (allowed ? list.data : null) ?? NONE;
    const { t } = ctx;
    return useMemo(
      () =>
        rows.flatMap((r): Command[] => {
          const subtitle = t('subtitle', { ...NS, kind: r.report, recipients: r.recipients.join(', ') });
          const edit: NavigateCommand = {
            kind: 'navigate',
            id: `email-report:edit:${r.id}`,
            scope: 'pages',
            badge: t('badge', NS),
            title: t('edit', { ...NS, name: r.name }),
            subtitle,
            keywords: [r.name, r.report, t('keywords', NS)],
            href: linkTo('add-email-reports', { id: r.id }),
          };
          const send: ActionCommand = {
            kind: 'action',
            id: `email-report:send:${r.id}`,
            scope: 'actions',
            badge: t('badge', NS),
            title: t('send', { ...NS, name: r.name }),
            subtitle,
            keywords: [r.name, r.report, t('keywords', NS)],
            run: async (runCtx) => {
              try {
                const result = await callEndpoint(emailReportsApi.sendEmailReportNow, { params: { id: r.id } }, { globalErrors: false });
                runCtx.notify(t('sent', { ...NS, name: r.name, count: result.queued }), 'success');
              } catch (error) {
                runCtx.notify(t('failed', { ...NS, name: r.name, reason: error instanceof Error ? error.message : String(error) }), 'error');
              } finally {
                await client.invalidateQueries({ queryKey: REPORTS_KEY });
              }
            },
          };
          return [edit, send];
        }),
      [rows, t, client],
    );
  },
};

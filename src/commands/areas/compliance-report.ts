// The compliance report in the palette (issue 23): 'Show non-compliant endpoints' and the other views of
// /compliance, each opening the screen with the filters the dashboard's links use. Shown to those who
// may open the report (canSeeReports, as its calls).
import { useMemo } from 'react';
import { canSeeReports } from '../../api/contract/access';
import type { LinkFilters } from '../../lib/links';
import { linkTo } from '../../lib/links';
import type { CommandArea, NavigateCommand } from '../types';

const NS = { ns: 'palette-compliance-report' } as const;

const VIEWS: readonly { key: string; filters: LinkFilters }[] = [
  { key: 'noncompliant', filters: { tab: 'endpoints', status: 'Non Compliant' } },
  { key: 'compliant', filters: { tab: 'endpoints', status: 'Compliant' } },
  { key: 'unencrypted', filters: { tab: 'endpoints', encryption: 'Non HD Encrypted' } },
  { key: 'controls', filters: { tab: 'controls' } },
  { key: 'frameworks', filters: { tab: 'frameworks' } },
];

export const complianceReportArea: CommandArea = {
  id: 'compliance-report',
  useCommands(ctx) {
    const allowed = canSeeReports(ctx.access);
    const { t } = ctx;
    return useMemo(
      () =>
        allowed
          ? VIEWS.map(
              (v): NavigateCommand => ({
                kind: 'navigate',
                id: `compliance:${v.key}`,
                scope: 'pages',
                badge: t('badge', NS),
                title: t(v.key, NS),
                subtitle: t('subtitle', NS),
                keywords: [t('keywords', NS)],
                href: linkTo('compliance', undefined, v.filters),
              }),
            )
          : [],
      [allowed, t],
    );
  },
};

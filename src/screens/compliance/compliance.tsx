// /compliance (issue 23 "The compliance report"; spec part 2 §2.3-2.4 click targets): the company's
// compliance figures with their shares (two decimals, 0 when not a number: spec part 2 §5, as on the
// Operational Overview), then the Endpoints, Controls and Frameworks tabs. Filters live in the URL
// (routes/filters.ts complianceFilters), so the dashboard's and AskCISO's links open it preset.
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, Flex, Grid, Link, TabNav, Text } from '@radix-ui/themes';
import type { ComplianceStatus } from '../../api/contract/compliance';
import { complianceQueries } from '../../api/queries/compliance';
import { complianceFilters, type COMPLIANCE_TABS } from '../../app/routes/filters';
import { useSession } from '../../app/session/use-session';
import { linkTo, type LinkFilters } from '../../lib/links';
import { percent2 } from '../../lib/percent';
import { ErrorState } from '../../ui/error-state';
import { useListParams } from '../../ui/use-list-params';
import { ControlsTab } from './controls-tab';
import { EndpointsTab } from './endpoints-tab';
import { FrameworksTab } from './frameworks-tab';

type Tab = (typeof COMPLIANCE_TABS)[number];
const TABS: readonly Tab[] = ['endpoints', 'controls', 'frameworks'];

const FIGURES: { key: keyof Omit<ComplianceStatus, 'total'>; label: string; color: 'green' | 'red' | 'gray' | 'amber'; filters?: LinkFilters }[] = [
  { key: 'compliant', label: 'figures.compliant', color: 'green', filters: { tab: 'endpoints', status: 'Compliant' } },
  { key: 'noncompliant', label: 'figures.nonCompliant', color: 'red', filters: { tab: 'endpoints', status: 'Non Compliant' } },
  { key: 'unknown', label: 'figures.unknown', color: 'gray' },
  { key: 'unencrypted', label: 'figures.unencrypted', color: 'amber', filters: { tab: 'endpoints', encryption: 'Non HD Encrypted' } },
];

function Figures() {
  const { t } = useTranslation('compliance');
  const { account } = useSession();
  const status = useQuery({ ...complianceQueries.status(account?.id ?? ''), enabled: Boolean(account?.id) });
  if (status.isError) return <ErrorState />;
  const data = status.data;
  return (
    <Grid columns={{ initial: '2', md: '4' }} gap="3" role="group" aria-label={t('figures.label')} aria-busy={!data}>
      {FIGURES.map((f) => {
        const value = data?.[f.key];
        const label = t(f.label);
        const number = (
          <Text size="6" weight="bold" color={f.color}>
            {value ?? '–'}
          </Text>
        );
        return (
          <Card key={f.key} data-testid={`compliance-figure-${f.key}`} data-value={value}>
            <Flex direction="column" gap="1">
              <Text size="2" color="gray">
                {label}
              </Text>
              {f.filters && value !== undefined ? (
                <Link asChild underline="hover">
                  <RouterLink to={linkTo('compliance', undefined, f.filters)} aria-label={t('figures.open', { figure: label, count: value })}>
                    {number}
                  </RouterLink>
                </Link>
              ) : (
                number
              )}
              <Text size="1" color="gray">
                {data ? t('figures.share', { percent: percent2(data[f.key], data.total), total: data.total }) : '\u00a0'}
              </Text>
            </Flex>
          </Card>
        );
      })}
    </Grid>
  );
}

export default function Compliance() {
  const { t } = useTranslation('compliance');
  const { params, update } = useListParams(complianceFilters);
  const tab: Tab = params.tab ?? 'endpoints';
  // the framework chosen carries over; the endpoint filters stay with the Endpoints tab
  const tabFilters = (next: Tab): LinkFilters => (params.framework ? { tab: next, framework: params.framework } : { tab: next });
  return (
    <Flex direction="column" gap="4">
      <Figures />
      <TabNav.Root aria-label={t('tabs.label')}>
        {TABS.map((id) => (
          <TabNav.Link key={id} asChild active={tab === id}>
            <RouterLink to={linkTo('compliance', undefined, tabFilters(id))}>{t(`tabs.${id}`)}</RouterLink>
          </TabNav.Link>
        ))}
      </TabNav.Root>
      {tab === 'endpoints' ? <EndpointsTab filters={params} update={update} /> : null}
      {tab === 'controls' ? <ControlsTab filters={params} update={update} /> : null}
      {tab === 'frameworks' ? <FrameworksTab /> : null}
    </Flex>
  );
}

// Company Details, the index tab of /palisade-account-details/{id}/{name?} (issue 24): health (endpoints, agent
// versions, setup, billing), this week's alerts, its features with audited editing, its admins and its latest
// admin actions. Every figure comes from GET /provider/companies/{id}: the company's own dashboard figures.
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { format, parseISO } from 'date-fns';
import { Badge, Box, Card, DataList, Flex, Grid, Heading, Link, Switch, Table, Text } from '@radix-ui/themes';
import { FEATURE_FLAGS, type FeatureFlag } from '../../api/contract/common';
import type { CompanyOverview } from '../../api/contract/provider';
import { providerMutations, providerQueries } from '../../api/queries/provider';
import { linkTo } from '../../lib/links';
import { ErrorState } from '../../ui/error-state';
import { useToast } from '../../ui/toast';
import { CenteredLoading } from '../../app/layout/centered-loading';
import { CompanyBilling } from './company-billing';
import { EventsTable } from './events-table';

const date = (iso: string) => format(parseISO(iso), 'MM/dd/yyyy');

/** One card of the tab, headed by its title. */
function Section({ title, children, hint }: { title: string; children: ReactNode; hint?: string }) {
  return (
    <Card size="2">
      <Heading as="h2" size="3" mb={hint ? '1' : '3'}>
        {title}
      </Heading>
      {hint ? (
        <Text as="p" size="1" color="gray" mb="3">
          {hint}
        </Text>
      ) : null}
      {children}
    </Card>
  );
}

function Health({ c }: { c: CompanyOverview }) {
  const { t } = useTranslation('provider');
  return (
    <Section title={t('details.health')}>
      <DataList.Root size="2">
        <DataList.Item>
          <DataList.Label>{t('details.endpoints')}</DataList.Label>
          <DataList.Value>
            <Flex gap="3" wrap="wrap" data-testid="endpoint-summary">
              <Text>
                {t('details.online')}: <strong>{c.endpoints_online}</strong>
              </Text>
              <Text>
                {t('details.idle')}: <strong>{c.endpoints_idle}</strong>
              </Text>
              <Text>
                {t('details.longIdle')}: <strong>{c.endpoints_long_idle}</strong>
              </Text>
              <Text>
                {t('details.total')}: <strong>{c.endpoints_total}</strong>
              </Text>
            </Flex>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('details.versions')}</DataList.Label>
          <DataList.Value>
            {c.agent_versions.length === 0 ? (
              <Text color="gray">{t('details.noVersions')}</Text>
            ) : (
              <Flex gap="1" wrap="wrap">
                {c.agent_versions.map((v) => (
                  <Badge key={v.version} color="gray" variant="soft">
                    {v.version} · {v.count}
                  </Badge>
                ))}
              </Flex>
            )}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('details.users')}</DataList.Label>
          <DataList.Value>
            <Link asChild>
              <RouterLink to={linkTo('user-list', { id: c.id, name: c.name })}>{c.people}</RouterLink>
            </Link>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('details.setup')}</DataList.Label>
          <DataList.Value>{t('companies.setupProgress', { done: c.setup_done, total: c.setup_total })}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('details.billing')}</DataList.Label>
          <DataList.Value>
            {c.billing_enabled ? t('details.billingOn', { type: c.billing_type, period: c.billing_period }) : t('details.billingOff')}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('details.createdLabel')}</DataList.Label>
          <DataList.Value>{date(c.created_at)}</DataList.Value>
        </DataList.Item>
      </DataList.Root>
    </Section>
  );
}

function Alerts({ c }: { c: CompanyOverview }) {
  const { t } = useTranslation('provider');
  const rows = [
    { kind: t('details.alertsSaas'), s: c.saas_alerts_week },
    { kind: t('details.alertsWebsite'), s: c.website_alerts_week },
  ];
  return (
    <Section title={t('details.alertsWeek')}>
      <Table.Root size="1">
        <Table.Header>
          <Table.Row>
            {(['kind', 'alerts', 'reports', 'blocks'] as const).map((k) => (
              <Table.ColumnHeaderCell key={k}>{t(`details.alertsCols.${k}`)}</Table.ColumnHeaderCell>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.kind}>
              <Table.RowHeaderCell>{r.kind}</Table.RowHeaderCell>
              <Table.Cell>{r.s.alerts}</Table.Cell>
              <Table.Cell>{r.s.reports}</Table.Cell>
              <Table.Cell>{r.s.blocks}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Section>
  );
}

function Features({ c }: { c: CompanyOverview }) {
  const { t } = useTranslation('provider');
  const toast = useToast();
  const save = useMutation(providerMutations.updateFlags());
  function toggle(flag: FeatureFlag, value: boolean) {
    save.mutate(
      { id: c.id, body: { [flag]: value } },
      { onSuccess: () => toast({ title: t('details.flagSaved', { feature: t(`flags.${flag}`), state: t(value ? 'details.on' : 'details.off'), company: c.name }), kind: 'success' }) },
    );
  }
  return (
    <Section title={t('details.flags')} hint={t('details.flagsHint')}>
      <Flex direction="column" gap="3">
        {FEATURE_FLAGS.map((flag) => (
          <Text as="label" size="2" key={flag}>
            <Flex gap="2" align="start">
              <Switch checked={c.flags[flag]} disabled={save.isPending} onCheckedChange={(v) => toggle(flag, v)} />
              <Flex direction="column">
                <Text weight="medium">{t(`flags.${flag}`)}</Text>
                <Text size="1" color="gray">
                  {t(`flagHints.${flag}`)}
                </Text>
              </Flex>
            </Flex>
          </Text>
        ))}
      </Flex>
    </Section>
  );
}

function Admins({ c }: { c: CompanyOverview }) {
  const { t } = useTranslation('provider');
  return (
    <Section title={t('details.admins')}>
      {c.admins.length === 0 ? (
        <Text color="gray">{t('details.noAdmins')}</Text>
      ) : (
        <Table.Root size="1">
          <Table.Header>
            <Table.Row>
              {(['email', 'role', 'state'] as const).map((k) => (
                <Table.ColumnHeaderCell key={k}>{t(`details.adminCols.${k}`)}</Table.ColumnHeaderCell>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {c.admins.map((a) => (
              <Table.Row key={a.id}>
                <Table.RowHeaderCell style={{ overflowWrap: 'anywhere' }}>
                  {a.email}
                  {a.name ? (
                    <Text as="div" size="1" color="gray">
                      {a.name}
                    </Text>
                  ) : null}
                </Table.RowHeaderCell>
                <Table.Cell>{a.role}</Table.Cell>
                <Table.Cell>
                  <Badge color={a.invited ? 'amber' : 'green'} variant="soft">
                    {t(a.invited ? 'details.invited' : 'details.active')}
                  </Badge>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Section>
  );
}

export default function CompanyDetails() {
  const { t } = useTranslation('provider');
  const { id = '', name } = useParams();
  const company = useQuery(providerQueries.company(id));
  if (company.isPending) return <CenteredLoading />;
  if (company.isError) return <ErrorState title={t('details.notFound')} subtitle={t('details.notFoundHint')} />;
  const c = company.data;
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="4" data-testid="company-details">
      <Health c={c} />
      <Features c={c} />
      <Alerts c={c} />
      <Admins c={c} />
      <Box gridColumn={{ md: '1 / -1' }}>
        <CompanyBilling companyId={id} />
      </Box>
      <Box gridColumn={{ md: '1 / -1' }}>
        <Card size="2">
          <Flex justify="between" align="center" mb="3">
            <Heading as="h2" size="3">
              {t('details.recent')}
            </Heading>
            <Link asChild size="2">
              <RouterLink to={linkTo('palisade-account-admin-event-logs', { id, name: name ?? c.name })}>{t('details.allLogs')}</RouterLink>
            </Link>
          </Flex>
          <EventsTable rows={c.recent_events} emptyText={t('details.noEvents')} />
        </Card>
      </Box>
    </Grid>
  );
}

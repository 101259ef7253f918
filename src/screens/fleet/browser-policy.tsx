// /browser-policy (Inventory › FLEET, issue 18): the browsers and extensions installed across the fleet,
// with the extensions the company allows or blocks. A block reaches the agents with the next policy
// version, and they report the extension removed. Filters live in the URL (routes/filters.ts
// browserPolicyFilters); decisions are for roles that may change policies (canChangePolicies).
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, DropdownMenu, Flex, Grid, Heading, Table, Text } from '@radix-ui/themes';
import { ChevronDownIcon } from '@radix-ui/react-icons';
import { canChangePolicies } from '../../api/contract/access';
import { BROWSERS } from '../../api/contract/catalog';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { EXTENSION_DECISIONS, type ExtensionAction, type ExtensionPolicyRow } from '../../api/contract/applications';
import { browserPolicyMutations, browserPolicyQueries, type ExtensionListParams } from '../../api/queries/applications';
import { ANY_VALUE, browserPolicyFilters } from '../../app/routes/filters';
import { useSession } from '../../app/session/use-session';
import { formatDate } from '../../lib/format';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable } from '../../ui/data-table';
import { SearchBox } from '../../ui/search-box';
import { useToast } from '../../ui/toast';
import { useListParams } from '../../ui/use-list-params';
import { MultiFilter, SingleFilter } from '../../ui/filter-controls';

const DECISION_COLORS = { ALLOW: 'green', BLOCK: 'red', NONE: 'gray' } as const;

function Browsers() {
  const { t } = useTranslation('fleet-apps');
  const browsers = useQuery(browserPolicyQueries.browsers());
  return (
    <Flex direction="column" gap="2">
      <Heading as="h2" size="3">
        {t('browserPolicy.browsersTitle')}
      </Heading>
      {browsers.isPending ? (
        <Text color="gray">{t('loading')}</Text>
      ) : browsers.isError || browsers.data.length === 0 ? (
        <Text color="gray">{t('dataNotAvailable')}</Text>
      ) : (
        <Grid gap="3" columns="repeat(auto-fill, minmax(120px, 1fr))" role="list" aria-label={t('browserPolicy.browsersLabel')}>
          {browsers.data.map((b) => (
            <Card key={b.browser} role="listitem" data-testid="browser-card">
              <Text as="div" weight="bold">
                {b.browser}
              </Text>
              <Text as="div" size="2" color="gray">
                {t('browserPolicy.browserEndpoints', { count: b.endpoints })}
              </Text>
              <Text as="div" size="2" color="gray">
                {t('browserPolicy.browserExtensions', { count: b.extensions })}
              </Text>
            </Card>
          ))}
        </Grid>
      )}
    </Flex>
  );
}

function Decide({ row }: { row: ExtensionPolicyRow }) {
  const { t } = useTranslation('fleet-apps');
  const toast = useToast();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const decide = useMutation({
    ...browserPolicyMutations.decide(),
    onSuccess: (_answer, { action }) => {
      toast({ kind: 'success', title: t(`browserPolicy.saved.${action ?? 'NONE'}`, { name: row.name }) });
      void queryClient.invalidateQueries({ queryKey: browserPolicyQueries.all() });
    },
  });
  /** Allow and Clear run at once; Block asks first (ConfirmDialog shows its own error) */
  const run = (action: ExtensionAction | null) =>
    decide.mutateAsync({ extensionId: row.extension_id, action }).catch((error: unknown) => {
      toast({ kind: 'error', title: t('browserPolicy.failed'), description: error instanceof Error ? error.message : undefined });
    });
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger disabled={decide.isPending}>
          <Button size="1" variant="soft" color="gray" aria-label={t('browserPolicy.actionsFor', { name: row.name })}>
            {t('browserPolicy.decide')}
            <ChevronDownIcon aria-hidden />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content align="end">
          <DropdownMenu.Item disabled={row.action === 'ALLOW'} onSelect={() => void run('ALLOW')}>
            {t('browserPolicy.allow')}
          </DropdownMenu.Item>
          <DropdownMenu.Item color="red" disabled={row.action === 'BLOCK'} onSelect={() => setConfirming(true)}>
            {t('browserPolicy.block')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator />
          <DropdownMenu.Item disabled={row.action === null} onSelect={() => void run(null)}>
            {t('browserPolicy.clear')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('browserPolicy.blockTitle', { name: row.name })}
        description={t('browserPolicy.blockDescription', { count: row.endpoints })}
        confirmLabel={t('browserPolicy.block')}
        onConfirm={() => decide.mutateAsync({ extensionId: row.extension_id, action: 'BLOCK' })}
      />
    </>
  );
}

export default function Screen() {
  const { t } = useTranslation('fleet-apps');
  const canDecide = canChangePolicies(useSession().access);
  const { params, update } = useListParams(browserPolicyFilters);
  const query: ExtensionListParams = { page: params.page ?? 1, size: DEFAULT_PAGE_SIZE, q: params.q, b: params.b, action: params.action, risky: params.risky };
  const list = useQuery(browserPolicyQueries.extensions(query));
  const count = useQuery(browserPolicyQueries.count(query));
  const any = (v: string | undefined) => (v === ANY_VALUE ? undefined : v);

  return (
    <Flex direction="column" gap="4">
      <Browsers />
      <Flex direction="column" gap="3">
        <Heading as="h2" size="3">
          {t('browserPolicy.extensionsTitle')}
        </Heading>
        <Flex gap="2" wrap="wrap" align="center" role="group" aria-label={t('filters.label')}>
          <div style={{ minWidth: 260 }}>
            <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('browserPolicy.search')} placeholder={t('applications.placeholder')} />
          </div>
          <MultiFilter
            label={t('filters.browser')}
            values={params.b}
            options={BROWSERS.map((b) => ({ value: b, label: b }))}
            allLabel={t('filters.all')}
            onChange={(b) => update({ b: b.length ? b : undefined })}
          />
          <SingleFilter
            label={t('filters.decision')}
            value={params.action}
            options={EXTENSION_DECISIONS.map((d) => ({ value: d, label: t(`browserPolicy.decision.${d}`) }))}
            allLabel={`${t('filters.decision')}: ${t('filters.all')}`}
            onChange={(v) => update({ action: any(v) })}
          />
          <SingleFilter
            label={t('filters.risk')}
            value={params.risky}
            options={[
              { value: 'true', label: t('filters.riskyOnly') },
              { value: 'false', label: t('filters.notRisky') },
            ]}
            allLabel={t('filters.riskAll')}
            onChange={(v) => update({ risky: any(v) })}
          />
        </Flex>
        <Text size="2" color="gray" aria-live="polite" data-testid="extensions-total" data-value={count.data}>
          {count.isSuccess ? t('browserPolicy.total', { count: count.data }) : '\u00a0'}
        </Text>
        <DataTable<ExtensionPolicyRow>
          caption={t('browserPolicy.tableLabel')}
          size="1"
          columns={[
            { key: 'name', header: t('browserPolicy.columns.name') },
            { key: 'browsers', header: t('browserPolicy.columns.browsers') },
            { key: 'permissions', header: t('browserPolicy.columns.permissions') },
            { key: 'endpoints', header: t('browserPolicy.columns.endpoints'), align: 'right' },
            { key: 'decision', header: t('browserPolicy.columns.decision') },
          ]}
          hasActions={canDecide}
          actionsLabel={t('browserPolicy.columns.actions')}
          rows={list.isError ? null : list.data}
          busy={list.isPending}
          emptyText={t('browserPolicy.empty')}
          loadingText={t('loading')}
          rowKey={(r) => r.extension_id}
          renderRow={(r) => (
            <Table.Row align="center" data-testid="extension-row">
              <Table.RowHeaderCell style={{ maxWidth: 320 }}>
                <Text as="div" weight="medium" style={{ overflowWrap: 'anywhere' }}>
                  {r.name}
                  {r.risky ? (
                    <Badge ml="2" color="orange" variant="soft">
                      {t('browserPolicy.risky')}
                    </Badge>
                  ) : null}
                </Text>
                <Text as="div" size="1" color="gray" style={{ overflowWrap: 'anywhere' }}>
                  {r.extension_id}
                  {r.versions.length ? ` · ${r.versions.join(', ')}` : ''}
                </Text>
              </Table.RowHeaderCell>
              <Table.Cell>{r.browsers.join(', ')}</Table.Cell>
              <Table.Cell style={{ maxWidth: 240 }}>
                <Text size="1" style={{ overflowWrap: 'anywhere' }}>
                  {r.permissions.join(', ')}
                </Text>
              </Table.Cell>
              <Table.Cell align="right" style={{ whiteSpace: 'nowrap' }}>
                <Text as="div">{r.endpoints}</Text>
                {r.removed_endpoints > 0 ? (
                  <Text as="div" size="1" color="gray">
                    {t('browserPolicy.removed', { count: r.removed_endpoints })}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell style={{ whiteSpace: 'nowrap' }}>
                <Badge color={DECISION_COLORS[r.action ?? 'NONE']} variant="soft" data-testid="extension-decision">
                  {t(`browserPolicy.decision.${r.action ?? 'NONE'}`)}
                </Badge>
                {r.decided_by && r.decided_at ? (
                  <Text as="div" size="1" color="gray">
                    {t('browserPolicy.decidedBy', { who: r.decided_by, date: formatDate(r.decided_at) })}
                  </Text>
                ) : null}
              </Table.Cell>
              {canDecide ? (
                <Table.Cell justify="end">
                  <Decide row={r} />
                </Table.Cell>
              ) : null}
            </Table.Row>
          )}
          pager={{ page: query.page ?? 1, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (page) => update({ page }) }}
          gap="2"
        />
      </Flex>
    </Flex>
  );
}

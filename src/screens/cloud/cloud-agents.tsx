// /cloud-agents, Inventory › CLOUD › Cloud Agents (spec part 1 §2, part 2 §2.6; issue 22): the connectors the
// company runs in its clouds — provider, region, status from their last report, version — with how many
// external and internal services each publishes (linking to the Cloud Services tabs). Admins add, edit
// and remove them; an agent that still publishes services cannot be removed (the server's 409 says so).
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Flex, IconButton, Link, Select, Text, TextField } from '@radix-ui/themes';
import { Pencil1Icon, PlusIcon, TrashIcon } from '@radix-ui/react-icons';
import { canChangeCloud } from '../../api/contract/access';
import { CLOUD_AGENT_SORTS, CLOUD_PROVIDERS, type CloudAgentBody, type CloudAgentRow } from '../../api/contract/cloud';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { cloudMutations, cloudQueries } from '../../api/queries/cloud';
import { drillDownFilters } from '../../app/routes/filters';
import { useSession } from '../../app/session/use-session';
import { formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable } from '../../ui/data-table';
import { FormField } from '../../ui/form-field';
import { SearchBox } from '../../ui/search-box';
import { useListParams } from '../../ui/use-list-params';
import { FormDialog } from './form-dialog';

type Sort = (typeof CLOUD_AGENT_SORTS)[number];

function AgentDialog({ agent }: { agent?: CloudAgentRow }) {
  const { t } = useTranslation('cloud');
  const client = useQueryClient();
  const save = useMutation(cloudMutations.saveAgent(client));
  const [body, setBody] = useState<CloudAgentBody>({ name: agent?.name ?? '', provider: agent?.provider ?? 'AWS', region: agent?.region ?? '' });
  return (
    <FormDialog
      trigger={
        agent ? (
          <IconButton variant="ghost" aria-label={t('agents.edit', { name: agent.name })}>
            <Pencil1Icon />
          </IconButton>
        ) : (
          <Button>
            <PlusIcon aria-hidden />
            {t('agents.add')}
          </Button>
        )
      }
      title={agent ? t('agents.editTitle', { name: agent.name }) : t('agents.addTitle')}
      submitLabel={t('form.save')}
      onSubmit={async () => {
        await save.mutateAsync({ id: agent?.id, body });
      }}
    >
      {(errors) => (
        <>
          <FormField label={t('agents.fields.name')} error={errors.name}>
            {(control) => <TextField.Root {...control} value={body.name} onChange={(e) => setBody({ ...body, name: e.target.value })} />}
          </FormField>
          <FormField label={t('agents.fields.provider')} error={errors.provider}>
            {(control) => (
              <Select.Root value={body.provider} onValueChange={(provider) => setBody({ ...body, provider: provider as CloudAgentBody['provider'] })}>
                <Select.Trigger {...control} />
                <Select.Content position="popper">
                  {CLOUD_PROVIDERS.map((p) => (
                    <Select.Item key={p} value={p}>
                      {p}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            )}
          </FormField>
          <FormField label={t('agents.fields.region')} error={errors.region} hint={<Text size="1" color="gray">{t('agents.fields.regionHint')}</Text>}>
            {(control) => <TextField.Root {...control} value={body.region} onChange={(e) => setBody({ ...body, region: e.target.value })} />}
          </FormField>
        </>
      )}
    </FormDialog>
  );
}

function RemoveAgent({ agent }: { agent: CloudAgentRow }) {
  const { t } = useTranslation('cloud');
  const client = useQueryClient();
  const remove = useMutation(cloudMutations.deleteAgent(client));
  return (
    <ConfirmDialog
      trigger={
        <IconButton variant="ghost" color="red" aria-label={t('agents.remove', { name: agent.name })}>
          <TrashIcon />
        </IconButton>
      }
      title={t('agents.removeTitle', { name: agent.name })}
      description={t('agents.removeText')}
      confirmLabel={t('form.remove')}
      onConfirm={() => remove.mutateAsync(agent.id)}
    />
  );
}

export default function CloudAgents() {
  const { t } = useTranslation('cloud');
  const { access } = useSession();
  const mayChange = canChangeCloud(access);
  const { params, update } = useListParams(drillDownFilters);
  const sb: Sort = (CLOUD_AGENT_SORTS as readonly string[]).includes(params.sb ?? '') ? (params.sb as Sort) : 'name';
  const so = params.so ?? 'asc';
  const page = params.page ?? 1;
  const filters = { q: params.q, sb, so };
  const list = useQuery(cloudQueries.agents({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(cloudQueries.agentCount(filters));
  return (
    <Flex direction="column" gap="3">
      <Flex gap="2" wrap="wrap" align="center">
        <Box width="280px" maxWidth="100%">
          <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('agents.search')} placeholder={t('agents.searchPlaceholder')} />
        </Box>
        <Text size="2" color="gray" aria-live="polite" data-testid="cloud-agents-total">
          {count.isSuccess ? t('agents.total', { count: count.data }) : '\u00a0'}
        </Text>
        {mayChange ? (
          <Box ml="auto">
            <AgentDialog />
          </Box>
        ) : null}
      </Flex>
      <DataTable<CloudAgentRow>
        caption={t('agents.caption')}
        size="2"
        columns={[
          { key: 'name', header: t('agents.columns.name'), rowHeader: true, sortBy: 'name', firstOrder: 'asc', render: (a) => <Text weight="medium">{a.name}</Text> },
          { key: 'provider', header: t('agents.columns.provider'), sortBy: 'provider', firstOrder: 'asc', render: (a) => a.provider },
          { key: 'region', header: t('agents.columns.region'), sortBy: 'region', firstOrder: 'asc', render: (a) => a.region },
          {
            key: 'status', header: t('agents.columns.status'),
            render: (a) => (
              <Badge color={a.status === 'ONLINE' ? 'green' : 'gray'} variant="soft" data-status={a.status}>
                {a.last_seen ? t(`status.${a.status}`) : t('status.never')}
              </Badge>
            ),
          },
          { key: 'seen', header: t('agents.columns.lastSeen'), render: (a) => <Text wrap="nowrap">{a.last_seen ? formatDateTime(a.last_seen) : t('none')}</Text> },
          {
            key: 'external', header: t('agents.columns.external'), align: 'right',
            render: (a) => (
              <Link asChild>
                <RouterLink to={`${linkTo('external-tab')}?q=${encodeURIComponent(a.name)}`}>{a.external_services}</RouterLink>
              </Link>
            ),
          },
          {
            key: 'internal', header: t('agents.columns.internal'), align: 'right',
            render: (a) => (
              <Link asChild>
                <RouterLink to={`${linkTo('internal-tab')}?q=${encodeURIComponent(a.name)}`}>{a.internal_services}</RouterLink>
              </Link>
            ),
          },
          ...(mayChange
            ? [
                {
                  key: 'actions', header: t('actions'), align: 'right' as const,
                  render: (a: CloudAgentRow) => (
                    <Flex gap="3" justify="end">
                      <AgentDialog agent={a} />
                      <RemoveAgent agent={a} />
                    </Flex>
                  ),
                },
              ]
            : []),
        ]}
        rows={list.isError ? null : list.data}
        rowKey={(a) => a.id}
        busy={list.isPending}
        error={list.isError ? {} : undefined}
        emptyText={params.q ? t('noMatch') : t('agents.empty')}
        loadingText={t('loading')}
        sort={{ by: sb, order: so, onSort: (by, order) => update({ sb: by, so: order }) }}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
    </Flex>
  );
}

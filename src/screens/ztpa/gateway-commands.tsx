// /ztpa-commands, Inventory › COMMANDS › Gateways (spec part 2 "Commands", §4; issue 22): every command sent
// to a gateway of the company, paged on the server (GET and HEAD /ztpa-commands), filtered by status and a
// search from the URL, with the remote commands' status words and colours. A command still waiting follows
// its status live (the remote-command machine), so Queued turns Success without a reload. The gateway's
// command tab shows the same table for one gateway.
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Box, Button, Code, Flex, Link, Text } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import { canRunGatewayCommands } from '../../api/contract/access';
import { COMMAND_STATUSES } from '../../api/contract/catalog';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { CommandStatus } from '../../api/contract/commands';
import { GATEWAY_COMMAND_SORTS, type GatewayCommand } from '../../api/contract/ztpa-ops';
import { cancelGatewayCommand, fetchGatewayCommand, ztpaOpsQueries } from '../../api/queries/ztpa-ops';
import { commandFilters } from '../../app/routes/filters';
import { useSession } from '../../app/session/use-session';
import { CommandStatusBadge } from '../../domain/commands/status-badge';
import { formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { remoteCommandMachine, shownStatus, type RemoteCommandState } from '../../machines/remote-command/remote-command';
import { ChoiceFilter } from '../../ui/choice-filter';
import { DataTable } from '../../ui/data-table';
import { SearchBox } from '../../ui/search-box';
import { useListParams } from '../../ui/use-list-params';

type Sort = (typeof GATEWAY_COMMAND_SORTS)[number];

/** One gateway command followed live: the remote-command machine with the gateway command calls. */
export function useLiveGatewayCommand(initial: GatewayCommand, withOutput = false) {
  const client = useQueryClient();
  const machine = useMemo(
    () =>
      remoteCommandMachine.provide({
        actors: {
          fetchStatus: fromPromise<RemoteCommandState, { id: string }>(({ input, signal }) => fetchGatewayCommand(input.id, signal)),
          cancelCommand: fromPromise<RemoteCommandState, { id: string }>(async ({ input }) => {
            const next = await cancelGatewayCommand(input.id);
            void client.invalidateQueries({ queryKey: ztpaOpsQueries.all() });
            return next;
          }),
          fetchOutput: fromPromise<string | null, { id: string }>(async ({ input, signal }) => (await fetchGatewayCommand(input.id, signal)).output ?? null),
        },
      }),
    [client],
  );
  const actor = useActorRef(machine, { input: { id: initial.id, initial, withOutput } });
  const snapshot = useSelector(actor, (s) => s);
  const state = snapshot.context.state as RemoteCommandState & GatewayCommand;
  return {
    status: shownStatus(state),
    command: state,
    output: snapshot.context.output,
    error: snapshot.context.error,
    final: snapshot.status === 'done',
    cancelling: snapshot.matches('cancelling'),
    cancel: () => actor.send({ type: 'command.cancel' }),
  };
}

function LiveStatus({ row }: { row: GatewayCommand }) {
  const live = useLiveGatewayCommand(row);
  return <CommandStatusBadge status={live.status} />;
}

export function GatewayCommandsTable({ gatewayId }: { gatewayId?: string }) {
  const { t } = useTranslation('ztpa-ops');
  const { t: tw } = useTranslation('command-widgets');
  const { access } = useSession();
  const { params, update } = useListParams(commandFilters);
  const sb: Sort = (GATEWAY_COMMAND_SORTS as readonly string[]).includes(params.sb ?? '') ? (params.sb as Sort) : 'queued_at';
  const so = params.so ?? 'desc';
  const page = params.page ?? 1;
  const filters = { q: params.q, status: params.status, gateway_id: gatewayId, sb, so };
  const list = useQuery(ztpaOpsQueries.commands({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(ztpaOpsQueries.commandCount(filters));
  return (
    <Flex direction="column" gap="3">
      <Flex gap="2" wrap="wrap" align="center" role="group" aria-label={t('list.filters')}>
        <Box width="280px" maxWidth="100%">
          <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('list.search')} placeholder={t('list.searchPlaceholder')} />
        </Box>
        <ChoiceFilter<CommandStatus>
          label={t('list.status')}
          options={COMMAND_STATUSES}
          value={params.status ?? []}
          onChange={(status) => update({ status: status.length ? status : undefined })}
          text={(s) => tw(`status.${s}`)}
        />
        {canRunGatewayCommands(access) ? (
          <Box ml="auto">
            <Button asChild>
              <RouterLink to={`${linkTo('add-ztpa-command')}${gatewayId ? `?gateway=${gatewayId}` : ''}`}>
                <PlusIcon aria-hidden />
                {t('list.add')}
              </RouterLink>
            </Button>
          </Box>
        ) : null}
      </Flex>
      <Text size="2" color="gray" aria-live="polite" data-testid="gateway-commands-total" data-value={count.data}>
        {count.isSuccess ? t('list.total', { count: count.data }) : '\u00a0'}
      </Text>
      <DataTable<GatewayCommand>
        caption={t('list.caption')}
        size="1"
        columns={[
          {
            key: 'name', header: t('list.columns.command'), rowHeader: true, sortBy: 'name',
            render: (r) => (
              <Flex direction="column" gap="1">
                <Link asChild weight="medium">
                  <RouterLink to={linkTo('execute-ztpa-command', { id: r.id })}>{r.name}</RouterLink>
                </Link>
                <Code variant="ghost" size="1" style={{ overflowWrap: 'anywhere' }}>
                  {r.command}
                </Code>
              </Flex>
            ),
          },
          ...(gatewayId ? [] : [{ key: 'gateway', header: t('list.columns.gateway'), sortBy: 'gateway', render: (r: GatewayCommand) => r.gateway ?? t('deleted') }]),
          { key: 'status', header: t('list.columns.status'), sortBy: 'status', render: (r) => <LiveStatus key={`${r.id}:${r.status}`} row={r} /> },
          { key: 'queued_at', header: t('list.columns.queued'), sortBy: 'queued_at', firstOrder: 'desc', render: (r) => <Text wrap="nowrap">{formatDateTime(r.queued_at)}</Text> },
          { key: 'by', header: t('list.columns.by'), render: (r) => <Text style={{ overflowWrap: 'anywhere' }}>{r.requested_by}</Text> },
        ]}
        rows={list.isError ? null : list.data}
        rowKey={(r) => r.id}
        busy={list.isPending}
        error={list.isError ? {} : undefined}
        emptyText={t('list.empty')}
        loadingText={t('loading')}
        sort={{ by: sb, order: so, onSort: (by, order) => update({ sb: by, so: order }) }}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
    </Flex>
  );
}

export default function ZtpaCommands() {
  return <GatewayCommandsTable />;
}

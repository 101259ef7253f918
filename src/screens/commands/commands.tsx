// /commands, Inventory › Commands › Devices (spec part 2 §2.6, §4; issue 19): every remote command sent in
// the company, paged on the server (GET and HEAD /device-commands), filtered by status, platform, endpoint,
// sender and date from the URL. Rows still waiting follow their command live; a row opens the command with
// its output. ?run= narrows the list to one bulk run and shows its progress; ?cmd= opens one command.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, Text } from '@radix-ui/themes';
import { Cross2Icon, PlusIcon } from '@radix-ui/react-icons';
import { canRunCommands } from '../../api/contract/access';
import { COMMAND_STATUSES, PLATFORM_FAMILIES } from '../../api/contract/catalog';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { COMMAND_SORTS, type CommandStatus, type RemoteCommand } from '../../api/contract/commands';
import { commandQueries, type CommandListParams } from '../../api/queries/commands';
import { fleetQueries } from '../../api/queries/fleet';
import { commandFilters } from '../../app/routes/filters';
import { useSession } from '../../app/session/use-session';
import { CommandDetailDialog } from '../../domain/commands/command-detail';
import { CommandTable } from '../../domain/commands/command-table';
import { linkTo } from '../../lib/links';
import { ChoiceFilter } from '../../ui/choice-filter';
import { DateRangePicker } from '../../ui/date-range-picker';
import { SearchBox } from '../../ui/search-box';
import { useDateRange } from '../../ui/use-date-range';
import { useListParams } from '../../ui/use-list-params';
import { RunSummary } from './run-summary';

type Sort = (typeof COMMAND_SORTS)[number];
type Family = (typeof PLATFORM_FAMILIES)[number];

function EndpointChip({ id, onClear }: { id: string; onClear: () => void }) {
  const { t } = useTranslation('remote-commands');
  const device = useQuery({ ...fleetQueries.device(id), retry: false });
  return (
    <Button variant="soft" color="gray" onClick={onClear} aria-label={t('list.clearEndpoint', { hostname: device.data?.hostname ?? id })}>
      {t('list.endpoint', { hostname: device.data?.hostname ?? '…' })}
      <Cross2Icon aria-hidden />
    </Button>
  );
}

export default function Commands() {
  const { t } = useTranslation('remote-commands');
  const { t: tw } = useTranslation('command-widgets');
  const { access } = useSession();
  const { params, update } = useListParams(commandFilters);
  const [range, setRange] = useDateRange();
  const [opened, setOpened] = useState<RemoteCommand | null>(null);
  const sb: Sort = (COMMAND_SORTS as readonly string[]).includes(params.sb ?? '') ? (params.sb as Sort) : 'queued_at';
  const so = params.so ?? 'desc';
  const page = params.page ?? 1;
  // a run's list is the whole run, whenever it was sent
  const dates = params.run ? {} : { s: range.s, e: range.e };
  const filters: CommandListParams = {
    q: params.q,
    status: params.status,
    o: params.o,
    author: params.author,
    endpoint: params.endpoint,
    run: params.run,
    ...dates,
    sb,
    so,
  };
  const list = useQuery(commandQueries.list({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(commandQueries.count(filters));
  const rows = list.isError ? null : list.data;
  const detail = params.cmd ? (opened?.id === params.cmd ? opened : (rows?.find((r) => r.id === params.cmd) ?? params.cmd)) : null;

  return (
    <Flex direction="column" gap="3">
      {params.run ? <RunSummary id={params.run} onClear={() => update({ run: undefined })} /> : null}
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
        <ChoiceFilter<Family>
          label={t('list.platform')}
          options={PLATFORM_FAMILIES}
          value={params.o ?? []}
          onChange={(o) => update({ o: o.length ? o : undefined })}
          text={(p) => tw(`platform.${p}`)}
        />
        <Box width="220px" maxWidth="100%">
          <SearchBox value={params.author ?? ''} onSearch={(author) => update({ author: author || undefined })} label={t('list.author')} placeholder={t('list.author')} />
        </Box>
        {params.run ? null : <DateRangePicker value={range} onChange={setRange} label={t('list.range')} />}
        {params.endpoint ? <EndpointChip id={params.endpoint} onClear={() => update({ endpoint: undefined })} /> : null}
        {canRunCommands(access) ? (
          <Box ml="auto">
            <Button asChild>
              <RouterLink to={linkTo('add-command')}>
                <PlusIcon aria-hidden />
                {t('list.add')}
              </RouterLink>
            </Button>
          </Box>
        ) : null}
      </Flex>
      <Text size="2" color="gray" aria-live="polite" data-testid="commands-total" data-value={count.data}>
        {count.isSuccess ? t('list.total', { count: count.data }) : '\u00a0'}
      </Text>
      <CommandTable
        caption={t('list.caption')}
        rows={rows}
        emptyText={t('list.empty')}
        busy={list.isPending}
        onOpen={(row) => {
          setOpened(row);
          update({ cmd: row.id, page });
        }}
        sort={{ by: sb, order: so, onSort: (by, order) => update({ sb: by, so: order }) }}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
      <CommandDetailDialog
        command={detail}
        mayCancel={canRunCommands(access)}
        onClose={() => {
          setOpened(null);
          update({ cmd: undefined, page });
        }}
      />
    </Flex>
  );
}

// The commands of a list call as a table (issue 19): /commands, a run's commands and the endpoint's commands
// tab draw their rows here. Each row follows its command live until it is final, so a badge moves from
// Queued to Success without a reload; the command's text opens its detail.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Link, Table, Text } from '@radix-ui/themes';
import type { RemoteCommand } from '../../api/contract/commands';
import { formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable, type DataTableProps } from '../../ui/data-table';
import { CommandStatusBadge } from './status-badge';
import { useLiveCommand } from './use-live-command';

const TEXT_MAX = 80;

function CommandRow({ row, showEndpoint, onOpen }: { row: RemoteCommand; showEndpoint: boolean; onOpen: (command: RemoteCommand) => void }) {
  const { t } = useTranslation('command-widgets');
  const live = useLiveCommand(row);
  const c = live.command;
  const text = c.command.length > TEXT_MAX ? `${c.command.slice(0, TEXT_MAX - 1)}…` : c.command;
  return (
    <Table.Row align="center" data-testid="command-row" data-command-id={c.id}>
      <Table.RowHeaderCell style={{ maxWidth: 360 }}>
        <Link asChild weight="medium">
          <button type="button" className="rt-reset" onClick={() => onOpen(c)} style={{ textAlign: 'left', cursor: 'pointer', wordBreak: 'break-word' }} aria-label={t('table.open', { command: c.command, hostname: c.hostname })}>
            {text}
          </button>
        </Link>
        {c.shell ? (
          <Text as="div" size="1" color="gray">
            {t(`shell.${c.shell}`)}
          </Text>
        ) : null}
      </Table.RowHeaderCell>
      {showEndpoint ? (
        <Table.Cell>
          <Link asChild>
            <RouterLink to={linkTo('endpoint-details', { id: c.endpoint_id })}>{c.hostname}</RouterLink>
          </Link>
          <Text as="div" size="1" color="gray">
            {t(`platform.${c.platform_family}`)}
          </Text>
        </Table.Cell>
      ) : null}
      <Table.Cell>
        <CommandStatusBadge status={live.status} />
      </Table.Cell>
      <Table.Cell>
        <Text size="2">{c.requested_by}</Text>
      </Table.Cell>
      <Table.Cell style={{ whiteSpace: 'nowrap' }}>{formatDateTime(c.queued_at)}</Table.Cell>
      <Table.Cell style={{ whiteSpace: 'nowrap' }}>{c.finished_at ? formatDateTime(c.finished_at) : '—'}</Table.Cell>
    </Table.Row>
  );
}

export interface CommandTableProps {
  caption: string;
  rows: RemoteCommand[] | null | undefined;
  emptyText: string;
  /** the endpoint tab leaves the endpoint column out */
  showEndpoint?: boolean;
  onOpen: (command: RemoteCommand) => void;
  sort?: DataTableProps<RemoteCommand>['sort'];
  pager?: DataTableProps<RemoteCommand>['pager'];
  busy?: boolean;
}

export function CommandTable({ caption, rows, emptyText, showEndpoint = true, onOpen, sort, pager, busy }: CommandTableProps) {
  const { t } = useTranslation('command-widgets');
  return (
    <DataTable<RemoteCommand>
      caption={caption}
      columns={[
        { key: 'command', header: t('table.command') },
        ...(showEndpoint ? [{ key: 'hostname', header: t('table.endpoint'), sortBy: 'hostname', firstOrder: 'asc' as const }] : []),
        { key: 'status', header: t('table.status'), sortBy: 'status', firstOrder: 'asc' },
        { key: 'author', header: t('table.author') },
        { key: 'queued', header: t('table.queued'), sortBy: 'queued_at' },
        { key: 'finished', header: t('table.finished'), sortBy: 'finished_at' },
      ]}
      rows={rows}
      sort={sort}
      busy={busy}
      emptyText={emptyText}
      loadingText={t('loading')}
      // the key carries the status, so a list answer newer than the row's own polling starts it over
      rowKey={(row) => `${row.id}:${row.status}:${row.delivered_at ?? ''}`}
      renderRow={(row) => <CommandRow row={row} showEndpoint={showEndpoint} onOpen={onOpen} />}
      pager={pager}
      gap="2"
    />
  );
}

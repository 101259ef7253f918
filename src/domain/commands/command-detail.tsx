// One remote command, followed live (issue 19; spec part 2 §4): its status, when it was queued, taken and
// finished, and its output for Success and Failure in a monospace block that scrolls. An admin may
// cancel it while it is still Queued.
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Button, Callout, DataList, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import type { RemoteCommand } from '../../api/contract/commands';
import { commandQueries, createShareLink } from '../../api/queries/commands';
import { formatDateTime } from '../../lib/format';
import { ErrorState } from '../../ui/error-state';
import { CommandStatusBadge } from './status-badge';
import { useLiveCommand } from './use-live-command';

export function CommandOutput({ text, label }: { text: string; label: string }) {
  return (
    <Box
      asChild
      // keyboard users scroll the block with the arrow keys once it has focus
      tabIndex={0}
      style={{
        fontFamily: 'var(--code-font-family, ui-monospace, monospace)',
        fontSize: 'var(--font-size-1)',
        background: 'var(--gray-a2)',
        border: '1px solid var(--gray-a5)',
        borderRadius: 'var(--radius-2)',
        padding: 'var(--space-3)',
        maxHeight: 360,
        overflow: 'auto',
        whiteSpace: 'pre',
        margin: 0,
      }}
    >
      <pre aria-label={label} data-testid="command-output">
        {text}
      </pre>
    </Box>
  );
}

/** A signed link to the public Command Execution page, for the person at the endpoint (valid 7 days). */
function ShareLink({ id }: { id: string }) {
  const { t } = useTranslation('command-widgets');
  const [link, setLink] = useState<{ url: string; expires: string } | null>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const create = async () => {
    setState('busy');
    try {
      const made = await createShareLink(id);
      setLink({ url: `${window.location.origin}${made.path}`, expires: made.expires_at });
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  if (link)
    return (
      <Flex direction="column" gap="1">
        <Text as="label" size="2" weight="medium" htmlFor={`share-${id}`}>
          {t('detail.shareLink')}
        </Text>
        <TextField.Root id={`share-${id}`} readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
        <Text size="1" color="gray">
          {t('detail.shareExpires', { time: formatDateTime(link.expires) })}
        </Text>
      </Flex>
    );
  return (
    <Flex align="center" gap="2">
      <Button variant="soft" color="gray" onClick={() => void create()} loading={state === 'busy'}>
        {t('detail.share')}
      </Button>
      {state === 'failed' ? (
        <Text size="2" color="red" role="alert">
          {t('detail.shareFailed')}
        </Text>
      ) : null}
    </Flex>
  );
}

function DetailBody({ initial, mayCancel }: { initial: RemoteCommand; mayCancel: boolean }) {
  const { t } = useTranslation('command-widgets');
  const live = useLiveCommand(initial, { withOutput: true });
  const c = live.command;
  const item = (label: string, value: ReactNode) => (
    <DataList.Item>
      <DataList.Label minWidth="120px">{label}</DataList.Label>
      <DataList.Value>{value}</DataList.Value>
    </DataList.Item>
  );
  return (
    <Flex direction="column" gap="3">
      <Flex align="center" gap="2" role="status" aria-live="polite">
        <CommandStatusBadge status={live.status} />
        <Text size="2" color="gray">
          {t(`statusHint.${live.status}`)}
        </Text>
      </Flex>
      <DataList.Root size="2">
        {item(t('detail.endpoint'), c.hostname)}
        {item(t('detail.command'), <Text style={{ wordBreak: 'break-word' }}>{c.command}</Text>)}
        {c.shell ? item(t('detail.shell'), t(`shell.${c.shell}`)) : null}
        {item(t('detail.author'), c.requested_by)}
        {item(t('detail.queued'), formatDateTime(c.queued_at))}
        {item(t('detail.delivered'), c.delivered_at ? formatDateTime(c.delivered_at) : '—')}
        {item(t('detail.finished'), c.finished_at ? formatDateTime(c.finished_at) : '—')}
        {item(t('detail.timeout'), t('detail.minutes', { count: c.timeout_minutes }))}
        {c.exit_code !== null ? item(t('detail.exitCode'), String(c.exit_code)) : null}
        {c.cancelled_by ? item(t('detail.cancelledBy'), c.cancelled_by) : null}
      </DataList.Root>
      {live.status === 'Success' || live.status === 'Failure' ? (
        live.loadingOutput ? (
          <Text size="2" color="gray">
            {t('detail.loadingOutput')}
          </Text>
        ) : live.output ? (
          <Flex direction="column" gap="1">
            <Text size="2" weight="medium">
              {t('detail.output')}
            </Text>
            <CommandOutput text={live.output} label={t('detail.outputLabel', { hostname: c.hostname })} />
            {c.output_truncated ? (
              <Text size="1" color="gray">
                {t('detail.truncated')}
              </Text>
            ) : null}
          </Flex>
        ) : (
          <Text size="2" color="gray">
            {t('detail.noOutput')}
          </Text>
        )
      ) : live.status === 'Abort' ? (
        <Text size="2" color="gray">
          {t('detail.abortNote', { count: c.timeout_minutes })}
        </Text>
      ) : null}
      {live.error ? (
        <Callout.Root color="red" size="1" role="alert">
          <Callout.Text>{live.error}</Callout.Text>
        </Callout.Root>
      ) : null}
      {mayCancel ? (
        <Flex gap="3" align="start" direction="column">
          {live.status === 'Queued' ? (
            <Button color="red" variant="soft" onClick={live.cancel} loading={live.cancelling}>
              {t('detail.cancel')}
            </Button>
          ) : null}
          <ShareLink id={c.id} />
        </Flex>
      ) : null}
    </Flex>
  );
}

function DetailById({ id, mayCancel }: { id: string; mayCancel: boolean }) {
  const { t } = useTranslation('command-widgets');
  const q = useQuery({ ...commandQueries.detail(id), retry: false });
  if (q.isPending) return <Text color="gray">{t('loading')}</Text>;
  if (q.isError) return <ErrorState title={t('detail.notFound')} subtitle={q.error.message} />;
  return <DetailBody initial={q.data} mayCancel={mayCancel} />;
}

export interface CommandDetailDialogProps {
  /** the command to show: its row when the list has it, else its id (a link) */
  command: RemoteCommand | string | null;
  onClose: () => void;
  /** the viewer may cancel a Queued command (canRunCommands) */
  mayCancel: boolean;
}

export function CommandDetailDialog({ command, onClose, mayCancel }: CommandDetailDialogProps) {
  const { t } = useTranslation('command-widgets');
  return (
    <Dialog.Root open={command !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content maxWidth="760px" aria-describedby={undefined}>
        <Dialog.Title>{t('detail.title')}</Dialog.Title>
        {command === null ? null : typeof command === 'string' ? <DetailById id={command} mayCancel={mayCancel} /> : <DetailBody key={command.id} initial={command} mayCancel={mayCancel} />}
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('detail.close')}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

// Shared parts of the /mdm-history/:id tabs (issue 20, part 3): the Mac being looked at, the MDM actions an
// admin may send it, and the command table, which refetches every 2 s while a command still waits for the
// Mac, so Pending → Acknowledged shows without a reload.
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import { canSendMdmCommands } from '../../api/contract/access';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { MdmCommand, MdmCommandBody, MdmDeviceDetail } from '../../api/contract/mdm-commands';
import { ApiRequestError } from '../../api/client';
import { mdmCommandMutations, mdmCommandQueries, type MdmCommandListParams } from '../../api/queries/mdm-commands';
import { useSession } from '../../app/session/use-session';
import { CommandStatusBadge } from '../../domain/commands/status-badge';
import { formatDateTime } from '../../lib/format';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable } from '../../ui/data-table';
import { FormErrors } from '../../ui/form-errors';
import { useToast } from '../../ui/toast';

export const LIVE_INTERVAL_MS = 2000;

export function useMdmDevice() {
  const id = useParams().id ?? '';
  const device = useQuery({ ...mdmCommandQueries.device(id), retry: false });
  return { id, device };
}

export const deviceTitle = (d: MdmDeviceDetail) => d.device_name ?? d.serial_number ?? d.udid;

const errorText = (error: unknown) => (error instanceof ApiRequestError ? error.issues[0]?.message ?? error.message : String(error));

function useSend(device: MdmDeviceDetail) {
  const { t } = useTranslation('mdm-history');
  const client = useQueryClient();
  const toast = useToast();
  const name = deviceTitle(device);
  return useMutation({
    ...mdmCommandMutations.send(),
    onSuccess: (queued) => {
      toast({ kind: 'success', title: t('actions.queued', { count: queued.queued, name }) });
      void client.invalidateQueries({ queryKey: mdmCommandQueries.all() });
    },
  });
}

function LockDialog({ device }: { device: MdmDeviceDetail }) {
  const { t } = useTranslation('mdm-history');
  const [open, setOpen] = useState(false);
  const [pin, setPin] = useState('');
  const [message, setMessage] = useState('');
  const send = useSend(device);
  const submit = (body: MdmCommandBody) => send.mutate(body, { onSuccess: () => setOpen(false) });
  return (
    <Dialog.Root open={open} onOpenChange={(o) => { setOpen(o); if (o) send.reset(); }}>
      <Dialog.Trigger>
        <Button variant="soft">{t('actions.lock')}</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="440px">
        <Dialog.Title>{t('actions.lockTitle', { name: deviceTitle(device) })}</Dialog.Title>
        <Dialog.Description size="2" mb="3">{t('actions.lockDescription')}</Dialog.Description>
        <form onSubmit={(e) => { e.preventDefault(); submit({ device_id: device.id, request_type: 'DeviceLock', pin: pin || undefined, message: message || undefined }); }}>
          <Flex direction="column" gap="3">
            <label>
              <Text as="div" size="2" weight="medium" mb="1">{t('actions.pin')}</Text>
              <TextField.Root value={pin} onChange={(e) => setPin(e.target.value)} inputMode="numeric" maxLength={6} autoComplete="off" />
            </label>
            <label>
              <Text as="div" size="2" weight="medium" mb="1">{t('actions.message')}</Text>
              <TextField.Root value={message} onChange={(e) => setMessage(e.target.value)} maxLength={200} />
            </label>
            <FormErrors message={send.error ? errorText(send.error) : null} />
            <Flex gap="3" justify="end">
              <Dialog.Close><Button type="button" variant="soft" color="gray">{t('actions.cancel')}</Button></Dialog.Close>
              <Button type="submit" loading={send.isPending}>{t('actions.lock')}</Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function WipeDialog({ device }: { device: MdmDeviceDetail }) {
  const { t } = useTranslation('mdm-history');
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState('');
  const [pin, setPin] = useState('');
  const send = useSend(device);
  const name = deviceTitle(device);
  return (
    <Dialog.Root open={open} onOpenChange={(o) => { setOpen(o); setConfirm(''); if (o) send.reset(); }}>
      <Dialog.Trigger>
        <Button variant="outline" color="red">{t('actions.wipe')}</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="460px">
        <Dialog.Title>{t('actions.wipeTitle', { name })}</Dialog.Title>
        <Dialog.Description size="2" mb="3">{t('actions.wipeDescription')}</Dialog.Description>
        <form onSubmit={(e) => { e.preventDefault(); send.mutate({ device_id: device.id, request_type: 'EraseDevice', confirm, pin: pin || undefined }, { onSuccess: () => setOpen(false) }); }}>
          <Flex direction="column" gap="3">
            <label>
              <Text as="div" size="2" weight="medium" mb="1">{t('actions.wipeConfirm', { name })}</Text>
              <TextField.Root value={confirm} onChange={(e) => setConfirm(e.target.value)} autoComplete="off" />
            </label>
            <label>
              <Text as="div" size="2" weight="medium" mb="1">{t('actions.pin')}</Text>
              <TextField.Root value={pin} onChange={(e) => setPin(e.target.value)} inputMode="numeric" maxLength={6} autoComplete="off" />
            </label>
            <FormErrors message={send.error ? errorText(send.error) : null} />
            <Flex gap="3" justify="end">
              <Dialog.Close><Button type="button" variant="soft" color="gray">{t('actions.cancel')}</Button></Dialog.Close>
              <Button type="submit" color="red" loading={send.isPending}>{t('actions.wipeButton')}</Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Lock, restart, sync, rotate the FileVault key, wipe: for admins who may send MDM commands. */
export function MdmActions({ device }: { device: MdmDeviceDetail }) {
  const { t } = useTranslation('mdm-history');
  const { access } = useSession();
  const client = useQueryClient();
  const toast = useToast();
  const send = useSend(device);
  const sync = useMutation({
    ...mdmCommandMutations.sync(),
    onSuccess: (queued) => {
      toast({ kind: 'success', title: t('actions.queued', { count: queued.queued, name: deviceTitle(device) }) });
      void client.invalidateQueries({ queryKey: mdmCommandQueries.all() });
    },
    onError: (error) => toast({ kind: 'error', title: t('actions.failed'), description: errorText(error) }),
  });
  if (!canSendMdmCommands(access)) return null;
  if (device.status !== 'ENROLLED') return <Text size="2" color="gray">{t('unenrolled')}</Text>;
  const name = deviceTitle(device);
  return (
    <Flex gap="2" wrap="wrap" role="group" aria-label={t('actions.label')}>
      <LockDialog device={device} />
      <ConfirmDialog
        trigger={<Button variant="soft">{t('actions.restart')}</Button>}
        title={t('actions.restartTitle', { name })}
        description={t('actions.restartDescription')}
        confirmLabel={t('actions.restart')}
        onConfirm={() => send.mutateAsync({ device_id: device.id, request_type: 'RestartDevice' })}
      />
      <Button variant="soft" onClick={() => sync.mutate(device.id)} loading={sync.isPending}>{t('actions.sync')}</Button>
      <ConfirmDialog
        trigger={<Button variant="soft">{t('actions.rotate')}</Button>}
        title={t('actions.rotateTitle', { name })}
        description={t('actions.rotateDescription')}
        confirmLabel={t('actions.rotate')}
        tone="neutral"
        onConfirm={() => send.mutateAsync({ device_id: device.id, request_type: 'RotateFileVaultKey' })}
      />
      <WipeDialog device={device} />
    </Flex>
  );
}

/** A device's commands, one page, polling while one still waits for the Mac. */
export function MdmCommandTable({ id, policy, caption, emptyText }: { id: string; policy?: boolean; caption: string; emptyText: string }) {
  const { t } = useTranslation('mdm-history');
  const [page, setPage] = useState(1);
  const query: MdmCommandListParams = { page, size: DEFAULT_PAGE_SIZE, ...(policy ? { policy: 'true' as const } : {}) };
  const waiting = (rows: MdmCommand[] | null | undefined) => (rows?.some((c) => c.status === 'Queued') ? LIVE_INTERVAL_MS : false);
  const list = useQuery({ ...mdmCommandQueries.list(id, query), refetchInterval: (q) => waiting(q.state.data) });
  const total = useQuery({ ...mdmCommandQueries.count(id, query), refetchInterval: () => waiting(list.data) });
  return (
    <DataTable<MdmCommand>
      caption={caption}
      columns={[
        { key: 'command', header: t('columns.command'), rowHeader: true, render: (c) => <Text weight="medium">{c.summary}</Text> },
        { key: 'status', header: t('columns.status'), render: (c) => <CommandStatusBadge status={c.status} /> },
        {
          key: 'apple',
          header: t('columns.apple'),
          render: (c) => (
            <Flex direction="column" gap="1" data-testid="apple-status" data-status={c.apple_status}>
              <Badge variant="outline" color="gray">{t(`apple.${c.apple_status}`)}</Badge>
              {c.not_now_count > 0 ? <Text size="1" color="gray">{t('notNow', { count: c.not_now_count })}</Text> : null}
              {c.error_chain.map((e, i) => <Text key={i} size="1" color="red">{e.description}</Text>)}
            </Flex>
          ),
        },
        { key: 'by', header: t('columns.issuedBy'), render: (c) => <Text size="2" style={{ overflowWrap: 'anywhere' }}>{c.issued_by}</Text> },
        { key: 'queued', header: t('columns.queued'), render: (c) => <Text wrap="nowrap">{formatDateTime(c.queued_at)}</Text> },
        { key: 'answered', header: t('columns.answered'), render: (c) => <Text wrap="nowrap">{c.answered_at ? formatDateTime(c.answered_at) : '—'}</Text> },
      ]}
      rows={list.data}
      rowKey={(c) => c.id}
      error={list.isError ? { title: t('loadError') } : undefined}
      emptyText={emptyText}
      loadingText={t('loading')}
      pager={{ page, size: DEFAULT_PAGE_SIZE, total: total.data ?? 0, onPageChange: setPage }}
    />
  );
}

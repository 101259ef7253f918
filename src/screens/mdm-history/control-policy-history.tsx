// /mdm-history/:id/.../control-policy-history (the tab container's index): the Mac's FileVault state and
// escrowed recovery key (shown once to an admin who may, the viewing audited), the device settings an admin
// may change, and the configuration and key commands sent to the Mac.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Card, Code, DataList, Dialog, Flex, Heading, Select, Text, TextField } from '@radix-ui/themes';
import { canRevealFileVaultKeys, canSendMdmCommands } from '../../api/contract/access';
import { MDM_VARIABLES, type MdmDeviceDetail, type MdmVariable } from '../../api/contract/mdm-commands';
import { ApiRequestError } from '../../api/client';
import { mdmCommandMutations, mdmCommandQueries } from '../../api/queries/mdm-commands';
import { useSession } from '../../app/session/use-session';
import { formatDateTime } from '../../lib/format';
import { FormErrors } from '../../ui/form-errors';
import { useToast } from '../../ui/toast';
import { deviceTitle, MdmCommandTable, useMdmDevice } from './parts';

const errorText = (error: unknown) => (error instanceof ApiRequestError ? error.issues[0]?.message ?? error.message : String(error));

function RevealKey({ device }: { device: MdmDeviceDetail }) {
  const { t } = useTranslation('mdm-history');
  const client = useQueryClient();
  const reveal = useMutation({ ...mdmCommandMutations.revealKey(), onSettled: () => void client.invalidateQueries({ queryKey: mdmCommandQueries.all() }) });
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(o) => { setOpen(o); if (!o) reveal.reset(); }}>
      <Dialog.Trigger>
        <Button variant="soft" size="1" onClick={() => reveal.mutate(device.id)}>{t('fileVault.reveal')}</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="440px">
        <Dialog.Title>{t('fileVault.revealTitle')}</Dialog.Title>
        <Dialog.Description size="2" mb="3">{t('fileVault.revealNote')}</Dialog.Description>
        {reveal.data ? <Code size="4" data-testid="recovery-key">{reveal.data.recovery_key}</Code> : null}
        {reveal.isPending ? <Text size="2">{t('loading')}</Text> : null}
        <FormErrors message={reveal.error ? errorText(reveal.error) : null} />
        <Flex justify="end" mt="3">
          <Dialog.Close><Button variant="soft" color="gray">{t('fileVault.close')}</Button></Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function FileVaultCard({ device }: { device: MdmDeviceDetail }) {
  const { t } = useTranslation('mdm-history');
  const { access } = useSession();
  const state = device.filevault_enabled === null ? t('fileVault.unknown') : device.filevault_enabled ? t('fileVault.on') : t('fileVault.off');
  return (
    <Card>
      <Heading as="h2" size="3" mb="2">{t('fileVault.title')}</Heading>
      <DataList.Root>
        <DataList.Item>
          <DataList.Label>{t('fileVault.state')}</DataList.Label>
          <DataList.Value><Badge color={device.filevault_enabled ? 'green' : device.filevault_enabled === false ? 'red' : 'gray'}>{state}</Badge></DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('fileVault.key')}</DataList.Label>
          <DataList.Value>
            <Flex gap="2" align="center" wrap="wrap">
              <Text size="2">
                {device.filevault_key_escrowed
                  ? t('fileVault.escrowed')
                  : device.filevault_key_revealed_at
                    ? t('fileVault.revealedAt', { date: formatDateTime(device.filevault_key_revealed_at) })
                    : t('fileVault.none')}
              </Text>
              {device.filevault_key_escrowed && canRevealFileVaultKeys(access) ? <RevealKey device={device} /> : null}
            </Flex>
          </DataList.Value>
        </DataList.Item>
      </DataList.Root>
    </Card>
  );
}

function VariableForm({ device }: { device: MdmDeviceDetail }) {
  const { t } = useTranslation('mdm-history');
  const client = useQueryClient();
  const toast = useToast();
  const [variable, setVariable] = useState<MdmVariable>('DeviceName');
  const [value, setValue] = useState('');
  const send = useMutation({
    ...mdmCommandMutations.setVariable(),
    onSuccess: (queued) => {
      setValue('');
      toast({ kind: 'success', title: t('actions.queued', { count: queued.queued, name: deviceTitle(device) }) });
      void client.invalidateQueries({ queryKey: mdmCommandQueries.all() });
    },
  });
  return (
    <Card>
      <Heading as="h2" size="3" mb="2">{t('variable.title')}</Heading>
      <form onSubmit={(e) => { e.preventDefault(); send.mutate({ device_id: device.id, variable, value }); }}>
        <Flex gap="3" align="end" wrap="wrap">
          <Box>
            <Text as="label" id="mdm-variable-label" size="2" weight="medium">{t('variable.variable')}</Text>
            <Box mt="1">
              <Select.Root value={variable} onValueChange={(v) => setVariable(v as MdmVariable)}>
                <Select.Trigger aria-labelledby="mdm-variable-label" />
                <Select.Content>
                  {MDM_VARIABLES.map((v) => <Select.Item key={v} value={v}>{t(`variable.names.${v}`)}</Select.Item>)}
                </Select.Content>
              </Select.Root>
            </Box>
          </Box>
          <Box flexGrow="1" minWidth="200px">
            <label>
              <Text as="div" size="2" weight="medium" mb="1">{t('variable.value')}</Text>
              <TextField.Root value={value} onChange={(e) => setValue(e.target.value)} maxLength={63} />
            </label>
          </Box>
          <Button type="submit" loading={send.isPending} disabled={!value.trim()}>{t('variable.submit')}</Button>
        </Flex>
        <FormErrors message={send.error ? errorText(send.error) : null} />
      </form>
    </Card>
  );
}

export default function ControlPolicyHistory() {
  const { t } = useTranslation('mdm-history');
  const { access } = useSession();
  const { id, device } = useMdmDevice();
  const d = device.data;
  return (
    <Flex direction="column" gap="3">
      {d ? (
        <Flex gap="3" wrap="wrap" align="start">
          <Box flexGrow="1" flexBasis="320px"><FileVaultCard device={d} /></Box>
          {canSendMdmCommands(access) && d.status === 'ENROLLED' ? <Box flexGrow="2" flexBasis="420px"><VariableForm device={d} /></Box> : null}
        </Flex>
      ) : null}
      <MdmCommandTable id={id} policy caption={t('policyCaption')} emptyText={t('policyEmpty')} />
    </Flex>
  );
}

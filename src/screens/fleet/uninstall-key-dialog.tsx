// The "Uninstall key" action of /endpoint-details/{id} (spec part 2 §7 POST /uninstall-key and
// /notify-uninstall-key, issue 18): for roles that administer endpoints, a dialog that either shows a
// one-time key once (the server keeps only its hash) or e-mails a new one to the endpoint's owner.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Code, Dialog, Flex, Select, Text } from '@radix-ui/themes';
import { canAdminister } from '../../api/contract/access';
import type { DeviceDetail } from '../../api/contract/fleet';
import { fleetMutations } from '../../api/queries/fleet';
import { useSession } from '../../app/session/use-session';
import { formatDateTime } from '../../lib/format';
import { FormErrors } from '../../ui/form-errors';
import { useToast } from '../../ui/toast';

const VALIDITY_HOURS = [1, 24, 72, 168] as const;

export function UninstallKeyAction({ device }: { device: DeviceDetail }) {
  const { access } = useSession();
  if (!canAdminister(access)) return null;
  return <UninstallKeyDialog device={device} />;
}

function UninstallKeyDialog({ device }: { device: DeviceDetail }) {
  const { t } = useTranslation('fleet');
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [hours, setHours] = useState<string>('24');
  const create = useMutation(fleetMutations.createUninstallKey());
  const notify = useMutation({
    ...fleetMutations.notifyUninstallKey(),
    onSuccess: (sent) => {
      toast({ kind: 'success', title: t('uninstall.mailed', { email: sent.recipient }) });
      setOpen(false);
    },
  });
  const busy = create.isPending || notify.isPending;
  const body = { endpoint_id: device.id, expires_in_hours: Number(hours) };
  const error = create.error ?? notify.error;
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      create.reset();
      notify.reset();
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger>
        <Button variant="soft" color="gray" size="2">
          {t('uninstall.button')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="540px">
        <Dialog.Title>{t('uninstall.title', { hostname: device.hostname })}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {t('uninstall.description')}
        </Dialog.Description>
        {create.data ? (
          <Flex direction="column" gap="3">
            <Callout.Root color="amber">
              <Callout.Text>{t('uninstall.once')}</Callout.Text>
            </Callout.Root>
            <Code size="5" data-testid="uninstall-key" style={{ userSelect: 'all', textAlign: 'center', padding: '8px' }}>
              {create.data.key}
            </Code>
            <Text size="2" color="gray">
              {t('uninstall.expires', { at: formatDateTime(create.data.expires_at) })}
            </Text>
            <Flex justify="end" gap="3">
              <Button variant="soft" onClick={() => void navigator.clipboard?.writeText(create.data.key)}>
                {t('uninstall.copy')}
              </Button>
              <Dialog.Close>
                <Button>{t('uninstall.done')}</Button>
              </Dialog.Close>
            </Flex>
          </Flex>
        ) : (
          <Flex direction="column" gap="3">
            <Flex align="center" gap="3">
              <Text as="label" size="2" htmlFor="uninstall-validity">
                {t('uninstall.validity')}
              </Text>
              <Select.Root value={hours} onValueChange={setHours}>
                <Select.Trigger id="uninstall-validity" />
                <Select.Content>
                  {VALIDITY_HOURS.map((h) => (
                    <Select.Item key={h} value={String(h)}>
                      {t('uninstall.hours', { count: h })}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Flex>
            <Text size="2" color="gray">
              {device.owner ? t('uninstall.owner', { email: device.owner.email }) : t('uninstall.noOwner')}
            </Text>
            <FormErrors message={error instanceof Error ? error.message : null} />
            <Flex gap="3" mt="2" justify="end" wrap="wrap">
              <Dialog.Close>
                <Button variant="soft" color="gray" disabled={busy}>
                  {t('uninstall.cancel')}
                </Button>
              </Dialog.Close>
              <Button variant="soft" disabled={busy || !device.owner} loading={notify.isPending} onClick={() => notify.mutate(body)}>
                {t('uninstall.mail')}
              </Button>
              <Button disabled={busy} loading={create.isPending} onClick={() => create.mutate(body)}>
                {t('uninstall.show')}
              </Button>
            </Flex>
          </Flex>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

// Key rotation of a gateway (issue 22): a new X25519 key pair; the old public key is retired. The gateway
// takes its new pair at its next policy fetch and endpoints the new public key from their peer configuration,
// so the question says the tunnels reconnect.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@radix-ui/themes';
import { ztpaOpsMutations } from '../../api/queries/ztpa-ops';
import { ConfirmDialog } from '../../ui/confirm-dialog';

export function RotateKey({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('ztpa-ops');
  const client = useQueryClient();
  const rotate = useMutation(ztpaOpsMutations.rotateKey(client));
  return (
    <ConfirmDialog
      trigger={
        <Button size="1" variant="soft" color="gray">
          {t('rotate.button')}
        </Button>
      }
      title={t('rotate.title', { name })}
      description={t('rotate.description')}
      confirmLabel={t('rotate.confirm')}
      tone="neutral"
      onConfirm={() => rotate.mutateAsync(id)}
    />
  );
}

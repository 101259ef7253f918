// A question before a removal or a wide change. Radix AlertDialog keeps focus inside, starts on Cancel
// and closes on Escape. The dialog closes once onConfirm resolves; when it rejects, it stays open with
// the error, and it cannot be dismissed while the call is under way.
import { useState, type ReactNode } from 'react';
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { FormErrors } from './form-errors';

export interface ConfirmDialogProps {
  /** the control that opens it; without one, open and onOpenChange drive it */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  /** red for a removal (the default); accent for a change */
  tone?: 'danger' | 'neutral';
  onConfirm: () => Promise<unknown> | void;
}

export function ConfirmDialog({ trigger, open, onOpenChange, title, description, confirmLabel, tone = 'danger', onConfirm }: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  const [ownOpen, setOwnOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isOpen = open ?? ownOpen;

  function setOpen(next: boolean) {
    if (busy) return;
    setError(null);
    setOwnOpen(next);
    onOpenChange?.(next);
  }

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setBusy(false);
      setOwnOpen(false);
      onOpenChange?.(false);
    } catch (cause) {
      setBusy(false);
      setError(cause instanceof Error ? cause.message : String(cause));
    }
  }

  return (
    <AlertDialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger ? <AlertDialog.Trigger>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Content maxWidth="480px">
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{description}</AlertDialog.Description>
        <FormErrors message={error} />
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" disabled={busy}>
              {t('confirm.cancel')}
            </Button>
          </AlertDialog.Cancel>
          <Button color={tone === 'danger' ? 'red' : undefined} loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

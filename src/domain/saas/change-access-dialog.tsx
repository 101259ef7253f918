// Changing one app's access from any list (the inventory, /saas-config, the catalog): choose, read the
// confirmation, then the one call that changes an app (POST /saas-account/{name}) and the changes
// message of spec part 1 §9.
import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Dialog, Flex } from '@radix-ui/themes';
import type { AccessType, ActionType } from '../../api/contract/saas';
import { saasMutations, saveAppErrorMessage } from '../../api/queries/saas';
import { AccessTag } from '../../ui/access-tag';
import { AppIcon } from '../../ui/app-icon';
import { FormErrors } from '../../ui/form-errors';
import { accessChange, accessOf, isAction, isComplete, type AccessValue, type CompleteAccess } from './access';
import { AccessChoice } from './access-choice';
import { useChangesToast } from '../../ui/use-changes-toast';

export interface AccessDialogApp {
  readonly name: string;
  readonly icon?: string | null;
  readonly access_type: AccessType;
  readonly action_type: ActionType | null;
}

export interface ChangeAccessDialogProps {
  app: AccessDialogApp;
  /** the button that opens it; without one, open and onOpenChange drive it */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export function ChangeAccessDialog({ app, trigger, open, onOpenChange }: ChangeAccessDialogProps) {
  const { t } = useTranslation('saas-access');
  const current = accessOf(app);
  const [ownOpen, setOwnOpen] = useState(false);
  const [choice, setChoice] = useState<AccessValue | undefined>(isComplete(current) && current !== 'Unclassified' ? current : undefined);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation(saasMutations.changeAccess());
  const changesToast = useChangesToast();
  const isOpen = open ?? ownOpen;

  function setOpen(next: boolean) {
    setConfirming(false);
    setError(null);
    if (next) setChoice(isComplete(current) && current !== 'Unclassified' ? current : undefined);
    setOwnOpen(next);
    onOpenChange?.(next);
  }

  const choiceLabel = (value: CompleteAccess) =>
    isAction(value) ? t('dialog.unsanctionedWith', { action: value }) : t(value === 'Sanctioned' ? 'choice.Sanctioned' : 'choice.Unclassified');

  async function save(value: CompleteAccess) {
    setError(null);
    try {
      await mutation.mutateAsync({ name: app.name, change: accessChange(value) });
      changesToast(t('dialog.saved', { name: app.name, access: choiceLabel(value) }));
      setOpen(false);
    } catch (e) {
      setError(saveAppErrorMessage(e) ?? (e instanceof Error ? e.message : String(e)));
    }
  }

  const complete = isComplete(choice) ? choice : undefined;
  const unchanged = complete === current || (complete === 'Unclassified' && app.access_type === 'Unclassified');

  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger ? <Dialog.Trigger>{trigger}</Dialog.Trigger> : null}
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>
          <Flex align="center" gap="2">
            <AppIcon icon={app.icon} />
            {t('dialog.title', { name: app.name })}
          </Flex>
        </Dialog.Title>
        <Dialog.Description size="2" mb="3">
          <Flex align="center" gap="2" asChild>
            <span>
              {t('dialog.current')} <AccessTag value={app.access_type} action={app.action_type} />
            </span>
          </Flex>
        </Dialog.Description>
        {confirming && complete ? (
          <Callout.Root color={complete === 'Sanctioned' ? 'green' : complete === 'Unclassified' ? 'gray' : 'red'}>
            <Callout.Text>{t('dialog.confirm', { name: app.name, access: choiceLabel(complete) })}</Callout.Text>
          </Callout.Root>
        ) : (
          <AccessChoice value={choice} onChange={setChoice} unclassified={app.access_type !== 'Unclassified' ? 'reset' : undefined} />
        )}
        <FormErrors message={error} />
        <Flex gap="3" mt="4" justify="end">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('dialog.cancel')}
            </Button>
          </Dialog.Close>
          {confirming && complete ? (
            <>
              <Button variant="soft" onClick={() => setConfirming(false)}>
                {t('dialog.back')}
              </Button>
              <Button onClick={() => void save(complete)} loading={mutation.isPending}>
                {t('dialog.confirmButton')}
              </Button>
            </>
          ) : (
            <Button disabled={!complete || unchanged} onClick={() => setConfirming(true)}>
              {t('dialog.next')}
            </Button>
          )}
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** A list row's or a page's button that opens the dialog; the screen gives its words ('Change access of Slack'). */
export function ChangeAccessButton({ app, label, accessibleName, size = '1' }: { app: AccessDialogApp; label: string; accessibleName: string; size?: '1' | '2' }) {
  return (
    <ChangeAccessDialog
      app={app}
      trigger={
        <Button size={size} variant="soft" aria-label={accessibleName}>
          {label}
        </Button>
      }
    />
  );
}

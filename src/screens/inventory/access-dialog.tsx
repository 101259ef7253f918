// Changes one app's access from the inventory (POST /saas-account/{name}); after a save the spec's
// changes message (part 1 §9) says when the endpoints get it.
import { useState } from 'react';
import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/client';
import type { AccessType, ActionType } from '../../api/contract/saas';
import { useChangeAppAccess } from '../../api/queries/saas-mutations';
import { useToast } from '../../ui/toast';
import { AccessChoice, isComplete, type AccessChoiceValue } from './access-choice';

export interface AccessDialogProps {
  app: { name: string; access_type: AccessType; action_type: ActionType | null };
  trigger: React.ReactNode;
}

function initial(app: AccessDialogProps['app']): AccessChoiceValue {
  return app.access_type === 'Unclassified' ? { tag: null, action: null } : { tag: app.access_type, action: app.action_type };
}

export function AccessDialog({ app, trigger }: AccessDialogProps) {
  const { t } = useTranslation('saas-inventory');
  const toast = useToast();
  const change = useChangeAppAccess();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<AccessChoiceValue>(() => initial(app));
  const [submitted, setSubmitted] = useState(false);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      setValue(initial(app));
      setSubmitted(false);
      change.reset();
    }
  }

  function save() {
    setSubmitted(true);
    if (!isComplete(value)) return;
    const next = value.tag === 'Sanctioned' ? ({ kind: 'sanction' } as const) : ({ kind: 'unsanction', action: value.action! } as const);
    change.mutate(
      { name: app.name, change: next },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ kind: 'success', title: t('access.saved', { app: app.name, tag: t(`tags.${value.tag}`) }), description: t('access.changes') });
        },
      },
    );
  }

  const error = change.error instanceof ApiRequestError ? change.error.exception : change.error ? t('access.failed') : null;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger>{trigger}</Dialog.Trigger>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>{t('access.title', { app: app.name })}</Dialog.Title>
        <Dialog.Description size="2" mb="4">
          {t('access.description')}
        </Dialog.Description>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <AccessChoice value={value} onChange={setValue} showErrors={submitted} />
          {error ? (
            <Text as="p" size="2" color="red" role="alert" mt="3">
              {error}
            </Text>
          ) : null}
          <Flex gap="3" mt="4" justify="end">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                {t('access.cancel')}
              </Button>
            </Dialog.Close>
            <Button type="submit" loading={change.isPending}>
              {t('access.save')}
            </Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

// Choosing an app's access (spec part 1 §4, part 2 §4): Sanctioned, or Unsanctioned with a security
// action explained where it is chosen, then a confirm step, then the one call that changes an app
// (POST /saas-account/{name}) and the changes message of spec part 1 §9.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Dialog, Flex, RadioCards, Text } from '@radix-ui/themes';
import { canAccess, canMutate } from '../../api/contract/access';
import { UNSANCTIONED_ACTIONS } from '../../api/contract/catalog';
import type { AccessType, ActionType } from '../../api/contract/saas';
import { saasMutations, saveAppErrorMessage, type AccessChange } from '../../api/queries/saas';
import { useSession } from '../../app/session/use-session';
import { AccessTag } from '../../ui/access-tag';
import { AppIcon } from '../../ui/app-icon';
import { useToast } from '../../ui/toast';

export interface AppAccess {
  readonly name: string;
  readonly icon?: string | null;
  readonly access_type: AccessType;
  readonly action_type: ActionType | null;
}

/** Mutation controls follow the /saas-config guard and the read-only role (DESIGN.md roles). */
export function useMayChangePolicies(): boolean {
  const { access } = useSession();
  return access !== null && canAccess({ area: 'policies' }, access) && canMutate(access.role);
}

export const actionKey = (action: ActionType) => action.replace(' ', '');

/** spec part 1 §9: the changes message, after every saved policy change. */
export function useChangesToast() {
  const toast = useToast();
  const { t } = useTranslation('saas-policies');
  return (title: string) => toast({ kind: 'success', title, description: t('changesMessage') });
}

type Choice = 'Sanctioned' | ActionType | 'Unclassified';

function changeOf(choice: Choice): AccessChange {
  if (choice === 'Sanctioned') return { kind: 'sanction' };
  if (choice === 'Unclassified') return { kind: 'unclassify' };
  return { kind: 'unsanction', action: choice };
}

function currentChoice(app: AppAccess): Choice | undefined {
  if (app.access_type === 'Sanctioned') return 'Sanctioned';
  if (app.access_type === 'Unsanctioned' && app.action_type) return app.action_type;
  return undefined;
}

/** The radio cards: Sanctioned, each Unsanctioned action with its explanation, Unclassify when classified. */
export function AccessChoice({ value, onChange, allowUnclassify }: { value: Choice | undefined; onChange: (c: Choice) => void; allowUnclassify: boolean }) {
  const { t } = useTranslation('saas-policies');
  const choices: Choice[] = ['Sanctioned', ...UNSANCTIONED_ACTIONS, ...(allowUnclassify ? (['Unclassified'] as const) : [])];
  return (
    <RadioCards.Root value={value} onValueChange={(v) => onChange(v as Choice)} columns="1" gap="2" aria-label={t('access.label')}>
      {choices.map((choice) => {
        const key = choice === 'Sanctioned' || choice === 'Unclassified' ? choice : actionKey(choice);
        return (
          <RadioCards.Item key={choice} value={choice}>
            <Flex direction="column" width="100%">
              <Text weight="bold">{t(`access.choice.${key}`)}</Text>
              <Text size="1" color="gray">
                {t(`access.explain.${key}`)}
              </Text>
            </Flex>
          </RadioCards.Item>
        );
      })}
    </RadioCards.Root>
  );
}

/** A dialog: choose the access, confirm it, save. `initial` preselects a choice (the row's menu). */
export function ChangeAccessDialog({ app, initial, open, onOpenChange }: { app: AppAccess; initial?: Choice; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('saas-policies');
  const [choice, setChoice] = useState<Choice | undefined>(initial ?? currentChoice(app));
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation(saasMutations.changeAccess());
  const changesToast = useChangesToast();
  const unchanged = choice === currentChoice(app) || (choice === 'Unclassified' && app.access_type === 'Unclassified');

  function close(next: boolean) {
    if (!next) {
      setConfirming(false);
      setError(null);
    }
    onOpenChange(next);
  }

  async function save() {
    if (!choice) return;
    setError(null);
    try {
      await mutation.mutateAsync({ name: app.name, change: changeOf(choice) });
      changesToast(t('access.saved', { name: app.name, access: choiceLabel(choice) }));
      close(false);
    } catch (e) {
      setError(saveAppErrorMessage(e) ?? (e instanceof Error ? e.message : String(e)));
    }
  }

  const choiceLabel = (c: Choice) => (c === 'Sanctioned' || c === 'Unclassified' ? t(`access.choice.${c}`) : t('access.unsanctionedWith', { action: c }));

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>
          <Flex align="center" gap="2">
            <AppIcon icon={app.icon} />
            {t('access.title', { name: app.name })}
          </Flex>
        </Dialog.Title>
        <Dialog.Description size="2" mb="3">
          <Flex align="center" gap="2" asChild>
            <span>
              {t('access.current')} <AccessTag value={app.access_type} action={app.action_type} />
            </span>
          </Flex>
        </Dialog.Description>
        {confirming && choice ? (
          <Callout.Root color={choice === 'Sanctioned' ? 'green' : choice === 'Unclassified' ? 'gray' : 'red'}>
            <Callout.Text>{t('access.confirm', { name: app.name, access: choiceLabel(choice) })}</Callout.Text>
          </Callout.Root>
        ) : (
          <AccessChoice value={choice} onChange={setChoice} allowUnclassify={app.access_type !== 'Unclassified'} />
        )}
        {error ? (
          <Text as="p" role="alert" color="red" size="2" mt="3">
            {error}
          </Text>
        ) : null}
        <Flex gap="3" mt="4" justify="end">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('cancel')}
            </Button>
          </Dialog.Close>
          {confirming ? (
            <>
              <Button variant="soft" onClick={() => setConfirming(false)}>
                {t('back')}
              </Button>
              <Button onClick={save} loading={mutation.isPending}>
                {t('access.confirmButton')}
              </Button>
            </>
          ) : (
            <Button disabled={!choice || unchanged} onClick={() => setConfirming(true)}>
              {t('access.next')}
            </Button>
          )}
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** A row's 'Change' button with its dialog. */
export function ChangeAccessButton({ app }: { app: AppAccess }) {
  const { t } = useTranslation('saas-policies');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="1" variant="soft" onClick={() => setOpen(true)} aria-label={t('access.changeFor', { name: app.name })}>
        {t('access.change')}
      </Button>
      {open ? <ChangeAccessDialog app={app} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}

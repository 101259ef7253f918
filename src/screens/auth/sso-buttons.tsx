// The sign-in page's single sign-on buttons (issue 25): only the providers some company turned on. A
// button asks for the work e-mail (it picks the company's connection and is the provider's login hint),
// then the browser goes to the provider; failures are toasts worded as spec part 1 §8 says.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button, Flex, TextField } from '@radix-ui/themes';
import type { SsoKind } from '../../api/contract/sso';
import { ssoQueries } from '../../api/queries/sso';
import { goToProvider, ssoErrorText } from '../../domain/sso/sign-in';
import { emailField } from '../../lib/validation';
import { FormField } from '../../ui/form-field';
import { useToast } from '../../ui/toast';
import { useCheckedForm } from './use-checked-form';

const emailStep = z.object({ email: emailField });

/**
 * False once an SSO sign-in into a company with disable_username_password left its 3652-day cookie on
 * this browser (spec part 1 §9): the sign-in page then hides its password form.
 */
export function usePasswordSignin(): boolean {
  const providers = useQuery(ssoQueries.providers());
  return providers.data?.password !== false;
}

export function SsoButtons() {
  const { t } = useTranslation('sso');
  const providers = useQuery(ssoQueries.providers());
  const [chosen, setChosen] = useState<SsoKind | null>(null);
  const kinds = providers.data?.providers ?? [];
  if (kinds.length === 0) return null;
  return (
    <Flex direction="column" gap="2">
      {chosen ? (
        <EmailStep kind={chosen} onBack={() => setChosen(null)} />
      ) : (
        kinds.map((kind) => (
          <Button key={kind} type="button" variant="outline" color="gray" onClick={() => setChosen(kind)}>
            {t(`buttons.${kind}`)}
          </Button>
        ))
      )}
    </Flex>
  );
}

function EmailStep({ kind, onBack }: { kind: SsoKind; onBack: () => void }) {
  const { t } = useTranslation('sso');
  const toast = useToast();
  const provider = t(`names.${kind}`);
  const form = useCheckedForm(emailStep, { email: '' });

  async function submit({ email }: { email: string }) {
    try {
      await goToProvider(kind, { email });
    } catch (error) {
      toast({ kind: 'error', title: ssoErrorText(error) });
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} aria-label={t(`buttons.${kind}`)}>
      <Flex direction="column" gap="2">
        <FormField label={t('buttons.email')} error={form.errors.email} hint={t('buttons.emailHint', { provider })}>
          {(control) => <TextField.Root {...control} type="email" autoComplete="username" autoFocus {...form.field('email')} />}
        </FormField>
        <Flex gap="2" justify="end">
          <Button type="button" variant="soft" color="gray" onClick={onBack}>
            {t('buttons.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('buttons.continue', { provider })}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

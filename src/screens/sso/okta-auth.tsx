// /okta-auth (spec part 1 §2): Okta sign-in by work e-mail. The address picks the company's Okta
// connection on the server; the browser then goes to Okta (authorisation code with PKCE).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button, Flex, Link, Text, TextField } from '@radix-ui/themes';
import { emailField } from '../../lib/validation';
import { linkTo } from '../../lib/links';
import { goToProvider, ssoErrorText } from '../../domain/sso/sign-in';
import { FormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { useToast } from '../../ui/toast';
import { AuthCard } from '../../ui/auth-card';

const schema = z.object({ email: emailField });

export default function OktaAuth() {
  const { t } = useTranslation('sso');
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  async function submit({ email }: { email: string }) {
    setProblem(null);
    try {
      await goToProvider('okta', { email });
    } catch (error) {
      const message = ssoErrorText(error);
      setProblem(message);
      toast({ kind: 'error', title: message });
    }
  }

  return (
    <AuthCard title={t('okta.title')} subtitle={t('okta.subtitle')}>
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <Flex direction="column" gap="3">
          <FormErrors message={problem} />
          <FormField label={t('buttons.email')} error={errors.email?.message}>
            {(control) => <TextField.Root {...control} type="email" autoComplete="username" autoFocus {...form.register('email')} />}
          </FormField>
          <Button type="submit" size="3" loading={isSubmitting}>
            {t('buttons.continue', { provider: t('names.okta') })}
          </Button>
        </Flex>
      </form>
      <Text size="2" align="center">
        <Link asChild>
          <RouterLink to={linkTo('login')}>{t('callback.back')}</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}

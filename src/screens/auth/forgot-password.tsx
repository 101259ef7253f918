// /forgot-password (spec part 1 §2, §7; issue 25): the e-mail address, then the same answer whether or not
// it has an account; the link arrives by e-mail and works once, within 30 minutes.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Flex, Link, Text, TextField } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { passwordResetRequestBody, type PasswordResetRequestBody } from '../../api/contract/auth';
import { authMutations } from '../../api/queries/auth';
import { linkTo } from '../../lib/links';
import { FormField } from '../../ui/form-field';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { AuthCard } from '../../ui/auth-card';

export default function ForgotPassword() {
  const { t } = useTranslation('auth');
  const form = useForm<PasswordResetRequestBody>({ resolver: zodResolver(passwordResetRequestBody), defaultValues: { email: '' } });
  const formError = useFormErrors(form.setError, ['email']);
  const [sent, setSent] = useState<string | null>(null);
  const mutation = useMutation({
    ...authMutations.sendResetLink(),
    onMutate: () => {
      formError.clear();
      setSent(null);
    },
    onSuccess: (res) => setSent(res.message),
    onError: (error) => formError.show(error),
  });

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <form noValidate onSubmit={form.handleSubmit((body) => mutation.mutate(body))}>
        <Flex direction="column" gap="3">
          <FormErrors message={formError.message} />
          {sent ? (
            <Callout.Root color="blue" role="status">
              <Callout.Icon>
                <InfoCircledIcon />
              </Callout.Icon>
              <Callout.Text>{sent}</Callout.Text>
            </Callout.Root>
          ) : null}
          <FormField label={t('fields.email')} error={form.formState.errors.email?.message}>
            {(control) => <TextField.Root {...control} type="email" autoComplete="username" autoFocus {...form.register('email')} />}
          </FormField>
          <Button type="submit" size="3" loading={mutation.isPending}>
            {t('forgot.submit')}
          </Button>
        </Flex>
      </form>
      <Text size="2" align="center">
        <Link asChild>
          <RouterLink to={linkTo('login')}>{t('forgot.back')}</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}

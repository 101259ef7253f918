// /reset-password?token=… (issue 25): a new password under the rule of spec part 1 §5 (live checklist);
// the link works once and every session issued before stops working.
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Flex, Link, Text, TextField } from '@radix-ui/themes';
import { CheckCircledIcon } from '@radix-ui/react-icons';
import { z } from 'zod';
import { passwordField } from '../../lib/validation';
import { authMutations } from '../../api/queries/auth';
import { linkTo } from '../../lib/links';
import { FormField } from '../../ui/form-field';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { AuthCard } from '../../ui/auth-card';
import { PasswordChecklist } from './password-checklist';

type ResetForm = { password: string; confirm: string };

export default function ResetPassword() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const schema = z
    .object({ password: passwordField, confirm: z.string() })
    .refine((v) => v.password === v.confirm, { path: ['confirm'], message: t('reset.mismatch') });
  const form = useForm<ResetForm>({ resolver: zodResolver(schema), defaultValues: { password: '', confirm: '' } });
  const formError = useFormErrors(form.setError, ['password']);
  const password = useWatch({ control: form.control, name: 'password' });
  const [done, setDone] = useState<string | null>(null);
  const mutation = useMutation({
    ...authMutations.resetPassword(),
    onMutate: () => formError.clear(),
    onSuccess: (res) => setDone(res.message),
    onError: (error) => formError.show(error),
  });
  const { errors } = form.formState;

  if (done) {
    return (
      <AuthCard title={t('reset.title')}>
        <Callout.Root color="green" role="status">
          <Callout.Icon>
            <CheckCircledIcon />
          </Callout.Icon>
          <Callout.Text>{done}</Callout.Text>
        </Callout.Root>
        <Button asChild size="3">
          <RouterLink to={linkTo('login')}>{t('reset.signIn')}</RouterLink>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      {token ? (
        <form noValidate onSubmit={form.handleSubmit((v) => mutation.mutate({ token, password: v.password }))}>
          <Flex direction="column" gap="3">
            <FormErrors message={formError.message} />
            <FormField label={t('reset.password')} error={errors.password?.message} hint={<PasswordChecklist password={password} />}>
              {(control) => <TextField.Root {...control} type="password" autoComplete="new-password" autoFocus {...form.register('password')} />}
            </FormField>
            <FormField label={t('reset.confirm')} error={errors.confirm?.message}>
              {(control) => <TextField.Root {...control} type="password" autoComplete="new-password" {...form.register('confirm')} />}
            </FormField>
            <Button type="submit" size="3" loading={mutation.isPending}>
              {t('reset.submit')}
            </Button>
          </Flex>
        </form>
      ) : (
        <FormErrors message={t('reset.noToken')} />
      )}
      <Text size="2" align="center">
        <Link asChild>
          <RouterLink to={linkTo('forgot-password')}>{t('reset.newLink')}</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}

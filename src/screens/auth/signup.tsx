// /signup (spec part 1 §3, §5): work e-mail, name, company and a password that follows the rule,
// with a live checklist; a new company is created and the person is signed in. An address that already
// has an account creates nothing and gets a neutral answer (issue 15).
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Flex, Grid, Link, Text, TextField } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { signupBody, type SignupBody } from '../../api/contract/auth';
import { authMutations } from '../../api/queries/auth';
import { useSession } from '../../app/session/use-session';
import { linkTo } from '../../lib/links';
import { FormField } from '../../ui/form-field';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { AuthCard } from '../../ui/auth-card';
import { PasswordChecklist } from './password-checklist';
import { useLandWhenReady } from './use-land-when-ready';

const FIELDS = ['email', 'firstName', 'lastName', 'company', 'password'] as const;
export default function Signup() {
  const { t } = useTranslation('auth');
  const { status, signIn } = useSession();
  useLandWhenReady();
  const form = useForm<SignupBody>({
    resolver: zodResolver(signupBody),
    defaultValues: { email: '', firstName: '', lastName: '', company: '', password: '' },
  });
  const formError = useFormErrors(form.setError, FIELDS);
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });
  const [received, setReceived] = useState(false);

  const mutation = useMutation({
    ...authMutations.signUp(),
    onMutate: () => {
      formError.clear();
      setReceived(false);
    },
    onSuccess: (res) => {
      if (!('token' in res)) {
        setReceived(true);
        return;
      }
      try {
        signIn(res);
      } catch (error) {
        formError.show(error);
      }
    },
    onError: (error) => formError.show(error),
  });
  const working = mutation.isPending || (mutation.isSuccess && !received && status !== 'signedOut');

  return (
    <AuthCard title={t('signup.title')} subtitle={t('signup.subtitle')} width={520}>
      <form noValidate onSubmit={form.handleSubmit((body) => mutation.mutate(body))}>
        <Flex direction="column" gap="3">
          <FormErrors message={formError.message} />
          {received ? (
            <Callout.Root color="blue" role="status">
              <Callout.Icon>
                <InfoCircledIcon />
              </Callout.Icon>
              <Callout.Text>{t('signup.received')}</Callout.Text>
            </Callout.Root>
          ) : null}
          <Grid columns={{ initial: '1', sm: '2' }} gap="3">
            <FormField label={t('fields.firstName')} error={errors.firstName?.message}>
              {(control) => <TextField.Root {...control} autoComplete="given-name" autoFocus {...form.register('firstName')} />}
            </FormField>
            <FormField label={t('fields.lastName')} error={errors.lastName?.message}>
              {(control) => <TextField.Root {...control} autoComplete="family-name" {...form.register('lastName')} />}
            </FormField>
          </Grid>
          <FormField label={t('fields.workEmail')} error={errors.email?.message}>
            {(control) => <TextField.Root {...control} type="email" autoComplete="email" {...form.register('email')} />}
          </FormField>
          <FormField label={t('fields.company')} error={errors.company?.message}>
            {(control) => <TextField.Root {...control} autoComplete="organization" {...form.register('company')} />}
          </FormField>
          <FormField label={t('fields.password')} error={errors.password?.message} hint={<PasswordChecklist password={password} />}>
            {(control) => <TextField.Root {...control} type="password" autoComplete="new-password" {...form.register('password')} />}
          </FormField>
          <Button type="submit" size="3" loading={working}>
            {t('signup.submit')}
          </Button>
        </Flex>
      </form>
      <Text size="2" align="center">
        {t('signup.haveAccount')}{' '}
        <Link asChild>
          <RouterLink to={linkTo('login')}>{t('signup.signIn')}</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}

// / and /login (spec part 1 §1, §3, §4): e-mail and password sign-in (hidden on a browser that the
// 3652-day cookie of spec part 1 §9 marks), the single sign-on providers some company turned on, the MDM
// PIN sign-in, and the second-factor step after a password or an SSO sign-in (issue 25).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Link, Separator, Text, TextField } from '@radix-ui/themes';
import { signinBody, type MfaRequiredResponse } from '../../api/contract/auth';
import { ApiRequestError } from '../../api/client';
import { authMutations } from '../../api/queries/auth';
import { useSession } from '../../app/session/use-session';
import { linkTo } from '../../lib/links';
import { FormField } from '../../ui/form-field';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { AuthCard } from '../../ui/auth-card';
import { SsoButtons, usePasswordSignin } from './sso-buttons';
import { useCheckedForm } from './use-checked-form';
import { useLandWhenReady } from './use-land-when-ready';

// The second-factor step appears only after a password or SSO sign-in asked for it: not in the page's first load.
const MfaStep = lazy(() => import('./mfa-step').then((m) => ({ default: m.MfaStep })));

/** Seconds left before a rate-limited sign-in may be tried again, counting down; the button waits for it. */
function useCountdown(): [number, (seconds: number) => void] {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  return [secondsLeft, setSecondsLeft];
}

export default function Login() {
  const { t } = useTranslation('auth');
  const { status, signIn } = useSession();
  useLandWhenReady();
  const [secondsLeft, waitSeconds] = useCountdown();
  const [limited, setLimited] = useState(false);
  // an SSO callback whose user has a second factor comes back here with the challenge to answer
  const fromCallback = (useLocation().state as { mfa?: MfaRequiredResponse } | null)?.mfa ?? null;
  const [challenge, setChallenge] = useState<MfaRequiredResponse | null>(fromCallback);
  const passwordSignin = usePasswordSignin();

  const form = useCheckedForm(signinBody, { email: '', password: '' });
  const formError = useFormErrors(form.setError, ['email', 'password']);
  const { errors } = form;

  const mutation = useMutation({
    ...authMutations.signIn(),
    onMutate: () => {
      formError.clear();
      waitSeconds(0);
      setLimited(false);
    },
    onSuccess: (res) => {
      // issue 25: a user with a second factor answers its code next
      if ('status' in res) {
        setChallenge(res);
        return;
      }
      try {
        signIn(res);
      } catch (error) {
        formError.show(error);
      }
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 429) {
        waitSeconds(error.retryAfter ?? 60);
        setLimited(true);
      }
      formError.show(error);
    },
  });

  const signingIn = mutation.isPending || (mutation.isSuccess && status !== 'signedOut');
  const rateLimited = secondsLeft > 0;
  // The server's 429 says when to try again (issue 15: said once, in minutes); it goes when that time has come.
  const message = limited && !rateLimited ? null : formError.message;
  const submit = form.handleSubmit((body) => {
    if (!signingIn && !rateLimited) mutation.mutate(body);
  });

  if (challenge) {
    return (
      <AuthCard title={t('mfa.title')} subtitle={t('mfa.subtitle')}>
        <Suspense fallback={null}>
          <MfaStep challenge={challenge} onCancel={() => setChallenge(null)} />
        </Suspense>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {passwordSignin ? (
        <>
          <form noValidate onSubmit={submit}>
            <Flex direction="column" gap="3">
              <FormErrors message={message} />
              <FormField label={t('fields.email')} error={errors.email}>
                {(control) => <TextField.Root {...control} type="email" autoComplete="username" autoFocus {...form.field('email')} />}
              </FormField>
              <FormField label={t('fields.password')} error={errors.password}>
                {(control) => <TextField.Root {...control} type="password" autoComplete="current-password" {...form.field('password')} />}
              </FormField>
              <Flex justify="end">
                <Link asChild size="2">
                  <RouterLink to={linkTo('forgot-password')}>{t('login.forgot')}</RouterLink>
                </Link>
              </Flex>
              <Button type="submit" size="3" loading={signingIn} disabled={signingIn || rateLimited}>
                {t('login.submit')}
              </Button>
            </Flex>
          </form>
          <Flex align="center" gap="3">
            <Separator size="4" />
            <Text size="1" color="gray">
              {t('login.or')}
            </Text>
            <Separator size="4" />
          </Flex>
        </>
      ) : null}

      <Flex direction="column" gap="2">
        <SsoButtons />
        <Button asChild variant="outline" color="gray">
          <RouterLink to={linkTo('mdm-login')}>{t('login.methods.mdmPin')}</RouterLink>
        </Button>
      </Flex>

      <Text size="2" align="center">
        {t('login.noAccount')}{' '}
        <Link asChild>
          <RouterLink to={linkTo('signup')}>{t('login.signUp')}</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}

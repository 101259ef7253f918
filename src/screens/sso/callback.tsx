// The return point of a provider sign-in (/login/callback for Okta and Microsoft, /google/callback for
// Google): hands the code and state to the server, then lands like a password sign-in; a second factor
// continues on the sign-in page. Failures are toasts (spec part 1 §8) and lead back to sign-in.
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Callout, Flex, Link, Spinner, Text } from '@radix-ui/themes';
import type { SsoKind } from '../../api/contract/sso';
import { finishSsoSignin } from '../../api/queries/sso';
import { landingFor } from '../../app/session/landing';
import { useSession } from '../../app/session/use-session';
import { ssoErrorText, takeStartedKind } from '../../domain/sso/sign-in';
import { linkTo } from '../../lib/links';
import { useToast } from '../../ui/toast';
import { AuthCard } from '../../ui/auth-card';

export function SsoCallback({ fallbackKind }: { fallbackKind: SsoKind }) {
  const { t } = useTranslation('sso');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { signIn, status, access } = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const kind = takeStartedKind(fallbackKind);
    const code = params.get('code');
    const state = params.get('state');
    const fail = (message: string) => {
      setProblem(message);
      toast({ kind: 'error', title: message });
      void navigate(linkTo('login'), { replace: true });
    };
    const providerError = params.get('error');
    if (providerError) return fail(t('callback.providerError', { reason: params.get('error_description') ?? providerError }));
    if (!code || !state) return fail(t('callback.missing'));
    finishSsoSignin(kind, { code, state, iss: params.get('iss') ?? undefined })
      .then((answer) => {
        if ('token' in answer) signIn(answer);
        else void navigate(linkTo('login'), { replace: true, state: { mfa: answer } });
      })
      .catch((error: unknown) => fail(ssoErrorText(error)));
  }, [params, fallbackKind, navigate, signIn, t, toast]);

  useEffect(() => {
    if (status === 'ready' && access) void navigate(landingFor(access), { replace: true });
  }, [status, access, navigate]);

  return (
    <AuthCard title={t('callback.title')}>
      {problem ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{problem}</Callout.Text>
        </Callout.Root>
      ) : (
        <Flex align="center" gap="2" role="status">
          <Spinner />
          <Text size="2">{t('callback.working')}</Text>
        </Flex>
      )}
      <Text size="2">
        <Link asChild>
          <RouterLink to={linkTo('login')}>{t('callback.back')}</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}

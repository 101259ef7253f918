// /okta/oauth2/authorize (spec part 1 §2): the pass-through an Okta dashboard tile opens (its initiate
// login URI). It starts the Okta sign-in at once, with the issuer (iss) and login_hint Okta sends.
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import { ssoStartBody } from '../../api/contract/sso';
import { goToProvider, ssoErrorText } from '../../domain/sso/sign-in';
import { linkTo } from '../../lib/links';
import { AuthCard } from '../../ui/auth-card';

export default function OktaAuthorize() {
  const { t } = useTranslation('sso');
  const [params] = useSearchParams();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const body = ssoStartBody.safeParse({ issuer: params.get('iss') ?? undefined, email: params.get('login_hint') ?? undefined });
    goToProvider('okta', body.success ? body.data : {}).catch((error: unknown) => setProblem(ssoErrorText(error)));
  }, [params]);

  return (
    <AuthCard title={t('okta.title')}>
      {problem ? (
        <Flex direction="column" gap="3">
          <Callout.Root color="red" role="alert">
            <Callout.Text>
              {t('okta.failed')} {problem}
            </Callout.Text>
          </Callout.Root>
          <Button asChild>
            <RouterLink to={linkTo('okta-auth')}>{t('okta.tryAgain')}</RouterLink>
          </Button>
        </Flex>
      ) : (
        <Flex align="center" gap="2" role="status">
          <Spinner />
          <Text size="2">{t('okta.redirecting')}</Text>
        </Flex>
      )}
    </AuthCard>
  );
}

// /vanta/oauth/callback (issue 27): where the authorisation server sends the browser back. Hands the code
// and state to the server (which checks the state against this session), then lands on /vanta; a refusal
// is shown here with the way back.
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Callout, Flex, Link, Spinner, Text } from '@radix-ui/themes';
import { finishVantaConnection } from '../../api/queries/grc';
import { linkTo } from '../../lib/links';
import { AuthCard } from '../../ui/auth-card';

export default function VantaCallback() {
  const { t } = useTranslation('grc');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const providerError = params.get('error');
    const code = params.get('code');
    const state = params.get('state');
    if (providerError) return setProblem(t('callback.refused', { reason: params.get('error_description') ?? providerError }));
    if (!code || !state) return setProblem(t('callback.missing'));
    finishVantaConnection({ code, state })
      .then(() => navigate(`${linkTo('vanta')}?connected=1`, { replace: true }))
      .catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)));
  }, [params, navigate, t]);

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
          <RouterLink to={linkTo('vanta')}>{t('callback.back')}</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}

// The second step of a sign-in (issue 25): after a correct password (or single sign-on) of a user with a
// second factor, the 6-digit code of their authenticator app or one of their recovery codes. When the
// company requires a second factor and the user has none yet, the step sets one up first (QR code and
// the secret as text) and shows the recovery codes once before going on.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Code, Flex, Text, TextField } from '@radix-ui/themes';
import { z } from 'zod';
import { mfaCodeField, type MfaRequiredResponse, type MfaVerifyResponse } from '../../api/contract/auth';
import { authMutations } from '../../api/queries/auth';
import { useSession } from '../../app/session/use-session';
import { FormField } from '../../ui/form-field';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { RecoveryCodes } from '../../domain/auth/recovery-codes';

const codeForm = z.object({ code: mfaCodeField });
type CodeForm = z.infer<typeof codeForm>;

export function MfaStep({ challenge, onCancel }: { challenge: MfaRequiredResponse; onCancel: () => void }) {
  const { t } = useTranslation('auth');
  const { signIn } = useSession();
  const form = useForm<CodeForm>({ resolver: zodResolver(codeForm), defaultValues: { code: '' } });
  const formError = useFormErrors(form.setError, ['code']);
  const [codes, setCodes] = useState<MfaVerifyResponse | null>(null);
  const enrolment = useMutation(authMutations.enrolForChallenge());
  const { mutate: enrol } = enrolment;
  useEffect(() => {
    if (challenge.enrol) enrol(challenge.challenge);
  }, [challenge, enrol]);

  const finish = (session: MfaVerifyResponse) => {
    try {
      signIn(session);
    } catch (error) {
      formError.show(error);
    }
  };
  const verify = useMutation({
    ...authMutations.verifyMfa(),
    onMutate: () => formError.clear(),
    onSuccess: (res) => (res.recovery_codes?.length ? setCodes(res) : finish(res)),
    onError: (error) => {
      form.setValue('code', '');
      formError.show(error);
    },
  });

  if (codes) {
    return (
      <Flex direction="column" gap="3">
        <RecoveryCodes codes={codes.recovery_codes ?? []} />
        <Button size="3" onClick={() => finish(codes)}>
          {t('mfa.continue')}
        </Button>
      </Flex>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(({ code }) => verify.mutate({ challenge: challenge.challenge, code }))}>
      <Flex direction="column" gap="3">
        <Text as="p" size="2">
          {challenge.enrol ? t('mfa.enrolIntro') : t('mfa.intro')}
        </Text>
        {challenge.enrol ? (
          enrolment.data ? (
            <Flex direction="column" align="center" gap="2">
              <img src={enrolment.data.qr_data_url} alt={t('mfa.qrAlt')} width={180} height={180} />
              <Text size="1" color="gray">
                {t('mfa.secretLabel')}
              </Text>
              <Code size="2" style={{ wordBreak: 'break-all' }} data-testid="mfa-secret">
                {enrolment.data.secret}
              </Code>
            </Flex>
          ) : enrolment.isError ? (
            <FormErrors message={enrolment.error.message} />
          ) : (
            <Text size="2" color="gray">
              {t('mfa.preparing')}
            </Text>
          )
        ) : null}
        <FormErrors message={formError.message} />
        <FormField label={challenge.enrol ? t('mfa.codeLabelEnrol') : t('mfa.codeLabel')} error={form.formState.errors.code?.message}>
          {(control) => <TextField.Root {...control} inputMode="numeric" autoComplete="one-time-code" autoFocus {...form.register('code')} />}
        </FormField>
        <Button type="submit" size="3" loading={verify.isPending}>
          {t('mfa.submit')}
        </Button>
        <Button type="button" variant="ghost" color="gray" onClick={onCancel}>
          {t('mfa.cancel')}
        </Button>
        {!challenge.enrol ? (
          <Callout.Root color="gray" size="1">
            <Callout.Text>{t('mfa.recoveryHint')}</Callout.Text>
          </Callout.Root>
        ) : null}
      </Flex>
    </form>
  );
}

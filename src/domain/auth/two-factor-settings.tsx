// Issue 25: the signed-in user's second factor (TOTP): set up with a QR code or the secret as text, confirm
// with a code, recovery codes shown once; turn off with a code. Admins also set whether the company
// requires a second factor for all its admins. Shown on Account Settings (the header's tip points there).
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, Code, Flex, Heading, Switch, Text, TextField } from '@radix-ui/themes';
import { ApiRequestError } from '../../api/client';
import { authMutations, authQueries } from '../../api/queries/auth';
import { formatDate } from '../../lib/format';
import { ErrorState } from '../../ui/error-state';
import { FormErrors } from '../../ui/form-errors';
import { RecoveryCodes } from './recovery-codes';

const messageOf = (error: unknown) => (error instanceof ApiRequestError ? error.exception : error instanceof Error ? error.message : String(error));

function CodeInput({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <label>
      <Text as="div" size="2" weight="medium" mb="1">
        {label}
      </Text>
      <TextField.Root value={value} onChange={(e) => onChange(e.target.value)} inputMode="numeric" autoComplete="one-time-code" style={{ maxWidth: 220 }} />
    </label>
  );
}

function RequireSwitch() {
  const { t } = useTranslation('two-factor');
  const client = useQueryClient();
  const rule = useQuery(authQueries.accountSecurity());
  const save = useMutation({ ...authMutations.setAccountSecurity(), onSuccess: (data) => client.setQueryData(authQueries.accountSecurity().queryKey, data) });
  if (!rule.data?.can_change) return null;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2">
        <Flex gap="2" align="center">
          <Switch checked={rule.data.require_mfa} disabled={save.isPending} onCheckedChange={(require_mfa) => save.mutate({ require_mfa })} />
          {t('requireLabel')}
        </Flex>
      </Text>
      <Text size="1" color="gray">
        {t('requireHint')}
      </Text>
      <FormErrors message={save.isError ? messageOf(save.error) : null} />
    </Flex>
  );
}

export function TwoFactorSettings() {
  const { t } = useTranslation('two-factor');
  const client = useQueryClient();
  const status = useQuery(authQueries.mfaStatus());
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: authQueries.mfaStatus().queryKey });
  const enrol = useMutation(authMutations.enrolMfa());
  const confirm = useMutation({
    ...authMutations.confirmMfa(),
    onSuccess: (res) => {
      setCodes(res.recovery_codes);
      setCode('');
      enrol.reset();
      void refresh();
    },
  });
  const disable = useMutation({
    ...authMutations.disableMfa(),
    onSuccess: () => {
      setTurningOff(false);
      setCode('');
      void refresh();
    },
  });

  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Flex align="center" gap="2">
          <Heading as="h2" size="4">
            {t('title')}
          </Heading>
          {status.data ? <Badge color={status.data.enrolled ? 'green' : 'gray'}>{status.data.enrolled ? t('on') : t('off')}</Badge> : null}
        </Flex>
        {status.isError ? <ErrorState title={t('error')} /> : null}
        {status.isPending ? <Text color="gray">{t('loading')}</Text> : null}
        {status.data?.required ? <Text size="2">{t('required')}</Text> : null}
        {codes ? (
          <Flex direction="column" gap="3" align="start">
            <RecoveryCodes codes={codes} />
            <Button onClick={() => setCodes(null)}>{t('done')}</Button>
          </Flex>
        ) : status.data?.enrolled ? (
          <Flex direction="column" gap="3" align="start">
            <Text size="2">{t('describeOn', { date: status.data.confirmed_at ? formatDate(status.data.confirmed_at) : '', count: status.data.recovery_codes_left })}</Text>
            {turningOff ? (
              <Flex direction="column" gap="2">
                <FormErrors message={disable.isError ? messageOf(disable.error) : null} />
                <CodeInput label={t('turnOffLabel')} value={code} onChange={setCode} />
                <Flex gap="2">
                  <Button color="red" loading={disable.isPending} onClick={() => disable.mutate(code.trim())}>
                    {t('turnOffConfirm')}
                  </Button>
                  <Button variant="soft" color="gray" onClick={() => setTurningOff(false)}>
                    {t('cancel')}
                  </Button>
                </Flex>
              </Flex>
            ) : (
              <Button variant="soft" color="red" onClick={() => setTurningOff(true)}>
                {t('turnOff')}
              </Button>
            )}
          </Flex>
        ) : status.data ? (
          <Flex direction="column" gap="3" align="start">
            <Text size="2">{t('describeOff')}</Text>
            {enrol.data ? (
              <Flex direction="column" gap="2">
                <Text size="2">{t('scan')}</Text>
                <img src={enrol.data.qr_data_url} alt={t('qrAlt')} width={180} height={180} />
                <Text size="1" color="gray">
                  {t('secretLabel')}
                </Text>
                <Code size="2" style={{ wordBreak: 'break-all' }} data-testid="mfa-secret">
                  {enrol.data.secret}
                </Code>
                <FormErrors message={confirm.isError ? messageOf(confirm.error) : null} />
                <CodeInput label={t('codeLabel')} value={code} onChange={setCode} />
                <Flex gap="2">
                  <Button loading={confirm.isPending} onClick={() => confirm.mutate(code.trim())}>
                    {t('confirm')}
                  </Button>
                  <Button variant="soft" color="gray" onClick={() => enrol.reset()}>
                    {t('cancel')}
                  </Button>
                </Flex>
              </Flex>
            ) : (
              <>
                <FormErrors message={enrol.isError ? messageOf(enrol.error) : null} />
                <Button loading={enrol.isPending} onClick={() => enrol.mutate()}>
                  {t('setUp')}
                </Button>
              </>
            )}
          </Flex>
        ) : null}
        <RequireSwitch />
      </Flex>
    </Card>
  );
}

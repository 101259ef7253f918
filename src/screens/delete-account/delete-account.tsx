// /delete-account (Settings › Delete Account, issue 25): after the company's exact name is typed, the
// company and every row of its data are deleted at once (the server sweeps every table with an
// account_id); the session ends and the sign-in page shows.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Card, Flex, Text, TextField } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { canDeleteAccount } from '../../api/contract/access';
import { authMutations } from '../../api/queries/auth';
import { usePageHeading } from '../../app/layout/page-heading';
import { useSession } from '../../app/session/use-session';
import { FormErrors, useFormErrors } from '../../ui/form-errors';

export default function DeleteAccount() {
  const { t } = useTranslation('delete-account');
  usePageHeading({ subheading: t('subtitle') });
  const { access, account, signOut } = useSession();
  const company = account?.name ?? '';
  const [typed, setTyped] = useState('');
  const formError = useFormErrors<{ company_name: string }>(() => undefined, []);
  const mutation = useMutation({
    ...authMutations.deleteAccount(),
    onMutate: () => formError.clear(),
    onSuccess: () => signOut(),
    onError: (error) => formError.show(error),
  });
  const allowed = access ? canDeleteAccount(access) : false;
  const matches = typed.trim() === company.trim() && company !== '';

  return (
    <Flex direction="column" gap="4" maxWidth="720px">
      <Callout.Root color="red" role="note">
        <Callout.Icon>
          <ExclamationTriangleIcon />
        </Callout.Icon>
        <Callout.Text>
          <Text weight="bold">{t('warningTitle')}. </Text>
          {t('warning', { company })}
        </Callout.Text>
      </Callout.Root>
      {allowed ? (
        <Card size="3">
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (matches) mutation.mutate({ company_name: typed });
            }}
          >
            <Flex direction="column" gap="3">
              <FormErrors message={formError.message} />
              <label>
                <Text as="div" size="2" weight="medium" mb="1">
                  {t('confirmLabel', { company })}
                </Text>
                <TextField.Root value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" spellCheck={false} aria-invalid={typed !== '' && !matches} />
              </label>
              {typed !== '' && !matches ? (
                <Text size="1" color="red">
                  {t('mismatch')}
                </Text>
              ) : null}
              <Flex>
                <Button type="submit" color="red" disabled={!matches} loading={mutation.isPending}>
                  {t('submit')}
                </Button>
              </Flex>
            </Flex>
          </form>
        </Card>
      ) : (
        <Text color="gray">{t('notAllowed')}</Text>
      )}
    </Flex>
  );
}

// Deleting a custom app (DELETE /cust-saas/{name}) from its /saas-config row, after a confirm step.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog, Button, Flex, Text } from '@radix-ui/themes';
import { useDeleteCustomApp } from '../../api/queries/saas-mutations';
import { useChangesToast } from './saas-config-access';

export function DeleteCustomApp({ name }: { name: string }) {
  const { t } = useTranslation('saas-policies');
  const remove = useDeleteCustomApp();
  const changesToast = useChangesToast();
  const [error, setError] = useState<string | null>(null);
  return (
    <AlertDialog.Root onOpenChange={() => setError(null)}>
      <AlertDialog.Trigger>
        <Button size="1" variant="soft" color="red" aria-label={t('deleteApp.for', { name })}>
          {t('deleteApp.button')}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{t('deleteApp.for', { name })}</AlertDialog.Title>
        <AlertDialog.Description size="2">{t('deleteApp.confirm', { name })}</AlertDialog.Description>
        {error ? (
          <Text as="p" role="alert" color="red" size="2" mt="2">
            {error}
          </Text>
        ) : null}
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {t('cancel')}
            </Button>
          </AlertDialog.Cancel>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(name, { onSuccess: () => changesToast(t('deleteApp.done', { name })), onError: (e) => setError(e.message) })}
          >
            {t('deleteApp.button')}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

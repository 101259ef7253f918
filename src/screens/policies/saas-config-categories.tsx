// The Unsanctioned tab's company-wide category decisions: every app of a category is unsanctioned with
// its action unless the app itself is classified (server/modules/saas/access.ts). Add and edit open
// /add-unsanctioned-category and /update-unsanctioned-category/{name}; removing asks first.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AlertDialog, Button, Flex, Heading, Table, Text } from '@radix-ui/themes';
import type { UnsanctionedCategory } from '../../api/contract/saas';
import { saasQueries } from '../../api/queries/saas';
import { useDeleteUnsanctionedCategory } from '../../api/queries/saas-mutations';
import { linkTo } from '../../lib/links';
import { AccessTag } from '../../ui/access-tag';
import { DataTable } from '../../ui/data-table';
import { useChangesToast } from './saas-config-access';

function RemoveCategory({ row }: { row: UnsanctionedCategory }) {
  const { t } = useTranslation('saas-policies');
  const remove = useDeleteUnsanctionedCategory();
  const changesToast = useChangesToast();
  const [error, setError] = useState<string | null>(null);
  return (
    <AlertDialog.Root onOpenChange={() => setError(null)}>
      <AlertDialog.Trigger>
        <Button size="1" variant="soft" color="red" aria-label={t('categories.removeFor', { name: row.name })}>
          {t('categories.remove')}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{t('categories.removeFor', { name: row.name })}</AlertDialog.Title>
        <AlertDialog.Description size="2">{t('categories.removeConfirm', { name: row.name })}</AlertDialog.Description>
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
            onClick={() =>
              remove.mutate(row.name, {
                onSuccess: () => changesToast(t('categories.removed', { name: row.name })),
                onError: (e) => setError(e.message),
              })
            }
          >
            {t('categories.remove')}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

export function UnsanctionedCategories({ mayChange }: { mayChange: boolean }) {
  const { t } = useTranslation('saas-policies');
  const list = useQuery(saasQueries.unsanctionedCategories());
  const rows = list.data;
  return (
    <Flex direction="column" gap="3" mt="4" asChild>
      <section aria-labelledby="unsanctioned-categories">
        <Flex justify="between" align="center" gap="3">
          <Heading as="h2" size="4" id="unsanctioned-categories">
            {t('categories.title')}
          </Heading>
          {mayChange ? (
            <Button variant="soft" asChild>
              <RouterLink to={linkTo('add-unsanctioned-category')}>{t('categories.add')}</RouterLink>
            </Button>
          ) : null}
        </Flex>
        <Text size="2" color="gray">
          {t('categories.description')}
        </Text>
        <DataTable
          caption={t('categories.title')}
          columns={[
            { key: 'name', header: t('categories.name') },
            { key: 'action', header: t('categories.action') },
            { key: 'apps', header: t('categories.appsColumn') },
          ]}
          rows={list.isError ? null : rows}
          busy={list.isPending}
          emptyText={t('categories.empty')}
          loadingText={t('loading')}
          hasActions={mayChange}
          actionsLabel={t('columns.actions')}
          rowKey={(row) => row.name}
          renderRow={(row) => (
            <Table.Row align="center">
              <Table.RowHeaderCell>{row.name}</Table.RowHeaderCell>
              <Table.Cell>
                <AccessTag value="Unsanctioned" action={row.action} />
              </Table.Cell>
              <Table.Cell>{t('categories.apps', { count: row.app_count })}</Table.Cell>
              {mayChange ? (
                <Table.Cell justify="end">
                  <Flex gap="2" justify="end">
                    <Button size="1" variant="soft" asChild>
                      <RouterLink to={linkTo('update-unsanctioned-category', { name: row.name })} aria-label={t('categories.editFor', { name: row.name })}>
                        {t('categories.edit')}
                      </RouterLink>
                    </Button>
                    <RemoveCategory row={row} />
                  </Flex>
                </Table.Cell>
              ) : null}
            </Table.Row>
          )}
        />
      </section>
    </Flex>
  );
}

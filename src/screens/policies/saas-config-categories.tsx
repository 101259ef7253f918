// The Unsanctioned tab's company-wide category decisions: every app of a category is unsanctioned with
// its action unless the app itself is classified (server/modules/saas/access.ts). Add and edit open
// /add-unsanctioned-category and /update-unsanctioned-category/{name}; removing asks first.
import { Link as RouterLink } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { saasMutations, saasQueries } from '../../api/queries/saas';
import { useChangesToast } from '../../ui/use-changes-toast';
import { linkTo } from '../../lib/links';
import { AccessTag } from '../../ui/access-tag';
import { DataTable } from '../../ui/data-table';
import { RowActions } from '../../ui/row-actions';

export function UnsanctionedCategories({ mayChange }: { mayChange: boolean }) {
  const { t } = useTranslation('saas-policies');
  const list = useQuery(saasQueries.unsanctionedCategories());
  const remove = useMutation(saasMutations.deleteUnsanctionedCategory());
  const changesToast = useChangesToast();
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
                <RowActions
                  edit={{ href: linkTo('update-unsanctioned-category', { name: row.name }), label: t('categories.editFor', { name: row.name }) }}
                  remove={{
                    label: t('categories.removeFor', { name: row.name }),
                    title: t('categories.removeFor', { name: row.name }),
                    description: t('categories.removeConfirm', { name: row.name }),
                    onConfirm: async () => {
                      await remove.mutateAsync(row.name);
                      changesToast(t('categories.removed', { name: row.name }));
                    },
                  }}
                />
              ) : null}
            </Table.Row>
          )}
        />
      </section>
    </Flex>
  );
}

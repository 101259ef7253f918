// Step 2: website categories, the ones the guide recommends blocking first, and what the company blocks
// today (GET /account-setup-blocked-saas-categories).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Table, Text } from '@radix-ui/themes';
import { setupQueries } from '../../api/queries/setup';
import { ErrorState } from '../../ui/error-state';

export function BlockedCategories({ accountId }: { accountId: string }) {
  const { t } = useTranslation('setup');
  const rows = useQuery(setupQueries.blockedCategories(accountId));
  if (rows.isPending) return null;
  if (rows.isError || rows.data === null) return <ErrorState />;
  if (rows.data.length === 0) {
    return (
      <Text size="2" color="gray">
        {t('blocked.empty')}
      </Text>
    );
  }
  return (
    <Table.Root variant="surface" aria-label={t('blocked.label')}>
      <Table.Header>
        <Table.Row>
          {(['name', 'recommendation', 'status'] as const).map((c) => (
            <Table.ColumnHeaderCell key={c}>{t(`blocked.columns.${c}`)}</Table.ColumnHeaderCell>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.data.map((c) => (
          <Table.Row key={c.name}>
            <Table.RowHeaderCell>
              {c.name}
              {c.description ? (
                <Text as="p" size="1" color="gray">
                  {c.description}
                </Text>
              ) : null}
            </Table.RowHeaderCell>
            <Table.Cell>{c.recommended ? <Badge color="red">{t('blocked.recommended')}</Badge> : <Text color="gray">{t('blocked.optional')}</Text>}</Table.Cell>
            <Table.Cell>
              <Badge color={c.blocked ? 'red' : 'gray'} variant="soft">
                {c.blocked ? t('blocked.blocked') : t('blocked.allowed')}
              </Badge>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

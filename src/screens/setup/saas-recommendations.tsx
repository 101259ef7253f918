// Steps 3 and 4: the apps the company's people used, recommended for sanctioning or unsanctioning,
// with the company's current setting (GET /account-setup-saas-apps and its categories).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Flex, Select, Table, Text } from '@radix-ui/themes';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { SetupSaasApp } from '../../api/contract/setup';
import { setupQueries } from '../../api/queries/setup';
import { ErrorState } from '../../ui/error-state';
import { Pager } from '../../ui/pager';

const ALL = '__all__';
const ACCESS_COLOR = { Sanctioned: 'green', Unsanctioned: 'red', Unclassified: 'gray' } as const;

/** Screen time as hours and minutes (the rollups store seconds). */
export function screenTime(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h}h ${m}m` : `${m}m`;
}

function Current({ app }: { app: SetupSaasApp }) {
  const { t } = useTranslation('setup');
  const access = t(`saas.access.${app.access_type}`);
  return <Badge color={ACCESS_COLOR[app.access_type]}>{app.action_type ? t('saas.withAction', { access, action: app.action_type }) : access}</Badge>;
}

export function SaasRecommendations({ accountId, recommendation }: { accountId: string; recommendation: SetupSaasApp['recommendation'] }) {
  const { t } = useTranslation('setup');
  const [category, setCategory] = useState<string>(ALL);
  const [page, setPage] = useState(1);
  const query = { recommendation, page, size: DEFAULT_PAGE_SIZE, ...(category === ALL ? {} : { category }) };
  const rows = useQuery(setupQueries.saasApps(accountId, query));
  const total = useQuery(setupQueries.saasAppsCount(accountId, { recommendation, ...(category === ALL ? {} : { category }) }));
  const categories = useQuery(setupQueries.saasCategories(accountId));
  if (rows.isError || rows.data === null) return <ErrorState />;
  return (
    <Flex direction="column" gap="3">
      <Flex align="center" gap="2">
        <Text as="label" size="2" id="setup-saas-category">
          {t('saas.filterCategory')}
        </Text>
        <Select.Root
          value={category}
          onValueChange={(v) => {
            setCategory(v);
            setPage(1);
          }}
        >
          <Select.Trigger aria-labelledby="setup-saas-category" />
          <Select.Content>
            <Select.Item value={ALL}>{t('saas.allCategories')}</Select.Item>
            {(categories.data ?? []).map((c) => (
              <Select.Item key={c.name} value={c.name}>{`${c.name} (${c.app_count})`}</Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      {rows.isPending ? null : rows.data.length === 0 ? (
        <Text size="2" color="gray">
          {t('saas.empty')}
        </Text>
      ) : (
        <>
          <Table.Root variant="surface" aria-label={t('saas.label')}>
            <Table.Header>
              <Table.Row>
                {(['name', 'categories', 'users', 'screenTime', 'current'] as const).map((c) => (
                  <Table.ColumnHeaderCell key={c}>{t(`saas.columns.${c}`)}</Table.ColumnHeaderCell>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.data.map((app) => (
                <Table.Row key={app.id}>
                  <Table.RowHeaderCell>{app.name}</Table.RowHeaderCell>
                  <Table.Cell>
                    {app.categories[0] ?? '—'}
                    {app.categories.length > 1 ? <Text color="gray" title={app.categories.slice(1).join(', ')}>{` ${t('saas.more', { count: app.categories.length - 1 })}`}</Text> : null}
                  </Table.Cell>
                  <Table.Cell>{app.users}</Table.Cell>
                  <Table.Cell>{screenTime(app.weighted_duration)}</Table.Cell>
                  <Table.Cell>
                    <Current app={app} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Pager page={page} size={DEFAULT_PAGE_SIZE} total={total.data ?? 0} onPageChange={setPage} />
        </>
      )}
    </Flex>
  );
}

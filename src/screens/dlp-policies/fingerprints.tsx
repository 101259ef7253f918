// The exact-data lists (/token-hashes, /file-hash): registered tokens and file hashes as SHA-256 only,
// with how many policies watch each; an id in the path shows that entry above the list.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Card, Code, DataList, Flex, Table, Text } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { Fingerprint } from '../../api/contract/dlp-policies';
import { dlpPolicyMutations, dlpPolicyQueries } from '../../api/queries/dlp-policies';
import { usePageHeading } from '../../app/layout/page-heading';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { ErrorState } from '../../ui/error-state';
import { RowActions } from '../../ui/row-actions';
import { useChangesToast } from '../../ui/use-changes-toast';
import { ListHeader, useCanChangeDlp, useSearchPage } from './shared';

type Kind = 'token' | 'file';

function Rows({ rows, canChange, kind }: { rows: Fingerprint[]; canChange: boolean; kind: Kind }) {
  const { t } = useTranslation('dlp-policies');
  const toast = useChangesToast();
  const remove = useMutation(dlpPolicyMutations.deleteFingerprint());
  return rows.map((f) => (
    <Table.Row key={f.id} align="center">
      <Table.RowHeaderCell>
        <RouterLink to={linkTo(kind === 'token' ? 'token-hashes' : 'file-hash', { id: f.id })}>{f.name}</RouterLink>
      </Table.RowHeaderCell>
      <Table.Cell style={{ overflowWrap: 'anywhere' }}>
        <Code size="1">{f.sha256}</Code>
      </Table.Cell>
      <Table.Cell>{f.policies}</Table.Cell>
      {canChange ? (
        <RowActions
          remove={{
            label: t('fingerprints.remove', { name: f.name }),
            title: t(`fingerprints.${kind}.removeTitle`),
            description: t('fingerprints.removeText', { name: f.name }),
            onConfirm: async () => {
              await remove.mutateAsync(f.id);
              toast(t('fingerprints.removed', { name: f.name }));
            },
          }}
        />
      ) : null}
    </Table.Row>
  ));
}

function Selected({ id, kind }: { id: string; kind: Kind }) {
  const { t } = useTranslation('dlp-policies');
  const all = useQuery(dlpPolicyQueries.fingerprints({ kind, size: 500 }));
  if (all.isPending) return <Text color="gray">{t('loading')}</Text>;
  const f = all.data?.find((x) => x.id === id);
  if (!f) return <ErrorState title={t('fingerprints.notFound')} subtitle={t('fingerprints.notFoundHelp')} />;
  return (
    <Card style={{ maxWidth: 760 }}>
      <DataList.Root>
        <DataList.Item>
          <DataList.Label>{t('fingerprints.columns.name')}</DataList.Label>
          <DataList.Value>{f.name}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('fingerprints.columns.sha256')}</DataList.Label>
          <DataList.Value style={{ overflowWrap: 'anywhere' }}>
            <Code>{f.sha256}</Code>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('fingerprints.columns.policies')}</DataList.Label>
          <DataList.Value>{f.policies}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('fingerprints.added')}</DataList.Label>
          <DataList.Value>{new Date(f.created_at).toLocaleString()}</DataList.Value>
        </DataList.Item>
      </DataList.Root>
    </Card>
  );
}

export function FingerprintList({ kind, id }: { kind: Kind; id?: string }) {
  const { t } = useTranslation('dlp-policies');
  usePageHeading({ subheading: t(`fingerprints.${kind}.subtitle`) });
  const canChange = useCanChangeDlp();
  const { q, page, search, setPage } = useSearchPage();
  const list = useQuery(dlpPolicyQueries.fingerprints({ kind, q, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(dlpPolicyQueries.fingerprintCount({ kind, q }));
  return (
    <Flex direction="column" gap="4">
      {id ? <Selected id={id} kind={kind} /> : null}
      <ListHeader label={t(`fingerprints.${kind}.search`)} q={q} onSearch={search}>
        {canChange ? (
          <Button asChild>
            <RouterLink to={linkTo(kind === 'token' ? 'add-new-token' : 'add-new-hash')}>
              <PlusIcon /> {t(`fingerprints.${kind}.add`)}
            </RouterLink>
          </Button>
        ) : null}
      </ListHeader>
      <DataTable
        caption={t(`fingerprints.${kind}.table`)}
        columns={(['name', 'sha256', 'policies'] as const).map((key) => ({ key, header: t(`fingerprints.columns.${key}`) }))}
        rows={list.data}
        busy={list.isPending}
        emptyText={t(`fingerprints.${kind}.empty`)}
        loadingText={t('loading')}
        hasActions={canChange}
        actionsLabel={t('list.actions')}
        renderRows={(rows) => <Rows rows={rows} canChange={canChange} kind={kind} />}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: setPage }}
      />
    </Flex>
  );
}

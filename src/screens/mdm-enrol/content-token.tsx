// /content-token (Admin › MDM; issue 20): the Apps and Books content tokens, masked; add and remove.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, Code, Flex, Table } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import type { ContentTokenRow } from '../../api/contract/mdm-enrol';
import { mdmEnrolMutations, mdmEnrolQueries } from '../../api/queries/mdm-enrol';
import { usePageHeading } from '../../app/layout/page-heading';
import { formatDate } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { RowActions } from '../../ui/row-actions';
import { useToast } from '../../ui/toast';

const COLUMNS = ['apple_id', 'region', 'token', 'expires', 'created'] as const;

function TokenRows({ rows }: { rows: ContentTokenRow[] }) {
  const { t } = useTranslation('mdm-enrol');
  const client = useQueryClient();
  const toast = useToast();
  const remove = useMutation(mdmEnrolMutations.deleteContentToken(client));
  return rows.map((r) => (
    <Table.Row key={r.id} align="center">
      <Table.RowHeaderCell>{r.apple_id}</Table.RowHeaderCell>
      <Table.Cell>{r.region}</Table.Cell>
      <Table.Cell>
        <Code variant="ghost">{r.token_masked}</Code>
      </Table.Cell>
      <Table.Cell>{r.expires_at ? formatDate(r.expires_at) : t('content.never')}</Table.Cell>
      <Table.Cell>{formatDate(r.created_at)}</Table.Cell>
      <RowActions
        remove={{
          label: t('content.remove', { appleId: r.apple_id }),
          title: t('content.removeTitle'),
          description: t('content.removeText', { appleId: r.apple_id }),
          onConfirm: async () => {
            await remove.mutateAsync(r.id);
            toast({ kind: 'success', title: t('content.removed') });
          },
        }}
      />
    </Table.Row>
  ));
}

export default function ContentToken() {
  const { t } = useTranslation('mdm-enrol');
  usePageHeading({ subheading: t('content.subtitle') });
  const tokens = useQuery(mdmEnrolQueries.contentTokens());
  return (
    <Flex direction="column" gap="4">
      <Box>
        <Button asChild>
          <RouterLink to={linkTo('add-content-token')}>
            <PlusIcon aria-hidden /> {t('content.add')}
          </RouterLink>
        </Button>
      </Box>
      <DataTable
        caption={t('content.table')}
        columns={COLUMNS.map((c) => ({ key: c, header: t(`content.columns.${c}`) }))}
        rows={tokens.isError ? null : tokens.data}
        busy={tokens.isPending}
        emptyText={t('content.empty')}
        loadingText={t('loading')}
        hasActions
        actionsLabel={t('actions')}
        renderRows={(rows) => <TokenRows rows={rows} />}
      />
    </Flex>
  );
}

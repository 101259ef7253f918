// The DLP policy lists (/data-exfiltration, /Sensitive-data-groups): each policy with what it watches,
// where, its action, scope, status and live reach (endpoints that acknowledged a policy version holding it).
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Flex, Table, Text } from '@radix-ui/themes';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { DlpPolicy, DlpPolicyKind } from '../../api/contract/dlp-policies';
import { dlpPolicyMutations, dlpPolicyQueries } from '../../api/queries/dlp-policies';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { MultiValue } from '../../ui/multi-value';
import { RowActions } from '../../ui/row-actions';
import { useChangesToast } from '../../ui/use-changes-toast';

const COLUMNS = ['name', 'watches', 'where', 'action', 'scope', 'reach'] as const;
const ACTION_COLOR = { Block: 'red', Alert: 'amber', Report: 'blue' } as const;

/** Where a policy is edited: the LLM form, the data-activity form or the exfiltration steps. */
export function editLink(p: DlpPolicy): string {
  if (p.kind === 'llm') return linkTo('update-LLM', { name: p.name });
  if (p.kind === 'activity') return linkTo('add-new-policy', { type: p.kind, id: p.id });
  return linkTo('update-steps', { name: p.name });
}

function PolicyRows({ rows, canChange }: { rows: DlpPolicy[]; canChange: boolean }) {
  const { t } = useTranslation('dlp-policies');
  const toast = useChangesToast();
  const remove = useMutation(dlpPolicyMutations.deletePolicy());
  return rows.map((p) => {
    const watched = p.data_types.length + p.custom_type_ids.length + p.dictionary_ids.length + p.fingerprint_ids.length + p.folder_ids.length;
    return (
      <Table.Row key={p.id} align="center">
        <Table.RowHeaderCell>
          <Flex gap="2" align="center" wrap="wrap">
            <Text weight="medium">{p.name}</Text>
            {p.kind === 'llm' ? <Badge variant="soft">{t('kinds.llm')}</Badge> : null}
            {p.enabled ? null : (
              <Badge color="gray" variant="soft">
                {t('list.disabled')}
              </Badge>
            )}
          </Flex>
          {p.description ? (
            <Text as="div" size="1" color="gray">
              {p.description}
            </Text>
          ) : null}
        </Table.RowHeaderCell>
        <Table.Cell>
          <MultiValue content={p.data_types} placeholder={t('list.items', { count: watched })} />
          {watched > p.data_types.length && p.data_types.length > 0 ? (
            <Text as="div" size="1" color="gray">
              {t('list.more', { count: watched - p.data_types.length })}
            </Text>
          ) : null}
        </Table.Cell>
        <Table.Cell>
          <MultiValue content={p.kind === 'llm' && p.destinations.length > 0 ? p.destinations : p.channels.map((c) => t(`channels.${c}`, { defaultValue: c }))} placeholder={t('list.allGenAi')} />
        </Table.Cell>
        <Table.Cell>
          <Badge color={ACTION_COLOR[p.action]}>{t(`actions.${p.action}`)}</Badge>
        </Table.Cell>
        <Table.Cell>
          <MultiValue content={p.groups} placeholder={t('list.everyone')} />
        </Table.Cell>
        <Table.Cell>{p.enabled ? <Text aria-label={t('list.reachLabel', p.reach)}>{t('list.reach', p.reach)}</Text> : <Text color="gray">—</Text>}</Table.Cell>
        {canChange ? (
          <RowActions
            edit={{ href: editLink(p), label: t('list.edit', { name: p.name }) }}
            remove={{
              label: t('list.remove', { name: p.name }),
              title: t('list.removeTitle'),
              description: t('list.removeText', { name: p.name }),
              onConfirm: async () => {
                await remove.mutateAsync(p.id);
                toast(t('list.removed', { name: p.name }));
              },
            }}
          />
        ) : null}
      </Table.Row>
    );
  });
}

export function PoliciesTable({ kinds, q, page, onPage, canChange, caption }: {
  kinds: DlpPolicyKind | undefined;
  q: string | undefined;
  page: number;
  onPage: (page: number) => void;
  canChange: boolean;
  caption: string;
}) {
  const { t } = useTranslation('dlp-policies');
  const filters = { q, ...(kinds ? { kind: kinds } : {}) };
  const list = useQuery(dlpPolicyQueries.policies({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(dlpPolicyQueries.policyCount(filters));
  return (
    <DataTable
      caption={caption}
      columns={COLUMNS.map((column) => ({ key: column, header: t(`list.columns.${column}`) }))}
      rows={list.data}
      busy={list.isPending}
      emptyText={t('list.empty')}
      loadingText={t('loading')}
      hasActions={canChange}
      actionsLabel={t('list.actions')}
      renderRows={(rows) => <PolicyRows rows={rows} canChange={canChange} />}
      pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: onPage }}
    />
  );
}

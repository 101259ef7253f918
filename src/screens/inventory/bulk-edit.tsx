// /bulk-edit-apps and /bulk-edit-ai-apps (spec part 1 §3 bulk edit body, part 2 §4 "single or group
// marking"): pick apps across pages, choose Sanctioned or Unsanctioned with its action, confirm, and
// POST /saas-applications. The server stores all or nothing; its 400 lists the reason per app.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Button, Callout, Card, Checkbox, Flex, Link, Select, Table, Text } from '@radix-ui/themes';
import { ApiRequestError } from '../../api/client';
import { canChangePolicies } from '../../api/contract/access';
import { ACCESS_TYPES } from '../../api/contract/catalog';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { AccessType, InventoryRow } from '../../api/contract/saas';
import { usePageHeading } from '../../app/layout/page-heading';
import { useSession } from '../../app/session/use-session';
import { accessFields, isAction, isComplete, type AccessValue } from '../../domain/saas/access';
import { AccessChoice } from '../../domain/saas/access-choice';
import { useChangesToast } from '../../ui/use-changes-toast';
import { presetRange, rangeToQuery, type DateRange } from '../../lib/date-presets';
import { formatDuration } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { AccessTag } from '../../ui/access-tag';
import { AppIcon } from '../../ui/app-icon';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DateRangePicker } from '../../ui/date-range-picker';
import { DataTable } from '../../ui/data-table';
import { MultiValue } from '../../ui/multi-value';
import { SearchBox } from '../../ui/search-box';
import { saasInventoryQueries, saasMutations } from '../../api/queries/saas';
import { KINDS, type InventoryKind } from './inventory-kind';

const ALL = 'all';

export function BulkEdit({ kind }: { kind: InventoryKind }) {
  const def = KINDS[kind];
  const { t } = useTranslation('saas-inventory');
  usePageHeading({ subheading: t('bulk.subtitle') });
  const canEdit = canChangePolicies(useSession().access);
  const changesToast = useChangesToast();
  const bulk = useMutation(saasMutations.classifyApps());
  // This route reads no filters from its URL (route table), so the picking state is the screen's own.
  const [range, setRange] = useState<DateRange>(() => presetRange(3));
  const [q, setQ] = useState('');
  const [tag, setTag] = useState<AccessType | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlyMap<string, InventoryRow>>(new Map());
  const [choice, setChoice] = useState<AccessValue | undefined>(undefined);
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const query = { page, size: DEFAULT_PAGE_SIZE, ...rangeToQuery(range), q: q || undefined, tag, genai: def.genai, sb: 'name' as const, so: 'asc' as const };
  const list = useQuery(saasInventoryQueries.list(query));
  const count = useQuery(saasInventoryQueries.count(query));
  const rows = list.data;

  function toggle(row: InventoryRow, on: boolean) {
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(row.name, row);
      else next.delete(row.name);
      return next;
    });
  }

  const pageAll = rows && rows.length > 0 && rows.every((r) => selected.has(r.name));
  const pageSome = rows?.some((r) => selected.has(r.name));

  function apply() {
    setSubmitted(true);
    if (selected.size === 0 || !isComplete(choice)) return;
    bulk.reset();
    setConfirming(true);
  }

  async function confirm() {
    if (!isComplete(choice)) return;
    const fields = accessFields(choice);
    try {
      const result = await bulk.mutateAsync([...selected.keys()].map((name) => ({ name, ...fields })));
      changesToast(t('bulk.saved', { count: result.updated }));
      setSelected(new Map());
      setSubmitted(false);
    } catch {
      // the card lists the server's reason for each refused app (bulk.error)
    }
  }

  const rejection = bulk.error instanceof ApiRequestError ? bulk.error : null;
  const tagLabel = choice === 'Sanctioned' ? t('tags.Sanctioned') : choice ? t('tags.Unsanctioned') : '';

  if (!canEdit) {
    return (
      <Callout.Root color="gray">
        <Callout.Text>
          {t('bulk.readOnly')}{' '}
          <Link asChild>
            <RouterLink to={linkTo(def.routes.root)}>{t('bulk.back')}</RouterLink>
          </Link>
        </Callout.Text>
      </Callout.Root>
    );
  }

  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" align="center" wrap="wrap">
        <DateRangePicker value={range} onChange={(r) => (setRange(r), setPage(1))} />
        <Box width="260px">
          <SearchBox value={q} onSearch={(v) => (setQ(v), setPage(1))} label={t(`searchLabel.${kind}`)} />
        </Box>
        <Select.Root value={tag ?? ALL} onValueChange={(v) => (setTag(v === ALL ? undefined : (v as AccessType)), setPage(1))}>
          <Select.Trigger aria-label={t('filters.tag')} />
          <Select.Content>
            <Select.Item value={ALL}>{t('filters.allTags')}</Select.Item>
            {ACCESS_TYPES.map((v) => (
              <Select.Item key={v} value={v}>
                {t(`tags.${v}`)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
        <Link asChild ml="auto">
          <RouterLink to={linkTo(def.routes.root)}>{t('bulk.back')}</RouterLink>
        </Link>
      </Flex>

      <DataTable
        caption={t(`tableLabel.${kind}`)}
        columns={[
          {
            key: 'select',
            header: t('bulk.selectAll'),
            cell: (
              <Table.ColumnHeaderCell width="40px">
                <Checkbox
                  aria-label={t('bulk.selectAll')}
                  checked={pageAll ? true : pageSome ? 'indeterminate' : false}
                  onCheckedChange={(v) => rows?.forEach((r) => toggle(r, v === true))}
                />
              </Table.ColumnHeaderCell>
            ),
          },
          { key: 'name', header: t('columns.name') },
          { key: 'tag', header: t('columns.tag') },
          { key: 'categories', header: t('columns.categories') },
          { key: 'screenTime', header: t('columns.screenTime') },
        ]}
        rows={rows}
        busy={list.isPending}
        emptyText={q || tag ? t('empty.filtered') : t(`empty.${kind}`)}
        loadingText={t('loading')}
        rowKey={(row) => row.name}
        renderRow={(row) => (
          <Table.Row align="center" data-testid="bulk-row">
            <Table.Cell>
              <Checkbox aria-label={t('bulk.selectApp', { app: row.name })} checked={selected.has(row.name)} onCheckedChange={(v) => toggle(row, v === true)} />
            </Table.Cell>
            <Table.RowHeaderCell>
              <Flex align="center" gap="2">
                <AppIcon icon={row.icon} />
                {row.name}
              </Flex>
            </Table.RowHeaderCell>
            <Table.Cell>
              <AccessTag value={row.access_type} action={row.action_type} />
            </Table.Cell>
            <Table.Cell>
              <MultiValue content={row.categories} />
            </Table.Cell>
            <Table.Cell>{formatDuration(row.weighted_duration)}</Table.Cell>
          </Table.Row>
        )}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: setPage }}
      />

      <Card>
        <Flex direction="column" gap="3">
          <Flex align="center" gap="3">
            <Text weight="medium" role="status" color={submitted && selected.size === 0 ? 'red' : undefined}>
              {t('bulk.selected', { count: selected.size })}
            </Text>
            {selected.size ? (
              <Button size="1" variant="ghost" onClick={() => setSelected(new Map())}>
                {t('bulk.clear')}
              </Button>
            ) : null}
          </Flex>
          <AccessChoice layout="steps" value={choice} onChange={setChoice} showErrors={submitted} />
          {rejection ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>
                {t('bulk.rejected')}
                <Box asChild mt="1">
                  <ul>
                    {(rejection.issues.length ? rejection.issues.map((i) => i.message) : [rejection.exception]).map((m) => (
                      <li key={m}>{m}</li>
                    ))}
                  </ul>
                </Box>
              </Callout.Text>
            </Callout.Root>
          ) : null}
          <Flex justify="end">
            <Button onClick={apply}>{t('bulk.apply')}</Button>
          </Flex>
        </Flex>
      </Card>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="neutral"
        title={t('bulk.confirmTitle', { count: selected.size })}
        description={
          <>
            {t('bulk.confirmBody', { apps: [...selected.keys()].join(', '), tag: tagLabel })}{' '}
            {choice && isAction(choice) ? t('bulk.confirmAction', { action: choice }) : null}
          </>
        }
        confirmLabel={t('bulk.confirm')}
        onConfirm={confirm}
      />
    </Flex>
  );
}

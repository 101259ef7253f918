// One tab of /email-report: the company's schedules of one report kind, paged on the server and
// searchable, each with Preview, Send now, Edit and Delete; the tabs above and Add Email Report.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Flex, IconButton, Link, TabNav, Text } from '@radix-ui/themes';
import { Pencil1Icon, TrashIcon } from '@radix-ui/react-icons';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { EMAIL_REPORT_KINDS, type EmailReportKind, type EmailReportRow } from '../../api/contract/email-reports';
import { emailReportMutations, emailReportQueries } from '../../api/queries/email-reports';
import { usePageHeading } from '../../app/layout/page-heading';
import { emailReportFilters } from '../../app/routes/filters';
import { useSession } from '../../app/session/use-session';
import { formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable } from '../../ui/data-table';
import { SearchBox } from '../../ui/search-box';
import { useListParams } from '../../ui/use-list-params';
import { useToast } from '../../ui/toast';
import { scheduleText, TAB_ROUTES } from './labels';
import { PreviewDialog } from './preview-dialog';

export function EmailReportList({ kind }: { kind: EmailReportKind }) {
  const { t } = useTranslation('email-reports');
  usePageHeading({ subheading: t('subtitle') });
  const toast = useToast();
  const { access } = useSession();
  const { params, update } = useListParams(emailReportFilters);
  const page = params.page ?? 1;
  const list = useQuery(emailReportQueries.list({ report: kind, q: params.q, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(emailReportQueries.count({ report: kind, q: params.q }));
  const sendNow = useMutation(emailReportMutations.sendNow());
  const remove = useMutation(emailReportMutations.remove());
  const [previewing, setPreviewing] = useState<EmailReportRow | null>(null);
  const kinds = EMAIL_REPORT_KINDS.filter((k) => k !== 'dlp' || access?.flags.enable_dlp);
  const kindName = t(`kinds.${kind}`);

  async function send(r: EmailReportRow) {
    const result = await sendNow.mutateAsync(r.id);
    toast({ title: t('list.sent', { count: result.queued }), kind: 'success' });
  }

  return (
    <Flex direction="column" gap="3">
      <TabNav.Root aria-label={t('tabs.label')}>
        {kinds.map((k) => (
          <TabNav.Link key={k} asChild active={k === kind}>
            <RouterLink to={linkTo(TAB_ROUTES[k])}>{t(`tabs.${k}`)}</RouterLink>
          </TabNav.Link>
        ))}
      </TabNav.Root>
      <Flex gap="3" wrap="wrap" align="end" justify="between">
        <Box width="320px" maxWidth="100%">
          <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('list.searchLabel')} placeholder={t('list.searchPlaceholder')} />
        </Box>
        <Flex gap="3" align="center">
          <Link asChild size="2">
            <RouterLink to={linkTo('notification-logs')}>{t('list.logs')}</RouterLink>
          </Link>
          <Button asChild>
            <RouterLink to={`${linkTo('add-email-reports')}?report=${kind}`}>{t('list.add')}</RouterLink>
          </Button>
        </Flex>
      </Flex>
      <DataTable<EmailReportRow>
        caption={t('list.tableLabel', { kind: kindName })}
        size="1"
        columns={[
          {
            key: 'name',
            header: t('list.columns.name'),
            rowHeader: true,
            render: (r) => (
              <Flex direction="column" gap="1">
                <Text weight="medium">{r.name}</Text>
                {r.enabled ? null : (
                  <Badge color="gray" style={{ width: 'fit-content' }}>
                    {t('list.paused')}
                  </Badge>
                )}
              </Flex>
            ),
          },
          { key: 'schedule', header: t('list.columns.schedule'), render: (r) => scheduleText(t, r) },
          { key: 'recipients', header: t('list.columns.recipients'), render: (r) => <Text style={{ overflowWrap: 'anywhere' }}>{r.recipients.join(', ')}</Text> },
          { key: 'files', header: t('list.columns.files'), render: (r) => r.formats.map((f) => t(`formats.${f}`)).join(', ') },
          { key: 'next', header: t('list.columns.next'), render: (r) => <Text wrap="nowrap">{r.next_run_at ? formatDateTime(r.next_run_at) : t('list.never')}</Text> },
          { key: 'last', header: t('list.columns.last'), render: (r) => <Text wrap="nowrap">{r.last_run_at ? formatDateTime(r.last_run_at) : t('list.never')}</Text> },
          {
            key: 'actions',
            header: t('list.columns.actions'),
            render: (r) => (
              // max-content: the ghost icon buttons' negative margins make the row's own width too small for the cell
              <Flex gap="2" align="center" justify="end" style={{ width: 'max-content' }}>
                <Button size="1" variant="soft" onClick={() => setPreviewing(r)} aria-label={t('list.previewLabel', { name: r.name })}>
                  {t('list.preview')}
                </Button>
                <Button size="1" variant="soft" onClick={() => void send(r)} loading={sendNow.isPending && sendNow.variables === r.id} aria-label={t('list.sendNowLabel', { name: r.name })}>
                  {t('list.sendNow')}
                </Button>
                <IconButton asChild size="1" variant="ghost" aria-label={t('list.edit', { name: r.name })}>
                  <RouterLink to={linkTo('add-email-reports', { id: r.id })}>
                    <Pencil1Icon />
                  </RouterLink>
                </IconButton>
                <ConfirmDialog
                  trigger={
                    <IconButton size="1" variant="ghost" color="red" aria-label={t('list.remove', { name: r.name })}>
                      <TrashIcon />
                    </IconButton>
                  }
                  title={t('list.removeTitle')}
                  description={t('list.removeText', { name: r.name })}
                  confirmLabel={t('list.removeConfirm')}
                  onConfirm={async () => {
                    await remove.mutateAsync(r.id);
                    toast({ title: t('list.removed'), kind: 'success' });
                  }}
                />
              </Flex>
            ),
          },
        ]}
        rows={list.data}
        rowKey={(r) => r.id}
        busy={list.isPending}
        error={list.isError || list.data === null ? {} : undefined}
        emptyText={params.q ? t('list.emptyFiltered') : t('list.empty', { kind: kindName })}
        loadingText={t('list.loading')}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
      {previewing ? <PreviewDialog id={previewing.id} name={previewing.name} onClose={() => setPreviewing(null)} /> : null}
    </Flex>
  );
}

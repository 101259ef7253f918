// One row of Admin Action Logs (/admin-logs?id=…): who did what to which target, with the trace id to
// find the request in the server's logs, the fields the change set, and a before/after table where the
// change recorded what was there before.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Button, Code, DataList, Dialog, Flex, Heading, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import type { FieldChange } from '../../api/contract/logs';
import { logQueries } from '../../api/queries/logs';
import { formatDateTime } from '../../lib/format';
import { FormErrors } from '../../ui/form-errors';
import { roleLabel, targetTypeLabel } from './labels';

/** A recorded value as the dialog shows it: text as is, anything else as compact JSON, nothing as a dash. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function Changes({ changes }: { changes: FieldChange[] }) {
  const { t } = useTranslation('logs');
  if (changes.length === 0) return <Text color="gray">{t('detail.noChange')}</Text>;
  return (
    <Table.Root size="1" variant="surface">
      <VisuallyHidden asChild>
        <caption>{t('detail.changes')}</caption>
      </VisuallyHidden>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{t('detail.field')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('detail.before')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('detail.after')}</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {changes.map((c) => (
          <Table.Row key={c.field}>
            <Table.RowHeaderCell>{c.field}</Table.RowHeaderCell>
            <Table.Cell>
              <Text color="red" style={{ overflowWrap: 'anywhere' }}>
                {shownValue(c.before)}
              </Text>
            </Table.Cell>
            <Table.Cell>
              <Text color="green" style={{ overflowWrap: 'anywhere' }}>
                {shownValue(c.after)}
              </Text>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

export function AdminLogDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('logs');
  const row = useQuery(logQueries.adminRow(id));
  const r = row.data;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content maxWidth="720px">
        <Dialog.Title>{r ? t('detail.title', { action: r.action, target: r.target }) : t('detail.titleLoading')}</Dialog.Title>
        {row.isPending ? (
          <Text color="gray">{t('loading')}</Text>
        ) : row.isError || !r ? (
          <FormErrors message={t('detail.error')} />
        ) : (
          <Flex direction="column" gap="4">
            <Dialog.Description size="2" color="gray">
              {t('detail.description', { email: r.email, time: formatDateTime(r.time) })}
            </Dialog.Description>
            <DataList.Root size="1">
              <DataList.Item>
                <DataList.Label>{t('admin.columns.time')}</DataList.Label>
                <DataList.Value>{formatDateTime(r.time)}</DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>{t('admin.columns.who')}</DataList.Label>
                <DataList.Value>{`${r.email} (${roleLabel(t, r.role)})`}</DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>{t('admin.columns.action')}</DataList.Label>
                <DataList.Value>
                  <Code variant="ghost">{r.action}</Code>
                </DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>{t('admin.columns.targetType')}</DataList.Label>
                <DataList.Value>{targetTypeLabel(t, r.target_type)}</DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>{t('admin.columns.target')}</DataList.Label>
                <DataList.Value>
                  <Text style={{ overflowWrap: 'anywhere' }}>{r.target}</Text>
                </DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>{t('admin.columns.traceId')}</DataList.Label>
                <DataList.Value>
                  <Code variant="ghost" style={{ wordBreak: 'break-all' }}>
                    {r.trace_id}
                  </Code>
                </DataList.Value>
              </DataList.Item>
            </DataList.Root>
            {r.changes ? (
              <Flex direction="column" gap="2">
                <Heading as="h3" size="2">
                  {t('detail.changes')}
                </Heading>
                <Changes changes={r.changes} />
              </Flex>
            ) : null}
            <Flex direction="column" gap="2">
              <Heading as="h3" size="2">
                {t('detail.recorded')}
              </Heading>
              {r.details && Object.keys(r.details).length ? (
                <Box asChild p="2" style={{ background: 'var(--gray-a2)', borderRadius: 'var(--radius-2)', maxHeight: 280, overflow: 'auto' }}>
                  <pre style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 'var(--font-size-1)' }}>
                    {JSON.stringify(r.details, null, 2)}
                  </pre>
                </Box>
              ) : (
                <Text color="gray">{t('detail.nothingRecorded')}</Text>
              )}
            </Flex>
          </Flex>
        )}
        <Flex gap="3" mt="4" justify="end">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('detail.close')}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

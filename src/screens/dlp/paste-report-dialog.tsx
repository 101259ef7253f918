// One copy-paste event (GET /sensitive-copy-paste-activity-report/{id}): what was pasted where, by whom,
// the action taken, and the same person's latest pastes.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, DataList, Dialog, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { dlpQueries } from '../../api/queries/dlp';
import { formatDateTime } from '../../lib/format';
import { FormErrors } from '../../ui/form-errors';
import { EndpointLink, PersonLink } from './common';
import { ACTION_COLORS } from './labels';

export function PasteReportDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('dlp');
  const report = useQuery(dlpQueries.pasteReport(id));
  const r = report.data?.event;
  const c = (key: string) => t(`columns.${key}`);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content maxWidth="720px">
        <Dialog.Title>{r ? t('report.title', { source: r.source, destination: r.destination }) : t('report.titleLoading')}</Dialog.Title>
        {report.isPending ? (
          <Text color="gray">{t('loading')}</Text>
        ) : report.isError || !report.data || !r ? (
          <FormErrors message={t('report.error')} />
        ) : (
          <Flex direction="column" gap="4">
            <Dialog.Description size="2" color="gray">
              {t('report.description', { time: formatDateTime(r.time) })}
            </Dialog.Description>
            <DataList.Root size="1">
              <DataList.Item>
                <DataList.Label>{c('user')}</DataList.Label>
                <DataList.Value>
                  <PersonLink person={r.person} />
                </DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>{c('endpoint')}</DataList.Label>
                <DataList.Value>
                  <EndpointLink id={r.endpoint.id} hostname={r.endpoint.hostname} />
                </DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>{c('dataType')}</DataList.Label>
                <DataList.Value>{r.data_type}</DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>{c('matches')}</DataList.Label>
                <DataList.Value>{r.match_count}</DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>{c('action')}</DataList.Label>
                <DataList.Value>
                  <Badge color={ACTION_COLORS[r.action]}>{t(`actions.${r.action}`)}</Badge>
                </DataList.Value>
              </DataList.Item>
            </DataList.Root>
            <Heading as="h3" size="2">
              {t('report.recent')}
            </Heading>
            {report.data.recent.length ? (
              <Table.Root size="1" variant="surface">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell>{c('time')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{c('destination')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{c('dataType')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{c('action')}</Table.ColumnHeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {report.data.recent.map((o) => (
                    <Table.Row key={o.id}>
                      <Table.RowHeaderCell>{formatDateTime(o.time)}</Table.RowHeaderCell>
                      <Table.Cell>{o.destination}</Table.Cell>
                      <Table.Cell>{o.data_type}</Table.Cell>
                      <Table.Cell>
                        <Badge color={ACTION_COLORS[o.action]}>{t(`actions.${o.action}`)}</Badge>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            ) : (
              <Text color="gray">{t('report.noRecent')}</Text>
            )}
          </Flex>
        )}
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('report.close')}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

// /execute-command/{id}/{name} (spec part 2 §2.6 public routes; issue 19): the Command Execution page an end
// user or a technician opens from a signed link an admin shared (name is the link's token). It needs no
// console session and shows what the command is, on which endpoint, and its state, following it until it
// has a result; never the output or who sent it.
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { publicCommandQueries } from '../../api/queries/commands';
import { CommandStatusBadge } from '../../domain/commands/status-badge';
import { formatDateTime } from '../../lib/format';

const PUBLIC_POLL_MS = 5_000;

export default function ExecuteCommand() {
  const { t } = useTranslation('remote-commands');
  const { t: tw } = useTranslation('command-widgets');
  const { id = '', name = '' } = useParams();
  const q = useQuery({
    ...publicCommandQueries.status(id, name),
    refetchInterval: (query) => (query.state.data?.status === 'Queued' ? PUBLIC_POLL_MS : false),
  });
  return (
    <Flex justify="center" p="6">
      <Card size="4" style={{ maxWidth: 560, width: '100%' }}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="5">
            {t('public.title')}
          </Heading>
          {q.isPending ? (
            <Text color="gray">{tw('loading')}</Text>
          ) : q.isError ? (
            <Text role="alert" color="red">
              {t('public.notFound')}
            </Text>
          ) : (
            <>
              <Flex align="center" gap="2" role="status" aria-live="polite">
                <CommandStatusBadge status={q.data.status} />
                <Text size="2" color="gray">
                  {tw(`statusHint.${q.data.status}`)}
                </Text>
              </Flex>
              <DataList.Root>
                <DataList.Item>
                  <DataList.Label minWidth="120px">{tw('detail.endpoint')}</DataList.Label>
                  <DataList.Value>{q.data.hostname}</DataList.Value>
                </DataList.Item>
                <DataList.Item>
                  <DataList.Label minWidth="120px">{tw('detail.command')}</DataList.Label>
                  <DataList.Value>{q.data.title}</DataList.Value>
                </DataList.Item>
                <DataList.Item>
                  <DataList.Label minWidth="120px">{tw('detail.queued')}</DataList.Label>
                  <DataList.Value>{formatDateTime(q.data.queued_at)}</DataList.Value>
                </DataList.Item>
                <DataList.Item>
                  <DataList.Label minWidth="120px">{tw('detail.finished')}</DataList.Label>
                  <DataList.Value>{q.data.finished_at ? formatDateTime(q.data.finished_at) : '—'}</DataList.Value>
                </DataList.Item>
              </DataList.Root>
              {q.data.status === 'Queued' ? (
                <Text size="2" color="gray">
                  {t('public.waiting')}
                </Text>
              ) : null}
            </>
          )}
        </Flex>
      </Card>
    </Flex>
  );
}

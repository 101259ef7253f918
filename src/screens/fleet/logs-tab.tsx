// The endpoint details' Logs tab (issue 18): the log files the agent uploaded, newest first, each
// downloadable as text (GET /devices/{id}/logs/{file}).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Text } from '@radix-ui/themes';
import { DownloadIcon } from '@radix-ui/react-icons';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { LogFileRow } from '../../api/contract/fleet';
import { downloadDeviceLog, fleetQueries } from '../../api/queries/fleet';
import { formatBytes, formatDateTime } from '../../lib/format';
import { DataTable } from '../../ui/data-table';

function DownloadLog({ id, file }: { id: string; file: LogFileRow }) {
  const { t } = useTranslation('fleet');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      await downloadDeviceLog(id, file.id, file.name);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <Flex align="center" gap="2">
      <Button size="1" variant="soft" onClick={() => void download()} loading={state === 'busy'} aria-label={t('logs.downloadFile', { name: file.name })}>
        <DownloadIcon aria-hidden /> {t('logs.download')}
      </Button>
      {state === 'failed' ? (
        <Text size="1" color="red" role="alert">
          {t('logs.failed')}
        </Text>
      ) : null}
    </Flex>
  );
}

export function LogsTab({ id }: { id: string }) {
  const { t } = useTranslation('fleet');
  const [page, setPage] = useState(1);
  const q = useQuery(fleetQueries.logs(id, { page, size: DEFAULT_PAGE_SIZE }));
  const total = useQuery(fleetQueries.logsCount(id));
  return (
    <Flex direction="column" gap="2">
      <Text size="2" color="gray">
        {t('logs.intro')}
      </Text>
      <DataTable<LogFileRow>
        caption={t('tabs.logs')}
        columns={[
          { key: 'name', header: t('columns.file'), rowHeader: true, render: (r) => r.name },
          { key: 'uploaded', header: t('columns.uploaded'), render: (r) => formatDateTime(r.uploaded_at) },
          { key: 'size', header: t('columns.size'), render: (r) => formatBytes(r.size_bytes) },
          { key: 'download', header: t('columns.download'), render: (r) => <DownloadLog id={id} file={r} /> },
        ]}
        rows={q.isError ? null : q.data}
        rowKey={(r) => r.id}
        emptyText={t('empty.logs')}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: total.data ?? 0, onPageChange: setPage }}
        gap="2"
      />
    </Flex>
  );
}

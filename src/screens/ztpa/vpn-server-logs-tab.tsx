// /vpn-server-list/{id}/logs-tab: the gateway's log files, one per day it reported, newest first; each
// downloads through GET /vpn-server/{id}/logs/{file} (spec part 1 §7).
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Text } from '@radix-ui/themes';
import { DownloadIcon } from '@radix-ui/react-icons';
import type { GatewayLogFile } from '../../api/contract/ztpa';
import { downloadServerLog, ztpaQueries } from '../../api/queries/ztpa';
import { formatBytes, formatDate } from '../../lib/format';
import { DataTable } from '../../ui/data-table';
import { useToast } from '../../ui/toast';

export default function VpnServerLogsTab() {
  const { t } = useTranslation('ztpa');
  const { t: tu } = useTranslation('ui');
  const toast = useToast();
  const id = useParams().id ?? '';
  const files = useQuery({ ...ztpaQueries.serverLogs(id), enabled: Boolean(id) });
  return (
    <DataTable<GatewayLogFile>
      caption={t('admin.logs.caption')}
      columns={[
        { key: 'file', header: t('admin.logs.columns.file'), rowHeader: true, render: (f) => <Text style={{ overflowWrap: 'anywhere' }}>{f.file}</Text> },
        { key: 'day', header: t('admin.logs.columns.at'), render: (f) => formatDate(`${f.day}T12:00:00`) },
        { key: 'lines', header: t('admin.logs.columns.lines'), align: 'right', render: (f) => f.lines },
        { key: 'errors', header: t('admin.logs.columns.errors'), align: 'right', render: (f) => (f.errors > 0 ? <Text color="red">{f.errors}</Text> : 0) },
        { key: 'size', header: t('admin.logs.columns.size'), render: (f) => <Text wrap="nowrap">{formatBytes(f.bytes)}</Text> },
        {
          key: 'download',
          header: t('admin.logs.columns.download'),
          render: (f) => (
            <Button
              size="1"
              variant="soft"
              aria-label={t('admin.logs.download', { file: f.file })}
              onClick={() => void downloadServerLog(id, f.file).catch(() => toast({ kind: 'error', title: tu('exportFile.failed') }))}
            >
              <DownloadIcon aria-hidden /> {t('admin.logs.downloadShort')}
            </Button>
          ),
        },
      ]}
      rows={files.isPending ? undefined : (files.data ?? null)}
      rowKey={(f) => f.file}
      emptyText={t('admin.logs.empty')}
      loadingText={t('loading')}
    />
  );
}

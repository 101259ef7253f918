// The integration dashboard of /vanta and /scrut (issue 27): connection state with Send now and
// Disconnect, the evidence per framework (now and in the last successful run), the daily schedule, the
// last runs, and the kind's settings form (given by the screen).
import type { ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { ApiRequestError } from '../../api/client';
import type { GrcKind, GrcRun, GrcStatus } from '../../api/contract/grc';
import { grcMutations, grcQueries } from '../../api/queries/grc';
import { usePageHeading } from '../../app/layout/page-heading';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { ErrorState } from '../../ui/error-state';
import { useToast } from '../../ui/toast';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');
const RUN_COLOR = { running: 'blue', succeeded: 'green', failed: 'red' } as const;

/** 'HH:MM' of a daily five-field cron spec ('23 2 * * *' → '02:23') */
function dailyTime(spec: string): string {
  const [minute, hour] = spec.split(' ');
  return `${hour.padStart(2, '0')}:${minute.padStart(2, '0')}`;
}

export function GrcDashboard({ kind, notice, connect, settings }: {
  kind: GrcKind;
  /** a message above everything (Vanta's "just connected") */
  notice?: ReactNode;
  /** Vanta's connect button */
  connect?: (status: GrcStatus) => ReactNode;
  settings: (status: GrcStatus) => ReactNode;
}) {
  const { t } = useTranslation('grc');
  usePageHeading({ subheading: t(`subtitle.${kind}`) });
  const status = useQuery(grcQueries.status(kind));
  if (status.isPending) return <Text color="gray">{t('loading')}</Text>;
  if (status.isError) {
    return status.error instanceof ApiRequestError && status.error.status === 403 ? <ErrorState title={t(`names.${kind}`)} subtitle={t('unavailable')} /> : <ErrorState />;
  }
  return (
    <Flex direction="column" gap="4" style={{ maxWidth: 1100 }}>
      {notice}
      <ConnectionCard kind={kind} status={status.data} connect={connect} />
      <EvidenceCard status={status.data} />
      <RunsCard kind={kind} />
      {settings(status.data)}
    </Flex>
  );
}

function ConnectionCard({ kind, status, connect }: { kind: GrcKind; status: GrcStatus; connect?: (status: GrcStatus) => ReactNode }) {
  const { t } = useTranslation('grc');
  const toast = useToast();
  const client = useQueryClient();
  const name = t(`names.${kind}`);
  const send = useMutation(grcMutations.send(client, kind));
  const disconnect = useMutation(grcMutations.disconnect(client, kind));

  async function sendNow() {
    try {
      const run = await send.mutateAsync();
      if (run.status === 'succeeded') toast({ kind: 'success', title: t('status.sent', { records: run.records_sent.toLocaleString(), name }) });
      else toast({ kind: 'error', title: t('status.sendFailed', { reason: run.error ?? '' }) });
    } catch (error) {
      toast({ kind: 'error', title: t('status.sendFailed', { reason: error instanceof Error ? error.message : '' }) });
    }
  }

  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Flex align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="4">
            {t('status.title')}
          </Heading>
          {status.connected ? (
            <Badge color="green">{t('status.connected')}</Badge>
          ) : (
            <Badge color="gray">{t(status.config ? 'status.notConnected' : 'status.notConfigured')}</Badge>
          )}
        </Flex>
        <Flex direction="column" gap="1">
          {status.connected_at ? <Text size="2">{t('status.since', { when: when(status.connected_at) })}</Text> : null}
          {status.connected && status.token_expires_at ? <Text size="2" color="gray">{t('status.tokenExpires', { when: when(status.token_expires_at) })}</Text> : null}
          <Text size="2">
            {t('status.schedule', { time: dailyTime(status.schedule.spec) })}
            {status.connected && status.schedule.next_run_at ? ` · ${t('status.nextRun', { when: when(status.schedule.next_run_at) })}` : ''}
          </Text>
          <Text size="2" color="gray">
            {status.last_sent_at ? t('status.lastSent', { when: when(status.last_sent_at) }) : t('status.neverSent')}
          </Text>
        </Flex>
        <Flex gap="3" wrap="wrap">
          {connect?.(status)}
          {status.connected ? (
            <Button type="button" onClick={() => void sendNow()} loading={send.isPending}>
              {t('status.sendNow')}
            </Button>
          ) : null}
          {status.config ? (
            <ConfirmDialog
              trigger={
                <Button type="button" variant="soft" color="red">
                  {t('status.disconnect')}
                </Button>
              }
              title={t('status.disconnectTitle', { name })}
              description={t('status.disconnectBody')}
              confirmLabel={t('status.disconnect')}
              onConfirm={async () => {
                await disconnect.mutateAsync();
                toast({ kind: 'success', title: t('status.disconnected', { name }) });
              }}
            />
          ) : null}
        </Flex>
      </Flex>
    </Card>
  );
}

interface FrameworkRow {
  framework: string;
  now: number;
  sent: number | null;
}

function EvidenceCard({ status }: { status: GrcStatus }) {
  const { t } = useTranslation('grc');
  const sent = new Map(status.last_sent.map((f) => [f.framework, f.records]));
  const names = [...new Set([...status.available.frameworks.map((f) => f.framework), ...sent.keys()])];
  const now = new Map(status.available.frameworks.map((f) => [f.framework, f.records]));
  const rows: FrameworkRow[] = names.map((framework) => ({ framework, now: now.get(framework) ?? 0, sent: status.last_sent_at ? (sent.get(framework) ?? 0) : null }));
  const columns: DataTableColumn<FrameworkRow>[] = [
    { key: 'framework', header: t('evidence.framework'), rowHeader: true, render: (r) => r.framework },
    { key: 'now', header: t('evidence.now'), align: 'right', render: (r) => r.now.toLocaleString() },
    { key: 'sent', header: t('evidence.sent'), align: 'right', render: (r) => (r.sent === null ? '–' : r.sent.toLocaleString()) },
  ];
  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          {t('evidence.title')}
        </Heading>
        <Text size="2">{t('evidence.available', { records: status.available.records.toLocaleString() })}</Text>
        <DataTable caption={t('evidence.caption')} columns={columns} rows={rows} rowKey={(r) => r.framework} emptyText={t('evidence.empty')} size="1" />
      </Flex>
    </Card>
  );
}

function RunsCard({ kind }: { kind: GrcKind }) {
  const { t } = useTranslation('grc');
  const runs = useQuery(grcQueries.runs(kind));
  const columns: DataTableColumn<GrcRun>[] = [
    { key: 'started', header: t('runs.started'), rowHeader: true, render: (r) => when(r.started_at) },
    { key: 'trigger', header: t('runs.trigger'), render: (r) => t(`runs.${r.trigger}`) },
    { key: 'status', header: t('runs.status'), render: (r) => <Badge color={RUN_COLOR[r.status]}>{t(`runs.${r.status}`)}</Badge> },
    { key: 'records', header: t('runs.records'), align: 'right', render: (r) => t('runs.ofTotal', { sent: r.records_sent.toLocaleString(), total: r.records_total.toLocaleString() }) },
    { key: 'http', header: t('runs.http'), align: 'right', render: (r) => (r.http_status === null ? '–' : String(r.http_status)) },
    { key: 'finished', header: t('runs.finished'), render: (r) => when(r.finished_at) },
    { key: 'error', header: t('runs.error'), render: (r) => <Text style={{ overflowWrap: 'anywhere' }}>{r.error ?? ''}</Text> },
  ];
  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          {t('runs.title')}
        </Heading>
        <DataTable
          caption={t('runs.caption')}
          columns={columns}
          rows={runs.data}
          rowKey={(r) => r.id}
          emptyText={t('runs.empty')}
          error={runs.isError ? {} : undefined}
          size="1"
        />
      </Flex>
    </Card>
  );
}

/** A callout for the result the callback page passed on. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <Callout.Root color="green" role="status">
      <Callout.Text>{children}</Callout.Text>
    </Callout.Root>
  );
}

// /execute-ztpa-command/{id} (spec part 2 "Commands", §4; issue 22): one gateway command followed live by the
// remote-command machine — Queued, Delivered once the gateway has taken it, then Success, Failure or Abort
// (timed out), or Cancelled — with its output for Success and Failure. An admin cancels it while the
// gateway has not taken it.
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Card, Code, DataList, Flex, Link, Text } from '@radix-ui/themes';
import { canRunGatewayCommands } from '../../api/contract/access';
import type { GatewayCommand } from '../../api/contract/ztpa-ops';
import { ztpaOpsQueries } from '../../api/queries/ztpa-ops';
import { usePageHeading } from '../../app/layout/page-heading';
import { useSession } from '../../app/session/use-session';
import { CommandOutput } from '../../domain/commands/command-detail';
import { CommandStatusBadge } from '../../domain/commands/status-badge';
import { formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { ErrorState } from '../../ui/error-state';
import { useLiveGatewayCommand } from './gateway-commands';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="160px">{label}</DataList.Label>
      <DataList.Value>{children}</DataList.Value>
    </DataList.Item>
  );
}

function LiveCommand({ initial }: { initial: GatewayCommand }) {
  const { t } = useTranslation('ztpa-ops');
  const { access } = useSession();
  const live = useLiveGatewayCommand(initial, true);
  const c = live.command;
  usePageHeading({ heading: c.name, subheading: c.gateway ?? undefined });
  const output = live.output ?? c.output ?? null;
  return (
    <Flex direction="column" gap="3">
      <Card size="2">
        <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }} size="2">
          <Fact label={t('detail.status')}>
            <Flex gap="2" align="center" aria-live="polite">
              <CommandStatusBadge status={live.status} />
            </Flex>
          </Fact>
          <Fact label={t('detail.gateway')}>
            {c.gateway ? (
              <Link asChild>
                <RouterLink to={linkTo('vpn-server-command-tab', { id: c.gateway_id })}>{c.gateway}</RouterLink>
              </Link>
            ) : (
              t('deleted')
            )}
          </Fact>
          <Fact label={t('detail.command')}>
            <Code variant="ghost" style={{ overflowWrap: 'anywhere' }}>
              {c.command}
            </Code>
          </Fact>
          <Fact label={t('detail.by')}>{c.requested_by}</Fact>
          <Fact label={t('detail.queued')}>{formatDateTime(c.queued_at)}</Fact>
          <Fact label={t('detail.delivered')}>{c.delivered_at ? formatDateTime(c.delivered_at) : t('detail.notYet')}</Fact>
          <Fact label={t('detail.finished')}>{c.finished_at ? formatDateTime(c.finished_at) : t('detail.notYet')}</Fact>
          <Fact label={t('detail.timeout')}>{t('detail.minutes', { count: c.timeout_minutes })}</Fact>
          {c.exit_code !== null && c.exit_code !== undefined ? <Fact label={t('detail.exitCode')}>{c.exit_code}</Fact> : null}
          {c.cancelled_by ? <Fact label={t('detail.cancelledBy')}>{c.cancelled_by}</Fact> : null}
        </DataList.Root>
      </Card>
      {live.error ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{live.error}</Callout.Text>
        </Callout.Root>
      ) : null}
      {live.status === 'Queued' && canRunGatewayCommands(access) ? (
        <Flex>
          <Button variant="soft" color="gray" onClick={live.cancel} loading={live.cancelling}>
            {t('detail.cancel')}
          </Button>
        </Flex>
      ) : null}
      {c.status === 'Success' || c.status === 'Failure' ? (
        output !== null ? (
          <CommandOutput text={output || t('detail.noOutput')} label={t('detail.output')} />
        ) : (
          <Text color="gray">{t('loading')}</Text>
        )
      ) : (
        <Text color="gray">{t(`detail.waiting.${c.status}`)}</Text>
      )}
    </Flex>
  );
}

export default function ExecuteZtpaCommand() {
  const { t } = useTranslation('ztpa-ops');
  const id = useParams().id ?? '';
  const command = useQuery({ ...ztpaOpsQueries.command(id), enabled: Boolean(id) });
  if (command.isError) return <ErrorState />;
  if (!command.data) return <Text color="gray">{t('loading')}</Text>;
  return <LiveCommand initial={command.data} />;
}

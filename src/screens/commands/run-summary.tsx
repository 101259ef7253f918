// A bulk run on /commands?run= (issue 19): what was sent, to how many endpoints, how many are in each
// state (the shared status words), and "Cancel queued" for the targets that have not taken it yet.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Card, Flex, Heading, IconButton, Text } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';
import { canRunCommands } from '../../api/contract/access';
import { COMMAND_STATUSES } from '../../api/contract/catalog';
import { commandMutations, commandQueries } from '../../api/queries/commands';
import { useSession } from '../../app/session/use-session';
import { CommandStatusBadge } from '../../domain/commands/status-badge';
import { formatDateTime } from '../../lib/format';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useToast } from '../../ui/toast';

const RUN_POLL_MS = 3_000;

export function RunSummary({ id, onClear }: { id: string; onClear: () => void }) {
  const { t } = useTranslation('remote-commands');
  const { access } = useSession();
  const toast = useToast();
  const run = useQuery({
    ...commandQueries.run(id),
    retry: false,
    // the counts move while targets are still waiting
    refetchInterval: (query) => ((query.state.data?.counts.Queued ?? 0) > 0 ? RUN_POLL_MS : false),
  });
  const cancel = useMutation(commandMutations.cancelRun());
  if (run.isPending) return null;
  if (run.isError)
    return (
      <Text size="2" color="red" role="alert">
        {t('run.notFound')}
      </Text>
    );
  const r = run.data;
  const queued = r.counts.Queued ?? 0;
  return (
    <Card size="2" data-testid="run-summary">
      <Flex direction="column" gap="2">
        <Flex align="center" justify="between" gap="3">
          <Heading as="h2" size="3">
            {t('run.title', { title: r.title })}
          </Heading>
          <IconButton variant="ghost" color="gray" onClick={onClear} aria-label={t('run.clear')}>
            <Cross2Icon />
          </IconButton>
        </Flex>
        <Text size="2" color="gray">
          {t('run.sent', { count: r.count, by: r.created_by, at: formatDateTime(r.confirmed_at ?? r.created_at) })}
        </Text>
        <Flex gap="3" wrap="wrap" align="center" role="status" aria-live="polite" aria-label={t('run.progress')}>
          {COMMAND_STATUSES.filter((s) => (r.counts[s] ?? 0) > 0).map((s) => (
            <Flex key={s} gap="1" align="center">
              <CommandStatusBadge status={s} />
              <Text size="2" weight="medium">
                {r.counts[s]}
              </Text>
            </Flex>
          ))}
        </Flex>
        {r.status === 'Confirmed' && queued > 0 && canRunCommands(access) ? (
          <ConfirmDialog
            trigger={
              <Button variant="soft" color="red" style={{ alignSelf: 'flex-start' }}>
                {t('run.cancelQueued', { count: queued })}
              </Button>
            }
            title={t('run.cancelTitle')}
            description={t('run.cancelText', { count: queued })}
            confirmLabel={t('run.cancelYes')}
            onConfirm={async () => {
              await cancel.mutateAsync(r.id);
              void run.refetch();
              toast({ kind: 'success', title: t('run.cancelled') });
            }}
          />
        ) : null}
      </Flex>
    </Card>
  );
}

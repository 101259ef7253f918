// Pieces both Scheduled Jobs screens show: a schedule in words, its state and last result as badges, the
// date format, the live refresh while a run waits or runs, and the run-now / pause / resume controls.
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { format, parseISO } from 'date-fns';
import { Badge, Button, Flex, Text } from '@radix-ui/themes';
import { formatDuration, intervalToDuration } from 'date-fns';
import type { ScheduleRow } from '../../api/contract/jobs-admin';
import { jobsAdminMutations } from '../../api/queries/jobs-admin';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useToast } from '../../ui/toast';

/** How often the screens refresh while a run is queued or running. */
export const LIVE_REFRESH_MS = 2_000;

export const when = (iso: string | null) => (iso ? format(parseISO(iso), 'MM/dd/yyyy HH:mm') : '—');

export function SpecText({ spec }: { spec: string }) {
  const { t } = useTranslation('jobs-admin');
  const every = /^every (\d+)$/.exec(spec);
  if (every) {
    const ms = Number(every[1]);
    const value = ms < 1000 ? `${ms} ms` : formatDuration(intervalToDuration({ start: 0, end: ms }));
    return <Text>{t('spec.every', { value })}</Text>;
  }
  return (
    <Flex direction="column">
      <code style={{ whiteSpace: 'nowrap' }}>{spec}</code>
      <Text size="1" color="gray">
        {t('spec.utc')}
      </Text>
    </Flex>
  );
}

export function StateBadge({ row }: { row: ScheduleRow }) {
  const { t } = useTranslation('jobs-admin');
  return (
    <Flex gap="1" wrap="wrap">
      <Badge color={row.paused ? 'amber' : 'green'} variant="soft">
        {t(row.paused ? 'state.paused' : 'state.active')}
      </Badge>
      {row.active_run ? (
        <Badge color="blue" variant="soft" data-testid="active-run">
          {t(`state.${row.active_run.status}`)}
        </Badge>
      ) : null}
    </Flex>
  );
}

export function ResultBadge({ row }: { row: ScheduleRow }) {
  const { t } = useTranslation('jobs-admin');
  if (!row.last_result) return <Text color="gray">{t('result.none')}</Text>;
  return (
    <Badge color={row.last_result === 'done' ? 'green' : 'red'} variant="soft" title={row.last_error ?? undefined}>
      {t(`result.${row.last_result}`)}
    </Badge>
  );
}

/** Refetch every LIVE_REFRESH_MS while any of the schedules has a run waiting or under way. */
export function liveWhile(rows: readonly ScheduleRow[] | undefined): number | false {
  return rows?.some((r) => r.active_run) ? LIVE_REFRESH_MS : false;
}

export function ScheduleControls({ row, size = '1' }: { row: ScheduleRow; size?: '1' | '2' }) {
  const { t } = useTranslation('jobs-admin');
  const toast = useToast();
  const runNow = useMutation(jobsAdminMutations.runNow());
  const pause = useMutation(jobsAdminMutations.setPaused());
  const name = row.name;
  return (
    <Flex gap="2" justify="end" align="center">
      <Button
        size={size}
        variant="soft"
        disabled={runNow.isPending || row.active_run !== null}
        aria-label={t('actions.runNowLabel', { name })}
        onClick={() =>
          runNow.mutate(name, {
            onSuccess: (r) => toast({ title: t(r.queued ? 'actions.queued' : 'actions.alreadyQueued', { name }), kind: r.queued ? 'success' : 'info' }),
          })
        }
      >
        {t('actions.runNow')}
      </Button>
      {row.paused ? (
        <Button
          size={size}
          variant="soft"
          color="green"
          disabled={pause.isPending}
          aria-label={t('actions.resumeLabel', { name })}
          onClick={() => pause.mutate({ name, paused: false }, { onSuccess: () => toast({ title: t('actions.resumed', { name }), kind: 'success' }) })}
        >
          {t('actions.resume')}
        </Button>
      ) : (
        <ConfirmDialog
          trigger={
            <Button size={size} variant="soft" color="amber" aria-label={t('actions.pauseLabel', { name })}>
              {t('actions.pause')}
            </Button>
          }
          title={t('actions.pauseTitle', { name })}
          description={t('actions.pauseDescription')}
          confirmLabel={t('actions.pause')}
          tone="neutral"
          onConfirm={async () => {
            await pause.mutateAsync({ name, paused: true });
            toast({ title: t('actions.paused', { name }), kind: 'success' });
          }}
        />
      )}
    </Flex>
  );
}

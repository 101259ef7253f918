// A bulk run's preview (issue 19 "bulk runs freeze their targets"): the server resolved the target when the
// draft was made and froze that list; the admin sees it ("Will run on 37 endpoints", with the list) and
// confirms, and the command runs on exactly those endpoints, even if the fleet changed meanwhile.
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Card, Flex, Heading, ScrollArea, Table, Text } from '@radix-ui/themes';
import type { CommandRun } from '../../api/contract/commands';
import { commandMutations } from '../../api/queries/commands';
import { FormErrors } from '../../ui/form-errors';

/** host names listed per reason a matching endpoint is left out */
const SKIPPED_SHOWN = 8;

function byReason(skipped: CommandRun['skipped']): [string, CommandRun['skipped']][] {
  const groups = new Map<string, CommandRun['skipped']>();
  for (const row of skipped) groups.set(row.reason, [...(groups.get(row.reason) ?? []), row]);
  return [...groups];
}

export function RunPreview({ run, onConfirmed, onDropped }: { run: CommandRun; onConfirmed: (run: CommandRun) => void; onDropped: () => void }) {
  const { t } = useTranslation('remote-commands');
  const { t: tw } = useTranslation('command-widgets');
  const { t: tb } = useTranslation('fleet-badges');
  const confirm = useMutation(commandMutations.confirmRun());
  const drop = useMutation(commandMutations.cancelRun());
  const error = confirm.error ?? drop.error;
  return (
    <Card size="3" data-testid="run-preview" aria-labelledby="run-preview-title">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4" id="run-preview-title" aria-live="polite">
          {t('preview.willRun', { count: run.count })}
        </Heading>
        <Text size="2" color="gray">
          {t('preview.what', { title: run.title })}
        </Text>
        {run.count > 0 ? (
          <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: 320 }}>
            <Table.Root size="1" variant="ghost" aria-label={t('preview.listLabel')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{t('preview.hostname')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('preview.platform')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('preview.endpointStatus')}</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {run.targets.map((target) => (
                  <Table.Row key={target.endpoint_id} data-testid="preview-target">
                    <Table.RowHeaderCell>{target.hostname}</Table.RowHeaderCell>
                    <Table.Cell>{tw(`platform.${target.platform_family}`)}</Table.Cell>
                    <Table.Cell>{tb(`status.${target.endpoint_status}`)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ScrollArea>
        ) : (
          <Text size="2">{t('preview.none')}</Text>
        )}
        {run.skipped.length > 0 ? (
          <Callout.Root color="gray" size="1">
            <Callout.Text>{t('preview.skipped', { count: run.skipped.length })}</Callout.Text>
            {byReason(run.skipped).map(([reason, rows]) => (
              <Callout.Text key={reason} size="1">
                {reason} ({rows.length}): {rows.slice(0, SKIPPED_SHOWN).map((s) => s.hostname).join(', ')}
                {rows.length > SKIPPED_SHOWN ? '…' : ''}
              </Callout.Text>
            ))}
          </Callout.Root>
        ) : null}
        <Text size="1" color="gray">
          {t('preview.frozen')}
        </Text>
        <FormErrors message={error instanceof Error ? error.message : null} />
        <Flex gap="3" justify="end">
          <Button
            variant="soft"
            color="gray"
            loading={drop.isPending}
            disabled={confirm.isPending}
            onClick={() => drop.mutate(run.id, { onSuccess: onDropped })}
          >
            {t('preview.back')}
          </Button>
          <Button loading={confirm.isPending} disabled={run.count === 0 || drop.isPending} onClick={() => confirm.mutate(run.id, { onSuccess: onConfirmed })}>
            {t('preview.confirm', { count: run.count })}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

// The endpoint details' Commands tab (issue 19): the commands sent to this endpoint, newest first, each
// followed live, and "Run command" to send one here (a company admin only). The fleet screen shows it;
// it lives with the command widgets because screens of one area import no other area's screens.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { PlayIcon } from '@radix-ui/react-icons';
import type { PLATFORM_FAMILIES } from '../../api/contract/catalog';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { CommandRun, RemoteCommand } from '../../api/contract/commands';
import { commandQueries } from '../../api/queries/commands';
import { CommandDetailDialog } from './command-detail';
import { CommandTable } from './command-table';
import { SendCommandForm } from './send-form';

export interface EndpointCommandsTabProps {
  endpoint: { id: string; hostname: string; platform_family: string };
  /** the viewer may send and cancel commands (canRunCommands): auditors and group admins may not */
  mayRun: boolean;
}

const FAMILIES: readonly string[] = ['Windows', 'MacOS', 'Linux'] satisfies (typeof PLATFORM_FAMILIES)[number][];

export function EndpointCommandsTab({ endpoint, mayRun }: EndpointCommandsTabProps) {
  const { t } = useTranslation('command-widgets');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<RemoteCommand | string | null>(null);
  const [sending, setSending] = useState(false);
  const query = { endpoint: endpoint.id, page, size: DEFAULT_PAGE_SIZE };
  const list = useQuery(commandQueries.list(query));
  const count = useQuery(commandQueries.count(query));
  const platform = FAMILIES.includes(endpoint.platform_family) ? (endpoint.platform_family as (typeof PLATFORM_FAMILIES)[number]) : undefined;

  const sent = (run: CommandRun) => {
    setSending(false);
    const id = run.targets[0]?.command_id;
    if (id) setOpen(id);
  };

  return (
    <Flex direction="column" gap="3" data-testid="endpoint-commands">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Text size="2" color="gray" aria-live="polite">
          {count.isSuccess ? t('tab.total', { count: count.data }) : '\u00a0'}
        </Text>
        {mayRun ? (
          <Dialog.Root open={sending} onOpenChange={setSending}>
            <Dialog.Trigger>
              <Button>
                <PlayIcon aria-hidden />
                {t('tab.run')}
              </Button>
            </Dialog.Trigger>
            <Dialog.Content maxWidth="640px" aria-describedby={undefined}>
              <Dialog.Title>{t('tab.runTitle', { hostname: endpoint.hostname })}</Dialog.Title>
              <SendCommandForm
                target={{ type: 'endpoint', endpoint_id: endpoint.id }}
                platform={platform}
                submitLabel={t('tab.send')}
                onSent={sent}
                extraActions={
                  <Dialog.Close>
                    <Button type="button" variant="soft" color="gray">
                      {t('detail.close')}
                    </Button>
                  </Dialog.Close>
                }
              />
            </Dialog.Content>
          </Dialog.Root>
        ) : null}
      </Flex>
      <CommandTable
        caption={t('tab.caption', { hostname: endpoint.hostname })}
        rows={list.isError ? null : list.data}
        emptyText={t('tab.empty')}
        showEndpoint={false}
        onOpen={setOpen}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: setPage }}
      />
      <CommandDetailDialog command={open} onClose={() => setOpen(null)} mayCancel={mayRun} />
    </Flex>
  );
}

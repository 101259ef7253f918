// One message of the Notification Logs: its delivery facts and its parts. The text part is shown as
// text; the HTML part in an iframe sandboxed without scripts, forms or navigation.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, DataList, Dialog, Flex, Tabs, Text } from '@radix-ui/themes';
import { notificationMutations, notificationQueries } from '../../api/queries/notifications';
import { formatDateTime } from '../../lib/format';
import { FormErrors } from '../../ui/form-errors';
import { useToast } from '../../ui/toast';
import { STATUS_COLORS } from './labels';

export function MessageDialog({ id, recipient, onClose }: { id: string; recipient: string; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const toast = useToast();
  const message = useQuery(notificationQueries.message(id));
  const retry = useMutation(notificationMutations.retry());
  const m = message.data;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content maxWidth="760px">
        <Dialog.Title>{t('message.title', { recipient })}</Dialog.Title>
        {message.isPending ? (
          <Text color="gray">{t('message.loading')}</Text>
        ) : message.isError || !m ? (
          <FormErrors message={t('message.error')} />
        ) : (
          <Flex direction="column" gap="3">
            <Dialog.Description size="2">{m.subject}</Dialog.Description>
            <DataList.Root size="1">
              <DataList.Item>
                <DataList.Label>{t('message.to')}</DataList.Label>
                <DataList.Value>{m.recipient}</DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>{t('message.template')}</DataList.Label>
                <DataList.Value>{t(`templates.${m.template}`, { defaultValue: m.template })}</DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>{t('message.status')}</DataList.Label>
                <DataList.Value>
                  <Flex direction="column" gap="1">
                    <Badge color={STATUS_COLORS[m.status]} style={{ width: 'fit-content' }}>
                      {t(`status.${m.status}`)}
                    </Badge>
                    <Text size="1" color="gray">
                      {t(`statusHint.${m.status}`)}
                    </Text>
                  </Flex>
                </DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>{t('message.answer')}</DataList.Label>
                <DataList.Value>
                  <Text style={{ overflowWrap: 'anywhere' }}>{m.smtp_response ?? t('logs.noAnswer')}</Text>
                </DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>{t('message.attempts')}</DataList.Label>
                <DataList.Value>{m.attempts}</DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>{t('message.queuedAt')}</DataList.Label>
                <DataList.Value>{formatDateTime(m.time)}</DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>{t('message.requestedBy')}</DataList.Label>
                <DataList.Value>{m.requested_by ?? t('message.system')}</DataList.Value>
              </DataList.Item>
            </DataList.Root>
            <Tabs.Root defaultValue="text">
              <Tabs.List>
                <Tabs.Trigger value="text">{t('message.textTab')}</Tabs.Trigger>
                <Tabs.Trigger value="html">{t('message.htmlTab')}</Tabs.Trigger>
              </Tabs.List>
              <Box pt="2">
                <Tabs.Content value="text">
                  <Box asChild p="2" style={{ background: 'var(--gray-a2)', borderRadius: 'var(--radius-2)', maxHeight: 320, overflow: 'auto' }}>
                    <pre style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 'var(--font-size-1)' }}>{m.text}</pre>
                  </Box>
                </Tabs.Content>
                <Tabs.Content value="html">
                  <SafeHtmlFrame html={m.html} title={t('message.htmlFrame')} />
                </Tabs.Content>
              </Box>
            </Tabs.Root>
            {retry.error ? <FormErrors message={retry.error.message} /> : null}
          </Flex>
        )}
        <Flex gap="3" mt="4" justify="end">
          {m?.status === 'Failed' ? (
            <Button
              variant="soft"
              loading={retry.isPending}
              onClick={() => retry.mutate(id, { onSuccess: () => toast({ kind: 'success', title: t('message.retried') }) })}
            >
              {t('message.retry')}
            </Button>
          ) : null}
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('message.close')}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** HTML from a template or a message, rendered with every capability taken away (sandbox=""): no scripts, forms, popups or navigation. */
export function SafeHtmlFrame({ html, title, height = 320 }: { html: string; title: string; height?: number }) {
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={html}
      referrerPolicy="no-referrer"
      style={{ width: '100%', height, border: '1px solid var(--gray-a5)', borderRadius: 'var(--radius-2)', background: 'white' }}
    />
  );
}

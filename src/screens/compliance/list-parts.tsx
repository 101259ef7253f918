// Parts the compliance lists share (/compliance Endpoints tab, /compliance-ext): the total line with the CSV
// download, and the dialog frame of an endpoint's history.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { DownloadButton } from '../../ui/download-button';

/** "N Endpoints" once HEAD answered (data-value for tests), and the CSV button. */
export function TotalAndDownload({ testId, total, download }: { testId: string; total: number | undefined; download: () => Promise<void> }) {
  const { t } = useTranslation('compliance');
  return (
    <Flex justify="between" align="center" gap="3" wrap="wrap">
      <Text size="2" color="gray" aria-live="polite" data-testid={testId} data-value={total}>
        {total !== undefined ? t('total', { count: total }) : '\u00a0'}
      </Text>
      <DownloadButton label={t('download')} download={download} />
    </Flex>
  );
}

/** A history dialog: its button, title and description; the table renders only while open. */
export function HistoryFrame(props: { open: string; openLabel: string; title: string; description: string; footer?: ReactNode; children: () => ReactNode }) {
  const { t } = useTranslation('compliance');
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button size="1" variant="soft" aria-label={props.openLabel}>
          {props.open}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="860px">
        <Dialog.Title>{props.title}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {props.description}
        </Dialog.Description>
        {open ? props.children() : null}
        <Flex gap="3" mt="4" justify="end">
          {props.footer}
          <Dialog.Close>
            <Button>{t('history.close')}</Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

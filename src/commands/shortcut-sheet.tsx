// The '?' sheet: every keyboard shortcut the user can use now (go-to keys only for pages they may open).
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Flex, Kbd, Table, Text } from '@radix-ui/themes';
import type { AccessContext } from '../api/contract/access';
import { canOpen } from '../app/can-open';
import { routeById } from '../app/routes/table';
import { GO_TO } from './shortcuts';

interface Row {
  readonly keys: readonly string[];
  readonly does: string;
}

interface ShortcutSheetProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly onCloseAutoFocus: (event: Event) => void;
  readonly mac: boolean;
  readonly access: AccessContext;
}

export function ShortcutSheet({ open, onOpenChange, onCloseAutoFocus, mac, access }: ShortcutSheetProps) {
  const { t } = useTranslation('commands');
  const mod = mac ? '⌘' : 'Ctrl';
  const rows: Row[] = [
    { keys: [mod, 'K'], does: t('sheet.open') },
    { keys: ['?'], does: t('sheet.sheet') },
    ...GO_TO.filter((g) => canOpen(g.routeId, access)).map((g) => ({ keys: ['g', g.key], does: t('sheet.goTo', { title: routeById(g.routeId).title }) })),
    { keys: ['>'], does: t('sheet.scopeActions') },
    { keys: ['@'], does: t('sheet.scopePeople') },
    { keys: ['#'], does: t('sheet.scopeEndpoints') },
    { keys: ['/'], does: t('sheet.scopePages') },
    { keys: ['?'], does: t('sheet.scopeHelp') },
    { keys: ['⌫'], does: t('sheet.back') },
    { keys: [mod, '↵'], does: t('sheet.newTab') },
    { keys: ['Esc'], does: t('sheet.closePalette') },
  ];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="520px" onCloseAutoFocus={onCloseAutoFocus}>
        <Dialog.Title>{t('sheet.title')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {t('sheet.description')}
        </Dialog.Description>
        <Table.Root size="1">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('sheet.keys')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('sheet.does')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={`${row.keys.join('+')}:${row.does}`}>
                <Table.Cell>
                  <Flex gap="1" align="center">
                    {row.keys.map((key, i) => (
                      <Kbd key={i}>{key}</Kbd>
                    ))}
                  </Flex>
                </Table.Cell>
                <Table.Cell>
                  <Text size="2">{row.does}</Text>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Flex justify="end" mt="3">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('sheet.close')}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

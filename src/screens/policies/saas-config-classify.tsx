// 'Add New › From Catalog' on /saas-config: search the catalog, choose an app, then choose its access
// in the same dialog flow a row uses (issue 5: an Unclassified app marked Unsanctioned with Block here).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Flex, ScrollArea, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { CatalogApp } from '../../api/contract/saas';
import { saasQueries } from '../../api/queries/saas';
import { ChangeAccessDialog } from '../../domain/saas/change-access-dialog';
import { AccessTag } from '../../ui/access-tag';
import { AppIcon } from '../../ui/app-icon';
import { ErrorState } from '../../ui/error-state';
import { SearchBox } from '../../ui/search-box';

export function ClassifyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('saas-policies');
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<CatalogApp | null>(null);
  const list = useQuery({ ...saasQueries.catalog({ page: 1, size: DEFAULT_PAGE_SIZE, q: q || undefined }), enabled: open && !picked });

  if (picked) {
    return (
      <ChangeAccessDialog
        app={picked}
        open
        onOpenChange={(next) => {
          if (!next) {
            setPicked(null);
            onOpenChange(false);
          }
        }}
      />
    );
  }

  const rows = list.data;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="640px">
        <Dialog.Title>{t('classify.title')}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {t('classify.description')}
        </Dialog.Description>
        <SearchBox value={q} onSearch={setQ} label={t('searchLabel')} autoFocus />
        {rows === null ? (
          <ErrorState />
        ) : (
          <ScrollArea type="auto" style={{ maxHeight: 420 }} mt="3">
            <Table.Root size="1">
              <VisuallyHidden asChild>
                <caption>{t('tableLabel.catalog')}</caption>
              </VisuallyHidden>
              <Table.Body>
                {rows === undefined || rows.length === 0 ? (
                  <Table.Row>
                    <Table.Cell>
                      <Text color="gray">{rows === undefined ? t('loading') : t('empty.catalog')}</Text>
                    </Table.Cell>
                  </Table.Row>
                ) : (
                  rows.map((app) => (
                    <Table.Row key={app.id} align="center">
                      <Table.RowHeaderCell>
                        <Flex align="center" gap="2">
                          <AppIcon icon={app.icon} />
                          <Text weight="medium">{app.name}</Text>
                        </Flex>
                      </Table.RowHeaderCell>
                      <Table.Cell>
                        <AccessTag value={app.access_type} action={app.action_type} />
                      </Table.Cell>
                      <Table.Cell justify="end">
                        <Button size="1" variant="soft" onClick={() => setPicked(app)} aria-label={t('classify.chooseFor', { name: app.name })}>
                          {t('classify.choose')}
                        </Button>
                      </Table.Cell>
                    </Table.Row>
                  ))
                )}
              </Table.Body>
            </Table.Root>
          </ScrollArea>
        )}
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('cancel')}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

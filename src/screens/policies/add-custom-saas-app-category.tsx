// Renaming one of the company's own categories (issue 5: "Categories can be added and renamed"),
// POST /enums/category/{id}; catalog categories have no id and are not renamable.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import type { AppCategory } from '../../api/contract/saas';
import { saasMutations } from '../../api/queries/saas';

export function RenameCategory({ category, onRenamed }: { category: AppCategory; onRenamed: (name: string) => void }) {
  const { t } = useTranslation('saas-policies');
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(category.name);
  const [error, setError] = useState<string | null>(null);
  const rename = useMutation(saasMutations.renameCategory());
  if (!category.id) return null;
  const id = category.id;

  async function save() {
    const next = name.trim();
    if (!next) return setError(t('custom.required'));
    setError(null);
    try {
      await rename.mutateAsync({ id, name: next });
      onRenamed(next);
      setOpen(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setName(category.name);
        setError(null);
      }}
    >
      <Dialog.Trigger>
        <Button type="button" size="1" variant="ghost">
          {t('custom.renameCategory')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="400px">
        <Dialog.Title>{t('custom.renameCategoryTitle', { name: category.name })}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {t('custom.renameCategoryHint')}
        </Dialog.Description>
        <TextField.Root value={name} onChange={(e) => setName(e.target.value)} aria-label={t('custom.newCategoryName')} aria-invalid={Boolean(error)} />
        {error ? (
          <Text as="p" role="alert" size="1" color="red" mt="1">
            {error}
          </Text>
        ) : null}
        <Flex gap="3" mt="4" justify="end">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              {t('cancel')}
            </Button>
          </Dialog.Close>
          <Button type="button" onClick={save} loading={rename.isPending}>
            {t('custom.save')}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

// /email-templates (provider operators, issue 16): the default templates every company uses until it
// changes one of its own; choose one to edit it below the list.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Text } from '@radix-ui/themes';
import type { EmailTrigger } from '../../api/contract/notifications';
import { TemplateEditor } from './template-editor';
import { TemplateList } from './template-list';

export default function KcEmailTemplates() {
  const { t } = useTranslation('notifications');
  const [editing, setEditing] = useState<EmailTrigger | null>(null);
  return (
    <Flex direction="column" gap="4">
      <Text size="2" color="gray">
        {t('editor.providerIntro')}
      </Text>
      <TemplateList
        scope="provider"
        action={(row, name) => (
          <Button size="1" variant={editing === row.trigger ? 'solid' : 'soft'} onClick={() => setEditing(row.trigger)} aria-label={t('editor.editLabel', { name })}>
            {t('editor.edit')}
          </Button>
        )}
      />
      {editing ? <TemplateEditor scope="provider" trigger={editing} /> : null}
    </Flex>
  );
}

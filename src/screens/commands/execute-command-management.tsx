// /execute-command-management, Command Execution (spec part 2 §2.6 public routes; issue 19): where an end
// user or a technician who was given a command's status link opens it. The link an admin shares from a
// command's detail is /execute-command/{id}/{token}; pasting it (or opening it) shows the command's state.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { linkTo } from '../../lib/links';
import { FormField } from '../../ui/form-field';

const LINK = /\/execute-command\/([0-9a-fA-F-]{36})\/([A-Za-z0-9_-]{16,128})\/?$/;

export default function ExecuteCommandManagement() {
  const { t } = useTranslation('remote-commands');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const open = () => {
    const match = LINK.exec(text.trim().split(/[?#]/)[0] ?? '');
    if (!match) {
      setError(t('public.badLink'));
      return;
    }
    void navigate(linkTo('execute-command', { id: match[1]!, name: match[2]! }));
  };
  return (
    <Flex justify="center" p="6">
      <Card size="4" style={{ maxWidth: 560, width: '100%' }}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            open();
          }}
        >
          <Flex direction="column" gap="3">
            <Heading as="h2" size="5">
              {t('public.managementTitle')}
            </Heading>
            <Text color="gray" size="2">
              {t('public.managementText')}
            </Text>
            <FormField label={t('public.link')} error={error}>
              {(control) => <TextField.Root {...control} value={text} onChange={(e) => setText(e.target.value)} placeholder="https://…/execute-command/…" />}
            </FormField>
            <Flex justify="end">
              <Button type="submit">{t('public.open')}</Button>
            </Flex>
          </Flex>
        </form>
      </Card>
    </Flex>
  );
}

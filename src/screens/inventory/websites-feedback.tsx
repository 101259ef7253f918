// 'Report a wrong category' (spec part 2 §7: POST /feedback-websites/{id}): the admin picks the
// categories the website should have and may add a comment. Hidden from the read-only role.
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Dialog, Flex, ScrollArea, Text, TextArea } from '@radix-ui/themes';
import { canChangeAnything } from '../../api/contract/access';
import { ApiRequestError } from '../../api/client';
import { websiteMutations, websiteQueries } from '../../api/queries/websites';
import { useSession } from '../../app/session/use-session';
import { useToast } from '../../ui/toast';

function FeedbackForm({ domain, categories, onDone }: { domain: string; categories: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation('websites');
  const toast = useToast();
  const catalog = useQuery(websiteQueries.categoryCatalog());
  const names = [...new Set([...categories, ...(catalog.data ?? []).map((c) => c.name)])].sort((a, b) => a.localeCompare(b));
  const send = useMutation(websiteMutations.sendFeedback());
  const [chosen, setChosen] = useState<string[]>([...categories]);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    if (chosen.length === 0) {
      setError(t('feedback.chooseOne'));
      return;
    }
    setError(null);
    try {
      await send.mutateAsync({ domain, body: { categories: chosen, comment: comment.trim() || undefined } });
      toast({ kind: 'success', title: t('feedback.sent', { domain }) });
      onDone();
    } catch (cause) {
      setError(cause instanceof ApiRequestError ? cause.exception : String(cause));
    }
  }

  return (
    <Flex direction="column" gap="3">
      <Text id="feedback-categories" size="2" weight="medium">
        {t('feedback.categories')}
      </Text>
      <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: 220 }}>
        <Flex direction="column" gap="1" role="group" aria-labelledby="feedback-categories">
          {catalog.isPending ? <Text color="gray">{t('loading')}</Text> : null}
          {names.map((name) => (
            <Text as="label" size="2" key={name}>
              <Flex gap="2" align="center">
                <Checkbox checked={chosen.includes(name)} onCheckedChange={(on) => setChosen((list) => (on === true ? [...list, name] : list.filter((c) => c !== name)))} />
                {name}
              </Flex>
            </Text>
          ))}
        </Flex>
      </ScrollArea>
      <Text as="label" size="2" weight="medium">
        {t('feedback.comment')}
        <TextArea mt="1" value={comment} maxLength={1000} onChange={(event) => setComment(event.target.value)} />
      </Text>
      {error ? (
        <Text role="alert" color="red" size="2">
          {error}
        </Text>
      ) : null}
      <Flex gap="3" justify="end">
        <Dialog.Close>
          <Button variant="soft" color="gray">
            {t('feedback.cancel')}
          </Button>
        </Dialog.Close>
        <Button loading={send.isPending} onClick={() => void submit()}>
          {t('feedback.send')}
        </Button>
      </Flex>
    </Flex>
  );
}

export function WebsiteFeedback({ domain, categories }: { domain: string; categories: readonly string[] }) {
  const { t } = useTranslation('websites');
  const { access } = useSession();
  const [open, setOpen] = useState(false);
  if (!canChangeAnything(access)) return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button size="1" variant="ghost" aria-label={t('feedback.openFor', { domain })}>
          {t('feedback.open')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>{t('feedback.title')}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {t('feedback.description', { domain })}
        </Dialog.Description>
        {open ? <FeedbackForm domain={domain} categories={categories} onDone={() => setOpen(false)} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

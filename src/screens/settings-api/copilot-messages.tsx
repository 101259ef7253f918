// /copilot-messages (issue 27; spec part 1 §2 Settings "copilot-messages"): the notices end users see from the
// agent, one per policy action (Block page, Block Alert), with a live preview filled with sample values.
// Saved texts reach agents in the policy document (copilot_messages); a reset goes back to the default.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Card, Flex, Grid, Heading, Text, TextArea, TextField } from '@radix-ui/themes';
import { ExclamationTriangleIcon, LockClosedIcon } from '@radix-ui/react-icons';
import { MESSAGE_PLACEHOLDERS, copilotMessageText, type CopilotMessage, type CopilotMessageText } from '../../api/contract/settings-api';
import { settingsApiMutations, settingsApiQueries } from '../../api/queries/settings-api';
import { usePageHeading } from '../../app/layout/page-heading';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ErrorState } from '../../ui/error-state';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { useChangesToast } from '../../ui/use-changes-toast';
import { ReachLine } from './reach';

const FIELDS = ['title', 'body'] as const;

/** The agent fills the placeholders in; the preview does the same with sample values. */
export function fillPlaceholders(text: string, values: Record<'target' | 'reason' | 'company', string>): string {
  return text.replace(/\{(target|reason|company)\}/g, (_m, key: keyof typeof values) => values[key]);
}

function Preview({ kind, text }: { kind: CopilotMessage['kind']; text: CopilotMessageText }) {
  const { t } = useTranslation('settings-api');
  const sample = { target: t('messages.sample.target'), reason: t('messages.sample.reason'), company: t('messages.sample.company') };
  const block = kind === 'block';
  return (
    <Box
      role="img"
      aria-label={t('messages.previewOf', { kind: t(`messages.kinds.${kind}`) })}
      p="4"
      style={{ borderRadius: 'var(--radius-3)', background: block ? 'var(--red-a3)' : 'var(--amber-a3)', border: `1px solid ${block ? 'var(--red-a6)' : 'var(--amber-a6)'}` }}
    >
      <Flex gap="3" align="start">
        {block ? <LockClosedIcon width={22} height={22} aria-hidden /> : <ExclamationTriangleIcon width={22} height={22} aria-hidden />}
        <Flex direction="column" gap="1" style={{ minWidth: 0 }}>
          <Text weight="bold">{fillPlaceholders(text.title, sample)}</Text>
          <Text size="2" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {fillPlaceholders(text.body, sample)}
          </Text>
        </Flex>
      </Flex>
    </Box>
  );
}

function MessageCard({ message }: { message: CopilotMessage }) {
  const { t } = useTranslation('settings-api');
  const toast = useChangesToast();
  const save = useMutation(settingsApiMutations.updateMessage());
  const reset = useMutation(settingsApiMutations.resetMessage());
  const form = useForm<CopilotMessageText>({ resolver: zodResolver(copilotMessageText), defaultValues: { title: message.title, body: message.body } });
  const formError = useFormErrors(form.setError, FIELDS);
  const live = useWatch({ control: form.control }) as Partial<CopilotMessageText>;
  const { errors } = form.formState;
  const kindName = t(`messages.kinds.${message.kind}`);

  async function submit(body: CopilotMessageText) {
    formError.clear();
    try {
      const saved = await save.mutateAsync({ kind: message.kind, body });
      form.reset({ title: saved.title, body: saved.body });
      toast(t('messages.saved', { kind: kindName }));
    } catch (error) {
      formError.show(error);
    }
  }

  return (
    <Card size="3">
      <form noValidate onSubmit={form.handleSubmit(submit)} aria-label={kindName}>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Flex direction="column">
              <Heading as="h2" size="4">
                {kindName}
              </Heading>
              <Text size="1" color="gray">
                {t(`messages.kindHints.${message.kind}`)}
              </Text>
            </Flex>
            <Badge color={message.is_default ? 'gray' : 'blue'}>{message.is_default ? t('messages.default') : t('messages.custom')}</Badge>
          </Flex>
          <FormErrors message={formError.message} />
          <Grid columns={{ initial: '1', md: '2' }} gap="4">
            <Flex direction="column" gap="3">
              <FormField label={t('messages.title')} error={errors.title?.message}>
                {(control) => <TextField.Root {...control} {...form.register('title')} autoComplete="off" />}
              </FormField>
              <FormField label={t('messages.body')} error={errors.body?.message} hint={<Text size="1" color="gray">{t('messages.placeholders', { list: MESSAGE_PLACEHOLDERS.join(', ') })}</Text>}>
                {(control) => <TextArea {...control} {...form.register('body')} rows={4} />}
              </FormField>
            </Flex>
            <Flex direction="column" gap="2">
              <Text size="2" weight="medium">
                {t('messages.preview')}
              </Text>
              <Preview kind={message.kind} text={{ title: live.title ?? '', body: live.body ?? '' }} />
            </Flex>
          </Grid>
          <Flex justify="end" gap="3">
            {message.is_default ? null : (
              <ConfirmDialog
                trigger={
                  <Button type="button" variant="soft" color="gray">
                    {t('messages.reset')}
                  </Button>
                }
                title={t('messages.resetTitle', { kind: kindName })}
                description={t('messages.resetText')}
                confirmLabel={t('messages.reset')}
                tone="neutral"
                onConfirm={async () => {
                  const back = await reset.mutateAsync(message.kind);
                  form.reset({ title: back.title, body: back.body });
                  toast(t('messages.wasReset', { kind: kindName }));
                }}
              />
            )}
            <Button type="submit" loading={save.isPending}>
              {t('save')}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}

export default function CopilotMessages() {
  const { t } = useTranslation('settings-api');
  usePageHeading({ subheading: t('messages.subtitle') });
  const messages = useQuery(settingsApiQueries.messages());
  if (messages.isError) return <ErrorState />;
  if (!messages.data) return <Text color="gray">{t('loading')}</Text>;
  return (
    <Flex direction="column" gap="4">
      <ReachLine reach={messages.data.reach} />
      {messages.data.messages.map((m) => (
        <MessageCard key={`${m.kind}-${m.updated_at ?? 'default'}`} message={m} />
      ))}
    </Flex>
  );
}

// Editing one e-mail template (issue 16), for a company (Policies › Email Templates) or for the
// provider's defaults (/email-templates): subject, HTML and text parts with a live preview rendered by
// the server with sample values, save, and reset to the default. A 400 names the unknown variable.
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Box, Button, Card, Code, Flex, Grid, Heading, Text, TextArea, TextField } from '@radix-ui/themes';
import { ApiRequestError } from '../../api/client';
import { templateBody, type EmailTrigger, type TemplateBody, type TemplateDetail } from '../../api/contract/notifications';
import { notificationMutations, notificationQueries, previewTemplate, type TemplateScope } from '../../api/queries/notifications';
import { formatDateTime } from '../../lib/format';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { useToast } from '../../ui/toast';
import { SafeHtmlFrame } from './message-dialog';

const FIELDS = ['subject', 'html', 'text'] as const;
const PREVIEW_DELAY_MS = 400;

export function TemplateEditor({ scope, trigger, readOnly = false }: { scope: TemplateScope; trigger: EmailTrigger; readOnly?: boolean }) {
  const { t } = useTranslation('notifications');
  const detail = useQuery(notificationQueries.template(scope, trigger));
  if (detail.isPending) return <Text color="gray">{t('loading')}</Text>;
  if (detail.isError || !detail.data) return <FormErrors message={t('editor.notFound')} />;
  return <EditorForm key={`${scope}-${trigger}-${detail.data.updated_at ?? 'default'}`} scope={scope} detail={detail.data} readOnly={readOnly} />;
}

function EditorForm({ scope, detail, readOnly }: { scope: TemplateScope; detail: TemplateDetail; readOnly: boolean }) {
  const { t } = useTranslation('notifications');
  const toast = useToast();
  const form = useForm<TemplateBody>({ resolver: zodResolver(templateBody), defaultValues: { subject: detail.subject, html: detail.html, text: detail.text } });
  const formError = useFormErrors(form.setError, FIELDS);
  const save = useMutation(notificationMutations.saveTemplate(scope));
  const reset = useMutation(notificationMutations.resetTemplate(scope));
  const values = form.watch();
  const preview = usePreview(scope, detail.trigger, values);
  const name = t(`templates.${detail.trigger}`, { defaultValue: detail.name });

  const submit = form.handleSubmit(async (body) => {
    formError.clear();
    try {
      await save.mutateAsync({ trigger: detail.trigger, body });
      toast({ kind: 'success', title: t('editor.saved') });
    } catch (error) {
      formError.show(error);
    }
  });

  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="4" align="start">
      <Card>
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="3">
            <Heading as="h2" size="3">
              {name}
            </Heading>
            <Text size="2" color="gray">
              {detail.description}
            </Text>
            <Text size="1" color="gray">
              {detail.updated_at && detail.updated_by ? t('editor.updatedBy', { when: formatDateTime(detail.updated_at), who: detail.updated_by }) : t('editor.neverChanged')}
            </Text>
            <FormErrors message={formError.message} />
            <FormField label={t('editor.subject')} error={form.formState.errors.subject?.message}>
              {(control) => <TextField.Root {...control} {...form.register('subject')} readOnly={readOnly} />}
            </FormField>
            <FormField label={t('editor.html')} error={form.formState.errors.html?.message}>
              {(control) => <TextArea {...control} {...form.register('html')} rows={10} readOnly={readOnly} style={{ fontFamily: 'var(--code-font-family)', fontSize: 12 }} />}
            </FormField>
            <FormField label={t('editor.text')} error={form.formState.errors.text?.message}>
              {(control) => <TextArea {...control} {...form.register('text')} rows={7} readOnly={readOnly} style={{ fontFamily: 'var(--code-font-family)', fontSize: 12 }} />}
            </FormField>
            <Box>
              <Text as="p" size="2" weight="medium">
                {t('editor.variables')}
              </Text>
              <Text as="p" size="1" color="gray" mb="1">
                {t('editor.variablesHint')}
              </Text>
              <Flex direction="column" gap="1" asChild>
                <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
                  {detail.variables.map((v) => (
                    <li key={v.name}>
                      <Text size="1">
                        <Code size="1">{`{{${v.name}}}`}</Code> {v.description}
                      </Text>
                    </li>
                  ))}
                </ul>
              </Flex>
            </Box>
            {readOnly ? null : (
              <Flex gap="3" wrap="wrap">
                <Button type="submit" loading={save.isPending}>
                  {t('editor.save')}
                </Button>
                <ConfirmDialog
                  trigger={
                    <Button type="button" variant="soft" color="gray" disabled={detail.source === 'built-in' || (scope !== 'provider' && detail.source !== 'account')}>
                      {t('editor.reset')}
                    </Button>
                  }
                  title={t('editor.resetTitle', { name })}
                  description={t('editor.resetDescription')}
                  confirmLabel={t('editor.reset')}
                  onConfirm={async () => {
                    await reset.mutateAsync(detail.trigger);
                    toast({ kind: 'success', title: t('editor.resetDone') });
                  }}
                />
              </Flex>
            )}
          </Flex>
        </form>
      </Card>
      <Card>
        <Flex direction="column" gap="2">
          <Heading as="h2" size="3">
            {t('editor.preview')}
          </Heading>
          <Text size="1" color="gray">
            {t('editor.previewHint')}
          </Text>
          {preview.error ? <FormErrors message={preview.error} /> : null}
          {preview.parts ? (
            <>
              <Text size="2" weight="medium" style={{ overflowWrap: 'anywhere' }}>
                {preview.parts.subject}
              </Text>
              <SafeHtmlFrame html={preview.parts.html} title={t('editor.previewFrame')} height={300} />
              <Box asChild p="2" style={{ background: 'var(--gray-a2)', borderRadius: 'var(--radius-2)', maxHeight: 220, overflow: 'auto' }}>
                <pre style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 'var(--font-size-1)' }}>{preview.parts.text}</pre>
              </Box>
            </>
          ) : !preview.error ? (
            <Text color="gray">{t('loading')}</Text>
          ) : null}
        </Flex>
      </Card>
    </Grid>
  );
}

/** The server's rendering of the unsaved parts, refreshed a moment after typing stops. */
function usePreview(scope: TemplateScope, trigger: EmailTrigger, values: TemplateBody) {
  const { t } = useTranslation('notifications');
  const [parts, setParts] = useState<TemplateBody | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { subject, html, text } = values;
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      const body = templateBody.safeParse({ subject, html, text });
      if (!body.success) {
        setError(t('editor.previewError'));
        return;
      }
      previewTemplate(scope, trigger, body.data).then(
        (rendered) => {
          if (!current) return;
          setParts(rendered);
          setError(null);
        },
        (failure: unknown) => {
          if (!current) return;
          setError(failure instanceof ApiRequestError ? failure.exception : t('editor.previewError'));
        },
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [scope, trigger, subject, html, text, t]);
  return { parts, error };
}

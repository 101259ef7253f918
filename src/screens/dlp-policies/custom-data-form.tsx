// The custom data type form (/add-custom-data-steps, /add-custom-data/:id): a regex or a keyword list,
// checked with the detector library's rules (the server refuses invalid or catastrophic patterns with the
// reason), and a live test on sample text through POST /api/dlp/preview, the agents' detectors.
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, Code, Flex, RadioGroup, Switch, Text, TextArea, TextField } from '@radix-ui/themes';
import { ApiRequestError } from '../../api/client';
import { customDataBody, type CustomData, type CustomDataBody } from '../../api/contract/dlp-policies';
import type { PreviewResult } from '../../api/contract/dlp-detect';
import { dlpPreview } from '../../api/queries/dlp-policies';
import { linkTo } from '../../lib/links';
import { FormActions } from '../../ui/form-actions';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { useChangesToast } from '../../ui/use-changes-toast';

type CustomForm = { name: string; kind: 'regex' | 'keywords'; pattern: string; keywords: string; case_sensitive: boolean; sample_text: string };
const FIELDS = ['name', 'pattern', 'keywords', 'sample_text'] as const;

function bodyOf(v: CustomForm): CustomDataBody {
  return v.kind === 'regex'
    ? { name: v.name, kind: 'regex', pattern: v.pattern, case_sensitive: v.case_sensitive, sample_text: v.sample_text }
    : { name: v.name, kind: 'keywords', keywords: v.keywords.split('\n').map((k) => k.trim()).filter(Boolean), case_sensitive: v.case_sensitive, sample_text: v.sample_text };
}

export function customFormOf(c?: CustomData): CustomForm {
  return { name: c?.name ?? '', kind: c?.kind ?? 'regex', pattern: c?.pattern ?? '', keywords: c?.keywords.join('\n') ?? '', case_sensitive: c?.case_sensitive ?? false, sample_text: c?.sample_text ?? '' };
}

/** The matches of a preview: how many, and the masked samples of each type. */
export function Matches({ result }: { result: PreviewResult }) {
  const { t } = useTranslation('dlp-policies');
  if (result.total === 0) return <Text color="gray">{t('custom.noMatches')}</Text>;
  return (
    <Flex direction="column" gap="1" role="status">
      <Text weight="medium">{t('custom.matches', { count: result.total })}</Text>
      {result.findings.map((f) => (
        <Text key={f.type} size="2">
          {f.type}: {f.samples.map((s) => <Code key={s} mr="1">{s}</Code>)}
        </Text>
      ))}
    </Flex>
  );
}

export function CustomDataForm({ initial, save }: { initial: CustomForm; save: (body: CustomDataBody) => Promise<unknown> }) {
  const { t } = useTranslation('dlp-policies');
  const navigate = useNavigate();
  const toast = useChangesToast();
  const form = useForm<CustomForm>({ defaultValues: initial });
  const formError = useFormErrors(form.setError, FIELDS);
  const preview = useMutation(dlpPreview());
  const kind = form.watch('kind');
  const { errors, isSubmitting } = form.formState;

  /** The contract's schema: its reasons on the fields; true when the body is valid. */
  function check(): boolean {
    form.clearErrors();
    const parsed = customDataBody.safeParse(bodyOf(form.getValues()));
    if (parsed.success) return true;
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as (typeof FIELDS)[number];
      if (FIELDS.includes(field)) form.setError(field, { type: 'validation', message: issue.message });
    }
    return false;
  }

  function test() {
    const v = form.getValues();
    if (!v.sample_text.trim()) return form.setError('sample_text', { type: 'validation', message: t('custom.sampleRequired') });
    if (!check()) return;
    const body = bodyOf(v);
    const type = body.kind === 'regex' ? { kind: 'regex' as const, name: body.name, pattern: body.pattern!, case_sensitive: body.case_sensitive } : { kind: 'keywords' as const, name: body.name, keywords: body.keywords!, case_sensitive: body.case_sensitive };
    preview.mutate({ text: v.sample_text, types: [], custom: [type] }, { onError: (error) => formError.show(error) });
  }

  async function submit() {
    formError.clear();
    if (!check()) return;
    const body = bodyOf(form.getValues());
    try {
      await save(body);
      toast(t('custom.saved', { name: body.name }));
      void navigate(linkTo('add-custom-data'));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) formError.show(error, t('custom.duplicate', { name: body.name }));
      else formError.show(error);
    }
  }

  return (
    <Card size="3" style={{ maxWidth: 760 }}>
      <form noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <Flex direction="column" gap="4">
          <FormErrors message={formError.message} />
          <FormField label={t('custom.name')} error={errors.name?.message}>
            {(control) => <TextField.Root {...control} {...form.register('name')} autoComplete="off" />}
          </FormField>
          <Flex direction="column" gap="2">
            <Text id="custom-kind" size="2" weight="medium">
              {t('custom.kind')}
            </Text>
            <Controller
              control={form.control}
              name="kind"
              render={({ field }) => (
                <RadioGroup.Root aria-labelledby="custom-kind" value={field.value} onValueChange={field.onChange}>
                  <RadioGroup.Item value="regex">{t('custom.kinds.regex')}</RadioGroup.Item>
                  <RadioGroup.Item value="keywords">{t('custom.kinds.keywords')}</RadioGroup.Item>
                </RadioGroup.Root>
              )}
            />
          </Flex>
          {kind === 'regex' ? (
            <FormField label={t('custom.pattern')} error={errors.pattern?.message} hint={<Text size="1" color="gray">{t('custom.patternHint')}</Text>}>
              {(control) => <TextField.Root {...control} {...form.register('pattern')} autoComplete="off" spellCheck={false} style={{ fontFamily: 'var(--code-font-family)' }} />}
            </FormField>
          ) : (
            <FormField label={t('custom.keywords')} error={errors.keywords?.message} hint={<Text size="1" color="gray">{t('custom.keywordsHint')}</Text>}>
              {(control) => <TextArea {...control} {...form.register('keywords')} rows={4} />}
            </FormField>
          )}
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Controller control={form.control} name="case_sensitive" render={({ field }) => <Switch checked={field.value} onCheckedChange={field.onChange} />} />
              {t('custom.caseSensitive')}
            </Flex>
          </Text>
          <FormField label={t('custom.sample')} error={errors.sample_text?.message} hint={<Text size="1" color="gray">{t('custom.sampleHint')}</Text>}>
            {(control) => <TextArea {...control} {...form.register('sample_text')} rows={5} />}
          </FormField>
          <Flex direction="column" gap="2" align="start">
            <Button type="button" variant="soft" onClick={test} loading={preview.isPending}>
              {t('custom.test')}
            </Button>
            {preview.data ? <Matches result={preview.data} /> : null}
          </Flex>
          <FormActions cancelTo={linkTo('add-custom-data')} submitLabel={t('custom.save')} saving={isSubmitting} />
        </Flex>
      </form>
    </Card>
  );
}

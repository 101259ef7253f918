// /add-new-hash (Add File Hash): a file's SHA-256, pasted or computed here in the browser from a chosen
// file (the file itself is not uploaded).
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card, Flex, Text, TextField } from '@radix-ui/themes';
import { fileHashBody, type FileHashBody } from '../../api/contract/dlp-policies';
import { dlpPolicyMutations } from '../../api/queries/dlp-policies';
import { usePageHeading } from '../../app/layout/page-heading';
import { linkTo } from '../../lib/links';
import { FormActions } from '../../ui/form-actions';
import { FormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { useSaveForm } from './save-form';

const FIELDS = ['name', 'sha256'] as const;

async function sha256Of(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export default function AddNewHash() {
  const { t } = useTranslation('dlp-policies');
  usePageHeading({ subheading: t('fingerprints.file.newSubtitle') });
  const create = useMutation(dlpPolicyMutations.createFileHash());
  const form = useForm<FileHashBody>({ defaultValues: { name: '', sha256: '' } });
  const { formError, submit } = useSaveForm(form, { schema: fileHashBody, fields: FIELDS, save: create.mutateAsync, savedText: (body: FileHashBody) => t('fingerprints.file.saved', { name: body.name }), backTo: linkTo('file-hash') });
  const { errors, isSubmitting } = form.formState;

  async function choose(file: File | undefined) {
    if (!file) return;
    form.setValue('sha256', await sha256Of(file), { shouldValidate: false });
    if (!form.getValues('name')) form.setValue('name', file.name);
  }

  return (
    <Card size="3" style={{ maxWidth: 640 }}>
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <Flex direction="column" gap="4">
          <FormErrors message={formError.message} />
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor="hash-file" size="2" weight="medium">
              {t('fingerprints.file.choose')}
            </Text>
            <input id="hash-file" type="file" onChange={(e) => void choose(e.target.files?.[0])} />
            <Text size="1" color="gray">
              {t('fingerprints.file.chooseHint')}
            </Text>
          </Flex>
          <FormField label={t('fingerprints.columns.name')} error={errors.name?.message}>
            {(control) => <TextField.Root {...control} {...form.register('name')} autoComplete="off" />}
          </FormField>
          <FormField label={t('fingerprints.columns.sha256')} error={errors.sha256?.message}>
            {(control) => <TextField.Root {...control} {...form.register('sha256')} autoComplete="off" spellCheck={false} />}
          </FormField>
          <FormActions cancelTo={linkTo('file-hash')} submitLabel={t('fingerprints.file.add')} saving={isSubmitting} />
        </Flex>
      </form>
    </Card>
  );
}

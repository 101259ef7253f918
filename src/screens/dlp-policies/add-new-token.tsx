// /add-new-token (Add Token): an exact data token. The browser sends it once over TLS; the server keeps
// only the SHA-256 of its normalised form, which agents compare with the words they see.
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Callout, Card, Flex, Text, TextField } from '@radix-ui/themes';
import { tokenBody, type TokenBody } from '../../api/contract/dlp-policies';
import { dlpPolicyMutations } from '../../api/queries/dlp-policies';
import { usePageHeading } from '../../app/layout/page-heading';
import { linkTo } from '../../lib/links';
import { FormActions } from '../../ui/form-actions';
import { FormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { useSaveForm } from './save-form';

const FIELDS = ['name', 'token'] as const;

export default function AddNewToken() {
  const { t } = useTranslation('dlp-policies');
  usePageHeading({ subheading: t('fingerprints.token.newSubtitle') });
  const create = useMutation(dlpPolicyMutations.createToken());
  const form = useForm<TokenBody>({ defaultValues: { name: '', token: '' } });
  const { formError, submit } = useSaveForm(form, { schema: tokenBody, fields: FIELDS, save: create.mutateAsync, savedText: (body: TokenBody) => t('fingerprints.token.saved', { name: body.name }), backTo: linkTo('token-hashes') });
  const { errors, isSubmitting } = form.formState;

  return (
    <Card size="3" style={{ maxWidth: 640 }}>
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <Flex direction="column" gap="4">
          <Callout.Root color="blue">
            <Callout.Text>{t('fingerprints.token.hashedOnly')}</Callout.Text>
          </Callout.Root>
          <FormErrors message={formError.message} />
          <FormField label={t('fingerprints.columns.name')} error={errors.name?.message}>
            {(control) => <TextField.Root {...control} {...form.register('name')} autoComplete="off" />}
          </FormField>
          <FormField label={t('fingerprints.token.value')} error={errors.token?.message} hint={<Text size="1" color="gray">{t('fingerprints.token.valueHint')}</Text>}>
            {(control) => <TextField.Root {...control} {...form.register('token')} type="password" autoComplete="off" />}
          </FormField>
          <FormActions cancelTo={linkTo('token-hashes')} submitLabel={t('fingerprints.token.add')} saving={isSubmitting} />
        </Flex>
      </form>
    </Card>
  );
}

// /add-copilot-version (issue 24; SuperAdmin only): a new draft version with its release notes and the
// installers of the platforms it ships for. The server's 400 reasons go onto the fields, its 409 above them.
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Box, Button, Card, Flex, Heading, IconButton, Text, TextArea, TextField } from '@radix-ui/themes';
import { PlusIcon, TrashIcon } from '@radix-ui/react-icons';
import { releaseMutations } from '../../api/queries/releases';
import { usePageHeading } from '../../app/layout/page-heading';
import { linkTo } from '../../lib/links';
import { FormActions } from '../../ui/form-actions';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { useToast } from '../../ui/toast';
import { BuildFields, buildBodyOf, EMPTY_BUILD, platformLabel, useBuildSchema } from './build-fields';

function useSchema() {
  const { t } = useTranslation('releases');
  const build = useBuildSchema();
  return z.object({
    version: z.string().trim().regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}$/, t('form.versionFormat')),
    notes: z.string().max(20_000),
    builds: z.array(build),
  });
}
type Values = z.infer<ReturnType<typeof useSchema>>;
const FIELDS = ['version', 'notes', 'builds'] as const;

export default function AddCopilotVersion() {
  const { t } = useTranslation('releases');
  usePageHeading({ subheading: t('form.addSubtitle') });
  const navigate = useNavigate();
  const toast = useToast();
  const create = useMutation(releaseMutations.createVersion());
  const form = useForm<Values>({ resolver: zodResolver(useSchema()), defaultValues: { version: '', notes: '', builds: [EMPTY_BUILD] } });
  const builds = useFieldArray({ control: form.control, name: 'builds' });
  const formError = useFormErrors(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    formError.clear();
    try {
      const created = await create.mutateAsync({
        version: values.version.trim(),
        notes: values.notes,
        builds: values.builds.map((b) => ({ platform: b.platform, ...buildBodyOf(b) })),
      });
      toast({ title: t('form.created', { version: created.version }), kind: 'success' });
      navigate(linkTo('update-copilot-version', { version: created.version }));
    } catch (error) {
      formError.show(error);
    }
  });

  return (
    <Flex justify="center" py="2">
      <Card size="3" style={{ width: '100%', maxWidth: 960 }}>
        <form onSubmit={onSubmit} noValidate aria-label={t('form.create')}>
          <Flex direction="column" gap="4">
            <FormErrors message={formError.message} />
            <Box maxWidth="240px">
              <FormField label={t('form.version')} error={errors.version?.message} hint={<Text size="1" color="gray">{t('form.versionHint')}</Text>}>
                {(aria) => <TextField.Root {...aria} {...form.register('version')} autoComplete="off" placeholder="1.2.0" />}
              </FormField>
            </Box>
            <FormField label={t('form.notes')} error={errors.notes?.message}>
              {(aria) => <TextArea {...aria} {...form.register('notes')} rows={5} />}
            </FormField>
            <Flex direction="column" gap="3">
              <Heading as="h2" size="3">
                {t('form.builds')}
              </Heading>
              <Text size="1" color="gray">
                {t('form.buildsHint')}
              </Text>
              {builds.fields.map((field, index) => (
                <Card key={field.id} variant="surface" data-testid="build-fields">
                  <Flex gap="3" align="start">
                    <Box flexGrow="1">
                      <BuildFields control={form.control} register={form.register} errors={errors.builds?.[index]} prefix={`builds.${index}.`} />
                    </Box>
                    <IconButton
                      type="button"
                      variant="ghost"
                      color="red"
                      mt="5"
                      aria-label={t('form.removeBuild', { platform: platformLabel(form.getValues(`builds.${index}.platform`)) })}
                      onClick={() => builds.remove(index)}
                    >
                      <TrashIcon aria-hidden />
                    </IconButton>
                  </Flex>
                </Card>
              ))}
              <Box>
                <Button type="button" variant="soft" onClick={() => builds.append(EMPTY_BUILD)}>
                  <PlusIcon aria-hidden /> {t('form.addBuild')}
                </Button>
              </Box>
            </Flex>
            <FormActions cancelTo={linkTo('copilot-versions')} submitLabel={t('form.create')} saving={isSubmitting} />
          </Flex>
        </form>
      </Card>
    </Flex>
  );
}

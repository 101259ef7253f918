// /add-custom-saas-app (spec part 1 §5, part 2 §3): a custom app needs a name, a URL (the URL-or-domain
// rule) and a category (an existing one or a new one, POST /enums/category); exceptions, Is Public, its
// access and an icon are optional. 403 or 409 shows 'This app already exist' (part 1 §8).
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Card, Flex, Select, Switch, Text, TextArea, TextField } from '@radix-ui/themes';
import type { CustomAppBody } from '../../api/contract/saas';
import { saasMutations, saasQueries, saveAppErrorMessage } from '../../api/queries/saas';
import { usePageHeading } from '../../app/layout/page-heading';
import { accessFields } from '../../domain/saas/access';
import { AccessChoice } from '../../domain/saas/access-choice';
import { useChangesToast } from '../../ui/use-changes-toast';
import { linkTo } from '../../lib/links';
import { isUrlOrDomain } from '../../lib/validation';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { RenameCategory } from './add-custom-saas-app-category';
import { ImageInput } from './add-custom-saas-app-image';
import { FormActions } from '../../ui/form-actions';

const NEW_CATEGORY = '__new__';
const lines = (text: string) => text.split(/\r?\n/).map((v) => v.trim()).filter(Boolean);

function useSchema() {
  const { t } = useTranslation('saas-policies');
  const required = t('custom.required');
  return z
    .object({
      name: z.string().trim().min(1, required).max(200),
      url: z.string().trim().min(1, required).max(2083).refine(isUrlOrDomain, t('custom.url_invalid')),
      category: z.string().min(1, required),
      newCategory: z.string().trim().max(100),
      exceptions: z.string().superRefine((text, ctx) => {
        const bad = lines(text).find((v) => !isUrlOrDomain(v));
        if (bad) ctx.addIssue({ code: 'custom', message: t('custom.exception_invalid', { value: bad }) });
      }),
      is_public: z.boolean(),
      access: z.enum(['Unclassified', 'Sanctioned', 'Block', 'Block Alert', 'Report']),
      image: z.string().nullable(),
    })
    .superRefine((v, ctx) => {
      if (v.category === NEW_CATEGORY && !v.newCategory) ctx.addIssue({ code: 'custom', path: ['newCategory'], message: required });
    });
}
type Values = z.infer<ReturnType<typeof useSchema>>;
const FIELDS = ['name', 'url', 'category', 'newCategory', 'exceptions', 'image'] as const;

export default function AddCustomSaasApp() {
  const { t } = useTranslation('saas-policies');
  usePageHeading({ subheading: t('custom.subtitle') });
  const navigate = useNavigate();
  const categories = useQuery(saasQueries.categories());
  const create = useMutation(saasMutations.addCustomApp());
  const addCategory = useMutation(saasMutations.addCategory());
  const changesToast = useChangesToast();
  const form = useForm<Values>({
    resolver: zodResolver(useSchema()),
    defaultValues: { name: '', url: '', category: '', newCategory: '', exceptions: '', is_public: false, access: 'Unclassified', image: null },
  });
  const formError = useFormErrors(form.setError, FIELDS);
  const { errors } = form.formState;
  const category = form.watch('category');
  const selectedCategory = categories.data?.find((c) => c.name === category);

  const onSubmit = form.handleSubmit(async (values) => {
    formError.clear();
    try {
      const categoryName = values.category === NEW_CATEGORY ? (await addCategory.mutateAsync(values.newCategory), values.newCategory) : values.category;
      const body: CustomAppBody = {
        name: values.name,
        url: values.url,
        category: categoryName,
        exceptions: lines(values.exceptions),
        is_public: values.is_public,
        is_gen_ai: false,
        ...accessFields(values.access),
        image: values.image,
      };
      await create.mutateAsync(body);
      changesToast(t('custom.saved', { name: values.name }));
      navigate(linkTo('saas-config', {}, values.access === 'Sanctioned' || values.access === 'Unclassified' ? {} : { tab: 'unsanctioned' }));
    } catch (error) {
      const exists = saveAppErrorMessage(error);
      if (exists) form.setError('name', { type: 'server', message: exists }, { shouldFocus: true });
      formError.show(error, exists);
    }
  });

  return (
    <Card size="3" style={{ maxWidth: 640 }}>
      <form onSubmit={onSubmit} noValidate>
        <Flex direction="column" gap="4">
          <FormField label={t('custom.name')} error={errors.name?.message}>
            {(control) => <TextField.Root {...control} {...form.register('name')} autoComplete="off" />}
          </FormField>
          <FormField label={t('custom.url')} error={errors.url?.message} hint={<Text size="1" color="gray">{t('custom.urlHint')}</Text>}>
            {(control) => <TextField.Root {...control} {...form.register('url')} inputMode="url" autoComplete="off" />}
          </FormField>
          <FormField label={t('custom.category')} error={errors.category?.message}>
            {(control) => (
              <Controller
                control={form.control}
                name="category"
                render={({ field }) => (
                  <Select.Root value={field.value || undefined} onValueChange={field.onChange}>
                    <Select.Trigger {...control} placeholder={t('custom.categoryPlaceholder')} />
                    <Select.Content>
                      {(categories.data ?? []).map((c) => (
                        <Select.Item key={c.name} value={c.name}>
                          {c.name}
                        </Select.Item>
                      ))}
                      <Select.Separator />
                      <Select.Item value={NEW_CATEGORY}>{t('custom.newCategoryOption')}</Select.Item>
                    </Select.Content>
                  </Select.Root>
                )}
              />
            )}
          </FormField>
          {selectedCategory?.id ? <RenameCategory key={selectedCategory.id} category={selectedCategory} onRenamed={(name) => form.setValue('category', name)} /> : null}
          {category === NEW_CATEGORY ? (
            <FormField label={t('custom.newCategoryName')} error={errors.newCategory?.message}>
              {(control) => <TextField.Root {...control} {...form.register('newCategory')} autoComplete="off" />}
            </FormField>
          ) : null}
          <FormField label={t('custom.exceptions')} error={errors.exceptions?.message} hint={<Text size="1" color="gray">{t('custom.exceptionsHint')}</Text>}>
            {(control) => <TextArea {...control} {...form.register('exceptions')} rows={3} />}
          </FormField>
          <Controller
            control={form.control}
            name="is_public"
            render={({ field }) => (
              <Text as="label" size="2">
                <Flex gap="2" align="center">
                  <Switch checked={field.value} onCheckedChange={field.onChange} />
                  {t('custom.isPublic')}
                  <Text color="gray" size="1">
                    {t('custom.isPublicHint')}
                  </Text>
                </Flex>
              </Text>
            )}
          />
          <Flex direction="column" gap="1">
            <Text size="2" weight="medium" id="custom-app-access">
              {t('custom.access')}
            </Text>
            <Controller
              control={form.control}
              name="access"
              render={({ field }) => <AccessChoice value={field.value} onChange={field.onChange} unclassified="keep" labelledBy="custom-app-access" />}
            />
          </Flex>
          <Controller control={form.control} name="image" render={({ field }) => <ImageInput value={field.value} onChange={field.onChange} error={errors.image?.message} />} />
          <FormErrors message={formError.message} />
          <FormActions cancelTo={linkTo('saas-config')} submitLabel={t('custom.save')} saving={form.formState.isSubmitting} />
        </Flex>
      </form>
    </Card>
  );
}

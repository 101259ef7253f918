// /sudo-add-new-category/{name?} and /sudo-update-category/{name?} (spec part 2 §2.6; issue 24): add a
// website category, or rename / describe one. A rename carries over to the catalog's websites and apps and
// to every company that blocks the category; the form says so before saving.
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Callout, Card, Flex, Link, Text, TextArea, TextField } from '@radix-ui/themes';
import type { WebsiteCategoryRow } from '../../api/contract/catalog-admin';
import { catalogAdminMutations, catalogAdminQueries } from '../../api/queries/catalog-admin';
import { usePageHeading } from '../../app/layout/page-heading';
import { linkTo } from '../../lib/links';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { useToast } from '../../ui/toast';
import { NS, RecordGate, useCanManageCatalog } from './shared';
import { FormActions } from '../../ui/form-actions';

const formSchema = z.object({
  name: z.string().trim().min(1, 'Enter a category name.').max(100, 'At most 100 characters.'),
  description: z.string().max(500, 'At most 500 characters.'),
});
type FormValues = z.infer<typeof formSchema>;
const FIELDS = ['name', 'description'] as const;

export default function CategoryForm() {
  const name = useParams().name;
  const existing = useQuery({ ...catalogAdminQueries.category(name ?? ''), enabled: Boolean(name) });
  return <RecordGate recordKey={name} query={existing}>{(category) => <CategoryEditor key={name ?? 'new'} category={category} />}</RecordGate>;
}

function CategoryEditor({ category }: { category: WebsiteCategoryRow | undefined }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const toast = useToast();
  const canChange = useCanManageCatalog();
  usePageHeading({ subheading: category ? t('categoryForm.editSubtitle', { name: category.name }) : t('categoryForm.addSubtitle') });
  const add = useMutation(catalogAdminMutations.addCategory());
  const change = useMutation(catalogAdminMutations.updateCategory());
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: category?.name ?? '', description: category?.description ?? '' },
  });
  const formError = useFormErrors(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;
  const listHref = linkTo('admin-website-categories');
  const renaming = category !== undefined && form.watch('name').trim() !== category.name;

  async function submit(values: FormValues) {
    formError.clear();
    const body = { name: values.name, description: values.description.trim() || null };
    try {
      if (category) await change.mutateAsync({ name: category.name, body });
      else await add.mutateAsync(body);
      toast({ kind: 'success', title: t(category ? 'categoryForm.updated' : 'categoryForm.added', { name: body.name }) });
      void navigate(listHref);
    } catch (error) {
      formError.show(error);
    }
  }

  return (
    <Card size="3" style={{ maxWidth: 760 }}>
      <form noValidate onSubmit={form.handleSubmit(submit)} aria-label={category ? t('categoryForm.editLabel', { name: category.name }) : t('categoryForm.addLabel')}>
        <Flex direction="column" gap="4">
          <FormErrors message={formError.message} />
          {category ? (
            <Text size="2" color="gray">
              {t('categoryForm.usage', { websites: category.websites, apps: category.apps, companies: category.companies_blocking })}{' '}
              {category.websites > 0 ? (
                <Link asChild>
                  <RouterLink to={linkTo('admin-websites', undefined, { category: category.name })}>{t('categoryForm.showWebsites')}</RouterLink>
                </Link>
              ) : null}
            </Text>
          ) : null}
          <FormField label={t('categoryForm.name')} error={errors.name?.message}>
            {(control) => <TextField.Root {...control} {...form.register('name')} autoFocus disabled={!canChange} />}
          </FormField>
          {renaming ? (
            <Callout.Root color="amber" role="status">
              <Callout.Text>{t('categoryForm.renameNote', { from: category.name, websites: category.websites, companies: category.companies_blocking })}</Callout.Text>
            </Callout.Root>
          ) : null}
          <FormField label={t('categoryForm.description')} error={errors.description?.message}>
            {(control) => <TextArea {...control} {...form.register('description')} rows={3} disabled={!canChange} />}
          </FormField>
          <FormActions cancelTo={listHref} submitLabel={t('common.save')} saving={isSubmitting} canSubmit={canChange} />
        </Flex>
      </form>
    </Card>
  );
}

// /sudo-add-websites/{name?} (spec part 2 §2.6; issue 24): classify a domain in the provider's website
// catalog, or edit one (the route's name is the domain). Categories are chosen from the catalog's own.
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Card, CheckboxGroup, Flex, Grid, ScrollArea, Text, TextField } from '@radix-ui/themes';
import type { CatalogWebsite } from '../../api/contract/catalog-admin';
import { catalogAdminMutations, catalogAdminQueries } from '../../api/queries/catalog-admin';
import { usePageHeading } from '../../app/layout/page-heading';
import { linkTo } from '../../lib/links';
import { isUrlOrDomain } from '../../lib/validation';
import { ErrorState } from '../../ui/error-state';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { useToast } from '../../ui/toast';
import { NS, RecordGate, useCanManageCatalog } from './shared';
import { FormActions } from '../../ui/form-actions';

const formSchema = z.object({
  domain: z.string().trim().min(1, 'Enter a domain.').max(253, 'At most 253 characters.').refine(isUrlOrDomain, 'Enter a domain such as example.com.'),
  name: z.string().max(200, 'At most 200 characters.'),
  categories: z.array(z.string()).min(1, 'Choose at least one category.').max(10, 'At most 10 categories.'),
});
type FormValues = z.infer<typeof formSchema>;
const FIELDS = ['domain', 'name', 'categories'] as const;

export default function WebsiteForm() {
  const domain = useParams().name;
  const existing = useQuery({ ...catalogAdminQueries.website(domain ?? ''), enabled: Boolean(domain) });
  return <RecordGate recordKey={domain} query={existing}>{(site) => <WebsiteEditor key={domain ?? 'new'} site={site} />}</RecordGate>;
}

function WebsiteEditor({ site }: { site: CatalogWebsite | undefined }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const toast = useToast();
  const canChange = useCanManageCatalog();
  usePageHeading({ subheading: site ? t('websiteForm.editSubtitle', { name: site.domain }) : t('websiteForm.addSubtitle') });
  const names = useQuery(catalogAdminQueries.categoryNames());
  const add = useMutation(catalogAdminMutations.addWebsite());
  const change = useMutation(catalogAdminMutations.updateWebsite());
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { domain: site?.domain ?? '', name: site?.name ?? '', categories: site?.categories ?? [] },
  });
  const formError = useFormErrors(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;
  const listHref = linkTo('admin-websites');

  async function submit(values: FormValues) {
    formError.clear();
    const body = { domain: values.domain, name: values.name.trim() || null, categories: values.categories };
    try {
      if (site) await change.mutateAsync({ domain: site.domain, body });
      else await add.mutateAsync(body);
      toast({ kind: 'success', title: t(site ? 'websiteForm.updated' : 'websiteForm.added', { name: body.domain }) });
      void navigate(listHref);
    } catch (error) {
      formError.show(error);
    }
  }

  return (
    <Card size="3" style={{ maxWidth: 760 }}>
      <form noValidate onSubmit={form.handleSubmit(submit)} aria-label={site ? t('websiteForm.editLabel', { name: site.domain }) : t('websiteForm.addLabel')}>
        <Flex direction="column" gap="4">
          <FormErrors message={formError.message} />
          <FormField label={t('websiteForm.domain')} error={errors.domain?.message}>
            {(control) => <TextField.Root {...control} {...form.register('domain')} placeholder="example.com" autoFocus disabled={!canChange} />}
          </FormField>
          <FormField label={t('websiteForm.name')} error={errors.name?.message}>
            {(control) => <TextField.Root {...control} {...form.register('name')} disabled={!canChange} />}
          </FormField>
          <Flex direction="column" gap="1" role="group" aria-labelledby="website-categories-label">
            <Text id="website-categories-label" size="2" weight="medium">
              {t('websiteForm.categories')}
            </Text>
            {names.isPending ? (
              <Text color="gray">{t('common.loading')}</Text>
            ) : names.isError ? (
              <ErrorState />
            ) : names.data.length === 0 ? (
              <Text color="gray">{t('websiteForm.noCategories')}</Text>
            ) : (
              <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: 220 }}>
                <Controller
                  control={form.control}
                  name="categories"
                  render={({ field }) => (
                    <CheckboxGroup.Root value={field.value} onValueChange={field.onChange} disabled={!canChange}>
                      <Grid columns={{ initial: '1', sm: '3' }} gap="2">
                        {names.data.map((n) => (
                          <CheckboxGroup.Item key={n} value={n}>
                            {n}
                          </CheckboxGroup.Item>
                        ))}
                      </Grid>
                    </CheckboxGroup.Root>
                  )}
                />
              </ScrollArea>
            )}
            {errors.categories?.message ? (
              <Text size="1" color="red">
                {errors.categories.message}
              </Text>
            ) : null}
          </Flex>
          <FormActions cancelTo={listHref} submitLabel={t('common.save')} saving={isSubmitting} canSubmit={canChange} />
        </Flex>
      </form>
    </Card>
  );
}

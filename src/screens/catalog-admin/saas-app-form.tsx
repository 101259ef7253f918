// /sudo-add-saas/{name?} and /edit-catalog-app/{name} (spec part 2 §2.6; issue 24): add an app to the
// provider's SaaS catalog, or edit one (renaming included). Domains and categories are typed as
// comma-separated lists; the server's 400 puts its reasons on the fields and 409 names the duplicate.
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Card, Checkbox, Flex, Link, Text, TextArea, TextField } from '@radix-ui/themes';
import { imageIdOfIcon, type CatalogSaasBody, type CatalogSaasDetail } from '../../api/contract/catalog-admin';
import { catalogAdminMutations, catalogAdminQueries } from '../../api/queries/catalog-admin';
import { usePageHeading } from '../../app/layout/page-heading';
import { linkTo } from '../../lib/links';
import { AppIcon } from '../../ui/app-icon';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { useToast } from '../../ui/toast';
import { joinList, NS, RecordGate, splitList, useCanManageCatalog } from './shared';
import { FormActions } from '../../ui/form-actions';

const formSchema = z.object({
  name: z.string().trim().min(1, 'Enter the app name.').max(200, 'At most 200 characters.'),
  domains: z.string().refine((v) => splitList(v).length > 0, 'Enter at least one domain.'),
  categories: z.string().refine((v) => splitList(v).length > 0, 'Enter at least one category.'),
  is_gen_ai: z.boolean(),
  description: z.string().max(1000, 'At most 1000 characters.'),
  icon: z.string().trim().max(80, 'At most 80 characters.'),
});
type FormValues = z.infer<typeof formSchema>;
const FIELDS = ['name', 'domains', 'categories', 'is_gen_ai', 'description', 'icon'] as const;
const EMPTY: FormValues = { name: '', domains: '', categories: '', is_gen_ai: false, description: '', icon: '' };

/** The brand-icon slug the form edits; an uploaded logo is not a slug, so it shows as empty. */
const slugOf = (icon: string | null) => (icon && !imageIdOfIcon(icon) ? icon : '');

function valuesOf(app: CatalogSaasDetail): FormValues {
  return { name: app.name, domains: joinList(app.domains), categories: joinList(app.categories), is_gen_ai: app.is_gen_ai, description: app.description ?? '', icon: slugOf(app.icon) };
}

export default function SaasAppForm() {
  const name = useParams().name;
  const existing = useQuery({ ...catalogAdminQueries.saasApp(name ?? ''), enabled: Boolean(name) });
  return <RecordGate recordKey={name} query={existing}>{(app) => <SaasAppEditor key={name ?? 'new'} app={app} />}</RecordGate>;
}

function SaasAppEditor({ app }: { app: CatalogSaasDetail | undefined }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const toast = useToast();
  const canChange = useCanManageCatalog();
  usePageHeading({ subheading: app ? t('saasForm.editSubtitle', { name: app.name }) : t('saasForm.addSubtitle') });
  const add = useMutation(catalogAdminMutations.addSaasApp());
  const change = useMutation(catalogAdminMutations.updateSaasApp());
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: app ? valuesOf(app) : EMPTY });
  const formError = useFormErrors(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;
  const listHref = linkTo('admin-saas-apps');

  useEffect(() => {
    form.setFocus('name');
  }, [form]);

  async function submit(values: FormValues) {
    formError.clear();
    const initialIcon = app ? slugOf(app.icon) : '';
    const body: CatalogSaasBody = {
      name: values.name,
      domains: splitList(values.domains),
      categories: splitList(values.categories),
      is_gen_ai: values.is_gen_ai,
      description: values.description.trim() || null,
      // unchanged: keep the icon (an uploaded logo stays); changed: the new brand icon, or none
      icon: values.icon.trim() === initialIcon ? undefined : values.icon.trim() || null,
    };
    try {
      if (app) await change.mutateAsync({ name: app.name, body });
      else await add.mutateAsync(body);
      toast({ kind: 'success', title: t(app ? 'saasForm.updated' : 'saasForm.added', { name: body.name }) });
      void navigate(listHref);
    } catch (error) {
      formError.show(error);
    }
  }

  return (
    <Card size="3" style={{ maxWidth: 760 }}>
      <form noValidate onSubmit={form.handleSubmit(submit)} aria-label={app ? t('saasForm.editLabel', { name: app.name }) : t('saasForm.addLabel')}>
        <Flex direction="column" gap="4">
          {app ? (
            <Flex gap="3" align="center">
              <AppIcon icon={app.icon} size={32} label={t('saasForm.currentIcon', { name: app.name })} />
              <Link asChild>
                <RouterLink to={linkTo('catalog-app-image', { name: app.name })}>{t('saasForm.manageLogo')}</RouterLink>
              </Link>
              <Text size="2" color="gray">
                {t('saasForm.classified', { count: app.companies_classified })}
              </Text>
            </Flex>
          ) : null}
          <FormErrors message={formError.message} />
          <FormField label={t('saasForm.name')} error={errors.name?.message}>
            {(control) => <TextField.Root {...control} {...form.register('name')} disabled={!canChange} />}
          </FormField>
          <FormField label={t('saasForm.domains')} error={errors.domains?.message} hint={<Text size="1" color="gray">{t('saasForm.domainsHint')}</Text>}>
            {(control) => <TextField.Root {...control} {...form.register('domains')} placeholder="example.com, app.example.com" disabled={!canChange} />}
          </FormField>
          <FormField label={t('saasForm.categories')} error={errors.categories?.message} hint={<Text size="1" color="gray">{t('common.listHint')}</Text>}>
            {(control) => <TextField.Root {...control} {...form.register('categories')} disabled={!canChange} />}
          </FormField>
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Checkbox checked={form.watch('is_gen_ai')} onCheckedChange={(v) => form.setValue('is_gen_ai', v === true, { shouldDirty: true })} disabled={!canChange} />
              {t('saasForm.genAi')}
            </Flex>
          </Text>
          <FormField label={t('saasForm.description')} error={errors.description?.message}>
            {(control) => <TextArea {...control} {...form.register('description')} rows={3} disabled={!canChange} />}
          </FormField>
          <FormField
            label={t('saasForm.icon')}
            error={errors.icon?.message}
            hint={<Text size="1" color="gray">{app && imageIdOfIcon(app.icon) ? t('saasForm.iconUploaded') : t('saasForm.iconHint')}</Text>}
          >
            {(control) => <TextField.Root {...control} {...form.register('icon')} placeholder="slack" disabled={!canChange} />}
          </FormField>
          <FormActions cancelTo={listHref} submitLabel={t('common.save')} saving={isSubmitting} canSubmit={canChange} />
        </Flex>
      </form>
    </Card>
  );
}

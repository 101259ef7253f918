// /add-blocked-category/{name?}: blocks a website category (from the category catalog); a name in
// the route preselects it (a link from the category inventory). Blocked categories always Block
// (the contract's CATEGORY_ACTIONS).
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Card, Flex, Select, Text, TextField } from '@radix-ui/themes';
import { CATEGORY_ACTIONS, categoryActionSchema } from '../../api/contract/web-policies';
import { webPolicyMutations, webPolicyQueries } from '../../api/queries/web-policies';
import { websiteQueries } from '../../api/queries/websites';
import { usePageHeading } from '../../app/layout/page-heading';
import { linkTo } from '../../lib/links';
import { FormField } from '../../ui/form-field';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { ActionChoice, saveErrorText } from './config-websites-shared';
import { useChangesToast } from '../../ui/use-changes-toast';
import { FormActions } from '../../ui/form-actions';

const formSchema = z.object({ category: z.string().trim().min(1, 'Choose a category'), action: categoryActionSchema });
type FormValues = z.infer<typeof formSchema>;
const FIELDS = ['category', 'action'] as const;

/** The website category catalog (GET /website-categories); typed by hand only if it cannot be read. */
function useCategoryChoices(): { names: string[] | undefined; pending: boolean } {
  const catalog = useQuery(websiteQueries.categoryCatalog());
  return { names: catalog.data?.map((c) => c.name), pending: catalog.isPending };
}

export default function AddBlockedCategory() {
  const { t } = useTranslation('web-policies');
  const navigate = useNavigate();
  const preset = useParams().name ?? '';
  usePageHeading({ subheading: t('categories.addSubtitle') });
  const changesToast = useChangesToast();
  const choices = useCategoryChoices();
  const blocked = useQuery(webPolicyQueries.blockedCategories());
  const create = useMutation(webPolicyMutations.blockCategory());
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { category: preset, action: 'Block' } });
  const formError = useFormErrors(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;
  const taken = new Set((blocked.data ?? []).map((row) => row.category));
  const names = choices.names?.filter((name) => !taken.has(name) || name === preset);

  async function submit(values: FormValues) {
    formError.clear();
    try {
      await create.mutateAsync(values);
      changesToast(t('categories.saved', { name: values.category }));
      void navigate(linkTo('config-websites', undefined, { tab: 'categories' }));
    } catch (error) {
      formError.show(error, saveErrorText(error, t('categories.duplicate', { name: values.category })));
    }
  }

  return (
    <Card size="3" style={{ maxWidth: 760 }}>
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <Flex direction="column" gap="4">
          <FormErrors message={formError.message} />
          <FormField label={t('categories.category')} error={errors.category?.message}>
            {(control) => (
              <Controller
                control={form.control}
                name="category"
                render={({ field }) =>
                  names === undefined && !choices.pending ? (
                    <TextField.Root {...control} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
                  ) : (
                    <Select.Root value={field.value || undefined} onValueChange={field.onChange} disabled={choices.pending}>
                      <Select.Trigger {...control} placeholder={choices.pending ? t('loading') : t('categories.choose')} />
                      <Select.Content position="popper">
                        {(names ?? []).map((name) => (
                          <Select.Item key={name} value={name}>
                            {name}
                          </Select.Item>
                        ))}
                      </Select.Content>
                    </Select.Root>
                  )
                }
              />
            )}
          </FormField>
          <Flex direction="column" gap="1">
            <Text id="category-action-label" size="2" weight="medium">
              {t('categories.action')}
            </Text>
            <Controller
              control={form.control}
              name="action"
              render={({ field }) => <ActionChoice labelledBy="category-action-label" actions={CATEGORY_ACTIONS} value={field.value} onChange={field.onChange} />}
            />
            <Text size="1" color="gray">
              {t('categories.actionNote')}
            </Text>
          </Flex>
          <FormActions cancelTo={linkTo('config-websites', undefined, { tab: 'categories' })} submitLabel={t('save')} saving={isSubmitting} />
        </Flex>
      </form>
    </Card>
  );
}

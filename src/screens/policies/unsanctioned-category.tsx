// /add-unsanctioned-category and /update-unsanctioned-category/{name}: unsanction a whole SaaS category
// with one security action (spec part 1 §5: an unsanctioned app requires a security action), each
// action explained where it is chosen (part 2 §4). After saving: the changes message (part 1 §9).
import { useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Card, Flex, RadioCards, Select, Text } from '@radix-ui/themes';
import { UNSANCTIONED_ACTIONS } from '../../api/contract/catalog';
import { actionTypeSchema } from '../../api/contract/saas';
import { saasMutations, saasQueries } from '../../api/queries/saas';
import { usePageHeading } from '../../app/layout/page-heading';
import { explanationKey } from '../../domain/saas/access';
import { useChangesToast } from '../../ui/use-changes-toast';
import { linkTo } from '../../lib/links';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { FormActions } from '../../ui/form-actions';

export default function UnsanctionedCategoryForm() {
  const { t } = useTranslation('saas-policies');
  const { name: editing } = useParams();
  usePageHeading({ subheading: t('categories.description') });
  const navigate = useNavigate();
  const categories = useQuery(saasQueries.categories());
  const existing = useQuery(saasQueries.unsanctionedCategories());
  const current = existing.data?.find((row) => row.name === editing);
  const taken = new Set((existing.data ?? []).map((row) => row.name));
  const save = useMutation(saasMutations.saveUnsanctionedCategory());
  const changesToast = useChangesToast();

  const schema = z.object({
    name: z.string().min(1, t('categories.nameRequired')),
    action: actionTypeSchema,
  });
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    values: editing ? { name: editing, action: current?.action ?? 'Block' } : undefined,
    defaultValues: { name: '', action: 'Block' },
  });
  const formError = useFormErrors(form.setError, ['name', 'action']);
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    formError.clear();
    try {
      await save.mutateAsync({ ...values, isNew: !editing });
      changesToast(t('categories.saved', values));
      navigate(linkTo('saas-config', {}, { tab: 'unsanctioned' }));
    } catch (error) {
      formError.show(error);
    }
  });

  const choices = (categories.data ?? []).filter((c) => c.name === editing || !taken.has(c.name));
  return (
    <Card size="3" style={{ maxWidth: 560 }}>
      <form onSubmit={onSubmit} noValidate>
        <Flex direction="column" gap="4">
          <FormField label={t('categories.name')} error={errors.name?.message}>
            {(control) =>
              editing ? (
                <Text id={control.id} weight="medium">
                  {editing}
                </Text>
              ) : (
                <Controller
                  control={form.control}
                  name="name"
                  render={({ field }) => (
                    <Select.Root value={field.value || undefined} onValueChange={field.onChange}>
                      <Select.Trigger {...control} placeholder={t('categories.namePlaceholder')} />
                      <Select.Content>
                        {choices.map((c) => (
                          <Select.Item key={c.name} value={c.name}>
                            {c.name}
                          </Select.Item>
                        ))}
                      </Select.Content>
                    </Select.Root>
                  )}
                />
              )
            }
          </FormField>
          <FormField label={t('categories.action')} error={errors.action?.message}>
            {(control) => (
              <Controller
                control={form.control}
                name="action"
                render={({ field }) => (
                  <RadioCards.Root id={control.id} value={field.value} onValueChange={field.onChange} columns="1" gap="2" aria-label={t('categories.action')}>
                    {UNSANCTIONED_ACTIONS.map((action) => (
                      <RadioCards.Item key={action} value={action}>
                        <Flex direction="column" width="100%">
                          <Text weight="bold">{action}</Text>
                          <Text size="1" color="gray">
                            {t(explanationKey({ kind: 'unsanction', action }), { ns: 'saas-access' })}
                          </Text>
                        </Flex>
                      </RadioCards.Item>
                    ))}
                  </RadioCards.Root>
                )}
              />
            )}
          </FormField>
          <FormErrors message={formError.message} />
          <FormActions cancelTo={linkTo('saas-config', {}, { tab: 'unsanctioned' })} submitLabel={t('categories.save')} saving={save.isPending} />
        </Flex>
      </form>
    </Card>
  );
}

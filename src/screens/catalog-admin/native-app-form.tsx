// /native-app/{id?} (spec part 2 §2.6; issue 24): add or edit a native app of the provider's catalog. Its
// installed-app names are what endpoints report (installed_apps); the most installed names on the fleet
// are offered as suggestions, and an edited app shows how many endpoints across every company have it.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Badge, Button, Card, CheckboxGroup, Flex, Grid, Select, Text, TextArea, TextField } from '@radix-ui/themes';
import { PLATFORM_FAMILIES } from '../../api/contract/catalog';
import { NATIVE_RISKS, type NativeApp } from '../../api/contract/catalog-admin';
import { catalogAdminMutations, catalogAdminQueries } from '../../api/queries/catalog-admin';
import { usePageHeading } from '../../app/layout/page-heading';
import { linkTo } from '../../lib/links';
import { shouldSearch } from '../../lib/validation';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { useToast } from '../../ui/toast';
import { failureText, joinList, NS, RecordGate, splitList, useCanManageCatalog } from './shared';
import { FormActions } from '../../ui/form-actions';

const formSchema = z.object({
  name: z.string().trim().min(1, 'Enter the app name.').max(200, 'At most 200 characters.'),
  publisher: z.string().max(200, 'At most 200 characters.'),
  platforms: z.array(z.enum(PLATFORM_FAMILIES)).min(1, 'Choose at least one platform.'),
  categories: z.string(),
  match_names: z.string(),
  risk: z.enum(NATIVE_RISKS),
  notes: z.string().max(2000, 'At most 2000 characters.'),
});
type FormValues = z.infer<typeof formSchema>;
const FIELDS = ['name', 'publisher', 'platforms', 'categories', 'match_names', 'risk', 'notes'] as const;

export default function NativeAppForm() {
  const id = useParams().id;
  const existing = useQuery({ ...catalogAdminQueries.nativeApp(id ?? ''), enabled: Boolean(id) });
  return <RecordGate recordKey={id} query={existing}>{(app) => <NativeAppEditor key={id ?? 'new'} app={app} />}</RecordGate>;
}

function NativeAppEditor({ app }: { app: NativeApp | undefined }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const toast = useToast();
  const canChange = useCanManageCatalog();
  usePageHeading({ subheading: app ? t('nativeForm.editSubtitle', { name: app.name }) : t('nativeForm.addSubtitle') });
  const add = useMutation(catalogAdminMutations.addNativeApp());
  const change = useMutation(catalogAdminMutations.updateNativeApp());
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: app?.name ?? '', publisher: app?.publisher ?? '', platforms: app?.platforms ?? [], categories: joinList(app?.categories),
      match_names: joinList(app?.match_names), risk: app?.risk ?? 'Low', notes: app?.notes ?? '',
    },
  });
  const formError = useFormErrors(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;
  const listHref = linkTo('admin-native-apps');

  async function submit(values: FormValues) {
    formError.clear();
    const body = {
      name: values.name, publisher: values.publisher.trim() || null, platforms: values.platforms, categories: splitList(values.categories),
      match_names: splitList(values.match_names), risk: values.risk, notes: values.notes.trim() || null,
    };
    try {
      if (app) await change.mutateAsync({ id: app.id, body });
      else await add.mutateAsync(body);
      toast({ kind: 'success', title: t(app ? 'nativeForm.updated' : 'nativeForm.added', { name: body.name }) });
      void navigate(listHref);
    } catch (error) {
      formError.show(error);
    }
  }

  function addMatch(name: string) {
    const current = splitList(form.getValues('match_names'));
    if (current.some((c) => c.toLowerCase() === name.toLowerCase())) return;
    form.setValue('match_names', joinList([...current, name]), { shouldDirty: true });
  }

  return (
    <Card size="3" style={{ maxWidth: 820 }}>
      <form noValidate onSubmit={form.handleSubmit(submit)} aria-label={app ? t('nativeForm.editLabel', { name: app.name }) : t('nativeForm.addLabel')}>
        <Flex direction="column" gap="4">
          {app ? (
            <Text size="2" color="gray">
              {t('native.installedLong', { count: app.endpoints, companies: app.companies })}
            </Text>
          ) : null}
          <FormErrors message={formError.message} />
          <FormField label={t('nativeForm.name')} error={errors.name?.message}>
            {(control) => <TextField.Root {...control} {...form.register('name')} autoFocus disabled={!canChange} />}
          </FormField>
          <FormField label={t('nativeForm.publisher')} error={errors.publisher?.message}>
            {(control) => <TextField.Root {...control} {...form.register('publisher')} disabled={!canChange} />}
          </FormField>
          <Flex direction="column" gap="1" role="group" aria-labelledby="native-platforms-label">
            <Text id="native-platforms-label" size="2" weight="medium">
              {t('nativeForm.platforms')}
            </Text>
            <Controller
              control={form.control}
              name="platforms"
              render={({ field }) => (
                <CheckboxGroup.Root value={field.value} onValueChange={field.onChange} disabled={!canChange}>
                  <Grid columns="3" gap="2">
                    {PLATFORM_FAMILIES.map((p) => (
                      <CheckboxGroup.Item key={p} value={p}>
                        {p}
                      </CheckboxGroup.Item>
                    ))}
                  </Grid>
                </CheckboxGroup.Root>
              )}
            />
            {errors.platforms?.message ? (
              <Text size="1" color="red">
                {errors.platforms.message}
              </Text>
            ) : null}
          </Flex>
          <FormField label={t('nativeForm.matchNames')} error={errors.match_names?.message} hint={<Text size="1" color="gray">{t('nativeForm.matchHint')}</Text>}>
            {(control) => <TextField.Root {...control} {...form.register('match_names')} disabled={!canChange} />}
          </FormField>
          {canChange ? <Suggestions onPick={addMatch} /> : null}
          <FormField label={t('nativeForm.categories')} error={errors.categories?.message} hint={<Text size="1" color="gray">{t('common.listHint')}</Text>}>
            {(control) => <TextField.Root {...control} {...form.register('categories')} disabled={!canChange} />}
          </FormField>
          <FormField label={t('nativeForm.risk')} error={errors.risk?.message}>
            {(control) => (
              <Controller
                control={form.control}
                name="risk"
                render={({ field }) => (
                  <Select.Root value={field.value} onValueChange={field.onChange} disabled={!canChange}>
                    <Select.Trigger {...control} />
                    <Select.Content position="popper">
                      {NATIVE_RISKS.map((r) => (
                        <Select.Item key={r} value={r}>
                          {t(`risk.${r}`)}
                        </Select.Item>
                      ))}
                    </Select.Content>
                  </Select.Root>
                )}
              />
            )}
          </FormField>
          <FormField label={t('nativeForm.notes')} error={errors.notes?.message}>
            {(control) => <TextArea {...control} {...form.register('notes')} rows={3} disabled={!canChange} />}
          </FormField>
          <FormActions cancelTo={listHref} submitLabel={t('common.save')} saving={isSubmitting} canSubmit={canChange} />
        </Flex>
      </form>
    </Card>
  );
}

/** The installed-app names the fleet reports, most installed first; a click adds one to the match names. */
function Suggestions({ onPick }: { onPick: (name: string) => void }) {
  const { t } = useTranslation(NS);
  const [term, setTerm] = useState('');
  const q = shouldSearch(term) ? term.trim() : '';
  const names = useQuery(catalogAdminQueries.installedNames(q));
  return (
    <Flex direction="column" gap="2">
      <Text id="native-suggestions-label" size="1" color="gray">
        {t('nativeForm.suggestions')}
      </Text>
      <TextField.Root size="1" value={term} onChange={(e) => setTerm(e.target.value)} placeholder={t('nativeForm.suggestSearch')} aria-label={t('nativeForm.suggestSearch')} style={{ maxWidth: 320 }} />
      {names.isPending ? (
        <Text size="1" color="gray">{t('common.loading')}</Text>
      ) : names.isError ? (
        <Text size="1" color="red">{failureText(names.error)}</Text>
      ) : names.data.length === 0 ? (
        <Text size="1" color="gray">{t('nativeForm.noSuggestions')}</Text>
      ) : (
        <Flex gap="2" wrap="wrap" aria-labelledby="native-suggestions-label" role="group">
          {names.data.map((n) => (
            <Button key={n.name} type="button" size="1" variant="soft" color={n.catalogued ? 'gray' : undefined} onClick={() => onPick(n.name)} aria-label={t('nativeForm.suggestionLabel', { name: n.name, count: n.endpoints })}>
              {n.name}
              <Badge size="1" variant="surface">{n.endpoints}</Badge>
            </Button>
          ))}
        </Flex>
      )}
    </Flex>
  );
}

// The application group form of the add and update routes (both kinds): name, description, applications
// (one per line, as the devices report them), groups (chosen from the company's) and people (by email).
// Checked with the contract's schema before sending; the server's 400 puts its reasons on the same fields.
// After saving, the group's detail screen shows its reach.
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card, Flex, Text, TextArea, TextField } from '@radix-ui/themes';
import { ApiRequestError } from '../../api/client';
import { appGroupBody, type AppGroupBody, type AppGroupDetail, type AppGroupKind } from '../../api/contract/mdm-apps';
import { GroupsField } from '../../domain/people/groups-field';
import { FormActions } from '../../ui/form-actions';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { useChangesToast } from '../../ui/use-changes-toast';
import { detailLink, listLink } from './shared';

type GroupForm = { name: string; description: string; apps: string; groups: string[]; people: string };

const FIELDS = ['name', 'description', 'apps', 'groups', 'people'] as const;
type Field = (typeof FIELDS)[number];

const lines = (text: string) => text.split(/[\n,]/).map((l) => l.trim()).filter(Boolean);

/** The body's field an issue path names, as the form's field. */
function fieldOf(path: string): Field | undefined {
  const head = path.split(/[./]/)[0];
  if (head === 'person_emails') return 'people';
  if (head === 'group_ids') return 'groups';
  return FIELDS.find((f) => f === head);
}

export function formOf(group?: AppGroupDetail): GroupForm {
  return {
    name: group?.name ?? '',
    description: group?.description ?? '',
    apps: group?.apps.join('\n') ?? '',
    groups: group?.groups.map((g) => g.id) ?? [],
    people: group?.assigned_people.map((p) => p.email).join('\n') ?? '',
  };
}

export function AppGroupForm({ kind, initial, save }: { kind: AppGroupKind; initial: GroupForm; save: (body: AppGroupBody) => Promise<AppGroupDetail> }) {
  const { t } = useTranslation('mdm-apps');
  const navigate = useNavigate();
  const toast = useChangesToast();

  const bodyOf = (v: GroupForm): AppGroupBody => ({
    kind,
    name: v.name,
    ...(v.description.trim() ? { description: v.description } : {}),
    apps: lines(v.apps),
    person_emails: lines(v.people),
    group_ids: v.groups,
  });
  const resolver: Resolver<GroupForm> = async (values) => {
    const parsed = appGroupBody.safeParse(bodyOf(values));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path.map(String).join('.')) ?? 'name';
      errors[field] ??= { type: 'validation', message: issue.message };
    }
    return { values: {}, errors };
  };

  const form = useForm<GroupForm>({ resolver, defaultValues: initial });
  const formError = useFormErrors(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;

  async function submit(values: GroupForm) {
    formError.clear();
    const body = bodyOf(values);
    try {
      const saved = await save(body);
      toast(t('form.saved', { name: saved.name }));
      void navigate(detailLink(saved));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) formError.show(error, t('form.duplicate', { name: body.name }));
      else if (error instanceof ApiRequestError && error.status === 400 && error.issues.length > 0) {
        const unplaced: string[] = [];
        for (const issue of error.issues) {
          const field = fieldOf(issue.path);
          if (field) form.setError(field, { type: 'server', message: issue.message });
          else unplaced.push(issue.message);
        }
        formError.show(error, unplaced.join(' '));
      } else formError.show(error);
    }
  }

  return (
    <Card size="3" style={{ maxWidth: 760 }}>
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <Flex direction="column" gap="4">
          <FormErrors message={formError.message} />
          <FormField label={t('form.name')} error={errors.name?.message}>
            {(control) => <TextField.Root {...control} {...form.register('name')} autoComplete="off" />}
          </FormField>
          <FormField label={t('form.description')} error={errors.description?.message}>
            {(control) => <TextField.Root {...control} {...form.register('description')} autoComplete="off" />}
          </FormField>
          <FormField label={t('form.apps')} error={errors.apps?.message} hint={<Text size="1" color="gray">{t('form.appsHint')}</Text>}>
            {(control) => <TextArea {...control} {...form.register('apps')} rows={5} />}
          </FormField>
          <Controller
            control={form.control}
            name="groups"
            render={({ field }) => (
              <GroupsField
                {...field}
                label={t('form.groups')}
                error={errors.groups?.message}
                loadingText={t('loading')}
                noneText={t('form.noGroupOptions')}
              />
            )}
          />
          <FormField label={t('form.people')} error={errors.people?.message} hint={<Text size="1" color="gray">{t('form.peopleHint')}</Text>}>
            {(control) => <TextArea {...control} {...form.register('people')} rows={3} />}
          </FormField>
          <FormActions cancelTo={listLink()} submitLabel={t('save')} saving={isSubmitting} />
        </Flex>
      </form>
    </Card>
  );
}

// The app policy form of /add-app-policy and /edit-app-policy/:id: what (one managed app or one application
// group), the action, targets (groups chosen from the company's, people by email), the schedule (immediately
// or a maintenance window: days and hours), allowed user deferrals (0–10) and the priority. Checked with the
// contract's schema before sending; the server's 400 puts its reasons on the same fields.
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card, Flex, RadioGroup, Select, Text, TextArea, TextField } from '@radix-ui/themes';
import { ApiRequestError } from '../../api/client';
import { APP_POLICY_ACTIONS, WEEK_DAYS, appPolicyBody, type AppPolicyBody, type AppPolicyDetail } from '../../api/contract/mdm-policies';
import { mdmPoliciesQueries } from '../../api/queries/mdm-policies';
import { GroupsField } from '../../domain/people/groups-field';
import { linkTo } from '../../lib/links';
import { CheckboxesField } from '../../ui/checkboxes-field';
import { FormActions } from '../../ui/form-actions';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { useChangesToast } from '../../ui/use-changes-toast';

export type PolicyForm = {
  subject: string;
  action: string;
  groups: string[];
  people: string;
  schedule: string;
  days: string[];
  start: string;
  end: string;
  deferrals: string;
  priority: string;
};

const FIELDS = ['subject', 'action', 'groups', 'people', 'schedule', 'days', 'start', 'end', 'deferrals', 'priority'] as const;
type Field = (typeof FIELDS)[number];
const BODY_FIELDS: Record<string, Field> = {
  managed_app_id: 'subject', app_group_id: 'subject', action: 'action', group_ids: 'groups', person_emails: 'people', schedule: 'schedule',
  window_days: 'days', window_start: 'start', window_end: 'end', deferrals: 'deferrals', priority: 'priority',
};

const lines = (text: string) => text.split(/[\n,]/).map((l) => l.trim()).filter(Boolean);
/** A number field's value: empty is null, anything else is what Number makes of it (NaN fails the schema). */
const num = (text: string) => (text.trim() === '' ? null : Number(text));
const fieldOf = (path: string): Field | undefined => BODY_FIELDS[path.split(/[./]/)[0]];

export function formOf(p?: AppPolicyDetail): PolicyForm {
  return {
    subject: p ? `${p.subject.kind}:${p.subject.id}` : '',
    action: p?.action ?? 'INSTALL',
    groups: p?.groups.map((g) => g.id) ?? [],
    people: p?.assigned_people.map((x) => x.email).join('\n') ?? '',
    schedule: p?.schedule.kind ?? 'IMMEDIATE',
    days: p?.schedule.days ?? [],
    start: p?.schedule.start_hour == null ? '' : String(p.schedule.start_hour),
    end: p?.schedule.end_hour == null ? '' : String(p.schedule.end_hour),
    deferrals: String(p?.deferrals ?? 0),
    priority: String(p?.priority ?? 10),
  };
}

function bodyOf(v: PolicyForm): AppPolicyBody {
  const [kind, id] = v.subject.split(':');
  const window = v.schedule === 'WINDOW';
  return {
    managed_app_id: kind === 'app' ? id : null,
    app_group_id: kind === 'group' ? id : null,
    action: v.action as AppPolicyBody['action'],
    group_ids: v.groups,
    person_emails: lines(v.people),
    schedule: v.schedule as AppPolicyBody['schedule'],
    window_days: window ? (v.days as AppPolicyBody['window_days']) : [],
    window_start: window ? num(v.start) : null,
    window_end: window ? num(v.end) : null,
    deferrals: num(v.deferrals) ?? 0,
    priority: num(v.priority) ?? 10,
  };
}

/** A one-of choice's label and error; the labelled radio group is the child. */
function RadioField({ label, id, error, children }: { label: string; id: string; error?: string; children: React.ReactNode }) {
  return (
    <Flex direction="column" gap="1">
      <Text id={id} size="2" weight="medium">
        {label}
      </Text>
      {children}
      {error ? (
        <Text size="1" color="red">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}

export function AppPolicyForm({ initial, save }: { initial: PolicyForm; save: (body: AppPolicyBody) => Promise<AppPolicyDetail> }) {
  const { t } = useTranslation('mdm-policies');
  const navigate = useNavigate();
  const toast = useChangesToast();
  const choices = useQuery(mdmPoliciesQueries.choices());

  const resolver: Resolver<PolicyForm> = async (values) => {
    const parsed = appPolicyBody.safeParse(bodyOf(values));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path.map(String).join('.')) ?? 'subject';
      errors[field] ??= { type: 'validation', message: issue.message };
    }
    return { values: {}, errors };
  };
  const form = useForm<PolicyForm>({ resolver, defaultValues: initial });
  const formError = useFormErrors(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;
  const schedule = form.watch('schedule');

  async function submit(values: PolicyForm) {
    formError.clear();
    try {
      const saved = await save(bodyOf(values));
      toast(t('form.saved', { name: saved.subject.name }));
      void navigate(linkTo('edit-app-policy', { id: saved.id }));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400 && error.issues.length > 0) {
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

  const apps = choices.data?.apps ?? [];
  const appGroups = choices.data?.groups ?? [];
  return (
    <Card size="3" style={{ maxWidth: 760 }}>
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <Flex direction="column" gap="4">
          <FormErrors message={formError.message} />
          <FormField
            label={t('form.subject')}
            error={errors.subject?.message}
            hint={apps.length + appGroups.length === 0 && choices.isSuccess ? <Text size="1" color="gray">{t('form.noChoices')}</Text> : undefined}
          >
            {(control) => (
              <Controller
                control={form.control}
                name="subject"
                render={({ field }) => (
                  <Select.Root value={field.value || undefined} onValueChange={field.onChange}>
                    <Select.Trigger {...control} placeholder={choices.isPending ? t('loading') : t('form.subjectPlaceholder')} />
                    <Select.Content>
                      {apps.length ? (
                        <Select.Group>
                          <Select.Label>{t('form.managedApps')}</Select.Label>
                          {apps.map((a) => (
                            <Select.Item key={a.id} value={`app:${a.id}`}>
                              {a.name} ({a.bundle_id})
                            </Select.Item>
                          ))}
                        </Select.Group>
                      ) : null}
                      {appGroups.length ? (
                        <Select.Group>
                          <Select.Label>{t('form.appGroups')}</Select.Label>
                          {appGroups.map((g) => (
                            <Select.Item key={g.id} value={`group:${g.id}`}>
                              {t('form.groupChoice', { name: g.name, count: g.apps.length })}
                            </Select.Item>
                          ))}
                        </Select.Group>
                      ) : null}
                    </Select.Content>
                  </Select.Root>
                )}
              />
            )}
          </FormField>
          <RadioField label={t('form.action')} id="app-policy-action" error={errors.action?.message}>
            <Controller
              control={form.control}
              name="action"
              render={({ field }) => (
                <RadioGroup.Root aria-labelledby="app-policy-action" value={field.value} onValueChange={field.onChange}>
                  <Flex gap="4" wrap="wrap">
                    {APP_POLICY_ACTIONS.map((a) => (
                      <RadioGroup.Item key={a} value={a}>
                        {t(`actions.${a}`)}
                      </RadioGroup.Item>
                    ))}
                  </Flex>
                </RadioGroup.Root>
              )}
            />
          </RadioField>
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
          <RadioField label={t('form.schedule')} id="app-policy-schedule" error={errors.schedule?.message}>
            <Controller
              control={form.control}
              name="schedule"
              render={({ field }) => (
                <RadioGroup.Root aria-labelledby="app-policy-schedule" value={field.value} onValueChange={field.onChange}>
                  <Flex gap="4" wrap="wrap">
                    <RadioGroup.Item value="IMMEDIATE">{t('form.immediately')}</RadioGroup.Item>
                    <RadioGroup.Item value="WINDOW">{t('form.window')}</RadioGroup.Item>
                  </Flex>
                </RadioGroup.Root>
              )}
            />
          </RadioField>
          {schedule === 'WINDOW' ? (
            <Flex direction="column" gap="3" pl="4">
              <Controller
                control={form.control}
                name="days"
                render={({ field }) => (
                  <CheckboxesField
                    {...field}
                    label={t('form.days')}
                    options={WEEK_DAYS.map((d) => ({ value: d, label: t(`days.${d}`) }))}
                    error={errors.days?.message}
                  />
                )}
              />
              <Flex gap="4" wrap="wrap">
                <FormField label={t('form.start')} error={errors.start?.message}>
                  {(control) => <TextField.Root {...control} {...form.register('start')} type="number" min={0} max={23} inputMode="numeric" />}
                </FormField>
                <FormField label={t('form.end')} error={errors.end?.message}>
                  {(control) => <TextField.Root {...control} {...form.register('end')} type="number" min={0} max={23} inputMode="numeric" />}
                </FormField>
              </Flex>
            </Flex>
          ) : null}
          <Flex gap="4" wrap="wrap">
            <FormField label={t('form.deferrals')} error={errors.deferrals?.message} hint={<Text size="1" color="gray">{t('form.deferralsHint')}</Text>}>
              {(control) => <TextField.Root {...control} {...form.register('deferrals')} type="number" min={0} max={10} inputMode="numeric" />}
            </FormField>
            <FormField label={t('form.priority')} error={errors.priority?.message} hint={<Text size="1" color="gray">{t('form.priorityHint')}</Text>}>
              {(control) => <TextField.Root {...control} {...form.register('priority')} type="number" min={1} max={100} inputMode="numeric" />}
            </FormField>
          </Flex>
          <FormActions cancelTo={linkTo('application-policies')} submitLabel={t('save')} saving={isSubmitting} />
        </Flex>
      </form>
    </Card>
  );
}

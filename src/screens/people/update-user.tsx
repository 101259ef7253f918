// /update-user/{email} (spec part 1 §7 GET /users/{email}, POST /users/{id} "update, make active",
// DELETE /users/{id}): edit a person's name, department, groups and status, or delete them.
import { useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Flex, Select, Text } from '@radix-ui/themes';
import { EnvelopeClosedIcon, TrashIcon } from '@radix-ui/react-icons';
import { ApiRequestError } from '../../api/client';
import type { PersonDetail } from '../../api/contract/users';
import { userMutations, userQueries } from '../../api/queries/users';
import { usePageHeading } from '../../app/layout/page-heading';
import { linkTo } from '../../lib/links';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ErrorState } from '../../ui/error-state';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { useToast } from '../../ui/toast';
import { PersonAssetsLink } from '../../domain/fleet/person-assets-link';
import { inviteToast } from '../../domain/people/invite';
import { PERSON_FIELDS, PersonFields, usePersonSchema, type PersonValues } from './person-fields';
import { FormActions } from '../../ui/form-actions';

function EditPerson({ person }: { person: PersonDetail }) {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  const toast = useToast();
  const update = useMutation(userMutations.updateUser());
  const remove = useMutation(userMutations.deleteUser());
  const invite = useMutation(userMutations.invite());
  const form = useForm<PersonValues>({
    resolver: zodResolver(usePersonSchema()),
    defaultValues: {
      first_name: person.first_name,
      last_name: person.last_name,
      email: person.email,
      department: person.department ?? '',
      groups: person.group_ids,
      status: person.status,
    },
  });
  const formError = useFormErrors(form.setError, PERSON_FIELDS);

  const onSubmit = form.handleSubmit(async ({ email: _email, ...values }) => {
    formError.clear();
    try {
      const saved = await update.mutateAsync({ id: person.id, body: { ...values, department: values.department || null } });
      toast({ kind: 'success', title: t('update.saved', { name: saved.name }) });
      navigate(linkTo('user-management'));
    } catch (error) {
      formError.show(error);
    }
  });

  return (
    <Card size="3" style={{ maxWidth: 880 }}>
      <form onSubmit={onSubmit} noValidate>
        <Flex direction="column" gap="4">
          <PersonFields register={form.register} control={form.control} errors={form.formState.errors} emailLocked />
          <Flex gap="4" align="end" wrap="wrap">
            <FormField label={t('person.status')} error={form.formState.errors.status?.message}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="status"
                  render={({ field }) => (
                    <Select.Root value={field.value} onValueChange={field.onChange}>
                      <Select.Trigger {...control} style={{ minWidth: 160 }} />
                      <Select.Content>
                        <Select.Item value="ACTIVE">{t('person.statusActive')}</Select.Item>
                        <Select.Item value="INACTIVE">{t('person.statusInactive')}</Select.Item>
                      </Select.Content>
                    </Select.Root>
                  )}
                />
              )}
            </FormField>
            {form.watch('status') === 'INACTIVE' ? (
              <Button type="button" variant="soft" onClick={() => form.setValue('status', 'ACTIVE', { shouldDirty: true })}>
                {t('person.makeActive')}
              </Button>
            ) : null}
          </Flex>
          <Flex gap="3" align="center" wrap="wrap">
            <Text size="2" color="gray">
              {t('person.endpoints', { count: person.endpoints })}
            </Text>
            <PersonAssetsLink personId={person.id} name={person.name} />
            {person.copilot_status !== 'installed' ? (
              <Button
                type="button"
                variant="soft"
                title={t('invite.oneHint')}
                loading={invite.isPending}
                onClick={() =>
                  invite.mutate([person.email], {
                    onSuccess: (result) => toast(inviteToast(result, t)),
                    onError: (error) => toast({ kind: 'error', title: error.message }),
                  })
                }
              >
                <EnvelopeClosedIcon /> {t('invite.one')}
              </Button>
            ) : null}
          </Flex>
          <FormErrors message={formError.message} />
          <Flex gap="3" justify="between" wrap="wrap">
            <ConfirmDialog
              trigger={
                <Button type="button" color="red" variant="soft">
                  <TrashIcon /> {t('update.delete')}
                </Button>
              }
              title={t('update.deleteTitle', { name: person.name })}
              description={t('update.deleteText', { email: person.email })}
              confirmLabel={t('update.delete')}
              onConfirm={async () => {
                await remove.mutateAsync(person.id);
                toast({ kind: 'success', title: t('update.deleted', { name: person.name }) });
                navigate(linkTo('user-management'));
              }}
            />
            <FormActions cancelTo={linkTo('user-management')} submitLabel={t('save')} saving={form.formState.isSubmitting} justify="start" />
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}

export default function UpdateUser() {
  const { t } = useTranslation('people');
  usePageHeading({ subheading: t('update.subtitle') });
  const { email = '' } = useParams();
  const person = useQuery({ ...userQueries.detail(email), retry: false });
  if (person.isPending) return <Text color="gray">{t('loading')}</Text>;
  if (person.isError) {
    const missing = person.error instanceof ApiRequestError && person.error.status === 404;
    return missing ? <ErrorState title={t('notFound')} subtitle={t('update.missing')} /> : <ErrorState />;
  }
  return <EditPerson key={person.data.id} person={person.data} />;
}

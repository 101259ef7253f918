// The fields a person has in Admin › MANAGEMENT (spec part 1 §7 POST /users, POST /users/{id}): first and
// last name, e-mail (only when adding), department, and the groups as checkboxes of the company's groups.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { Box, CheckboxGroup, Flex, Grid, Text, TextField } from '@radix-ui/themes';
import { DEPARTMENT_MAX, NAME_MAX, PERSON_STATUSES } from '../../api/contract/users';
import { groupQueries } from '../../api/queries/users';
import { EMAIL_MESSAGE, isEmail } from '../../lib/validation';
import { FormField } from '../../ui/form-field';

export function usePersonSchema() {
  const { t } = useTranslation('people');
  const max = (n: number) => z.string().trim().max(n, `At most ${n} characters.`);
  return z.object({
    first_name: max(NAME_MAX).min(1, t('required')),
    last_name: max(NAME_MAX),
    email: z.string().trim().max(254).refine(isEmail, EMAIL_MESSAGE),
    department: max(DEPARTMENT_MAX),
    groups: z.array(z.string()),
    /** only the edit form shows it; a new person starts ACTIVE */
    status: z.enum(PERSON_STATUSES),
  });
}
export type PersonValues = z.infer<ReturnType<typeof usePersonSchema>>;
export const PERSON_FIELDS = ['first_name', 'last_name', 'email', 'department', 'groups', 'status'] as const;

export function PersonFields({ register, control, errors, emailLocked }: {
  register: UseFormRegister<PersonValues>;
  control: Control<PersonValues>;
  errors: FieldErrors<PersonValues>;
  /** editing: the address shows but cannot change */
  emailLocked?: boolean;
}) {
  const { t } = useTranslation('people');
  const options = useQuery(groupQueries.options());
  return (
    <Flex direction="column" gap="4">
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <FormField label={t('person.firstName')} error={errors.first_name?.message}>
          {(c) => <TextField.Root {...c} {...register('first_name')} autoComplete="off" />}
        </FormField>
        <FormField label={t('person.lastName')} error={errors.last_name?.message}>
          {(c) => <TextField.Root {...c} {...register('last_name')} autoComplete="off" />}
        </FormField>
      </Grid>
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <FormField
          label={t('person.email')}
          error={errors.email?.message}
          hint={emailLocked ? <Text size="1" color="gray">{t('person.emailFixed')}</Text> : undefined}
        >
          {(c) => <TextField.Root {...c} {...register('email')} type="email" autoComplete="off" readOnly={emailLocked} />}
        </FormField>
        <FormField label={t('person.department')} error={errors.department?.message}>
          {(c) => <TextField.Root {...c} {...register('department')} autoComplete="off" />}
        </FormField>
      </Grid>
      <Flex direction="column" gap="1" role="group" aria-labelledby="person-groups-label">
        <Text size="2" weight="medium" id="person-groups-label">
          {t('person.groups')}
        </Text>
        {options.isPending ? <Text size="2" color="gray">{t('loading')}</Text> : null}
        {options.data?.length === 0 ? <Text size="2" color="gray">{t('person.noGroups')}</Text> : null}
        {options.data?.length ? (
          <Box style={{ maxHeight: 200, overflowY: 'auto' }}>
            <Controller
              control={control}
              name="groups"
              render={({ field }) => (
                <CheckboxGroup.Root value={field.value} onValueChange={field.onChange} name="groups">
                  <Grid columns={{ initial: '1', sm: '3' }} gap="2">
                    {options.data.map((g) => (
                      <CheckboxGroup.Item key={g.id} value={g.id}>
                        {g.name}
                      </CheckboxGroup.Item>
                    ))}
                  </Grid>
                </CheckboxGroup.Root>
              )}
            />
          </Box>
        ) : null}
        {errors.groups?.message ? <Text size="1" color="red">{errors.groups.message}</Text> : null}
      </Flex>
    </Flex>
  );
}

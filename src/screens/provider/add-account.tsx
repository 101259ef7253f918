// /add-account (issue 24; spec part 1 §7 POST /managed-accounts): create a company with its features and,
// optionally, its first admin. A customer admin creates a sub-account and may grant only the features its own
// company has (flagsBeyondCreator, docs/ROLES.md "Creating companies"); the provider grants any. The server's
// 400 reasons go onto the fields and its 409 above them (ui/FormErrors).
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button, Card, Checkbox, Flex, Text, TextField } from '@radix-ui/themes';
import { flagsBeyondCreator } from '../../api/contract/accounts';
import { isProviderOperator } from '../../api/contract/access';
import { FEATURE_FLAGS, type FeatureFlag } from '../../api/contract/common';
import { providerMutations } from '../../api/queries/provider';
import { usePageHeading } from '../../app/layout/page-heading';
import { useSession } from '../../app/session/use-session';
import { linkTo } from '../../lib/links';
import { emailField } from '../../lib/validation';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { useToast } from '../../ui/toast';

function useSchema() {
  const { t } = useTranslation('provider');
  return z.object({
    name: z.string().trim().min(2, t('add.required')).max(200),
    admin_email: z.union([z.literal(''), emailField]),
    flags: z.object(Object.fromEntries(FEATURE_FLAGS.map((f) => [f, z.boolean()])) as Record<FeatureFlag, z.ZodBoolean>),
  });
}
type Values = z.infer<ReturnType<typeof useSchema>>;
const FIELDS = ['name', 'admin_email'] as const;
const NO_FLAGS = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, false])) as Record<FeatureFlag, boolean>;

export default function AddAccount() {
  const { t } = useTranslation('provider');
  usePageHeading({ subheading: t('add.subtitle') });
  const navigate = useNavigate();
  const toast = useToast();
  const { access, user } = useSession();
  const operator = isProviderOperator(access);
  const create = useMutation(providerMutations.createCompany());
  const form = useForm<Values>({ resolver: zodResolver(useSchema()), defaultValues: { name: '', admin_email: '', flags: NO_FLAGS } });
  // A sub-account starts with what its creator's company imposes: session logs off stays off.
  const imposed = !operator && Boolean(access?.flags.disable_session_logs);
  useEffect(() => {
    if (imposed) form.setValue('flags.disable_session_logs', true);
  }, [imposed, form]);
  const formError = useFormErrors(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;
  const requested = form.watch('flags');

  /** a flag this creator may not set as the form has it now */
  function refused(flag: FeatureFlag, value: boolean): boolean {
    // the provider grants any feature; everyone else is bounded by its own company (the session's flags)
    if (operator) return false;
    const creator = access?.flags ?? NO_FLAGS;
    return flagsBeyondCreator(creator, { ...requested, [flag]: value }).includes(flag);
  }

  const onSubmit = form.handleSubmit(async (values) => {
    formError.clear();
    try {
      const created = await create.mutateAsync({ name: values.name, ...values.flags, ...(values.admin_email ? { admin_email: values.admin_email } : {}) });
      toast({ title: t('add.created', { name: created.name }), kind: 'success' });
      navigate(operator ? linkTo('palisade-account-details', { id: created.id, name: created.name }) : linkTo('accounts'));
    } catch (error) {
      formError.show(error);
    }
  });

  return (
    <Flex justify="center" py="4">
      <Card size="3" style={{ width: '100%', maxWidth: 640 }}>
        <form onSubmit={onSubmit} noValidate aria-label={t('add.submit')}>
          <Flex direction="column" gap="4">
            <FormErrors message={formError.message} />
            <FormField label={t('add.name')} error={errors.name?.message}>
              {(control) => <TextField.Root {...control} {...form.register('name')} autoComplete="organization" />}
            </FormField>
            <FormField label={t('add.adminEmail')} error={errors.admin_email?.message} hint={<Text size="1" color="gray">{t('add.adminEmailHint')}</Text>}>
              {(control) => <TextField.Root {...control} {...form.register('admin_email')} type="email" autoComplete="off" />}
            </FormField>
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend style={{ padding: 0, marginBottom: 'var(--space-2)', fontSize: 'var(--font-size-2)', fontWeight: 'var(--font-weight-medium)' }}>
                {t('add.features')}
              </legend>
              <Flex direction="column" gap="3">
                {FEATURE_FLAGS.map((flag) => (
                  <Controller
                    key={flag}
                    control={form.control}
                    name={`flags.${flag}`}
                    render={({ field }) => {
                      const locked = refused(flag, !field.value);
                      return (
                        <Text as="label" size="2">
                          <Flex gap="2" align="start">
                            <Checkbox checked={field.value} disabled={locked} onCheckedChange={(v) => field.onChange(v === true)} />
                            <Flex direction="column">
                              <Text weight="medium">{t(`flags.${flag}`)}</Text>
                              <Text size="1" color="gray">
                                {locked
                                  ? t(flag === 'disable_session_logs' ? 'add.sessionLogsImposed' : 'add.beyondCreator', { company: user?.account_name ?? '' })
                                  : t(`flagHints.${flag}`)}
                              </Text>
                            </Flex>
                          </Flex>
                        </Text>
                      );
                    }}
                  />
                ))}
              </Flex>
            </fieldset>
            <Flex gap="3" justify="end">
              <Button type="button" variant="soft" color="gray" onClick={() => navigate(-1)}>
                {t('add.cancel')}
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? t('add.saving') : t('add.submit')}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Card>
    </Flex>
  );
}

// The bypassed-domain forms: an app (its catalog or custom name; the server bypasses its domains) or
// other domains with a name and description. Used by /add-excluded-domains/{id?},
// /add-excluded-domains-others/{id?} and /update-excluded-domains-others/{id?}; with an id they edit.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Card, Flex, Text, TextArea, TextField } from '@radix-ui/themes';
import { DOMAIN_MESSAGE, domainInput, type BypassBody, type BypassRow } from '../../api/contract/web-policies';
import { webPolicyMutations, webPolicyQueries } from '../../api/queries/web-policies';
import { linkTo } from '../../lib/links';
import { ErrorState } from '../../ui/error-state';
import { FormField } from '../../ui/form-field';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { splitDomains } from './add-websites';
import { saveErrorText } from './config-websites-shared';
import { useChangesToast } from '../../ui/use-changes-toast';
import { FormActions } from '../../ui/form-actions';

type Kind = BypassRow['kind'];

const formSchema = z.object({
  kind: z.enum(['app', 'other']),
  name: z.string().trim().min(1, 'Required').max(200),
  domains: z.string(),
  description: z.string().trim().max(1000),
}).superRefine((values, ctx) => {
  if (values.kind !== 'other') return;
  const list = splitDomains(values.domains);
  const bad = list.filter((d) => !domainInput.safeParse(d).success);
  if (list.length === 0 || bad.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['domains'], message: bad.length ? `${DOMAIN_MESSAGE}: ${bad.join(', ')}` : DOMAIN_MESSAGE });
  }
});
type FormValues = z.infer<typeof formSchema>;
const FIELDS = ['name', 'domains', 'description'] as const;

function toBody(values: FormValues): BypassBody {
  const description = values.description || undefined;
  return values.kind === 'app'
    ? { kind: 'app', name: values.name, description }
    : { kind: 'other', name: values.name, domains: splitDomains(values.domains), description };
}

function BypassForm({ kind, row }: { kind: Kind; row?: BypassRow }) {
  const { t } = useTranslation('web-policies');
  const navigate = useNavigate();
  const changesToast = useChangesToast();
  const create = useMutation(webPolicyMutations.createBypass());
  const update = useMutation(webPolicyMutations.updateBypass());
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { kind, name: row?.name ?? '', domains: row?.domains.join('\n') ?? '', description: row?.description ?? '' },
  });
  const formError = useFormErrors(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;
  const backTo = linkTo('excluded-domains', undefined, kind === 'other' ? { kind } : undefined);

  async function submit(values: FormValues) {
    formError.clear();
    const body = toBody(values);
    try {
      if (row) await update.mutateAsync({ id: row.id, body });
      else await create.mutateAsync(body);
      changesToast(t('bypass.saved', { name: body.name }));
      void navigate(backTo);
    } catch (error) {
      formError.show(error, saveErrorText(error, t('bypass.duplicate', { name: body.name })));
    }
  }

  return (
    <Card size="3" style={{ maxWidth: 760 }}>
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <Flex direction="column" gap="4">
          <FormErrors message={formError.message} />
          <FormField
            label={kind === 'app' ? t('bypass.app') : t('bypass.name')}
            error={errors.name?.message}
            hint={kind === 'app' ? <Text size="1" color="gray">{t('bypass.appHint')}</Text> : undefined}
          >
            {(control) => <TextField.Root {...control} {...form.register('name')} autoComplete="off" />}
          </FormField>
          {kind === 'other' ? (
            <FormField label={t('bypass.domains')} error={errors.domains?.message} hint={<Text size="1" color="gray">{t('websites.domainsHint')}</Text>}>
              {(control) => <TextArea {...control} {...form.register('domains')} rows={5} placeholder="example.com" />}
            </FormField>
          ) : null}
          <FormField label={t('bypass.description')} error={errors.description?.message}>
            {(control) => <TextArea {...control} {...form.register('description')} rows={3} />}
          </FormField>
          <FormActions cancelTo={backTo} submitLabel={t('save')} saving={isSubmitting} />
        </Flex>
      </form>
    </Card>
  );
}

function EditBypass({ kind, id }: { kind: Kind; id: string }) {
  const { t } = useTranslation('web-policies');
  const entry = useQuery({ ...webPolicyQueries.bypass(id), retry: false });
  if (entry.isPending) return <Text color="gray">{t('loading')}</Text>;
  const row = entry.data;
  if (!row || row.kind !== kind) return <ErrorState title={t('bypass.notFound')} subtitle={t('bypass.notFoundHelp')} />;
  return <BypassForm kind={kind} row={row} />;
}

/** The add or edit form of one kind; with an id, the entry of that id is edited. */
export function BypassScreen({ kind, id }: { kind: Kind; id: string | undefined }) {
  return id ? <EditBypass kind={kind} id={id} /> : <BypassForm kind={kind} />;
}

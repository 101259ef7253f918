// /add-websites/{name?}: blocks websites with a security action; with a name, changes that website's
// action. Each entry must pass the URL-or-domain rule of spec part 1 §5 (isUrlOrDomain through the
// contract's domainInput), and the field says which entries do not.
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Card, Flex, Text, TextArea } from '@radix-ui/themes';
import { unsanctionedActionSchema } from '../../api/contract/websites';
import { DOMAIN_MESSAGE, domainInput, type BlockedWebsitesBody } from '../../api/contract/web-policies';
import { webPolicyMutations, webPolicyQueries } from '../../api/queries/web-policies';
import { usePageHeading } from '../../app/layout/page-heading';
import { linkTo } from '../../lib/links';
import { ErrorState } from '../../ui/error-state';
import { FormField } from '../../ui/form-field';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { ActionChoice, saveErrorText } from './config-websites-shared';
import { useChangesToast } from '../../ui/use-changes-toast';
import { FormActions } from '../../ui/form-actions';

/** One website per line; commas and spaces separate too. */
export function splitDomains(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).map((d) => d.trim()).filter(Boolean))];
}

const formSchema = z.object({
  domains: z.string().superRefine((text, ctx) => {
    const list = splitDomains(text);
    if (list.length === 0) ctx.addIssue({ code: 'custom', message: DOMAIN_MESSAGE });
    const bad = list.filter((d) => !domainInput.safeParse(d).success);
    if (bad.length > 0) ctx.addIssue({ code: 'custom', message: `${DOMAIN_MESSAGE}: ${bad.join(', ')}` });
  }),
  action: unsanctionedActionSchema,
});
type FormValues = z.infer<typeof formSchema>;
const FIELDS = ['domains', 'action'] as const;

function WebsitesForm({ editing, initial }: { editing?: string; initial: FormValues }) {
  const { t } = useTranslation('web-policies');
  const navigate = useNavigate();
  const changesToast = useChangesToast();
  const create = useMutation(webPolicyMutations.blockWebsites());
  const update = useMutation(webPolicyMutations.updateBlockedWebsite());
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: initial });
  const formError = useFormErrors(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;

  async function submit(values: FormValues) {
    formError.clear();
    const domains = splitDomains(values.domains);
    try {
      if (editing) await update.mutateAsync({ domain: editing, body: { action: values.action } });
      else await create.mutateAsync({ domains, action: values.action } satisfies BlockedWebsitesBody);
      changesToast(t('websites.saved', { count: domains.length }));
      void navigate(linkTo('config-websites'));
    } catch (error) {
      formError.show(error, saveErrorText(error, t('websites.duplicate')));
    }
  }

  return (
    <Card size="3" style={{ maxWidth: 760 }}>
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <Flex direction="column" gap="4">
          <FormErrors message={formError.message} />
          <FormField label={t('websites.domains')} error={errors.domains?.message} hint={<Text size="1" color="gray">{t('websites.domainsHint')}</Text>}>
            {(control) => <TextArea {...control} {...form.register('domains')} rows={5} readOnly={Boolean(editing)} placeholder="example.com" />}
          </FormField>
          <Flex direction="column" gap="1">
            <Text id="website-action-label" size="2" weight="medium">
              {t('websites.action')}
            </Text>
            <Controller
              control={form.control}
              name="action"
              render={({ field }) => <ActionChoice labelledBy="website-action-label" value={field.value} onChange={field.onChange} />}
            />
          </Flex>
          <FormActions cancelTo={linkTo('config-websites')} submitLabel={t('save')} saving={isSubmitting} />
        </Flex>
      </form>
    </Card>
  );
}

function EditWebsite({ domain }: { domain: string }) {
  const { t } = useTranslation('web-policies');
  const found = useQuery(webPolicyQueries.blockedWebsites({ q: domain, page: 1, size: 50 }));
  if (found.data === undefined) return <Text color="gray">{t('loading')}</Text>;
  const row = found.data?.find((r) => r.domain === domain);
  if (!row) return <ErrorState title={t('websites.notFound', { name: domain })} subtitle={t('websites.notFoundHelp')} />;
  return <WebsitesForm editing={domain} initial={{ domains: row.domain, action: row.action }} />;
}

export default function AddWebsites() {
  const { t } = useTranslation('web-policies');
  const name = useParams().name;
  usePageHeading({ subheading: name ? t('websites.editSubtitle', { name }) : t('websites.addSubtitle') });
  return name ? <EditWebsite domain={name} /> : <WebsitesForm initial={{ domains: '', action: 'Block' }} />;
}

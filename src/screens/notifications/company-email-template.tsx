// /add-email-template/{id}?t={trigger} (spec part 2 §2.6 account drill-down, issue 24): a managed company's
// e-mail template as its provider operator edits it for the company. The company's own version is saved
// (or reset to the provider's default) through the provider's calls, each change in the company's log.
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Flex, Link, Select, Text } from '@radix-ui/themes';
import { EMAIL_TRIGGERS, type EmailTrigger } from '../../api/contract/notifications';
import { providerConfigQueries, providerQueries } from '../../api/queries/provider';
import { companyTemplateFilters } from '../../app/routes/filters';
import { linkTo } from '../../lib/links';
import { ErrorState } from '../../ui/error-state';
import { FormField } from '../../ui/form-field';
import { useListParams } from '../../ui/use-list-params';
import { CenteredLoading } from '../../app/layout/centered-loading';
import { TemplateEditor } from './template-editor';

export default function CompanyEmailTemplate() {
  const { t } = useTranslation('notifications');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { params } = useListParams(companyTemplateFilters);
  const company = useQuery({ ...providerQueries.company(id), enabled: id !== '' });
  const templates = useQuery({ ...providerConfigQueries.emailTemplates(id), enabled: id !== '' });
  const trigger: EmailTrigger = params.t ?? EMAIL_TRIGGERS[0];
  if (!id) return <ErrorState title={t('company.noCompany')} subtitle={t('company.pickCompany')} />;
  if (company.isPending) return <CenteredLoading />;
  if (company.isError) return <ErrorState title={t('company.notManaged')} subtitle={t('company.pickCompany')} />;
  const back = linkTo('palisade-account-email-templates', { id, name: company.data.name });
  return (
    <Flex direction="column" gap="3">
      <Link asChild size="2">
        <RouterLink to={back}>{t('company.back', { company: company.data.name })}</RouterLink>
      </Link>
      <Text as="p" size="2" color="gray">
        {t('company.intro', { company: company.data.name })}
      </Text>
      <Flex maxWidth="360px" direction="column">
        <FormField label={t('company.template')}>
          {(aria) => (
            <Select.Root value={trigger} onValueChange={(next) => navigate(linkTo('add-email-template', { id }, { t: next }), { replace: true })}>
              <Select.Trigger {...aria} />
              <Select.Content>
                {EMAIL_TRIGGERS.map((key) => (
                  <Select.Item key={key} value={key}>
                    {templates.data?.find((m) => m.trigger === key)?.name ?? key}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          )}
        </FormField>
      </Flex>
      <TemplateEditor scope={`company:${id}`} trigger={trigger} />
    </Flex>
  );
}

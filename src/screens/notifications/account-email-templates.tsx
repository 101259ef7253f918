// /account-email-templates (Policies › Email Templates, issue 16): the company's templates, each its own
// version or the provider's default, with a link to edit it.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Text } from '@radix-ui/themes';
import { canChangePolicies } from '../../api/contract/access';
import { useSession } from '../../app/session/use-session';
import { linkTo } from '../../lib/links';
import { TemplateList } from './template-list';

export default function AccountEmailTemplates() {
  const { t } = useTranslation('notifications');
  const { access } = useSession();
  const canEdit = canChangePolicies(access);
  return (
    <Flex direction="column" gap="3">
      <Text size="2" color="gray">
        {t('editor.intro')}
      </Text>
      <TemplateList
        scope="account"
        action={(row, name) => (
          <Button size="1" variant="soft" asChild>
            <RouterLink
              to={row.id ? linkTo('account-email-template', { trigger: row.trigger, id: row.id }) : linkTo('account-email-template-create', { trigger: row.trigger })}
              aria-label={t('editor.editLabel', { name })}
            >
              {canEdit ? t('editor.edit') : t('logs.view')}
            </RouterLink>
          </Button>
        )}
      />
    </Flex>
  );
}

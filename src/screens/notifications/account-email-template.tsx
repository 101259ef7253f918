// /account-email-template/{trigger}/{id} and /account-email-template/{trigger}/create (issue 16): one of
// the company's templates, edited with a live preview; saving makes it the company's own version.
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Flex, Link } from '@radix-ui/themes';
import { canChangePolicies } from '../../api/contract/access';
import { EMAIL_TRIGGERS, type EmailTrigger } from '../../api/contract/notifications';
import { useSession } from '../../app/session/use-session';
import { linkTo } from '../../lib/links';
import { FormErrors } from '../../ui/form-errors';
import { TemplateEditor } from './template-editor';

export default function AccountEmailTemplate() {
  const { t } = useTranslation('notifications');
  const { trigger = '' } = useParams();
  const { access } = useSession();
  const known = (EMAIL_TRIGGERS as readonly string[]).includes(trigger);
  return (
    <Flex direction="column" gap="3">
      <Link asChild size="2">
        <RouterLink to={linkTo('account-email-templates')}>{t('editor.back')}</RouterLink>
      </Link>
      {known ? <TemplateEditor scope="account" trigger={trigger as EmailTrigger} readOnly={!canChangePolicies(access)} /> : <FormErrors message={t('editor.notFound')} />}
    </Flex>
  );
}

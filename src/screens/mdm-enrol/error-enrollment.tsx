// /error-enrollment (spec part 1 §8): 'Account not registered for MDM. Contact your admin' or the
// server's exception text handed over by /enroll-mdm.
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@radix-ui/themes';
import { linkTo } from '../../lib/links';
import { FormErrors } from '../../ui/form-errors';
import { EnrolFrame } from './shared';

export default function ErrorEnrollment() {
  const { t } = useTranslation('mdm-enrol');
  const message = (useLocation().state as { message?: unknown } | null)?.message;
  return (
    <EnrolFrame title={t('error.title')}>
      <FormErrors message={typeof message === 'string' && message ? message : t('notRegistered')} />
      <Button asChild variant="soft">
        <RouterLink to={linkTo('mdm-login')}>{t('error.retry')}</RouterLink>
      </Button>
    </EnrolFrame>
  );
}

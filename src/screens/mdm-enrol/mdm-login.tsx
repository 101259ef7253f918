// /mdm-login (spec part 1 §3 "MDM PIN payload: code", POST /auth/pin): the PIN sign-in of end users; a
// valid PIN leads to /enroll-mdm, which offers the company's enrolment profile.
import { useNavigate, Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Link, Text } from '@radix-ui/themes';
import { linkTo } from '../../lib/links';
import { EnrolFrame, PinForm } from './shared';

export default function MdmLogin() {
  const { t } = useTranslation('mdm-enrol');
  const navigate = useNavigate();
  return (
    <EnrolFrame title={t('pin.loginTitle')} subtitle={t('pin.loginSubtitle')}>
      <PinForm onValid={(code) => navigate(linkTo('enroll-mdm'), { state: { code } })} />
      <Text size="2" align="center">
        <Link asChild>
          <RouterLink to={linkTo('login')}>{t('pin.signIn')}</RouterLink>
        </Link>
      </Text>
    </EnrolFrame>
  );
}

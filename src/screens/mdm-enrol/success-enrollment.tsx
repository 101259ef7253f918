// /success-enrollment: the profile was downloaded; how to install it on the Mac.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { CheckCircledIcon } from '@radix-ui/react-icons';
import { linkTo } from '../../lib/links';
import { EnrolFrame } from './shared';

export default function SuccessEnrollment() {
  const { t } = useTranslation('mdm-enrol');
  return (
    <EnrolFrame title={t('success.title')} subtitle={t('success.subtitle')}>
      <Callout.Root color="green" role="status">
        <Callout.Icon>
          <CheckCircledIcon />
        </Callout.Icon>
        <Callout.Text>{t('success.title')}</Callout.Text>
      </Callout.Root>
      <Flex asChild direction="column" gap="2">
        <ol style={{ margin: 0, paddingLeft: 'var(--space-5)' }}>
          {(['step1', 'step2', 'step3'] as const).map((step) => (
            <li key={step}>
              <Text size="2">{t(`success.${step}`)}</Text>
            </li>
          ))}
        </ol>
      </Flex>
      <Button asChild variant="soft">
        <RouterLink to={linkTo('enroll-mdm')}>{t('success.again')}</RouterLink>
      </Button>
    </EnrolFrame>
  );
}

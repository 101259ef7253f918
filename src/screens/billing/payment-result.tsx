// What /success-payment and /error-payment show when Stripe Checkout sends the browser back: the outcome
// in words and the way back to Payment Details. The payment itself is recorded from Stripe's webhook.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { CheckCircledIcon, CrossCircledIcon } from '@radix-ui/react-icons';
import { linkTo } from '../../lib/links';

export function PaymentResult({ ok }: { ok: boolean }) {
  const { t } = useTranslation('billing');
  return (
    <Flex justify="center" py="8" px="4">
      <Card size="4" style={{ maxWidth: 520, width: '100%' }}>
        <Flex direction="column" gap="3" align="center" style={{ textAlign: 'center' }}>
          {ok ? <CheckCircledIcon width={40} height={40} color="var(--green-9)" aria-hidden /> : <CrossCircledIcon width={40} height={40} color="var(--red-9)" aria-hidden />}
          <Heading as="h2" size="5">
            {ok ? t('result.successTitle') : t('result.errorTitle')}
          </Heading>
          <Text color="gray">{ok ? t('result.successText') : t('result.errorText')}</Text>
          <Button asChild mt="2">
            <RouterLink to={linkTo('billing')}>{t('result.back')}</RouterLink>
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}

// /billing, Payment Details (spec part 2 §2.6; shown only when billing is enabled, spec part 1 §4): the
// plan's terms, the period in progress with its billable endpoints so far, the balance due, the payment
// methods used (with the spec's icons), and how payments are made: Stripe or the provider's ledger.
import { Link as RouterLink } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Callout, Card, DataList, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { ApiRequestError } from '../../api/client';
import { billingMutations, billingQueries } from '../../api/queries/billing';
import { usePageHeading } from '../../app/layout/page-heading';
import { PaymentMethodIcon } from '../../domain/billing/payment-method-icon';
import { formatDate } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { ErrorState } from '../../ui/error-state';
import { useToast } from '../../ui/toast';
import { formatMoney } from '../../domain/billing/money';
import { STATUS_COLORS } from '../../domain/billing/status';

export default function Billing() {
  const { t } = useTranslation('billing');
  usePageHeading({ subheading: t('details.subtitle') });
  const toast = useToast();
  const billing = useQuery(billingQueries.overview());
  const checkout = useMutation(billingMutations.checkout());
  const portal = useMutation(billingMutations.portal());
  const firstDue = useQuery({ ...billingQueries.invoices({ page: 1, size: 100 }), enabled: billing.data?.mode === 'stripe' });

  if (billing.isPending) return <Text color="gray">{t('details.loading')}</Text>;
  if (billing.isError || !billing.data) return <ErrorState title={t('details.failed')} />;
  const b = billing.data;
  const due = firstDue.data?.filter((i) => i.status === 'Due').at(-1);

  async function go(result: Promise<{ url: string }>) {
    try {
      window.location.assign((await result).url);
    } catch (error) {
      toast({ title: error instanceof ApiRequestError ? error.exception : String(error), kind: 'error' });
    }
  }

  return (
    <Flex direction="column" gap="4">
      <Callout.Root color={b.mode === 'stripe' ? 'blue' : 'gray'}>
        <Callout.Icon>
          <InfoCircledIcon />
        </Callout.Icon>
        <Callout.Text>
          <Text weight="bold">{t(`details.modeTitle.${b.mode}`)}. </Text>
          {t(`details.mode.${b.mode}`)}
        </Callout.Text>
      </Callout.Root>
      <Grid columns={{ initial: '1', md: '3' }} gap="4">
        <Card size="2">
          <Heading as="h2" size="3" mb="3">
            {t('details.plan')}
          </Heading>
          <DataList.Root size="2">
            <DataList.Item>
              <DataList.Label>{t('details.period')}</DataList.Label>
              <DataList.Value>{t(`periods.${b.billing_period}`, { defaultValue: b.billing_period })}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('details.type')}</DataList.Label>
              <DataList.Value>{t(`types.${b.billing_type}`, { defaultValue: b.billing_type })}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('details.unit')}</DataList.Label>
              <DataList.Value>{formatMoney(b.unit_amount, b.currency)}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('details.start')}</DataList.Label>
              <DataList.Value>{formatDate(`${b.billing_start_date}T00:00:00`)}</DataList.Value>
            </DataList.Item>
          </DataList.Root>
        </Card>
        <Card size="2">
          <Flex justify="between" align="start" mb="3" gap="2">
            <Heading as="h2" size="3">
              {t('details.current')}
            </Heading>
            <Badge color={STATUS_COLORS[b.current.status]}>{t(`status.${b.current.status}`)}</Badge>
          </Flex>
          <Text as="p" size="2" color="gray" mb="3">
            {t('details.currentRange', { from: formatDate(`${b.current.period_start}T00:00:00`), to: formatDate(`${b.current.period_end}T00:00:00`) })}
          </Text>
          {/* the values (dates, amounts) keep their width; the labels wrap in a narrow card instead of pushing them out */}
          <DataList.Root size="2" style={{ gridTemplateColumns: 'minmax(0, 1fr) auto' }}>
            <DataList.Item>
              <DataList.Label>{t('details.billable')}</DataList.Label>
              <DataList.Value>
                <Text weight="bold" title={t('details.billableHint')}>
                  {b.current.billable_endpoints.toLocaleString()}
                </Text>
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('details.peakDay')}</DataList.Label>
              <DataList.Value>
                <Text wrap="nowrap">{b.current.peak_day ? formatDate(`${b.current.peak_day}T00:00:00`) : '—'}</Text>
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('details.estimate')}</DataList.Label>
              <DataList.Value>
                <Text wrap="nowrap">{formatMoney(b.current.amount, b.currency)}</Text>
              </DataList.Value>
            </DataList.Item>
          </DataList.Root>
          <Text as="p" size="1" color="gray" mt="2">
            {t('details.billableHint')}
          </Text>
        </Card>
        <Card size="2">
          <Heading as="h2" size="3" mb="3">
            {t('details.balance')}
          </Heading>
          <Text as="p" size="6" weight="bold">
            {formatMoney(b.balance_due, b.currency)}
          </Text>
          <Text as="p" size="1" color="gray" mb="3">
            {t('details.balanceHint')}
          </Text>
          <Flex gap="2" wrap="wrap">
            {b.mode === 'stripe' && due ? (
              <Button loading={checkout.isPending} onClick={() => void go(checkout.mutateAsync(due.period_start))}>
                {t('details.pay', { amount: formatMoney(due.amount - due.paid, b.currency) })}
              </Button>
            ) : null}
            {b.mode === 'stripe' ? (
              <Button variant="soft" loading={portal.isPending} onClick={() => void go(portal.mutateAsync())}>
                {t('details.manage')}
              </Button>
            ) : null}
            <Button asChild variant="soft" color="gray">
              <RouterLink to={linkTo('payment-history')}>{t('details.history')}</RouterLink>
            </Button>
          </Flex>
        </Card>
      </Grid>
      <Card size="2">
        <Heading as="h2" size="3" mb="3">
          {t('details.methods')}
        </Heading>
        {b.payment_methods.length === 0 ? (
          <Text color="gray">{t('details.noMethods')}</Text>
        ) : (
          <Flex gap="4" wrap="wrap" align="center">
            {b.payment_methods.map((m) => (
              <Flex key={m} gap="2" align="center">
                <PaymentMethodIcon name={m} />
                <Text size="2">{m.replace(/_/g, ' ')}</Text>
              </Flex>
            ))}
          </Flex>
        )}
      </Card>
      <Box />
    </Flex>
  );
}

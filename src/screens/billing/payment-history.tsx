// /payment-history (spec part 2 §2.6): every invoice since billing started (period, billable endpoints,
// unit amount, amount, paid, status) with its PDF, and Pay in Stripe mode; then the payments received
// with their method icons. Both lists page on the server.
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Flex, Heading, Text } from '@radix-ui/themes';
import { DownloadIcon } from '@radix-ui/react-icons';
import { ApiRequestError } from '../../api/client';
import type { Invoice, Payment } from '../../api/contract/billing';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { billingMutations, billingQueries, downloadInvoicePdf } from '../../api/queries/billing';
import { usePageHeading } from '../../app/layout/page-heading';
import { PaymentMethodIcon } from '../../domain/billing/payment-method-icon';
import { formatDateTime } from '../../lib/format';
import { DataTable } from '../../ui/data-table';
import { useToast } from '../../ui/toast';
import { formatBillingDay, formatMoney } from '../../domain/billing/money';
import { STATUS_COLORS } from '../../domain/billing/status';

const day = formatBillingDay;

export default function PaymentHistory() {
  const { t } = useTranslation('billing');
  usePageHeading({ subheading: t('history.subtitle') });
  const toast = useToast();
  const [invoicePage, setInvoicePage] = useState(1);
  const [paymentPage, setPaymentPage] = useState(1);
  const overview = useQuery(billingQueries.overview());
  const invoices = useQuery(billingQueries.invoices({ page: invoicePage, size: DEFAULT_PAGE_SIZE }));
  const invoiceCount = useQuery(billingQueries.invoiceCount());
  const payments = useQuery(billingQueries.payments({ page: paymentPage, size: DEFAULT_PAGE_SIZE }));
  const paymentCount = useQuery(billingQueries.paymentCount());
  const checkout = useMutation(billingMutations.checkout());
  const [downloading, setDownloading] = useState<string | null>(null);
  const stripe = overview.data?.mode === 'stripe';

  async function download(period: string) {
    setDownloading(period);
    try {
      await downloadInvoicePdf(period);
    } finally {
      setDownloading(null);
    }
  }

  async function pay(period: string) {
    try {
      window.location.assign((await checkout.mutateAsync(period)).url);
    } catch (error) {
      toast({ title: error instanceof ApiRequestError ? error.exception : String(error), kind: 'error' });
    }
  }

  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="2">
        <Heading as="h2" size="4">
          {t('history.invoices')}
        </Heading>
        <DataTable<Invoice>
          caption={t('history.invoicesLabel')}
          size="1"
          columns={[
            { key: 'period', header: t('history.columns.period'), rowHeader: true, render: (i) => <Text wrap="nowrap">{`${day(i.period_start)} – ${day(i.period_end)}`}</Text> },
            { key: 'endpoints', header: t('history.columns.endpoints'), align: 'right', render: (i) => i.billable_endpoints.toLocaleString() },
            { key: 'unit', header: t('history.columns.unit'), align: 'right', render: (i) => formatMoney(i.unit_amount, i.currency) },
            { key: 'amount', header: t('history.columns.amount'), align: 'right', render: (i) => formatMoney(i.amount, i.currency) },
            { key: 'paid', header: t('history.columns.paid'), align: 'right', render: (i) => formatMoney(i.paid, i.currency) },
            { key: 'status', header: t('history.columns.status'), render: (i) => <Badge color={STATUS_COLORS[i.status]}>{t(`status.${i.status}`)}</Badge> },
            {
              key: 'actions',
              header: t('history.columns.actions'),
              render: (i) => (
                <Flex gap="2" justify="end">
                  <Button size="1" variant="soft" loading={downloading === i.period_start} onClick={() => void download(i.period_start)} aria-label={t('history.downloadLabel', { period: day(i.period_start) })}>
                    <DownloadIcon /> {t('history.download')}
                  </Button>
                  {stripe && i.status === 'Due' ? (
                    <Button size="1" onClick={() => void pay(i.period_start)} aria-label={t('history.payLabel', { period: day(i.period_start) })}>
                      {t('history.pay')}
                    </Button>
                  ) : null}
                </Flex>
              ),
            },
          ]}
          rows={invoices.data}
          rowKey={(i) => i.period_start}
          busy={invoices.isPending}
          error={invoices.isError || invoices.data === null ? {} : undefined}
          emptyText={t('history.noInvoices')}
          loadingText={t('history.loading')}
          pager={{ page: invoicePage, size: DEFAULT_PAGE_SIZE, total: invoiceCount.data ?? 0, onPageChange: setInvoicePage }}
        />
      </Flex>
      <Flex direction="column" gap="2">
        <Heading as="h2" size="4">
          {t('history.payments')}
        </Heading>
        <DataTable<Payment>
          caption={t('history.paymentsLabel')}
          size="1"
          columns={[
            { key: 'date', header: t('history.columns.date'), rowHeader: true, render: (p) => <Text wrap="nowrap">{formatDateTime(p.paid_at)}</Text> },
            { key: 'invoice', header: t('history.columns.invoice'), render: (p) => day(p.period_start) },
            { key: 'amount', header: t('history.columns.amount'), align: 'right', render: (p) => formatMoney(p.amount, p.currency) },
            {
              key: 'method',
              header: t('history.columns.method'),
              render: (p) =>
                p.method ? (
                  <Flex gap="2" align="center">
                    <PaymentMethodIcon name={p.method} />
                    <Text size="2">{p.method.replace(/_/g, ' ')}</Text>
                  </Flex>
                ) : (
                  '—'
                ),
            },
            { key: 'source', header: t('history.columns.source'), render: (p) => (p.source === 'stripe' ? t('history.stripe') : (p.recorded_by ?? '—')) },
            { key: 'reference', header: t('history.columns.reference'), render: (p) => <Text style={{ overflowWrap: 'anywhere' }}>{p.reference ?? '—'}</Text> },
          ]}
          rows={payments.data}
          rowKey={(p) => p.id}
          busy={payments.isPending}
          error={payments.isError || payments.data === null ? {} : undefined}
          emptyText={t('history.noPayments')}
          loadingText={t('history.loading')}
          pager={{ page: paymentPage, size: DEFAULT_PAGE_SIZE, total: paymentCount.data ?? 0, onPageChange: setPaymentPage }}
        />
      </Flex>
    </Flex>
  );
}

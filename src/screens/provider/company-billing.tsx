// The Billing card of a managed company's details (issue 26, ledger mode): the company's invoices as it sees
// them on /payment-history, and, for an invoice with a balance, "Record payment" for a payment the provider
// received outside the console (bank transfer, card terminal). In Stripe mode payments arrive through
// Stripe's webhook, so the card only lists.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, Dialog, Flex, Heading, Select, Table, Text, TextField } from '@radix-ui/themes';
import { PAYMENT_METHODS, recordPaymentBody, type Invoice } from '../../api/contract/billing';
import { billingMutations, billingQueries, type RecordPaymentInput } from '../../api/queries/billing';
import { formatBillingDay, formatMoney } from '../../domain/billing/money';
import { STATUS_COLORS } from '../../domain/billing/status';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { useToast } from '../../ui/toast';

const balanceOf = (i: Invoice) => Math.max(0, Math.round((i.amount - i.paid) * 100) / 100);
const NO_METHOD = 'none';
/** periods shown before "Show all" */
const LATEST = 6;

interface FormValues {
  amount: string;
  method: string;
  reference: string;
}

function RecordPaymentDialog({ companyId, invoice, onClose }: { companyId: string; invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation('provider');
  const toast = useToast();
  const record = useMutation(billingMutations.recordPayment(companyId));
  const form = useForm<FormValues>({ defaultValues: { amount: String(balanceOf(invoice)), method: NO_METHOD, reference: '' } });
  const errors = useFormErrors(form.setError, ['amount', 'method', 'reference']);
  const submit = form.handleSubmit(async (values) => {
    errors.clear();
    const body: RecordPaymentInput = {
      period_start: invoice.period_start,
      amount: Number(values.amount),
      method: values.method === NO_METHOD ? null : values.method,
      reference: values.reference.trim() || null,
    };
    // the contract's own rules first, so a bad amount is refused before the call
    const checked = recordPaymentBody.safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues) form.setError(String(issue.path[0]) as keyof FormValues, { type: 'client', message: issue.message });
      return;
    }
    try {
      await record.mutateAsync(body);
      toast({ title: t('billing.recorded', { amount: formatMoney(body.amount, invoice.currency), period: formatBillingDay(invoice.period_start) }), kind: 'success' });
      onClose();
    } catch (error) {
      errors.show(error);
    }
  });
  return (
    <Dialog.Root open onOpenChange={(open) => (!open && !record.isPending ? onClose() : undefined)}>
      <Dialog.Content maxWidth="440px">
        <Dialog.Title>{t('billing.recordTitle')}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {t('billing.recordIntro', { start: formatBillingDay(invoice.period_start), end: formatBillingDay(invoice.period_end), balance: formatMoney(balanceOf(invoice), invoice.currency) })}
        </Dialog.Description>
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="3">
            <FormErrors message={errors.message} />
            <FormField label={t('billing.amount', { currency: invoice.currency.toUpperCase() })} error={form.formState.errors.amount?.message}>
              {(aria) => <TextField.Root {...aria} {...form.register('amount')} inputMode="decimal" autoComplete="off" />}
            </FormField>
            <FormField label={t('billing.method')} error={form.formState.errors.method?.message}>
              {(aria) => (
                <Select.Root value={form.watch('method')} onValueChange={(v) => form.setValue('method', v)}>
                  <Select.Trigger {...aria} />
                  <Select.Content>
                    <Select.Item value={NO_METHOD}>{t('billing.noMethod')}</Select.Item>
                    {PAYMENT_METHODS.map((m) => (
                      <Select.Item key={m} value={m}>
                        {m.replace(/_/g, ' ')}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
              )}
            </FormField>
            <FormField label={t('billing.reference')} error={form.formState.errors.reference?.message}>
              {(aria) => <TextField.Root {...aria} {...form.register('reference')} autoComplete="off" placeholder={t('billing.referencePlaceholder')} />}
            </FormField>
            <Flex gap="3" justify="end" mt="2">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray" disabled={record.isPending}>
                  {t('billing.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" loading={record.isPending}>
                {t('billing.record')}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export function CompanyBilling({ companyId }: { companyId: string }) {
  const { t } = useTranslation('provider');
  const billing = useQuery(billingQueries.companyInvoices(companyId));
  const [recording, setRecording] = useState<Invoice | null>(null);
  const [all, setAll] = useState(false);
  const data = billing.data;
  // the latest periods first; older ones (often nothing due) on request
  const shown = data ? (all ? data.invoices : data.invoices.slice(0, LATEST)) : [];
  return (
    <Card size="2">
      <Heading as="h2" size="3" mb="1">
        {t('billing.title')}
      </Heading>
      {billing.isPending ? (
        <Text size="2">{t('billing.loading')}</Text>
      ) : billing.isError || !data ? (
        <Text size="2" color="red">
          {t('billing.error')}
        </Text>
      ) : !data.enabled ? (
        <Text size="2" color="gray">
          {t('billing.disabled')}
        </Text>
      ) : (
        <Flex direction="column" gap="3">
          <Text as="p" size="1" color="gray">
            {t(data.mode === 'ledger' ? 'billing.ledger' : 'billing.stripe')}
          </Text>
          {data.invoices.length === 0 ? (
            <Text size="2">{t('billing.none')}</Text>
          ) : (
            <Table.Root size="1" variant="surface" aria-label={t('billing.title')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{t('billing.columns.period')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">{t('billing.columns.endpoints')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">{t('billing.columns.amount')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">{t('billing.columns.paid')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('billing.columns.status')}</Table.ColumnHeaderCell>
                  {data.mode === 'ledger' ? <Table.ColumnHeaderCell>{t('billing.columns.actions')}</Table.ColumnHeaderCell> : null}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {shown.map((i) => (
                  <Table.Row key={i.period_start}>
                    <Table.RowHeaderCell>
                      <Text wrap="nowrap">
                        {formatBillingDay(i.period_start)} – {formatBillingDay(i.period_end)}
                      </Text>
                    </Table.RowHeaderCell>
                    <Table.Cell justify="end">{i.billable_endpoints}</Table.Cell>
                    <Table.Cell justify="end">{formatMoney(i.amount, i.currency)}</Table.Cell>
                    <Table.Cell justify="end">{formatMoney(i.paid, i.currency)}</Table.Cell>
                    <Table.Cell>
                      <Badge color={STATUS_COLORS[i.status]} variant="soft">
                        {i.status}
                      </Badge>
                    </Table.Cell>
                    {data.mode === 'ledger' ? (
                      <Table.Cell>
                        {balanceOf(i) > 0 ? (
                          <Button size="1" variant="soft" onClick={() => setRecording(i)} aria-label={t('billing.recordFor', { period: formatBillingDay(i.period_start) })}>
                            {t('billing.record')}
                          </Button>
                        ) : null}
                      </Table.Cell>
                    ) : null}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
          {data.invoices.length > LATEST ? (
            <Flex>
              <Button size="1" variant="ghost" onClick={() => setAll((v) => !v)} aria-expanded={all}>
                {all ? t('billing.showLatest', { count: LATEST }) : t('billing.showAll', { count: data.invoices.length })}
              </Button>
            </Flex>
          ) : null}
        </Flex>
      )}
      {recording ? <RecordPaymentDialog companyId={companyId} invoice={recording} onClose={() => setRecording(null)} /> : null}
    </Card>
  );
}

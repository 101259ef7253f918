// Query factories and changes of billing (issue 26), every call made through billingApi.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { saveFile } from '../../ui/download-file';
import { callEndpoint, countEndpoint, fetchEndpoint, listEndpoint } from '../client';
import type { z } from 'zod';
import { billingApi, type recordPaymentBody } from '../contract/billing';
import { fileNameOf } from './fleet';

export type RecordPaymentInput = z.input<typeof recordPaymentBody>;

export const billingQueries = {
  all: () => ['billing'] as const,
  overview: () => queryOptions({ queryKey: [...billingQueries.all(), 'overview'] as const, queryFn: () => callEndpoint(billingApi.getBilling) }),
  invoices: (query: { page: number; size: number }) =>
    queryOptions({ queryKey: [...billingQueries.all(), 'invoices', query] as const, queryFn: () => listEndpoint(billingApi.listInvoices, { query }) }),
  invoiceCount: () => queryOptions({ queryKey: [...billingQueries.all(), 'invoice-count'] as const, queryFn: () => countEndpoint(billingApi.countInvoices) }),
  payments: (query: { page: number; size: number }) =>
    queryOptions({ queryKey: [...billingQueries.all(), 'payments', query] as const, queryFn: () => listEndpoint(billingApi.listPayments, { query }) }),
  paymentCount: () => queryOptions({ queryKey: [...billingQueries.all(), 'payment-count'] as const, queryFn: () => countEndpoint(billingApi.countPayments) }),
  /** the provider operator's view of one managed company's invoices */
  companyInvoices: (id: string) =>
    queryOptions({ queryKey: [...billingQueries.all(), 'company', id] as const, queryFn: () => callEndpoint(billingApi.listCompanyInvoices, { params: { id } }) }),
};

export const billingMutations = {
  /** Stripe Checkout for one invoice: answers the URL the browser goes to */
  checkout: () =>
    mutationOptions({
      mutationKey: [...billingQueries.all(), 'checkout'],
      mutationFn: (periodStart: string) => callEndpoint(billingApi.createCheckoutSession, { body: { period_start: periodStart } }, { globalErrors: false }),
    }),
  portal: () =>
    mutationOptions({
      mutationKey: [...billingQueries.all(), 'portal'],
      mutationFn: () => callEndpoint(billingApi.createPortalSession, undefined, { globalErrors: false }),
    }),
  /** the provider operator records a payment received for one of a managed company's invoices */
  recordPayment: (id: string) =>
    mutationOptions({
      mutationKey: [...billingQueries.all(), 'record', id],
      mutationFn: (body: RecordPaymentInput) => callEndpoint(billingApi.recordPayment, { params: { id }, body }, { globalErrors: false }),
      onSettled: (_d, _e, _v, _r, context) => context.client.invalidateQueries({ queryKey: billingQueries.all() }),
    }),
};

/** GET /invoices/:period/pdf, saved under the server's file name. */
export async function downloadInvoicePdf(period: string): Promise<void> {
  const res = await fetchEndpoint(billingApi.getInvoicePdf, { params: { period } });
  saveFile(fileNameOf(res, `invoice-${period}.pdf`), await res.blob());
}

// Query factories and changes of billing (issue 26), every call made through billingApi.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { saveFile } from '../../ui/download-file';
import { callEndpoint, countEndpoint, fetchEndpoint, listEndpoint } from '../client';
import { billingApi } from '../contract/billing';
import { fileNameOf } from './fleet';

export const billingQueries = {
  all: () => ['billing'] as const,
  overview: () => queryOptions({ queryKey: [...billingQueries.all(), 'overview'] as const, queryFn: () => callEndpoint(billingApi.getBilling) }),
  invoices: (query: { page: number; size: number }) =>
    queryOptions({ queryKey: [...billingQueries.all(), 'invoices', query] as const, queryFn: () => listEndpoint(billingApi.listInvoices, { query }) }),
  invoiceCount: () => queryOptions({ queryKey: [...billingQueries.all(), 'invoice-count'] as const, queryFn: () => countEndpoint(billingApi.countInvoices) }),
  payments: (query: { page: number; size: number }) =>
    queryOptions({ queryKey: [...billingQueries.all(), 'payments', query] as const, queryFn: () => listEndpoint(billingApi.listPayments, { query }) }),
  paymentCount: () => queryOptions({ queryKey: [...billingQueries.all(), 'payment-count'] as const, queryFn: () => countEndpoint(billingApi.countPayments) }),
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
};

/** GET /invoices/:period/pdf, saved under the server's file name. */
export async function downloadInvoicePdf(period: string): Promise<void> {
  const res = await fetchEndpoint(billingApi.getInvoicePdf, { params: { period } });
  saveFile(fileNameOf(res, `invoice-${period}.pdf`), await res.blob());
}

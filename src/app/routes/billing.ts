import { g } from './gates';
import { inGroup } from './resolve';

export const billingRoutes = inGroup({ spec: 'part 2 §2.6 Billing', gate: g.billing }, [
  { id: 'billing', path: '/billing', title: 'Payment Details', help: 'admin-payment-details', keywords: ['billing', 'subscription'] },
  { id: 'payment-history', path: '/payment-history', title: 'Payment History', help: 'admin-payment-history', keywords: ['invoices'] },
]);

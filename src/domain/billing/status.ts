import type { InvoiceStatus } from '../../api/contract/billing';

export const STATUS_COLORS: Record<InvoiceStatus, 'blue' | 'red' | 'green' | 'gray'> = { Open: 'blue', Due: 'red', Paid: 'green', 'Nothing due': 'gray' };

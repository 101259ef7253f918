// The payment method icons of spec part 2 §9: a small card-shaped badge per known method name, drawn
// here (no brand artwork is shipped); a name the spec does not list gives nothing.
import { PAYMENT_METHODS, type PaymentMethod } from '../../api/contract/billing';

interface Look {
  label: string;
  bg: string;
  fg: string;
}

const LOOKS: Record<PaymentMethod, Look> = {
  amazon_pay: { label: 'amazon pay', bg: '#232f3e', fg: '#ff9900' },
  american_express: { label: 'AMEX', bg: '#1f72cd', fg: '#ffffff' },
  apple_pay: { label: 'Pay', bg: '#000000', fg: '#ffffff' },
  bitcoin: { label: '₿', bg: '#f7931a', fg: '#ffffff' },
  cb: { label: 'CB', bg: '#0a8a4a', fg: '#ffffff' },
  cirrus: { label: 'cirrus', bg: '#0b4ea2', fg: '#ffffff' },
  delta: { label: 'DELTA', bg: '#1a1f71', fg: '#ffffff' },
  direct_debit: { label: 'DD', bg: '#4a4a4a', fg: '#ffffff' },
  discover: { label: 'DISC', bg: '#ffffff', fg: '#e55c20' },
  jcb: { label: 'JCB', bg: '#0e4c96', fg: '#ffffff' },
  klarna: { label: 'Klarna', bg: '#ffb3c7', fg: '#0b051d' },
  maestro: { label: 'maestro', bg: '#ffffff', fg: '#0099df' },
  mastercard: { label: 'MC', bg: '#ffffff', fg: '#eb001b' },
  paypal: { label: 'PayPal', bg: '#ffffff', fg: '#003087' },
  solo: { label: 'SOLO', bg: '#5a2d82', fg: '#ffffff' },
  switch_pay: { label: 'SWITCH', bg: '#00704a', fg: '#ffffff' },
  visa: { label: 'VISA', bg: '#1a1f71', fg: '#ffffff' },
  western_union: { label: 'WU', bg: '#ffdd00', fg: '#000000' },
};

export function isKnownPaymentMethod(name: string): name is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(name);
}

/** A 40×26 badge for a known method name, titled with the name; null for any other name. */
export function PaymentMethodIcon({ name, title }: { name: string; title?: string }) {
  if (!isKnownPaymentMethod(name)) return null;
  const look = LOOKS[name];
  const size = look.label.length > 6 ? 7 : look.label.length > 4 ? 8 : 10;
  return (
    <svg width="40" height="26" viewBox="0 0 40 26" role="img" aria-label={title ?? name} data-method={name}>
      <title>{title ?? name}</title>
      <rect x="0.5" y="0.5" width="39" height="25" rx="4" fill={look.bg} stroke="#d0d5dd" />
      <text x="20" y="16.5" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontWeight="700" fontSize={size} fill={look.fg}>
        {look.label}
      </text>
    </svg>
  );
}

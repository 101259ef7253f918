// /error-payment (spec part 2 §2.6, public): Stripe Checkout's return after a cancelled or refused payment.
import { PaymentResult } from './payment-result';

export default function ErrorPayment() {
  return <PaymentResult ok={false} />;
}

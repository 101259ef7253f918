// /success-payment (spec part 2 §2.6, public): Stripe Checkout's return after a payment.
import { PaymentResult } from './payment-result';

export default function SuccessPayment() {
  return <PaymentResult ok />;
}

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '../../api/contract/billing';
import { PaymentMethodIcon } from './payment-method-icon';

describe('PaymentMethodIcon (spec part 2 §9)', () => {
  it('draws an icon for every method name of the spec', () => {
    for (const name of PAYMENT_METHODS) {
      const { container, unmount } = render(<PaymentMethodIcon name={name} />);
      expect(container.querySelector(`svg[data-method="${name}"]`)).not.toBeNull();
      unmount();
    }
  });
  it('shows nothing for an unknown name', () => {
    const { container } = render(<PaymentMethodIcon name="card" />);
    expect(container.innerHTML).toBe('');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Theme } from '@radix-ui/themes';
import { FormActions } from './form-actions';

describe('FormActions', () => {
  it('offers Cancel as a link back to the list and submits the form with its own label', async () => {
    const submit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <MemoryRouter>
        <Theme>
          <form onSubmit={submit}>
            <FormActions cancelTo="/geo-fencing?tab=all" submitLabel="Save Category" saving={false} />
          </form>
        </Theme>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/geo-fencing?tab=all');
    await userEvent.click(screen.getByRole('button', { name: 'Save Category' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('offers Cancel alone to a reader who may not change the record', () => {
    render(
      <MemoryRouter>
        <Theme>
          <form>
            <FormActions cancelTo="/admin-websites" submitLabel="Save" saving={false} canSubmit={false} />
          </form>
        </Theme>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admin-websites');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

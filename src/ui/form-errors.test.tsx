import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { Theme } from '@radix-ui/themes';
import { ApiRequestError } from '../api/client';
import { FormErrors, useFormErrors } from './form-errors';

function SaveForm({ failure, text }: { failure: unknown; text?: string }) {
  const form = useForm<{ name: string }>({ defaultValues: { name: '' } });
  const formError = useFormErrors(form.setError, ['name']);
  return (
    <Theme>
      <form
        onSubmit={form.handleSubmit(() => {
          formError.clear();
          formError.show(failure, text);
        })}
      >
        <FormErrors message={formError.message} />
        <input aria-label="Name" {...form.register('name')} />
        {form.formState.errors.name ? <p>{form.formState.errors.name.message}</p> : null}
        <button type="submit">Save</button>
      </form>
    </Theme>
  );
}

describe('FormErrors', () => {
  it('shows nothing while there is no message', () => {
    render(<SaveForm failure={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("puts a 400's issues on their fields and the rest above the form", async () => {
    const failure = new ApiRequestError(400, {
      exception: 'Bad input',
      issues: [
        { path: 'name', message: 'The name is taken.' },
        { path: 'owner', message: 'No such owner.' },
      ],
    });
    render(<SaveForm failure={failure} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The name is taken.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No such owner.');
  });

  it("shows the server's exception, or the screen's own words for it", async () => {
    const failure = new ApiRequestError(409, { exception: 'Conflict' });
    const { unmount } = render(<SaveForm failure={failure} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Conflict');
    unmount();
    render(<SaveForm failure={failure} text="example.com is already blocked." />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('example.com is already blocked.');
  });

  it('adds its children to the message', () => {
    render(
      <Theme>
        <FormErrors message="Too many attempts.">{' Try again in 30 seconds.'}</FormErrors>
      </Theme>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Try again in 30 seconds.');
  });
});

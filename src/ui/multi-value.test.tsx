import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Theme } from '@radix-ui/themes';
import { MultiValue } from './multi-value';

describe('MultiValue', () => {
  it('shows the first value and lists the rest behind +N when focused', async () => {
    render(
      <Theme>
        <MultiValue content={['Collaboration', 'Chat', 'Video Meeting']} />
      </Theme>,
    );
    expect(screen.getByText('Collaboration')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: '2 more: Chat, Video Meeting' });
    expect(more).toHaveTextContent('+2');
    await userEvent.tab();
    expect(more).toHaveFocus();
    expect(await screen.findByText('Video Meeting')).toBeInTheDocument();
  });

  it('shows the placeholder for no values and no +N for one', () => {
    const { unmount } = render(
      <Theme>
        <MultiValue content={[]} placeholder="No category" />
      </Theme>,
    );
    expect(screen.getByText('No category')).toBeInTheDocument();
    unmount();
    render(
      <Theme>
        <MultiValue content={['Chat']} />
      </Theme>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Theme } from '@radix-ui/themes';
import '../app/i18n';
import { Composer } from './composer';

function renderComposer(lastQuestion?: string) {
  const onSend = vi.fn();
  render(
    <Theme>
      <Composer onSend={onSend} lastQuestion={lastQuestion} busy={false} />
    </Theme>,
  );
  return { onSend, box: screen.getByRole('textbox', { name: 'Ask AskCISO' }) };
}

describe('Composer', () => {
  it('sends on Enter and keeps Shift+Enter as a new line', async () => {
    const { onSend, box } = renderComposer();
    await userEvent.type(box, 'blocked alerts{Shift>}{Enter}{/Shift}last week');
    expect(box).toHaveValue('blocked alerts\nlast week');
    await userEvent.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('blocked alerts\nlast week');
    expect(box).toHaveValue('');
  });

  it('brings back the last question with Up in an empty box, and never sends an empty one', async () => {
    const { onSend, box } = renderComposer('How many endpoints are idle?');
    await userEvent.type(box, '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(box, '{ArrowUp}');
    expect(box).toHaveValue('How many endpoints are idle?');
  });
});

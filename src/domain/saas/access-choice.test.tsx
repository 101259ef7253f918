import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Theme } from '@radix-ui/themes';
import { AccessChoice, type AccessChoiceProps } from './access-choice';

function renderChoice(props: Partial<AccessChoiceProps>) {
  const onChange = vi.fn();
  const view = render(
    <Theme>
      <AccessChoice value={undefined} onChange={onChange} {...props} />
    </Theme>,
  );
  return { onChange, ...view };
}

describe('AccessChoice', () => {
  it('lists every decision with its explanation (spec part 1 §4)', async () => {
    const { onChange } = renderChoice({});
    const group = screen.getByRole('radiogroup', { name: 'Access' });
    expect(group).toHaveTextContent('Your company approves this app; using it raises no alert.');
    expect(screen.getByText('The user is alerted but allowed to continue.')).toBeVisible();
    expect(screen.queryByRole('radio', { name: /Unclassif/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Unsanctioned: Report/ }));
    expect(onChange).toHaveBeenCalledWith('Report');
  });

  it("offers 'Leave Unclassified' first for a new app and 'Unclassify' last for a classified one", () => {
    const { unmount } = renderChoice({ unclassified: 'keep', value: 'Unclassified' });
    expect(screen.getAllByRole('radio')[0]).toHaveAccessibleName('Leave Unclassified');
    expect(screen.getAllByRole('radio')[0]).toBeChecked();
    unmount();
    renderChoice({ unclassified: 'reset', value: 'Sanctioned' });
    expect(screen.getAllByRole('radio').at(-1)).toHaveAccessibleName(/^Unclassify/);
  });

  it('asks Sanctioned or Unsanctioned first in steps, then requires the security action', async () => {
    const { onChange, rerender } = renderChoice({ layout: 'steps' });
    expect(screen.queryByRole('radio', { name: /^Block/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /^Unsanctioned/ }));
    expect(onChange).toHaveBeenLastCalledWith('Unsanctioned');
    rerender(
      <Theme>
        <AccessChoice layout="steps" value="Unsanctioned" onChange={onChange} showErrors />
      </Theme>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a security action for an unsanctioned app.');
    await userEvent.click(screen.getByRole('radio', { name: /^Block Alert/ }));
    expect(onChange).toHaveBeenLastCalledWith('Block Alert');
  });
});

import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Theme } from '@radix-ui/themes';
import { CheckboxesField, type CheckboxesFieldProps } from './checkboxes-field';

type Day = 'MON' | 'TUE' | 'WED';
const DAYS = [
  { value: 'MON', label: 'Monday' },
  { value: 'TUE', label: 'Tuesday' },
  { value: 'WED', label: 'Wednesday' },
] as const;

/** The field as a form holds it: the checked values live in the parent, and every change is recorded. */
function Harness({ initial, onChange, ...props }: { initial: Day[] } & Omit<CheckboxesFieldProps<Day>, 'value' | 'onChange' | 'label' | 'options'> & { onChange: (v: Day[]) => void }) {
  const [value, setValue] = useState<Day[]>(initial);
  return (
    <Theme>
      <button type="button">Before</button>
      <CheckboxesField
        label="Days"
        options={DAYS}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
        {...props}
      />
      <button type="button">After</button>
    </Theme>
  );
}

describe('CheckboxesField', () => {
  it('is a group named by its legend, with a box per option checked as the value says', () => {
    render(<Harness initial={['TUE']} onChange={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Days' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getAllByRole('checkbox').map((c) => c.getAttribute('aria-checked'))).toEqual(['false', 'true', 'false']);
    expect(screen.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
    expect(group).not.toHaveAttribute('aria-describedby');
  });

  it('adds and removes values when boxes are clicked, keeping the order they were checked in', async () => {
    const onChange = vi.fn();
    render(<Harness initial={['TUE']} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Wednesday' }));
    expect(onChange).toHaveBeenLastCalledWith(['TUE', 'WED']);
    await userEvent.click(screen.getByText('Monday'));
    expect(onChange).toHaveBeenLastCalledWith(['TUE', 'WED', 'MON']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tuesday' }));
    expect(onChange).toHaveBeenLastCalledWith(['WED', 'MON']);
    expect(screen.getByRole('checkbox', { name: 'Tuesday' })).not.toBeChecked();
  });

  it('is one Tab stop; arrow keys move between boxes and Space toggles the focused one', async () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(<Harness initial={[]} onChange={onChange} onBlur={onBlur} />);
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Monday' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['MON']);
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('checkbox', { name: 'Tuesday' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['MON', 'TUE']);
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['MON']);
    expect(onBlur).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('shows the error and the description and describes the group with both', () => {
    render(<Harness initial={[]} onChange={vi.fn()} description="Days the window opens on." error="Choose at least one day." />);
    const group = screen.getByRole('group', { name: 'Days' });
    expect(screen.getByText('Choose at least one day.')).toBeVisible();
    expect(group).toHaveAccessibleDescription('Days the window opens on. Choose at least one day.');
  });

  it('shows the empty note in place of boxes when there are no options', () => {
    render(
      <Theme>
        <CheckboxesField label="Groups" options={[]} value={[]} onChange={vi.fn()} empty="No groups yet." />
      </Theme>,
    );
    expect(screen.getByRole('group', { name: 'Groups' })).toHaveTextContent('No groups yet.');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Theme } from '@radix-ui/themes';
import { presetRange, toDateInput } from '../lib/date-presets';
import { DateRangePicker } from './date-range-picker';

function renderPicker(props: Partial<Parameters<typeof DateRangePicker>[0]> = {}) {
  const onChange = vi.fn();
  render(
    <Theme>
      <DateRangePicker value={presetRange(2)} onChange={onChange} label="SaaS Apps date range" {...props} />
    </Theme>,
  );
  return onChange;
}

describe('DateRangePicker', () => {
  it('offers the four presets and returns the one chosen', async () => {
    const onChange = renderPicker();
    await userEvent.click(screen.getByRole('button', { name: 'SaaS Apps date range: Last 7 days' }));
    for (const name of ['Last 24 hours', 'Last 7 days', 'Last 30 days', 'Last 90 days']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(onChange).toHaveBeenCalledWith(presetRange(3));
  });

  it('leaves out Last 24 hours where 1D is disallowed', async () => {
    renderPicker({ disallow1D: true });
    await userEvent.click(screen.getByRole('button', { name: /date range/ }));
    expect(screen.queryByRole('button', { name: 'Last 24 hours' })).not.toBeInTheDocument();
  });

  it('relabels a custom range equal to a preset and refuses days after today', async () => {
    const onChange = renderPicker();
    await userEvent.click(screen.getByRole('button', { name: /date range/ }));
    const week = presetRange(2);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: toDateInput(week.s) } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: toDateInput(week.e) } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ preset: 2 }));

    await userEvent.click(screen.getByRole('button', { name: /date range/ }));
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: toDateInput(tomorrow.getTime()) } });
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('nothing after today');
  });
});

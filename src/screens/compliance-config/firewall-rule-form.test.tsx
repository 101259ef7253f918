import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountFor, json, mockApi, renderWithSession, storeSession } from '../../app/session/testing';
import { FirewallRuleForm, formOf } from './firewall-rule-form';

afterEach(() => vi.unstubAllGlobals());

describe('FirewallRuleForm platforms', () => {
  it('will not send a rule without a platform: the group says why and takes focus; then it sends the ones checked', async () => {
    storeSession({ role: 'ADMIN' });
    mockApi(({ url }) => (url.pathname === '/api/accounts' ? json(200, accountFor()) : undefined));
    const save = vi.fn(async () => ({}));
    renderWithSession(<FirewallRuleForm initial={formOf()} save={save} />, { path: '/add-new-rule' });
    const platforms = screen.getByRole('group', { name: 'Platforms' });
    expect(within(platforms).getAllByRole('checkbox', { checked: true })).toHaveLength(3);
    await userEvent.type(screen.getByLabelText('Name'), 'Block telnet');
    for (const name of ['Windows', 'MacOS', 'Linux']) await userEvent.click(within(platforms).getByRole('checkbox', { name }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(platforms).toHaveAccessibleDescription('Choose at least one platform.'));
    expect(within(platforms).getByRole('checkbox', { name: 'Windows' })).toHaveFocus();
    expect(save).not.toHaveBeenCalled();

    await userEvent.click(within(platforms).getByRole('checkbox', { name: 'Linux' }));
    await userEvent.click(within(platforms).getByRole('checkbox', { name: 'Windows' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ name: 'Block telnet', platforms: ['Linux', 'Windows'] }));
    expect(platforms).not.toHaveAttribute('aria-describedby');
  });
});

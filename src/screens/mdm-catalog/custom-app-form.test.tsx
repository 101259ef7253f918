import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ManagedAppRow } from '../../api/contract/mdm-catalog';
import { accountFor, json, mockApi, renderWithSession, storeSession } from '../../app/session/testing';
import { CustomAppFormCard, formOf } from './custom-app-form';

afterEach(() => vi.unstubAllGlobals());

describe('CustomAppFormCard platforms', () => {
  it('starts with macOS checked and sends the platforms as checked', async () => {
    storeSession({ role: 'ADMIN' });
    mockApi(({ url }) => {
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      if (url.pathname === '/api/mdm/managed-app-tokens') return json(200, []);
      return undefined;
    });
    const save = vi.fn(async () => ({ id: '5f0c1d2e-3a4b-4c5d-8e6f-708192a3b4c5', name: 'Toolbox' }) as ManagedAppRow);
    renderWithSession(<CustomAppFormCard initial={formOf()} save={save} />, { path: '/add-custom-apps' });
    const platforms = screen.getByRole('group', { name: 'Platforms' });
    expect(within(platforms).getByRole('checkbox', { name: 'macOS' })).toBeChecked();
    expect(within(platforms).getByRole('checkbox', { name: 'iOS' })).not.toBeChecked();
    await userEvent.type(screen.getByLabelText('Name'), 'Toolbox');
    await userEvent.type(screen.getByLabelText('Bundle ID'), 'com.example.toolbox');
    await userEvent.type(screen.getByLabelText('Package URL (https)'), 'https://downloads.example.com/toolbox.pkg');
    await userEvent.type(screen.getByLabelText('SHA-256 of the package'), 'a'.repeat(64));
    await userEvent.click(within(platforms).getByRole('checkbox', { name: 'iOS' }));
    await userEvent.click(within(platforms).getByRole('checkbox', { name: 'macOS' }));
    await userEvent.click(within(platforms).getByRole('checkbox', { name: 'macOS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ name: 'Toolbox', platforms: ['IOS', 'MACOS'] }));
  });
});

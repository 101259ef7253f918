import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { accountFor, json, mockApi, renderWithSession, storeSession } from '../../app/session/testing';
import Unauthorized from './unauthorized';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('unauthorized screen', () => {
  it('explains the refusal and leads a signed-in user to the landing page of the role', async () => {
    storeSession({ role: 'GROUP_ADMIN' });
    mockApi(({ url }) => (url.pathname === '/api/accounts' ? json(200, accountFor()) : undefined));
    renderWithSession(<Unauthorized />, { path: '/unauthorized' });
    expect(screen.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    expect(screen.getByText(/Your role does not allow it, or the feature is not enabled for your company/)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', '/alerts-saas-apps'));
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  it('leads a signed-out visitor to sign in', () => {
    mockApi(() => undefined);
    renderWithSession(<Unauthorized />, { path: '/unauthorized' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});

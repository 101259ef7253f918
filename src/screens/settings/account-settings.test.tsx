import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { accountFor, json, mockApi, renderWithSession, storeSession } from '../../app/session/testing';
import AccountSettings, { initials, logoSource } from './account-settings';

afterEach(() => {
  vi.unstubAllGlobals();
});

function valueOf(label: string): HTMLElement {
  const item = screen.getByText(label).closest('.rt-DataListItem') as HTMLElement;
  return within(item).getByText((_, el) => el?.classList.contains('rt-DataListValue') ?? false);
}

describe('account settings screen', () => {
  it('shows the account, its billing and its features', async () => {
    storeSession();
    mockApi(({ url }) =>
      url.pathname === '/api/accounts'
        ? json(200, accountFor({
            client_id: 'acme-7f3a',
            billing_period: 'monthly',
            billing_type: 'per_endpoint',
            unit_amount: 1250,
            billing_start_date: '2026-02-01T00:00:00.000Z',
            enable_dlp: true,
            enable_vpn: false,
            disable_session_logs: true,
            user_onboarding_required: true,
          }))
        : undefined,
    );
    renderWithSession(<AccountSettings />, { path: '/account-settings' });
    expect(await screen.findByText('acme-7f3a')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Billing' })).toBeVisible();
    expect(valueOf('Name')).toHaveTextContent('Acme Corp');
    expect(valueOf('Created')).toHaveTextContent('01/15/2026');
    expect(valueOf('Onboarding required')).toHaveTextContent('Yes');
    expect(valueOf('Billing period')).toHaveTextContent('monthly');
    expect(valueOf('Unit amount')).toHaveTextContent('1,250');
    expect(valueOf('Billing start date')).toHaveTextContent('02/01/2026');
    expect(valueOf('Data loss prevention (DLP)')).toHaveTextContent('On');
    expect(valueOf('Zero-trust access (ZTPA/VPN)')).toHaveTextContent('Off');
    expect(valueOf('Session logs')).toHaveTextContent('Off');
    expect(await screen.findByText('AC')).toBeVisible();
  });

  it("says 'Billing not configured' when a billing field is missing", async () => {
    storeSession();
    mockApi(({ url }) => (url.pathname === '/api/accounts' ? json(200, accountFor({ billing_period: 'monthly' })) : undefined));
    renderWithSession(<AccountSettings />, { path: '/account-settings' });
    expect(await screen.findByText('Billing not configured')).toBeVisible();
  });

  it('builds the logo source and initials', () => {
    expect(logoSource('iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(logoSource('PHN2ZyB4bWxucz0=')).toBe('data:image/svg+xml;base64,PHN2ZyB4bWxucz0=');
    expect(logoSource('data:image/jpeg;base64,/9j/')).toBe('data:image/jpeg;base64,/9j/');
    expect(initials('Stark industries inc')).toBe('SI');
  });
});

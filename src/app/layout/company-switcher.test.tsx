import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyRow } from '../../api/contract/accounts';
import { accountFor, json, mockApi, renderWithSession, sessionResponseFor, storeSession, type ApiCall } from '../session/testing';
import { CompanySwitcher } from './company-switcher';

function row(id: string, name: string): CompanyRow {
  return { id, client_id: `${id}-client`, name, status: 'ACTIVE', parent_name: null, endpoint_count: 0, people_count: 0, created_at: '2026-01-01T00:00:00.000Z' };
}

const ROWS = [row('palisade-id', 'Palisade'), row('acme-id', 'Acme Corp'), row('globex-id', 'Globex')];

function switcherApi(total: number, extra?: (call: ApiCall) => Response | undefined) {
  return mockApi((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    const { method, url } = call;
    if (url.pathname === '/api/accounts') return json(200, accountFor({ id: 'palisade-id', name: 'Palisade', is_provider: true }));
    if (url.pathname === '/api/accessible-accounts') {
      if (method === 'HEAD') return new Response(null, { status: 200, headers: { 'x-size': String(total) } });
      const q = url.searchParams.get('q')?.toLowerCase();
      return json(200, ROWS.slice(0, total).filter((r) => !q || r.name.toLowerCase().includes(q)));
    }
    return undefined;
  });
}

beforeEach(() => {
  storeSession({ role: 'PALISADE_ADMIN', account_id: 'palisade-id', account_name: 'Palisade', email: 'ops@palisade.test' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('company switcher', () => {
  it('is plain text with a single accessible company', async () => {
    const calls = switcherApi(1);
    renderWithSession(<CompanySwitcher />, { path: '/' });
    await waitFor(() => expect(calls.some((c) => c.method === 'HEAD')).toBe(true));
    expect(await screen.findByText('Palisade')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("opens a list headed 'Companies' with a search, the companies, the current one marked, and 'View All'", async () => {
    const calls = switcherApi(3);
    renderWithSession(<CompanySwitcher />, { path: '/' });
    await userEvent.setup().click(await screen.findByRole('button', { name: /Palisade/ }));
    expect(await screen.findByRole('heading', { name: 'Companies' })).toBeVisible();
    expect(screen.getByPlaceholderText('Type 3 characters to search')).toHaveFocus();
    const list = await screen.findByRole('listbox', { name: 'Companies' });
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['PalisadeCurrent', 'Acme Corp', 'Globex']);
    expect(within(list).getByRole('option', { name: /Palisade/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/accounts');
    expect(calls.find((c) => c.method === 'HEAD')?.url.search).toBe('');
  });

  it('searches from 3 characters', async () => {
    const calls = switcherApi(3);
    renderWithSession(<CompanySwitcher />, { path: '/' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Palisade/ }));
    await user.type(screen.getByPlaceholderText('Type 3 characters to search'), 'glo');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Globex']));
    expect(calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/accessible-accounts').at(-1)?.url.searchParams.get('q')).toBe('glo');
  });

  it('switches with the keyboard alone', async () => {
    const next = sessionResponseFor({ role: 'PALISADE_ADMIN', account_id: 'acme-id', account_name: 'Acme Corp', email: 'ops@palisade.test' });
    const calls = switcherApi(3, ({ method, url, headers }) => {
      if (method === 'POST' && url.pathname === '/api/auth/update') return json(200, next);
      if (url.pathname === '/api/accounts' && headers.get('x-account-id') === 'acme-id') return json(200, accountFor());
      return undefined;
    });
    const { router } = renderWithSession(<CompanySwitcher />, { path: '/' });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: /Palisade/ });
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox', { name: 'Companies' });
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Palisade/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Acme Corp' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Account switched successfully')).toBeVisible();
    expect(calls.find((c) => c.url.pathname === '/api/auth/update')?.body).toEqual({ client_id: 'acme-id-client' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/saas-config'));
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WebsiteCategoryRow } from '../../api/contract/catalog-admin';
import { accountFor, json, mockApi, renderWithSession, storeSession, type ApiCall } from '../../app/session/testing';
import AdminWebsiteCategories from './admin-website-categories';

const GAMBLING: WebsiteCategoryRow = { name: 'Gambling', description: 'Betting sites', websites: 10, apps: 0, companies_blocking: 3 };
const IN_USE = 'Gambling is still in use (10 websites, blocked by 3 companies); move them to another category, or rename this one instead of deleting it.';

function api(provider: boolean) {
  return mockApi(({ method, url }: ApiCall) => {
    if (url.pathname === '/api/accounts') return json(200, accountFor({ is_provider: provider }));
    if (url.pathname === '/api/catalog-admin/website-categories' && method === 'HEAD') return new Response(null, { status: 200, headers: { 'x-size': '1' } });
    if (url.pathname === '/api/catalog-admin/website-categories') return json(200, [GAMBLING]);
    if (url.pathname === '/api/catalog-admin/website-categories/Gambling' && method === 'DELETE') return json(409, { exception: IN_USE, code: 'CONFLICT' });
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('/admin-website-categories', () => {
  it("lists the server's categories with their usage, and shows the 409's reason when a used one is removed", async () => {
    storeSession({ role: 'PALISADE_ADMIN' });
    const calls = api(true);
    renderWithSession(<AdminWebsiteCategories />, { path: '/admin-website-categories' });
    const table = await screen.findByRole('table', { name: 'Website categories' });
    const row = (await within(table).findByRole('rowheader', { name: 'Gambling' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: '10 websites in Gambling' })).toHaveAttribute('href', '/admin-websites?category=Gambling');
    expect(within(row).getByText('Betting sites')).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: 'Remove Gambling' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText(IN_USE)).toBeVisible();
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
  });
});

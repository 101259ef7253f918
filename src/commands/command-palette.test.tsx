import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyRow } from '../api/contract/accounts';
import type { PersonRow } from '../api/contract/users';
import { accountFor, json, mockApi, renderWithSession, sessionResponseFor, storeSession } from '../app/session/testing';
import { CommandPalette } from './command-palette';

function company(id: string, name: string): CompanyRow {
  return { id, client_id: `${id}-client`, name, status: 'ACTIVE', parent_name: null, endpoint_count: 0, people_count: 0, created_at: '2026-01-01T00:00:00.000Z' };
}
const ada: PersonRow = {
  id: 'p1', name: 'Ada Lovelace', email: 'ada@acme.test', department: 'Engineering', groups: ['R&D'], risk_level: 'Low',
  copilot_status: 'installed', status: 'ACTIVE', scope: 'IN_SCOPE', last_seen: null,
};

function paletteApi(role: 'ADMIN' | 'AUDITOR' = 'ADMIN') {
  const next = sessionResponseFor({ account_id: 'globex-id', account_name: 'Globex', role });
  return mockApi(({ method, url, headers }) => {
    if (url.pathname === '/api/accounts') return json(200, headers.get('x-account-id') === 'globex-id' ? accountFor({ id: 'globex-id', name: 'Globex' }) : accountFor());
    if (url.pathname === '/api/accessible-accounts') return json(200, [company('acme-id', 'Acme Corp'), company('globex-id', 'Globex')]);
    if (url.pathname === '/api/users') return json(200, [ada]);
    if (url.pathname === '/api/devices-lite') return json(200, [{ id: 'e-42', hostname: 'LAPTOP-0042', serial: 'C02XK1', owner_email: 'ada@acme.test' }]);
    if (method === 'POST' && url.pathname === '/api/auth/update') return json(200, next);
    return undefined;
  });
}

async function openPalette() {
  const user = userEvent.setup();
  await screen.findByRole('button', { name: /open the command palette/i });
  await user.keyboard('{Control>}k{/Control}');
  const input = await screen.findByRole('combobox');
  return { user, input };
}

const optionTitles = () => screen.queryAllByRole('option').map((o) => o.querySelector('span')?.textContent);

// jsdom has no layout: give the result list the size it has in a browser so the virtualiser renders rows.
const sizes = {
  clientHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight'),
  clientWidth: Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth'),
};
beforeEach(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 416 });
  Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 600 });
  // cmdk scrolls the active row into view; jsdom does not implement it
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  storeSession();
});
afterEach(() => {
  for (const [name, descriptor] of Object.entries(sizes)) if (descriptor) Object.defineProperty(Element.prototype, name, descriptor);
  vi.unstubAllGlobals();
});

describe('command palette', () => {
  it('opens with Ctrl+K, ranks the exact title first and opens it with Enter', async () => {
    paletteApi();
    const { router } = renderWithSession(<CommandPalette />, { path: '/' });
    const { user, input } = await openPalette();
    expect(input).toHaveFocus();
    await user.type(input, 'SaaS Apps Policy');
    await waitFor(() => expect(optionTitles()[0]).toBe('SaaS Apps Policy'));
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0].id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/saas-config'));
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('keeps the chosen row active when people arrive after the user moved, so Enter opens what was selected', async () => {
    let release: () => void = () => {};
    const peopleArrived = new Promise<void>((resolve) => (release = resolve));
    const lateComer: PersonRow = { ...ada, id: 'p2', name: 'Inactive', email: 'inactive@acme.test' };
    mockApi(async ({ url }) => {
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      if (url.pathname === '/api/accessible-accounts') return json(200, [company('acme-id', 'Acme Corp')]);
      if (url.pathname === '/api/devices-lite') return json(200, []);
      if (url.pathname === '/api/users') {
        await peopleArrived;
        return json(200, [lateComer]);
      }
      return undefined;
    });
    const { router } = renderWithSession(<CommandPalette />, { path: '/' });
    const { user, input } = await openPalette();
    await user.type(input, 'inactive');
    await waitFor(() => expect(optionTitles().length).toBeGreaterThan(1));
    expect(optionTitles()).not.toContain('Inactive');
    await user.keyboard('{ArrowDown}');
    const chosen = screen.getAllByRole('option')[1];
    const chosenTitle = chosen.querySelector('span')?.textContent;
    expect(input).toHaveAttribute('aria-activedescendant', chosen.id);

    release();
    // the exact-name person ranks above the routes once it arrives
    await waitFor(() => expect(optionTitles()[0]).toBe('Inactive'));
    const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(active?.querySelector('span')?.textContent).toBe(chosenTitle);

    const path = router.state.location.pathname;
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).not.toBe(path));
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('opens a page in a new tab with Ctrl+Enter and leaves this tab where it was', async () => {
    paletteApi();
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const { router } = renderWithSession(<CommandPalette />, { path: '/' });
    const { user, input } = await openPalette();
    await user.type(input, 'Geo-Fencing');
    await waitFor(() => expect(optionTitles()[0]).toBe('Geo-Fencing'));
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(open).toHaveBeenCalledWith('/geo-fencing', '_blank', 'noopener');
    expect(router.state.location.pathname).toBe('/');
  });

  it("narrows to a scope: '>' actions only, '@' people only", async () => {
    paletteApi();
    renderWithSession(<CommandPalette />, { path: '/' });
    const { user, input } = await openPalette();
    await user.type(input, '>');
    await waitFor(() => expect(optionTitles()).toContain('Sign out'));
    expect(optionTitles()).not.toContain('Dashboard');
    await user.clear(input);
    await user.type(input, '@ada');
    await waitFor(() => expect(optionTitles()).toEqual(['Ada Lovelace']));
  });

  it('steps into a nested page, shows its path and goes back with Backspace on an empty input', async () => {
    paletteApi();
    renderWithSession(<CommandPalette />, { path: '/' });
    const { user, input } = await openPalette();
    await user.type(input, 'Update User');
    await waitFor(() => expect(optionTitles()[0]).toBe('Update User'));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('navigation', { name: 'Palette levels' })).toHaveTextContent('All › Update User');
    await waitFor(() => expect(optionTitles()).toEqual(['Ada Lovelace']));
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Palette levels' })).toBeNull());
  });

  it('switches company through the session and shows its toast', async () => {
    const calls = paletteApi();
    const { router } = renderWithSession(<CommandPalette />, { path: '/' });
    const { user, input } = await openPalette();
    await user.type(input, 'switch globex');
    await waitFor(() => expect(optionTitles()[0]).toBe('Switch to Globex'));
    expect(optionTitles()).not.toContain('Switch to Acme Corp');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Account switched successfully')).toBeVisible();
    expect(calls.find((c) => c.url.pathname === '/api/auth/update')?.body).toEqual({ client_id: 'globex-id-client' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it("offers 'Ask AskCISO' last when the text reads like a question", async () => {
    paletteApi();
    const { router } = renderWithSession(<CommandPalette />, { path: '/' });
    const { user, input } = await openPalette();
    await user.type(input, 'which users are risky?');
    await waitFor(() => expect(optionTitles().at(-1)).toBe('Ask AskCISO: which users are risky?'));
    await user.keyboard('{End}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/chatbot/conversation'));
    expect(router.state.location.search).toBe('?q=which+users+are+risky%3F');
  });

  it("finds an endpoint by serial or owner in the '#' scope and opens its details", async () => {
    paletteApi();
    const { router } = renderWithSession(<CommandPalette />, { path: '/' });
    const { user, input } = await openPalette();
    await user.type(input, '#c02xk');
    await waitFor(() => expect(optionTitles()).toEqual(['LAPTOP-0042']));
    await user.clear(input);
    await user.type(input, '#ada@acme');
    await waitFor(() => expect(optionTitles()).toEqual(['LAPTOP-0042']));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/endpoint-details/e-42'));
  });

  it("offers 'Ask AskCISO' first and alone when nothing matches", async () => {
    paletteApi();
    renderWithSession(<CommandPalette />, { path: '/' });
    const { user, input } = await openPalette();
    await user.type(input, 'zzqx vendor posture');
    await waitFor(() => expect(optionTitles()).toEqual(['Ask AskCISO: zzqx vendor posture']));
  });

  it("opens empty on the menu's pages in the menu's order, not on public pages", async () => {
    paletteApi();
    renderWithSession(<CommandPalette />, { path: '/' });
    await openPalette();
    await waitFor(() => expect(optionTitles().length).toBeGreaterThan(3));
    expect(optionTitles()[0]).toBe('Dashboard');
    expect(optionTitles().slice(0, 8)).not.toContain('MDM Enrollment');
  });

  it('lists recents first on an empty query and returns focus on Escape', async () => {
    paletteApi();
    const { router } = renderWithSession(<CommandPalette />, { path: '/*' });
    const button = await screen.findByRole('button', { name: /open the command palette/i });
    const user = userEvent.setup();
    await user.click(button);
    await user.type(screen.getByRole('combobox'), 'Geo-Fencing');
    await waitFor(() => expect(optionTitles()[0]).toBe('Geo-Fencing'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/geo-fencing'));
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(optionTitles()[0]).toBe('Geo-Fencing'));
    expect(within(screen.getAllByRole('option')[0]).getByText('Recent')).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    await user.click(button);
    await screen.findByRole('combobox');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('hides what the auditor may not open', async () => {
    storeSession({ role: 'AUDITOR' });
    paletteApi('AUDITOR');
    renderWithSession(<CommandPalette />, { path: '/' });
    const { user, input } = await openPalette();
    await user.type(input, '/');
    await waitFor(() => expect(optionTitles().length).toBeGreaterThan(0));
    await user.type(input, 'SaaS Apps Policy');
    expect(await screen.findByText('No page matches.', { selector: 'p' })).toBeVisible();
    await user.clear(input);
    await user.type(input, 'Compliance');
    await waitFor(() => expect(optionTitles()[0]).toBe('Compliance'));
    await user.clear(input);
    // the help topic about AskCISO stays (the help centre is public); the chat's pages do not
    await user.type(input, '/AskCISO');
    await waitFor(() => expect(optionTitles()).not.toContain('AskCISO'));
    expect(optionTitles()).not.toContain('New Conversation');
  });

  it("goes to the dashboard with 'g d' but not while typing in a field", async () => {
    paletteApi();
    const { router } = renderWithSession(
      <>
        <input aria-label="Other field" />
        <CommandPalette />
      </>,
      { path: '/' },
    );
    const user = userEvent.setup();
    await screen.findByRole('button', { name: /open the command palette/i });
    await user.click(screen.getByLabelText('Other field'));
    await user.keyboard('gd');
    expect(router.state.location.pathname).toBe('/');
    await user.click(document.body);
    await user.keyboard('gd');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

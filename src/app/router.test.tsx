import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Theme } from '@radix-ui/themes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessContext } from '../api/contract/access';
import type { AccountDetails, FeatureFlag } from '../api/contract/accounts';
import { STORAGE_KEYS } from '../lib/storage-keys';
import './i18n';
import { resetReloadingForTests } from './lazy-screen';
import { buildRoutes } from './router';

type Status = 'signedOut' | 'loading' | 'ready';
interface FakeSession {
  status: Status;
  user: { display_name: string; email: string } | null;
  account: AccountDetails | undefined;
  access: AccessContext | null;
  signOut: () => void;
}

const signOut = vi.fn();
let session: FakeSession;

vi.mock('./session/use-session', () => ({ useSession: () => session }));
vi.mock('./session/session-provider', () => ({ SessionProvider: ({ children }: { children: React.ReactNode }) => children }));
vi.mock('./layout/company-switcher', () => ({ CompanySwitcher: () => <span>Acme Corp</span> }));
vi.mock('../screens/auth/login', () => ({
  default: function LoginStub() {
    const location = useLocation();
    const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
    return <h1>Sign in stub{from ? ` from ${from}` : ''}</h1>;
  },
}));
vi.mock('../screens/auth/unauthorized', () => ({ default: () => <h1>Unauthorized stub</h1> }));
// Every leaf route has its screen now; two loaders are withheld here so the ScreenPending path (the shell a
// route gets before its screen exists) stays covered.
vi.mock('./screens', async (importOriginal) => {
  const original = await importOriginal<typeof import('./screens')>();
  const { 'content-apps': _contentApps, 'vanta-callback': _vantaCallback, ...SCREENS } = original.SCREENS;
  return { ...original, SCREENS };
});
vi.mock('../screens/accounts/accounts', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const ACME: Record<FeatureFlag, boolean> = { enable_dlp: true, enable_mdm: true, enable_vpn: true, enable_execute_command: true, disable_session_logs: false };
const GLOBEX: Record<FeatureFlag, boolean> = { enable_dlp: false, enable_mdm: false, enable_vpn: false, enable_execute_command: false, disable_session_logs: true };

function account(flags: Record<FeatureFlag, boolean>): AccountDetails {
  return {
    id: 'a1', client_id: 'c1', name: 'Acme Corp', logo: null, disable_username_password: false, group_by_category: false,
    show_legacy_agent_online_offline_graph: false, billing_period: null, billing_type: null, unit_amount: null, billing_start_date: null,
    ...flags, user_onboarding_required: false, is_provider: false, created_at: '2026-01-01',
  };
}

function signedIn(role: AccessContext['role'], flags = ACME): FakeSession {
  return {
    status: 'ready',
    user: { display_name: 'Ada Admin', email: 'admin@acme.test' },
    account: account(flags),
    access: { role, flags, billing: true, onProviderAccount: role === 'SuperAdmin' || role === 'PALISADE_ADMIN' },
    signOut,
  };
}
const signedOut = (): FakeSession => ({ status: 'signedOut', user: null, account: undefined, access: null, signOut });

function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <Theme>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Theme>,
  );
  return router;
}

// jsdom lacks what Radix's menus measure and scroll with.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;

beforeEach(() => {
  session = signedOut();
  signOut.mockReset();
  resetReloadingForTests();
});

describe('RouteGuard', () => {
  it('sends a signed-out visitor to /login, keeping the intended path', async () => {
    const router = renderAt('/alerts-saas-apps');
    expect(await screen.findByRole('heading', { name: 'Sign in stub from /alerts-saas-apps' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('sends a user without the feature flag to /unauthorized', async () => {
    session = signedIn('ADMIN', GLOBEX);
    const router = renderAt('/dlp-endpoints');
    expect(await screen.findByRole('heading', { name: 'Unauthorized stub' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('shows a spinner while the session loads', () => {
    session = { ...signedOut(), status: 'loading' };
    renderAt('/dashboard');
    expect(screen.getByText('Loading').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('waits for the session on a framed public page instead of drawing it bare first', async () => {
    await import('../screens/help/help-center');
    session = { ...signedOut(), status: 'loading' };
    renderAt('/help-center');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByText('Loading').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search the help centre' })).not.toBeInTheDocument();
  });

  it('sends a signed-in user from /login and / to the landing page', async () => {
    session = signedIn('GROUP_ADMIN');
    const router = renderAt('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/alerts-saas-apps'));
    session = signedIn('ADMIN');
    const second = renderAt('/');
    await waitFor(() => expect(second.state.location.pathname).toBe('/dashboard'));
  });

  it('shows the not-found page with a way home for unknown paths', async () => {
    session = signedIn('ADMIN');
    renderAt('/no-such-screen');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/dashboard');
    expect(document.title).toBe('Page not found · Palisade');
  });

  it('points the not-found page home to sign-in when signed out', () => {
    renderAt('/no-such-screen');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/login');
  });

  it('renders a public page without a session, bare', () => {
    renderAt('/vanta/oauth/callback');
    expect(screen.getByRole('heading', { level: 1, name: 'Vanta Connection' })).toBeInTheDocument();
    expect(screen.getByText(/This screen arrives with its own issue\. It is specified in part 2 §2\.6 Public or auth\./)).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
  it('renders ScreenPending for a route that has no entry in SCREENS', () => {
    session = signedIn('ADMIN');
    renderAt('/content-apps');
    expect(screen.getByTestId('screen-pending')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Managed Applications' })).toBeInTheDocument();
  });
});

describe('the shell', () => {
  it('frames a pending screen with header, rail, panel and breadcrumb, and titles the document', async () => {
    session = signedIn('ADMIN');
    renderAt('/content-apps');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const rail = screen.getByRole('navigation', { name: 'Main' });
    expect(within(rail).getByRole('link', { name: 'Policies' })).toHaveAttribute('aria-current', 'page');
    const panel = screen.getByRole('navigation', { name: 'Policies section' });
    expect(within(panel).getByRole('button', { name: 'FLEET' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('button', { name: 'Endpoint SWG' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).getByRole('link', { name: 'Applications' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Managed Applications' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Managed Applications' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    await waitFor(() => expect(document.title).toBe('Managed Applications · Palisade'));
  });

  it('keeps the last module marked on a header page outside the menu, without announcing it as the current page', async () => {
    session = signedIn('ADMIN');
    sessionStorage.setItem(STORAGE_KEYS.navigation, JSON.stringify({ moduleId: 'inventory', childId: 'saas-list', tabIndex: 2 }));
    renderAt('/endpoint-status');
    const rail = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(rail).getByRole('link', { name: 'Inventory' })).toHaveAttribute('data-active', 'true');
    expect(within(rail).queryAllByRole('link').filter((l) => l.getAttribute('aria-current'))).toEqual([]);
  });

  it('opens an accordion group and keeps the choice in session storage', async () => {
    session = signedIn('ADMIN');
    renderAt('/saas/list');
    const panel = screen.getByRole('navigation', { name: 'Inventory section' });
    await userEvent.click(within(panel).getByRole('button', { name: 'DLP' }));
    expect(within(panel).getByRole('button', { name: 'DLP' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('link', { name: 'Discovered Data' })).toBeVisible();
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.navigation)!)).toMatchObject({ moduleId: 'inventory', childId: 'saas-list', tabIndex: 2 });
  });

  it('opens the first child of a module from the rail', async () => {
    session = signedIn('ADMIN');
    const router = renderAt('/dashboard');
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Reports' }));
    expect(router.state.location.pathname).toBe('/compliance');
    expect(screen.getByRole('navigation', { name: 'Reports section' })).toBeInTheDocument();
  });

  it('hides the side panel on no-panel routes but keeps the rail', () => {
    session = signedIn('ADMIN');
    renderAt('/help-center');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /section/ })).not.toBeInTheDocument();
  });

  it('redirects a tab container to its first tab, keeping the filters', async () => {
    session = signedIn('ADMIN');
    const router = renderAt('/websites-reports?q=news');
    await waitFor(() => expect(router.state.location.pathname).toBe('/websites-reports/websites-tab'));
    expect(router.state.location.search).toBe('?q=news');
  });

  it('shows the header shortcuts each role may open', () => {
    session = signedIn('ADMIN');
    renderAt('/dashboard');
    const header = screen.getByRole('banner');
    for (const name of ['AskCISO', 'Endpoint Status', 'Setup Guide', 'Help Center']) expect(within(header).getByRole('link', { name })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'AskCISO' })).toHaveAttribute('href', '/chatbot/conversation');
    expect(within(header).getByText('Tip of the day:')).toBeInTheDocument();
  });

  it('hides AskCISO and the setup guide from the auditor', () => {
    session = signedIn('AUDITOR');
    renderAt('/alerts-saas-apps');
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('link', { name: 'AskCISO' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Setup Guide' })).not.toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Help Center' })).toBeInTheDocument();
  });

  it('logs out from the user menu', async () => {
    session = signedIn('ADMIN');
    renderAt('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu: Ada Admin' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('opens Settings from the user menu', async () => {
    session = signedIn('ADMIN');
    const router = renderAt('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu: Ada Admin' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Settings' }));
    expect(router.state.location.pathname).toBe('/account-settings');
  });

  it('shows the error page, not a second reload, when a chunk fails again after the reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem(STORAGE_KEYS.chunkReload, String(Date.now()));
    session = signedIn('ADMIN');
    await act(async () => {
      renderAt('/accounts');
    });
    expect(await screen.findByText("Looks like we're experiencing a temporary hiccup.")).toBeInTheDocument();
    expect(screen.getByText('Please try again in a few moments.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});

// Test harness for screens that need the session: the real providers, a memory router, and fetch
// mocked at the network boundary.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { Theme } from '@radix-ui/themes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type InitialEntry } from 'react-router-dom';
import '../i18n';
import type { AccountDetails } from '../../api/contract/accounts';
import type { SessionResponse, TokenClaims } from '../../api/contract/auth';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { ToastProvider } from '../../ui/toast';
import { SessionProvider } from './session-provider';

function base64url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An unsigned JWT carrying the claims the console reads (the browser never verifies the signature). */
export function fakeToken(claims: Partial<TokenClaims> = {}): string {
  const payload: TokenClaims = {
    sub: 'user-1',
    email: 'admin@acme.test',
    role: 'ADMIN',
    account_id: 'acme-id',
    account_name: 'Acme Corp',
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...claims,
  };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;
}

export function sessionResponseFor(claims: Partial<TokenClaims> = {}): SessionResponse {
  const token = fakeToken(claims);
  return {
    display_name: 'Ada Admin',
    email: claims.email ?? 'admin@acme.test',
    token,
    login_type: 'BASIC',
    account_name: claims.account_name ?? 'Acme Corp',
    account_id: claims.account_id ?? 'acme-id',
    role: claims.role ?? 'ADMIN',
  };
}

export function storeSession(claims: Partial<TokenClaims> = {}): SessionResponse {
  const res = sessionResponseFor(claims);
  const { role: _role, ...stored } = res;
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(stored));
  return res;
}

export function accountFor(overrides: Partial<AccountDetails> = {}): AccountDetails {
  return {
    id: 'acme-id',
    client_id: 'acme-client',
    name: 'Acme Corp',
    logo: null,
    disable_username_password: false,
    group_by_category: false,
    show_legacy_agent_online_offline_graph: false,
    billing_period: null,
    billing_type: null,
    unit_amount: null,
    billing_start_date: null,
    enable_mdm: true,
    enable_vpn: true,
    enable_dlp: true,
    enable_execute_command: true,
    disable_session_logs: false,
    user_onboarding_required: false,
    is_provider: false,
    created_at: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export function json(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** A server-side paged list as the console's list calls answer it: HEAD gives the count in x-size, GET the page. */
export function pagedList(call: { method: string; url: URL }, rows: readonly unknown[]): Response {
  if (call.method === 'HEAD') return new Response(null, { status: 200, headers: { 'x-size': String(rows.length) } });
  const page = Number(call.url.searchParams.get('page') ?? 1);
  const size = Number(call.url.searchParams.get('size') ?? rows.length);
  return json(200, rows.slice((page - 1) * size, page * size));
}

export interface ApiCall {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/** Answers each fetch with the handler's response; an unhandled call answers 404. */
export function mockApi(handler: (call: ApiCall) => Response | undefined | Promise<Response | undefined>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const call: ApiCall = {
      method: init.method ?? 'GET',
      url: new URL(input, 'http://localhost'),
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return (await handler(call)) ?? json(404, { exception: `No mock for ${call.method} ${call.url.pathname}`, code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** jsdom lacks ResizeObserver, which Radix popovers measure with. */
export function stubLayoutApis(): void {
  if (!('ResizeObserver' in window)) {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  }
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** Renders `element` at `path` inside the app's providers; any other path shows where the app went. */
export function renderWithSession(element: ReactElement, options: { path: string; at?: InitialEntry }) {
  stubLayoutApis();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        element: (
          <ToastProvider>
            <SessionProvider>
              <Outlet />
            </SessionProvider>
          </ToastProvider>
        ),
        children: [
          { path: options.path, element },
          { path: '*', element: <Where /> },
        ],
      },
    ],
    { initialEntries: [options.at ?? options.path] },
  );
  const view = render(
    <Theme>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Theme>,
  );
  return { ...view, router, queryClient };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError, apiFetch, getCount, getList, request, setAuthHandlers, setSessionSource } from './client';

type FetchArgs = [string, RequestInit];

function answer(status: number, body?: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
const onUnauthorized = vi.fn();
const onForbidden = vi.fn();
let cleanups: (() => void)[] = [];

function lastCall(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url, init, headers: new Headers(init.headers) };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  cleanups = [
    setAuthHandlers({ onUnauthorized, onForbidden }),
    setSessionSource(() => ({ token: 'jwt-token', email: 'admin@acme.test', account_id: 'acct-1' })),
  ];
});

afterEach(() => {
  cleanups.forEach((fn) => fn());
  fetchMock.mockReset();
  onUnauthorized.mockReset();
  onForbidden.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('request headers', () => {
  it('signs every call with the bearer token, a fresh traceparent, the account id and the user', async () => {
    fetchMock.mockImplementation(async () => answer(200, { ok: true }));
    await request('GET', '/accounts');
    const first = lastCall();
    await request('GET', '/accounts');
    const second = lastCall();
    expect(first.url).toBe('/api/accounts');
    expect(first.headers.get('authorization')).toBe('Bearer jwt-token');
    expect(first.headers.get('x-account-id')).toBe('acct-1');
    expect(first.headers.get('x-user')).toBe('admin@acme.test');
    expect(first.headers.get('traceparent')).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(second.headers.get('traceparent')).not.toBe(first.headers.get('traceparent'));
  });

  it('sends no credentials when signed out, and JSON bodies as JSON', async () => {
    cleanups.push(setSessionSource(() => null));
    fetchMock.mockImplementation(async () => answer(200, {}));
    await request('POST', '/auth/signin', { body: { email: 'a@b.test', password: 'x' } });
    const { headers, init } = lastCall();
    expect(headers.has('authorization')).toBe(false);
    expect(headers.has('x-account-id')).toBe(false);
    expect(headers.get('content-type')).toBe('application/json');
    expect(init.body).toBe('{"email":"a@b.test","password":"x"}');
    expect(init.method).toBe('POST');
  });

  it('signs with an explicit identity when given one', async () => {
    fetchMock.mockImplementation(async () => answer(200, {}));
    await request('GET', '/accounts', { identity: { token: 'new', email: 'ops@palisade.test', account_id: 'acct-2' } });
    const { headers } = lastCall();
    expect(headers.get('authorization')).toBe('Bearer new');
    expect(headers.get('x-account-id')).toBe('acct-2');
  });

  it('puts the query in the URL, skipping empty values and repeating arrays', async () => {
    fetchMock.mockImplementation(async () => answer(200, []));
    await request('GET', '/users', { query: { q: 'ann', status: undefined, o: ['Windows', 'Linux'], page: 2, empty: '' } });
    expect(lastCall().url).toBe('/api/users?q=ann&o=Windows&o=Linux&page=2');
  });

  it('validates the body with the schema and refuses a body that breaks the contract', async () => {
    const schema = z.object({ pending: z.number() });
    fetchMock.mockResolvedValueOnce(answer(200, { pending: 3 }));
    await expect(request('GET', '/stats', { schema })).resolves.toEqual({ pending: 3 });
    fetchMock.mockResolvedValueOnce(answer(200, { pending: 'three' }));
    await expect(request('GET', '/stats', { schema })).rejects.toMatchObject({ code: 'contract' });
  });
});

describe('errors', () => {
  it('throws ApiRequestError with the status, exception, code and issues of the body', async () => {
    fetchMock.mockResolvedValue(
      answer(400, { exception: 'Invalid input', code: 'bad_request', issues: [{ path: 'email', message: 'Enter a valid e-mail address.' }] }),
    );
    const error = await request('POST', '/signup', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      exception: 'Invalid input',
      code: 'bad_request',
      issues: [{ path: 'email', message: 'Enter a valid e-mail address.' }],
    });
  });

  it('reads Retry-After on a 429', async () => {
    fetchMock.mockImplementation(async () => answer(429, { exception: 'Too many attempts', code: 'rate_limited' }, { 'retry-after': '42' }));
    await expect(request('POST', '/auth/signin', { globalErrors: false })).rejects.toMatchObject({ status: 429, retryAfter: 42 });
  });

  it('turns a network failure into a status 0 error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request('GET', '/accounts')).rejects.toMatchObject({ status: 0, code: 'network' });
  });
});

describe('global 401 and 403 routing (spec part 1 §8)', () => {
  it('a 401 calls the unauthorized handler and still rejects', async () => {
    fetchMock.mockImplementation(async () => answer(401, { exception: 'Session expired', code: 'unauthorized' }));
    await expect(request('GET', '/accounts')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onForbidden).not.toHaveBeenCalled();
  });

  it('a 403 calls the forbidden handler', async () => {
    fetchMock.mockImplementation(async () => answer(403, { exception: 'Forbidden', code: 'forbidden' }));
    await expect(request('GET', '/accounts')).rejects.toMatchObject({ status: 403 });
    expect(onForbidden).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('on the configure-vpn screen a 401 is only logged', async () => {
    window.history.replaceState(null, '', '/configure-vpn/7');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async () => answer(401, { exception: 'Unauthorized', code: 'unauthorized' }));
    await expect(request('GET', '/vpn-config')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
  });

  it('during the Okta authorize pass-through a 401 goes to the caller only', async () => {
    window.history.replaceState(null, '', '/okta/oauth2/authorize');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async () => answer(401, { exception: 'Unauthorized', code: 'unauthorized' }));
    await expect(request('POST', '/auth/okta/signin')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('calls that opt out (sign-in, sign-up) see their 401 without a logout', async () => {
    fetchMock.mockImplementation(async () => answer(401, { exception: 'Invalid email or password.', code: 'unauthorized' }));
    await expect(request('POST', '/auth/signin', { globalErrors: false })).rejects.toMatchObject({ exception: 'Invalid email or password.' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('list and count conventions (spec part 2 §7)', () => {
  it('getList returns the rows, validated by the schema', async () => {
    fetchMock.mockImplementation(async () => answer(200, [{ name: 'Acme' }]));
    await expect(getList('/accessible-accounts', { page: 1, size: 10 }, z.object({ name: z.string() }))).resolves.toEqual([{ name: 'Acme' }]);
    expect(lastCall().url).toBe('/api/accessible-accounts?page=1&size=10');
  });

  it('getList returns null on error and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async () => answer(500, { exception: 'boom', code: 'internal' }));
    await expect(getList('/accessible-accounts')).resolves.toBeNull();
    expect(log).toHaveBeenCalled();
  });

  it('getCount sends HEAD without page and size and reads x-size', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 200, headers: { 'x-size': '27' } }));
    await expect(getCount('/accessible-accounts', { q: 'acme', page: 3, size: 10 })).resolves.toBe(27);
    const { url, init } = lastCall();
    expect(init.method).toBe('HEAD');
    expect(url).toBe('/api/accessible-accounts?q=acme');
  });

  it('getCount returns 0 on error, and a 401 on a count still logs out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(new Response(null, { status: 401 }));
    await expect(getCount('/users')).resolves.toBe(0);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('apiFetch hands back the raw response for downloads', async () => {
    fetchMock.mockResolvedValue(new Response('a,b\n1,2', { status: 200, headers: { 'content-type': 'text/csv' } }));
    const res = await apiFetch('GET', '/users', { query: { format: 'csv' } });
    await expect(res.text()).resolves.toBe('a,b\n1,2');
  });
});

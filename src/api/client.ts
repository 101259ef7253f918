// The one HTTP client of the console (DESIGN.md API conventions, spec part 1 §7 and §8).
import type { z } from 'zod';
import { fillPath, toSearchParams, type QueryRecord } from '../lib/url';
import { ACCOUNT_HEADER, TOTAL_HEADER, USER_HEADER, errorSchema, type ApiError } from './contract/common';
import type { EndpointArgs, EndpointDef, EndpointResult } from './contract/endpoint';

export const API_BASE = '/api';

/** What the client needs of the signed-in user to sign its requests. */
export interface RequestIdentity {
  token: string;
  email: string;
  account_id: string;
}

export interface AuthHandlers {
  onUnauthorized: () => void;
  onForbidden: () => void;
}

export type Query = QueryRecord;

export interface RequestOptions<T = unknown> {
  body?: unknown;
  query?: Query;
  /** validates the response body; without it the body is trusted as T */
  schema?: z.ZodType<T>;
  /**
   * false: a 401 or 403 goes back to the caller only, without the global routing of spec part 1 §8
   * (sign-in and sign-up expect 401 for bad credentials, the company switch shows its 403 as a toast).
   */
  globalErrors?: boolean;
  /** signs the request as this identity instead of the current session (right after a company switch) */
  identity?: RequestIdentity;
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
}

export class ApiRequestError extends Error {
  readonly status: number;
  readonly exception: string;
  readonly code: string;
  readonly issues: NonNullable<ApiError['issues']>;
  /** seconds, from Retry-After on a 429 */
  readonly retryAfter: number | null;

  constructor(status: number, body: Partial<ApiError>, retryAfter: number | null = null) {
    const exception = body.exception ?? `Request failed with status ${status}`;
    super(exception);
    this.name = 'ApiRequestError';
    this.status = status;
    this.exception = exception;
    this.code = body.code ?? (status === 0 ? 'network' : `http_${status}`);
    this.issues = body.issues ?? [];
    this.retryAfter = retryAfter;
  }
}

let handlers: AuthHandlers | null = null;
let sessionSource: () => RequestIdentity | null = () => null;

/** Registers the session's reactions to 401 and 403; returns the function that removes them. */
export function setAuthHandlers(next: AuthHandlers): () => void {
  handlers = next;
  return () => {
    if (handlers === next) handlers = null;
  };
}

export function setSessionSource(source: () => RequestIdentity | null): () => void {
  sessionSource = source;
  return () => {
    if (sessionSource === source) sessionSource = () => null;
  };
}

function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** W3C trace context; the spec's 32- and 16-character request ids (part 1 §7). */
export function newTraceparent(): string {
  return `00-${randomHex(16)}-${randomHex(8)}-01`;
}

/** Paths are the spec's ('/accounts'); the client adds the '/api' base. */
export function apiUrl(path: string, query?: Query): string {
  const search = toSearchParams(query).toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function currentPath(): string {
  return typeof window === 'undefined' ? '' : window.location.pathname;
}

// spec part 1 §8: 401 logs out, except on configure-vpn (only logged) and during the Okta
// authorize pass-through (left to the caller); 403 goes to /unauthorized.
function routeAuthError(status: number, method: string, path: string): void {
  if (status === 401) {
    const where = currentPath();
    if (where.startsWith('/configure-vpn')) {
      console.error(`401 from ${method} ${path} on ${where}`);
      return;
    }
    if (where.startsWith('/okta/oauth2/authorize')) return;
    handlers?.onUnauthorized();
  } else if (status === 403) {
    handlers?.onForbidden();
  }
}

async function readError(res: Response): Promise<ApiRequestError> {
  let body: Partial<ApiError> = {};
  try {
    const parsed = errorSchema.partial().safeParse(await res.json());
    if (parsed.success) body = parsed.data;
  } catch {
    // not JSON (HEAD, proxy pages): the status says enough
  }
  const retryAfter = Number(res.headers.get('retry-after'));
  return new ApiRequestError(res.status, body, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
}

/** Sends one signed request; resolves with the response when it is 2xx, else throws ApiRequestError. */
export async function apiFetch(method: string, path: string, options: RequestOptions<unknown> = {}): Promise<Response> {
  const identity = options.identity ?? sessionSource();
  const headers: Record<string, string> = { traceparent: newTraceparent(), accept: 'application/json', ...options.headers };
  if (identity) {
    headers.authorization = `Bearer ${identity.token}`;
    headers[ACCOUNT_HEADER] = identity.account_id;
    headers[USER_HEADER] = identity.email;
  }
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let res: Response;
  try {
    res = await fetch(apiUrl(path, options.query), { method, headers, body, signal: options.signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError(0, { exception: 'The server could not be reached.', code: 'network' });
  }
  if (res.ok) return res;

  const error = await readError(res);
  if (options.globalErrors !== false) routeAuthError(res.status, method, path);
  throw error;
}

/** A JSON call: the parsed (and, with a schema, validated) body, or an ApiRequestError. */
export async function request<T>(method: string, path: string, options: RequestOptions<T> = {}): Promise<T> {
  const res = await apiFetch(method, path, options);
  if (res.status === 204 || method === 'HEAD') return undefined as T;
  const text = await res.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (!options.schema) return data as T;
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiRequestError(res.status, { exception: `Unexpected response from ${method} ${path}`, code: 'contract' });
  }
  return parsed.data;
}

/** spec part 2 §7: a GET list returns its rows, or null on error (logged). */
export async function getList<T>(path: string, query?: Query, schema?: z.ZodType<T>): Promise<T[] | null> {
  try {
    const rows = await request<unknown>('GET', path, { query });
    if (!Array.isArray(rows)) throw new ApiRequestError(200, { exception: `Expected a list from GET ${path}`, code: 'contract' });
    if (!schema) return rows as T[];
    return rows.map((row) => schema.parse(row));
  } catch (error) {
    console.error(`GET ${path} failed`, error);
    return null;
  }
}

/** spec part 2 §7: a count is HEAD on the list's path without page and size, read from x-size; 0 on error. */
export async function getCount(path: string, query?: Query): Promise<number> {
  const { page: _page, size: _size, ...filters } = query ?? {};
  try {
    const res = await apiFetch('HEAD', path, { query: filters });
    const total = Number(res.headers.get(TOTAL_HEADER));
    return Number.isFinite(total) ? total : 0;
  } catch (error) {
    console.error(`HEAD ${path} failed`, error);
    return 0;
  }
}

// ---------- calls derived from the contract's endpoint definitions ----------

type CallOptions = Pick<RequestOptions, 'globalErrors' | 'identity' | 'signal' | 'headers'>;

/** The arguments may be left out when the endpoint takes no path params and no body. */
type NoArgs = Record<never, never>;
type ArgsOf<E extends EndpointDef> = NoArgs extends EndpointArgs<E> ? [args?: EndpointArgs<E>] : [args: EndpointArgs<E>];
type ArgsAndOptions<E extends EndpointDef> = NoArgs extends EndpointArgs<E> ? [args?: EndpointArgs<E>, options?: CallOptions] : [args: EndpointArgs<E>, options?: CallOptions];

interface Parts {
  path: string;
  query?: Query;
  body?: unknown;
}

function partsOf(e: EndpointDef, args: unknown): Parts {
  const { params, query, body } = (args ?? {}) as { params?: Readonly<Record<string, string | number>>; query?: Query; body?: unknown };
  return { path: fillPath(e.path, params ?? {}), query, body };
}

/** The URL of a GET endpoint, for what the browser fetches itself (an <img>, a download link). */
export function endpointUrl<E extends EndpointDef>(e: E, ...[args]: ArgsOf<E>): string {
  const { path, query } = partsOf(e, args);
  return apiUrl(path, query);
}

/** Calls one endpoint of the contract; the answer is validated by its response schema. */
export function callEndpoint<E extends EndpointDef>(e: E, ...[args, options]: ArgsAndOptions<E>): Promise<EndpointResult<E>> {
  const { path, query, body } = partsOf(e, args);
  return request(e.method, path, { ...options, query, body, schema: e.response as z.ZodType<EndpointResult<E>> | undefined });
}

/** The raw response of an endpoint (files, images, streams); 2xx or an ApiRequestError. */
export function fetchEndpoint<E extends EndpointDef>(e: E, ...[args, options]: ArgsAndOptions<E>): Promise<Response> {
  const { path, query, body } = partsOf(e, args);
  return apiFetch(e.method, path, { ...options, query, body });
}

type RowOf<E extends EndpointDef> = EndpointResult<E> extends readonly (infer R)[] ? R : never;

/** spec part 2 §7: a list endpoint's rows, or null on error (logged). Rows are checked one by one. */
export function listEndpoint<E extends EndpointDef>(e: E, ...[args]: ArgsOf<E>): Promise<RowOf<E>[] | null> {
  const schema = e.response as z.ZodType | undefined;
  const row = schema && 'element' in schema ? (schema.element as z.ZodType<RowOf<E>>) : undefined;
  const { path, query } = partsOf(e, args);
  return getList<RowOf<E>>(path, query, row);
}

/** spec part 2 §7: a HEAD count endpoint's total from x-size; 0 on error. */
export function countEndpoint<E extends EndpointDef & { method: 'HEAD' }>(e: E, ...[args]: ArgsOf<E>): Promise<number> {
  const { path, query } = partsOf(e, args);
  return getCount(path, query);
}

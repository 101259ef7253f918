// The one query-string and path codec of the console: API calls (api/client.ts), deep links
// (lib/links.ts) and list screens' URL filters (ui/use-list-params.ts) all encode through it.

export type QueryScalar = string | number | boolean | Date;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
export type QueryRecord = Readonly<Record<string, QueryValue>>;

function encodeScalar(value: QueryScalar): string {
  // DESIGN.md API conventions: time filters (s, e) travel as epoch milliseconds.
  return value instanceof Date ? String(value.getTime()) : String(value);
}

/** Sets `key` on `params` to `value`: empty values remove it, arrays repeat the key. */
export function setParam(params: URLSearchParams, key: string, value: QueryValue): void {
  params.delete(key);
  if (value === undefined || value === null || value === '') return;
  if (Array.isArray(value)) for (const item of value as readonly QueryScalar[]) params.append(key, encodeScalar(item));
  else params.append(key, encodeScalar(value as QueryScalar));
}

export function toSearchParams(query: QueryRecord | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) setParam(params, key, value);
  return params;
}

/** '?a=1&b=2', or '' when nothing is set. */
export function searchString(query: QueryRecord | undefined): string {
  const text = toSearchParams(query).toString();
  return text ? `?${text}` : '';
}

/** A repeated key becomes an array, a single one a string: the shape zod filter schemas read. */
export function searchToObject(search: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    out[key] = values.length > 1 ? values : values[0];
  }
  return out;
}

export type PathParams = Readonly<Record<string, string | number | undefined | null>>;

/**
 * Fills a ':name' / ':name?' pattern (a segment may carry a suffix after the name, as Fastify's
 * ':slug.svg'): required params must be given, unfilled optional ones are dropped.
 */
export function fillPath(pattern: string, params: PathParams = {}): string {
  const segments = pattern.split('/').filter(Boolean).flatMap((segment) => {
    const m = /^:([A-Za-z_][A-Za-z0-9_]*)(\?)?(.*)$/.exec(segment);
    if (!m) return [segment];
    const [, name, optional, suffix] = m;
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      if (optional) return [];
      throw new Error(`missing parameter "${name}" for ${pattern}`);
    }
    return [encodeURIComponent(String(value)) + suffix];
  });
  return `/${segments.join('/')}`;
}

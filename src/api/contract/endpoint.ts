// DESIGN.md "The API contract": every call of /api is defined once, here in the contract, as data. The
// server registers its Fastify route from the definition (server/lib/endpoints.ts), the console derives
// its fetch functions from it (src/api/call.ts), and the OpenAPI document is generated from the same
// schemas. A client call and its server handler are one reference apart: `saasApi.listCatalog`.
import type { z } from 'zod';
import type { Capability } from './access';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: 'public' needs no session (sign-in, health), 'session' any signed-in user of any role,
 * otherwise a named capability of access.ts checked against the session's role and company flags.
 */
export type EndpointAccess = 'public' | 'session' | Capability;

export interface EndpointDef {
  readonly method: HttpMethod;
  /** Fastify-style pattern under /api: '/saas-inv/:name' */
  readonly path: string;
  readonly access: EndpointAccess;
  /** OpenAPI tag: the contract area */
  readonly tag: string;
  readonly description?: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * The 200 body. Omitted for HEAD counts (the total travels in x-size) and for non-JSON answers
   * (files, images, event streams), which list their media types in `produces`.
   */
  readonly response?: z.ZodType;
  /** the success status when it is not 200: 201 for a creation, 204 for a deletion without body */
  readonly status?: 201 | 204;
  readonly produces?: readonly string[];
  /** extra statuses this call answers besides 400/401/403 (e.g. 404, 409, 413, 429) */
  readonly errors?: readonly number[];
  /** a POST the read-only role may still make, because it changes no data (switching company, asking AskCISO) */
  readonly readOnly?: boolean;
}

/** Identity helper that keeps the literal types of a definition (method, path, schemas). */
export function endpoint<const D extends EndpointDef>(definition: D): D {
  return definition;
}

/** A HEAD count over a list endpoint: the same path and filters, page and size ignored, total in x-size. */
export function countOf<const D extends EndpointDef>(list: D, description = 'Answers the total in the x-size header, with the same filters as GET (page and size are ignored).') {
  return endpoint({ ...list, method: 'HEAD', response: undefined, description } as Omit<D, 'method' | 'response' | 'description'> & {
    method: 'HEAD';
    response: undefined;
    description: string;
  });
}

type InputOf<T> = T extends z.ZodType ? z.input<T> : undefined;
type OutputOf<T> = T extends z.ZodType ? z.output<T> : undefined;

/** What the console passes to call an endpoint: its path params, query and body, as the schemas take them. */
export type EndpointArgs<E extends EndpointDef> = (E['params'] extends z.ZodType ? { params: InputOf<E['params']> } : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: Partial<InputOf<E['query']>> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: InputOf<E['body']> } : { body?: undefined });

/** What the server's handler receives, validated and transformed by the schemas. */
export interface EndpointInput<E extends EndpointDef> {
  params: OutputOf<E['params']>;
  query: OutputOf<E['query']>;
  body: OutputOf<E['body']>;
}

/** The JSON answer the console receives (unknown for non-JSON endpoints). */
export type EndpointResult<E extends EndpointDef> = E['response'] extends z.ZodType ? z.output<E['response']> : unknown;

/** What the server's handler returns: the response before serialization, a count for HEAD. */
export type EndpointReturn<E extends EndpointDef> = E['method'] extends 'HEAD' ? number : E['response'] extends z.ZodType ? z.input<E['response']> : unknown;

export type EndpointMap = Readonly<Record<string, EndpointDef>>;

/** 'GET /saas-inv/:name', the key the coverage test and the OpenAPI document share. */
export function endpointKey(e: Pick<EndpointDef, 'method' | 'path'>): string {
  return `${e.method} ${e.path}`;
}

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../src/api/contract/common';
import { TRACE_HEADER } from '../../src/api/contract/common';
import { HttpError } from '../lib/http-error';

interface Mapped {
  status: number;
  body: ApiError;
  headers?: Record<string, string>;
}

const FRAMEWORK_ERRORS: Record<string, { status: number; code: string; exception: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', exception: 'Unsupported content type; send application/json.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', exception: 'The request body is too large.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'BAD_REQUEST', exception: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'BAD_REQUEST', exception: 'The request body is not valid JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST', exception: 'The Content-Length header does not match the body.' },
  FST_ERR_BAD_URL: { status: 400, code: 'BAD_REQUEST', exception: 'The request URL is malformed.' },
};

function issuePath(instancePath: string): string {
  return instancePath.split('/').filter(Boolean).join('.');
}

export function mapError(error: FastifyError | Error): Mapped {
  if (error instanceof HttpError) {
    const body: ApiError = { exception: error.message, code: error.code, ...(error.issues ? { issues: error.issues } : {}) };
    return { status: error.statusCode, body, headers: error.headers };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({ path: issuePath(v.instancePath), message: v.message ?? 'Invalid value.' }));
    return { status: 400, body: { exception: issues[0]?.message ?? 'Invalid request.', code: 'VALIDATION', issues } };
  }
  const fastifyError = error as FastifyError;
  if (Array.isArray(fastifyError.validation)) {
    const issues = fastifyError.validation.map((v) => ({ path: issuePath(v.instancePath ?? ''), message: v.message ?? 'Invalid value.' }));
    return { status: 400, body: { exception: issues[0]?.message ?? 'Invalid request.', code: 'VALIDATION', issues } };
  }
  const known = fastifyError.code ? FRAMEWORK_ERRORS[fastifyError.code] : undefined;
  if (known) return { status: known.status, body: { exception: known.exception, code: known.code } };
  const status = fastifyError.statusCode ?? 500;
  // Parser failures (malformed JSON, prototype poisoning) arrive as plain errors with a 4xx status.
  if (status >= 400 && status < 500) return { status, body: { exception: 'The request is malformed.', code: 'BAD_REQUEST' } };
  return { status: 500, body: { exception: 'Something went wrong on our side.', code: 'INTERNAL' } };
}

function send(request: FastifyRequest, reply: FastifyReply, error: Error) {
  const mapped = mapError(error);
  if (mapped.status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ status: mapped.status, code: mapped.body.code }, mapped.body.exception);
  return reply
    .code(mapped.status)
    .headers({ ...mapped.headers, [TRACE_HEADER]: request.id })
    .type('application/json; charset=utf-8')
    .send(mapped.body);
}

/** DESIGN.md API conventions: every error is JSON {exception, code, issues?}; bad input never gives 500. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => send(request, reply, error));
  },
  { name: 'errors', fastify: '5.x' },
);

/** Fastify option for failures before routing (bad URL encoding): answered in the same JSON shape. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return send(request, reply, error);
}

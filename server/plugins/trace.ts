import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController } from 'fastify';
import fp from 'fastify-plugin';
import { TRACE_HEADER } from '../../src/api/contract/common';

// W3C Trace Context: version-traceid-parentid-flags; an all-zero trace id is invalid, version ff is forbidden.
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

/** The trace id of a traceparent header, or a fresh random one (DESIGN.md API conventions). */
export function traceIdFrom(traceparent: string | string[] | undefined): string {
  const value = Array.isArray(traceparent) ? traceparent[0] : traceparent;
  const match = value ? TRACEPARENT.exec(value.trim().toLowerCase()) : null;
  if (match && match[1] !== 'ff' && !/^0+$/.test(match[2]) && !/^0+$/.test(match[3])) return match[2];
  return randomBytes(16).toString('hex');
}

/** Fastify constructor options: the trace id is the request id, so every log line carries it as traceId. */
export function traceServerOptions() {
  return {
    genReqId: (req: IncomingMessage) => traceIdFrom(req.headers.traceparent),
    logController: new LogController({ requestIdLogLabel: 'traceId' }),
    requestIdHeader: false as const,
  };
}

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(TRACE_HEADER, request.id);
    });
  },
  { name: 'trace', fastify: '5.x' },
);

// The server-sent event stream an AskCISO answer travels in (issue 8): event 'start' at once, 'delta'
// text chunks, then 'answer' with the structured answer and 'done', or 'error'.
import type { FastifyReply } from 'fastify';

/** Takes the reply over and opens the stream; the headers set so far (trace id, security headers) are kept. */
export function openEventStream(reply: FastifyReply) {
  reply.hijack();
  const headers = { ...reply.getHeaders(), 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive' };
  reply.raw.writeHead(200, headers as Record<string, string>);
  reply.raw.flushHeaders();
  return {
    send: (event: string, data: unknown) => reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    end: () => reply.raw.end(),
  };
}

/** Splits the answer into small pieces so the transcript fills in as it streams. */
export function chunks(text: string): string[] {
  return text.match(/^\s+|\S+\s*/g) ?? [];
}

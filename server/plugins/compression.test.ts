// The compressors of plugins/compression.ts flush a slow stream as it goes: an export read from a
// cursor reaches the browser piece by piece, not in one block at the end.
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import compression, { STREAM_FLUSH_MS } from './compression';

const app = Fastify();
const LINES = 8;

beforeAll(async () => {
  await app.register(compression);
  app.get('/slow', (_request, reply) => {
    async function* lines() {
      for (let i = 0; i < LINES; i++) {
        yield `line ${i}\n`;
        await new Promise((resolve) => setTimeout(resolve, STREAM_FLUSH_MS / 2));
      }
    }
    return reply.type('text/csv; charset=utf-8').send(Readable.from(lines()));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

for (const encoding of ['br', 'gzip']) {
  it(`sends a slow ${encoding} stream in pieces while it is produced`, async () => {
    const { port } = app.server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/slow`, { headers: { 'accept-encoding': encoding } });
    expect(res.headers.get('content-encoding')).toBe(encoding);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const pieces: string[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pieces.push(decoder.decode(value, { stream: true }));
    }
    expect(pieces.join('')).toBe(Array.from({ length: LINES }, (_, i) => `line ${i}\n`).join(''));
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces[0]).toContain('line 0');
    expect(pieces[0]).not.toContain(`line ${LINES - 1}`);
  });
}

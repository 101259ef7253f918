// Compressed answers (issue 14 item 1): brotli or gzip, as the client asks, for every compressible
// answer the routes send — JSON above 1 kB, CSV and CEF exports. Static files are compressed at build
// time instead (tools/size/compress.ts) and served by plugins/spa.ts with their .br/.gz siblings; an
// answer that already has a content-encoding is left alone. The AskCISO event stream takes over the raw
// response (server/modules/chatbot/event-stream.ts), so it never passes through here, and
// text/event-stream is not compressible to the plugin either. Requests without accept-encoding
// (app.inject in the tests, curl) get identity.
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';

/** JSON under this many bytes goes out as it is: compressing it saves less than the headers cost. */
export const COMPRESS_THRESHOLD = 1024;
/** A streamed answer (an export read from a cursor) is flushed at least this often, so it keeps streaming. */
export const STREAM_FLUSH_MS = 100;

/**
 * A compressor that flushes what it holds when no flush happened for STREAM_FLUSH_MS after a write:
 * a slow export reaches the client piece by piece instead of in 16 kB blocks of compressed output,
 * while a fast one (or a JSON body, written at once) is compressed as one block.
 */
function flushing<T extends BrotliCompress | Gzip>(stream: T): T {
  let timer: NodeJS.Timeout | undefined;
  const flushSoon = () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      if (!stream.writableEnded && !stream.destroyed) stream.flush();
    }, STREAM_FLUSH_MS);
  };
  const stop = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
  };
  const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
  stream.write = ((...args: unknown[]) => {
    flushSoon();
    return write(...args);
  }) as T['write'];
  stream.once('finish', stop);
  stream.once('close', stop);
  return stream;
}

export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      // request bodies stay as they were: no compressed uploads (and no decompression bombs)
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD,
      zlib: {
        // quality 4 (the plugin's default): about gzip's speed, smaller output
        createBrotliCompress: () => flushing(createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })),
        createGzip: () => flushing(createGzip({ level: 6 })),
      },
    });
  },
  { name: 'compression', fastify: '5.x' },
);

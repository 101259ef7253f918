import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/http-error';

export interface SpaPluginOptions {
  /** the vite build output; index.html is the history fallback */
  staticDir?: string;
}

const BUILD_HINT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Palisade</title></head>
<body><h1>Palisade</h1><p>The console has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>), then reload this page.</p></body></html>
`;

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Not published (issue 14): source maps, even when a SOURCEMAP=1 build left them in the root, and
 * dot-folders such as .vite/ (the build manifest that `npm run size` reads).
 */
function isPrivate(url: string): boolean {
  return /\.map(\?|$)/.test(url) || /(^|\/)\./.test(url.split('?')[0]);
}

/** A missing hashed asset (a stale chunk after a deploy) is a 404, not index.html with a script type error. */
function isAsset(url: string): boolean {
  return url.startsWith('/assets/');
}

/** Serves the built SPA; any non-/api GET that is not a file answers index.html (client-side routing). */
export default fp<SpaPluginOptions>(
  async (app, options) => {
    const root = options.staticDir ? resolve(options.staticDir) : undefined;
    const built = root !== undefined && existsSync(join(root, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        // name.br / name.gz written beside each text asset at build time (tools/size/compress.ts)
        preCompressed: true,
        allowedPath: (pathName) => !isPrivate(pathName),
        setHeaders(reply, path) {
          // vite puts content-hashed files under assets/; everything else must be revalidated.
          reply.header('cache-control', path.startsWith(join(root, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    const sendIndex = (reply: FastifyReply) =>
      built ? reply.header('cache-control', 'no-cache').sendFile('index.html') : reply.type('text/html; charset=utf-8').send(BUILD_HINT);

    app.setNotFoundHandler(async (request, reply) => {
      if (isApi(request.url) || isAsset(request.url) || isPrivate(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) throw notFound();
      return sendIndex(reply);
    });
  },
  { name: 'spa', fastify: '5.x', dependencies: ['errors'] },
);

// The compression the console is served with (issue 14 item 1): every text asset of the build above
// 1 kB gets a brotli (.br, quality 11) and a gzip (.gz, level 9) sibling, written once at build time and
// sent by @fastify/static `preCompressed`. `npm run size` measures with the same settings, so its
// figures are what the browser receives.
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Files worth compressing: text formats; fonts, images and archives are compressed already. */
export const TEXT_ASSET = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
export const MIN_BYTES = 1024;

export async function brotliBytes(data: Buffer): Promise<Buffer> {
  return brotli(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
}

export async function gzipBytes(data: Buffer): Promise<Buffer> {
  return gz(data, { level: 9 });
}

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // .vite/ holds the manifest, read by tools, never served
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes name.br and name.gz beside each text asset of `dir` above MIN_BYTES, when they are smaller. */
export async function precompress(dir: string): Promise<{ files: number; bytes: number; br: number; gzip: number }> {
  const todo = [...files(dir)].filter((path) => TEXT_ASSET.test(path) && statSync(path).size >= MIN_BYTES);
  const total = { files: 0, bytes: 0, br: 0, gzip: 0 };
  await Promise.all(
    todo.map(async (path) => {
      const data = await readFile(path);
      const [br, gzipped] = await Promise.all([brotliBytes(data), gzipBytes(data)]);
      total.files += 1;
      total.bytes += data.length;
      if (br.length < data.length) {
        await writeFile(`${path}.br`, br);
        total.br += br.length;
      }
      if (gzipped.length < data.length) {
        await writeFile(`${path}.gz`, gzipped);
        total.gzip += gzipped.length;
      }
    }),
  );
  return total;
}

/** Vite plugin: precompresses the build output once every file is written (build only, not the dev server). */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'palisade-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompress(outDir);
    },
  };
}

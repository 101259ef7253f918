// Shorter preload lists (issue 14 item 2). Before a lazy chunk loads, Vite preloads every chunk it imports,
// from a list written into the importing chunk, one list per import() (src/app/screens.ts alone has about 270).
// Those lists had grown to most of the entry's size (78 kB raw) and named again and again the chunks that the
// entry imports statically, which the browser has always loaded before any import() can run. This plugin takes
// those out of every list; the chunks themselves and the order they load in stay as they were.
// Lists in index.html (the entry's own modulepreload links) are left whole.
import type { Plugin, ResolvedConfig } from 'vite';

interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  imports?: readonly string[];
}

/** The files the entry chunks load through static imports, themselves included. */
export function entryClosure(bundle: Record<string, BundleChunk>): Set<string> {
  const seen = new Set<string>();
  const stack = Object.values(bundle).filter((c) => c.type === 'chunk' && c.isEntry).map((c) => c.fileName);
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(bundle[file]?.imports ?? []));
  }
  return seen;
}

export function preloadListsPlugin(): Plugin {
  let loaded = new Set<string>();
  return {
    name: 'palisade:preload-lists',
    apply: 'build',
    config() {
      return {
        build: {
          modulePreload: {
            resolveDependencies: (_file: string, deps: string[], { hostType }: { hostId: string; hostType: 'html' | 'js' }) =>
              hostType === 'html' ? deps : deps.filter((dep) => !loaded.has(dep)),
          },
        },
      };
    },
    configResolved(config: ResolvedConfig) {
      if (config.build.modulePreload === false) throw new Error('palisade:preload-lists needs build.modulePreload');
    },
    // before Vite writes the lists (vite:build-import-analysis, generateBundle)
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loaded = entryClosure(bundle as unknown as Record<string, BundleChunk>);
      },
    },
  };
}

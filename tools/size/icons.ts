// Radix icons in the build (issue 14 item 2). `@radix-ui/react-icons` is one module holding every icon, so
// the bundler puts every icon used anywhere in the console (about 15 kB brotli) into one chunk that every
// first load fetches. This plugin gives each icon a module of its own and gathers the icons that the first
// loads draw, through their static imports, into two chunks (GROUPS): `icons-first` (the entry and the
// sign-in page) and `icons-frame` (the signed-in frame); every other icon goes with the screens that draw it.
// One chunk per icon had been tried first: it cost the dashboard 4 kB, as many small chunks compress worse
// than one; one chunk for the frame and sign-in together cost sign-in 10 kB (docs/PERFORMANCE.md).
// Build only: tests and the dev server keep importing the package as it is.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const PACKAGE = '@radix-ui/react-icons';
const PREFIX = 'virtual:radix-icon/';
const RESOLVED = `\0${PREFIX}`;
const HELPER = `${RESOLVED}helper`;
/**
 * The icon chunks, each with the modules whose static imports reach its icons (relative to the project
 * root): the entry and the sign-in page, then the signed-in frame (the icons the entry has are not repeated).
 */
export const GROUPS: [chunk: string, roots: string[]][] = [
  ['icons-first', ['src/main.tsx', 'src/screens/auth/login.tsx']],
  ['icons-frame', ['src/app/layout/chrome-layout.tsx']],
];

/** `name -> source` of each icon in the package's ES module, and the helper they share. */
export function splitIcons(source: string): { helper: string; icons: Map<string, string> } {
  const start = source.indexOf('function _objectWithoutPropertiesLoose');
  const first = source.indexOf('var _excluded');
  const end = source.lastIndexOf('export {');
  if (start < 0 || first < 0 || end < 0) throw new Error(`${PACKAGE}: unexpected module layout; update tools/size/icons.ts`);
  const icons = new Map<string, string>();
  for (const block of source.slice(first, end).split(/\n(?=var _excluded)/)) {
    const name = /^var (\w+) = \/\*#__PURE__\*\/forwardRef\(/m.exec(block)?.[1];
    if (!name) throw new Error(`${PACKAGE}: an icon without a name; update tools/size/icons.ts`);
    icons.set(name, block);
  }
  return { helper: source.slice(start, first), icons };
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])@radix-ui\/react-icons\2;?/g;

/** Rewrites `import { A, B as C } from '@radix-ui/react-icons'` into one import per icon module. */
export function rewriteImports(code: string): string | null {
  if (!code.includes(PACKAGE)) return null;
  let changed = false;
  const out = code.replace(IMPORT, (_all, names: string) => {
    changed = true;
    return names
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => `import { ${part} } from '${PREFIX}${part.split(/\s+as\s+/)[0]}';`)
      .join('\n');
  });
  return changed ? out : null;
}

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

export function radixIconsPlugin(): Plugin {
  let root = process.cwd();
  let parsed: ReturnType<typeof splitIcons> | undefined;
  const load = () => {
    if (!parsed) {
      const require = createRequire(`${root}/package.json`);
      const file = require.resolve(`${PACKAGE}/dist/react-icons.esm.js`);
      parsed = splitIcons(readFileSync(file, 'utf8'));
    }
    return parsed;
  };
  let firstLoad: Map<string, string> | undefined;
  return {
    name: 'palisade:radix-icons',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      firstLoad = undefined;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (id === HELPER) return `${load().helper}\nexport { _objectWithoutPropertiesLoose };`;
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      const block = load().icons.get(name);
      if (!block) throw new Error(`${name} is not an icon of ${PACKAGE}`);
      return [
        `import { forwardRef, createElement } from 'react';`,
        `import { _objectWithoutPropertiesLoose } from '${PREFIX}helper';`,
        block,
        `export { ${name} };`,
      ].join('\n');
    },
    transform: {
      filter: { id: /[\\/]src[\\/].*\.[jt]sx?$/, code: PACKAGE },
      handler(code) {
        const out = rewriteImports(code);
        return out === null ? null : { code: out, map: null };
      },
    },
    config() {
      /** Modules reached from the roots through static imports, computed once per build. */
      const reached = (graph: ModuleGraph): Map<string, string> => {
        if (firstLoad) return firstLoad;
        const seen = new Map<string, string>();
        for (const [chunk, roots] of GROUPS) {
          const stack = roots.map((file) => `${root}/${file}`);
          while (stack.length) {
            const id = stack.pop()!;
            if (seen.has(id)) continue;
            seen.set(id, chunk);
            stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
          }
        }
        firstLoad = seen;
        return seen;
      };
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    debugName: 'radix-icons',
                    // the helper goes with the first load's icons: every other icon chunk loads after them
                    name: (id: string, ctx: ModuleGraph) => (id === HELPER ? GROUPS[0][0] : (reached(ctx).get(id) ?? null)),
                    test: (id: string) => id.startsWith(RESOLVED),
                    // an icon imports React, which stays where it is
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}

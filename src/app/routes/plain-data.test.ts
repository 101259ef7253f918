// Issue 13: the route table is plain data. The server (AskCISO's links) and the palette read it, so
// nothing here may load React, React Router or a screen, directly or through what it imports.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const DIR = join(ROOT, 'src/app/routes');
const sources = readdirSync(DIR)
  .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'))
  .map((name) => ({ name, text: readFileSync(join(DIR, name), 'utf8') }));

const FORBIDDEN = /^react($|-dom|-router)|(^|\/)screens(\/|$)/;

/** Specifiers a module loads at run time (`import type` is erased, so it is left out). */
function runtimeImports(text: string): string[] {
  return [...text.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].filter((m) => !m[1]).map((m) => m[2]);
}

function resolveFile(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base].find((f) => existsSync(f) && /\.tsx?$/.test(f));
}

/** Every module reached from `entry` by relative run-time imports, and every package they name. */
function closure(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) packages.add(specifier);
      else {
        const target = resolveFile(file, specifier);
        if (target) visit(target);
      }
    }
  };
  visit(entry);
  return { files: [...files].map((f) => relative(ROOT, f)), packages: [...packages] };
}

describe('src/app/routes/', () => {
  it('holds the table files', () => {
    expect(sources.map((s) => s.name)).toEqual(expect.arrayContaining(['table.ts', 'types.ts', 'filters.ts', 'gates.ts', 'match.ts']));
  });

  it.each(sources.map((s) => [s.name, s.text]))('%s imports no React, no React Router, no screen and loads nothing lazily', (_name, text) => {
    expect(text).not.toMatch(/\bimport\s*\(/);
    for (const specifier of [...text.matchAll(/\bfrom\s+['"]([^'"]+)['"]/g)].map((m) => m[1])) {
      expect(specifier).not.toMatch(FORBIDDEN);
      expect(specifier).not.toMatch(/\.tsx$/);
    }
  });

  it.each(['src/app/routes/table.ts', 'src/lib/links.ts'])('%s loads neither React nor a screen through its imports', (entry) => {
    const { files, packages } = closure(join(ROOT, entry));
    expect(files.filter((f) => f.endsWith('.tsx') || FORBIDDEN.test(f))).toEqual([]);
    expect(packages.filter((p) => FORBIDDEN.test(p))).toEqual([]);
  });
});

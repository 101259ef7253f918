// `npm run size` (issue 14 item 2): what a cold load of the sign-in page and of the signed-in dashboard
// downloads before the page can draw: the entry chunk, the route's screen chunk and every chunk they
// import statically, walked through the build manifest (dynamic imports load later and do not count).
// Prints a per-chunk table (raw, gzip, brotli, with the settings the server's precompressed files use),
// says whether each page meets its budget (issue 14: 120 kB and 170 kB), and exits non-zero when a page
// passes its ceiling: what it weighed when the budgets were first measured and missed, so the first load
// can only shrink until the budgets are met (then the ceiling is the budget).
//   npm run size                     reads dist/
//   npm run size -- --dir /tmp/x     reads another build output
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliBytes, gzipBytes } from './compress';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface Page {
  name: string;
  /** brotli bytes of JavaScript the page should load at most (1 kB = 1000 bytes) */
  budget: number;
  /** brotli bytes it may not pass: CI fails above it (docs/PERFORMANCE.md, "Transfer and first load") */
  ceiling: number;
  /**
   * manifest keys loaded on a cold load: the entry (index.html), the route's screen module and, for a
   * signed-in page, the signed-in frame, which is a dynamic import but loads on every such page
   */
  modules: string[];
}

export const PAGES: Page[] = [
  { name: 'sign-in (/login)', budget: 120_000, ceiling: 245_000, modules: ['index.html', 'src/screens/auth/login.tsx'] },
  {
    name: 'signed-in /dashboard',
    budget: 170_000,
    ceiling: 319_000,
    modules: ['index.html', 'src/app/layout/chrome-layout.tsx', 'src/screens/dashboard/dashboard.tsx'],
  },
];

/** The files a page loads: the listed modules and everything they import statically, in load order. */
export function staticClosure(manifest: Manifest, modules: string[]): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest: update PAGES in tools/size/check.ts`);
    js.push(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const key of modules) visit(key);
  return { js, css: [...css] };
}

interface Sizes {
  file: string;
  raw: number;
  gzip: number;
  br: number;
}

async function measure(dir: string, file: string): Promise<Sizes> {
  const data = readFileSync(join(dir, file));
  const [gz, br] = await Promise.all([gzipBytes(data), brotliBytes(data)]);
  return { file, raw: data.length, gzip: gz.length, br: br.length };
}

const kB = (n: number) => (n / 1000).toFixed(1);

function table(rows: Sizes[]): string {
  const head = ['file', 'raw kB', 'gzip kB', 'brotli kB'];
  const body = rows.map((r) => [r.file, kB(r.raw), kB(r.gzip), kB(r.br)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

const sum = (rows: Sizes[]): Sizes => ({
  file: 'total',
  raw: rows.reduce((a, r) => a + r.raw, 0),
  gzip: rows.reduce((a, r) => a + r.gzip, 0),
  br: rows.reduce((a, r) => a + r.br, 0),
});

export async function checkSizes(dir: string, pages = PAGES): Promise<{ page: Page; js: Sizes; css: Sizes; met: boolean; ok: boolean; report: string }[]> {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const results = [];
  for (const page of pages) {
    const files = staticClosure(manifest, page.modules);
    const js = await Promise.all(files.js.map((f) => measure(dir, f)));
    const css = await Promise.all(files.css.map((f) => measure(dir, f)));
    js.sort((a, b) => b.br - a.br);
    const jsTotal = sum(js);
    const cssTotal = sum(css);
    const met = jsTotal.br <= page.budget;
    const ok = jsTotal.br <= page.ceiling;
    const report = [
      `${page.name}: ${js.length} JavaScript chunks, ${kB(jsTotal.br)} kB brotli (budget ${kB(page.budget)} kB): ${met ? 'met' : `MISSED by ${kB(jsTotal.br - page.budget)} kB`}; ceiling ${kB(page.ceiling)} kB: ${ok ? 'held' : `PASSED by ${kB(jsTotal.br - page.ceiling)} kB`}`,
      table([...js, { ...jsTotal, file: 'JavaScript total' }]),
      css.length ? `CSS (not in the budget): ${kB(cssTotal.raw)} kB raw, ${kB(cssTotal.gzip)} kB gzip, ${kB(cssTotal.br)} kB brotli` : 'CSS: none',
    ].join('\n');
    results.push({ page, js: jsTotal, css: cssTotal, met, ok, report });
  }
  return results;
}

async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--dir');
  const dir = resolve(at >= 0 ? args[at + 1] : (args.find((a) => !a.startsWith('-')) ?? 'dist'));
  const results = await checkSizes(dir);
  for (const r of results) console.log(`${r.report}\n`);
  const grown = results.filter((r) => !r.ok);
  if (grown.length) {
    console.error(`Initial JavaScript past its ceiling: ${grown.map((r) => r.page.name).join(', ')}`);
    process.exit(1);
  }
  const missed = results.filter((r) => !r.met);
  console.log(missed.length ? `Within the ceilings; budget still missed on: ${missed.map((r) => r.page.name).join(', ')}` : 'Initial JavaScript within budget on every page.');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  });
}

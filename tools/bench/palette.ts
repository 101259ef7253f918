// npm run bench:palette: builds the bench page (tools/bench/palette/, kept out of the app's bundle),
// serves it, and drives Debian's Chromium through Playwright with 1,000 and 20,000 generated entries.
// Figures go into docs/PERFORMANCE.md between the BENCH:palette markers. Budgets (issue 6): search p95
// ≤ 5 ms per keystroke, keystroke to painted results p95 ≤ 50 ms, 1,000 → 20,000 slowdown under 2×.
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium, type Page } from '@playwright/test';
import { summarise, type Figure } from './stats';

const SMALL = 1_000;
const LARGE = 20_000;
const KEY_DELAY_MS = 80;

const outDir = mkdtempSync(join(tmpdir(), 'palisade-palette-bench-'));
await build({ root: 'tools/bench/palette', base: './', configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir, emptyOutDir: true } });

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
// Cross-origin isolation gives performance.now() its fine resolution (5 µs instead of 100 µs).
const server = createServer((req, res) => {
  const asked = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  const path = asked === '/' ? '/index.html' : asked;
  try {
    const body = readFileSync(join(outDir, path));
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
await page.goto(url);
await page.waitForFunction(() => 'paletteBench' in window);
const browserVersion = browser.version();

type Engine = 'palette' | 'fuse' | 'cmdk';
const search = (count: number, engine: Engine, rounds: number) =>
  page.evaluate(([c, e, r]) => window.paletteBench.searchFigures(c, e, r), [count, engine, rounds] as const);

/** Types each query into the mounted list, one key at a time, and reads keystroke → painted times. */
async function painted(p: Page, count: number, engine: 'palette' | 'cmdk', queries: readonly string[]): Promise<number[]> {
  await p.evaluate(([c, e]) => window.paletteBench.mount(c, e), [count, engine] as const);
  const input = p.locator('[cmdk-input]');
  await input.waitFor({ timeout: 120_000 });
  await input.focus();
  const samples: number[] = [];
  for (const query of queries) {
    await input.fill('');
    await p.waitForTimeout(KEY_DELAY_MS);
    await p.evaluate(() => window.paletteBench.takePainted());
    await input.pressSequentially(query, { delay: KEY_DELAY_MS });
    await p.waitForTimeout(KEY_DELAY_MS * 2);
    samples.push(...(await p.evaluate(() => window.paletteBench.takePainted())));
  }
  return samples;
}

const queries = await page.evaluate(() => window.paletteBench.queries);
// warm up the JIT on every path before measuring
await search(SMALL, 'palette', 2);
await search(SMALL, 'fuse', 1);
await search(SMALL, 'cmdk', 1);

const searchSmall = summarise(`palette ranking, ${SMALL.toLocaleString('en')} entries`, await search(SMALL, 'palette', 10));
const searchLarge = summarise(`palette ranking, ${LARGE.toLocaleString('en')} entries`, await search(LARGE, 'palette', 10));
const fuseSmall = summarise(`fuse.js, ${SMALL.toLocaleString('en')} entries`, await search(SMALL, 'fuse', 3));
const fuseLarge = summarise(`fuse.js, ${LARGE.toLocaleString('en')} entries`, await search(LARGE, 'fuse', 1));
const cmdkSmall = summarise(`cmdk's scorer (its built-in filter), ${SMALL.toLocaleString('en')} entries`, await search(SMALL, 'cmdk', 3));
const cmdkLarge = summarise(`cmdk's scorer (its built-in filter), ${LARGE.toLocaleString('en')} entries`, await search(LARGE, 'cmdk', 1));

await painted(page, SMALL, 'palette', queries.slice(0, 1));
const paintSmall = summarise(`palette, ${SMALL.toLocaleString('en')} entries`, await painted(page, SMALL, 'palette', queries));
const paintLarge = summarise(`palette, ${LARGE.toLocaleString('en')} entries`, await painted(page, LARGE, 'palette', queries));
await page.locator('[cmdk-input]').fill('a');
const rowsInDom = await page.evaluate(() => window.paletteBench.rowsInDom());
const cmdkPaintSmall = summarise(`cmdk with its built-in filter, ${SMALL.toLocaleString('en')} entries`, await painted(page, SMALL, 'cmdk', queries.slice(0, 3)));
const cmdkPaintLarge = summarise(`cmdk with its built-in filter, ${LARGE.toLocaleString('en')} entries`, await painted(page, LARGE, 'cmdk', queries.slice(0, 2)));

await browser.close();
server.close();
rmSync(outDir, { recursive: true, force: true });

const fmt = (n: number) => n.toFixed(2);
const row = (f: Figure) => `| ${f.name} | ${f.runs} | ${fmt(f.p50)} | ${fmt(f.p95)} | ${fmt(f.mean)} |`;
const head = ['| measured | keystrokes | p50 ms | p95 ms | mean ms |', '|---|---|---|---|---|'];
const searchSlowdown = searchLarge.p95 / searchSmall.p95;
const paintSlowdown = paintLarge.p95 / paintSmall.p95;
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
const text = [
  `Measured ${new Date().toISOString().slice(0, 10)} in Chromium ${browserVersion} (headless, --disable-gpu), generated entries (people, apps, websites, endpoints), ${queries.length} queries typed one key at a time.`,
  '',
  'Search per keystroke (ranking only):',
  '',
  ...head,
  ...[searchSmall, searchLarge, fuseSmall, fuseLarge, cmdkSmall, cmdkLarge].map(row),
  '',
  'Keystroke to painted results (keydown until the frame after React committed the list):',
  '',
  ...head,
  ...[paintSmall, paintLarge, cmdkPaintSmall, cmdkPaintLarge].map(row),
  '',
  `Rows in the DOM with ${LARGE.toLocaleString('en')} entries and a one-letter query: ${rowsInDom}.`,
  '',
  '| budget | figure | verdict |',
  '|---|---|---|',
  `| search p95 ≤ 5 ms at ${LARGE.toLocaleString('en')} | ${fmt(searchLarge.p95)} ms | ${verdict(searchLarge.p95 <= 5)} |`,
  `| keystroke → painted p95 ≤ 50 ms at ${LARGE.toLocaleString('en')} | ${fmt(paintLarge.p95)} ms | ${verdict(paintLarge.p95 <= 50)} |`,
  `| ${SMALL.toLocaleString('en')} → ${LARGE.toLocaleString('en')} slowdown of keystroke → painted p95 < 2× | ${fmt(paintSlowdown)}× | ${verdict(paintSlowdown < 2)} |`,
  `| (for reference) slowdown of search p95 alone | ${fmt(searchSlowdown)}× | — |`,
].join('\n');
console.log(text);

const file = 'docs/PERFORMANCE.md';
const doc = readFileSync(file, 'utf8');
const begin = '<!-- BENCH:palette:begin -->';
const end = '<!-- BENCH:palette:end -->';
if (!doc.includes(begin)) throw new Error(`${file} has no ${begin} marker`);
writeFileSync(file, doc.replace(new RegExp(`${begin}[\\s\\S]*?${end}`), `${begin}\n${text}\n${end}`));

// The benches' one way to write their figures into docs/PERFORMANCE.md: the text between
// <!-- BENCH:<name>:begin --> and <!-- BENCH:<name>:end --> is replaced; a section seen for the first
// time is appended under its heading.
import { readFileSync, writeFileSync } from 'node:fs';

export const PERFORMANCE_DOC = 'docs/PERFORMANCE.md';

export function writeBenchSection(name: string, text: string, heading: string, file = PERFORMANCE_DOC): void {
  const doc = readFileSync(file, 'utf8');
  const begin = `<!-- BENCH:${name}:begin -->`;
  const end = `<!-- BENCH:${name}:end -->`;
  const block = `${begin}\n${text}\n${end}`;
  const start = doc.indexOf(begin);
  const stop = doc.indexOf(end);
  const next = start !== -1 && stop > start ? doc.slice(0, start) + block + doc.slice(stop + end.length) : `${doc.trimEnd()}\n\n## ${heading}\n\n${block}\n`;
  writeFileSync(file, next);
}

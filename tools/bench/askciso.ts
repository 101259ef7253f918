// npm run bench:askciso [-- --fleet full|small] [--n 100]: AskCISO speed over the demo tenant (issue 8,
// "Measured quality and speed"; a benchmark, not a timed test). The app listens on a real port and is
// asked ~100 questions of the eval set over HTTP; per question: time to the first text delta (the
// sentence with the figure; the empty start event before it does not count) and to the end of the
// stream. Targets: first text p95 ≤ 150 ms, whole answer p95 ≤ 500 ms (issue 14 items 5 and 6).
import type { AddressInfo } from 'node:net';
import { answerOf, authHeaders, newConversation, openTenant } from '../eval/askciso-app';
import { askcisoSet } from '../eval/askciso-set';
import { percentile } from './stats';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const fleet = (arg('fleet') ?? 'full') as 'full' | 'small';
const n = Number(arg('n') ?? 100);
const t = await openTenant(fleet);
await t.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

// Stand-alone questions only (a follow-up needs its parent's conversation), spread over the whole set.
const standalone = askcisoSet.filter((q) => q.followUpOf === undefined);
const step = Math.max(1, standalone.length / n);
const questions = Array.from({ length: Math.min(n, standalone.length) }, (_, i) => standalone[Math.floor(i * step)].question);

async function timed(question: string): Promise<{ headers: number; first: number; whole: number; ok: boolean }> {
  const conversation = await newConversation(t);
  const started = performance.now();
  const res = await fetch(`${base}/api/chatbot/conversations/${conversation}/messages`, {
    method: 'POST',
    headers: { ...authHeaders(t), 'content-type': 'application/json' },
    body: JSON.stringify({ question, z: 'UTC' }),
  });
  const headers = performance.now() - started;
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let first = Number.NaN;
  let body = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    body += decoder.decode(value, { stream: true });
    if (Number.isNaN(first) && body.includes('event: delta\n')) first = performance.now() - started;
  }
  return { headers, first, whole: performance.now() - started, ok: res.status === 200 && answerOf(body) !== null };
}

// Warm-up: the first questions pay for JIT and the engine's lazily built indexes.
for (const question of questions.slice(0, 10)) await timed(question);

const headers: number[] = [];
const first: number[] = [];
const whole: number[] = [];
let failed = 0;
const run = performance.now();
for (const question of questions) {
  const r = await timed(question);
  if (!r.ok) failed += 1;
  headers.push(r.headers);
  first.push(r.first);
  whole.push(r.whole);
}
const f = (ms: number) => `${ms.toFixed(1)} ms`;
console.log(`AskCISO bench: fleet ${fleet} (seeded in ${(t.seedMs / 1000).toFixed(1)} s), ${questions.length} questions over HTTP on ${base}, ${failed} without an answer, ${((performance.now() - run) / 1000).toFixed(1)} s`);
console.log(`  response headers     p50 ${f(percentile(headers, 0.5))}  p95 ${f(percentile(headers, 0.95))}`);
console.log(`  first text delta     p50 ${f(percentile(first, 0.5))}  p95 ${f(percentile(first, 0.95))}  max ${f(Math.max(...first))}  (target p95 ≤ 150 ms) ${percentile(first, 0.95) <= 150 ? 'MET' : 'MISSED'}`);
console.log(`  whole answer         p50 ${f(percentile(whole, 0.5))}  p95 ${f(percentile(whole, 0.95))}  max ${f(Math.max(...whole))}  (target p95 ≤ 500 ms) ${percentile(whole, 0.95) <= 500 ? 'MET' : 'MISSED'}`);
const slowest = questions.map((q, i) => ({ q, ms: whole[i] })).sort((a, b) => b.ms - a.ms).slice(0, 5);
console.log('  slowest:', slowest.map((s) => `“${s.q}” ${f(s.ms)}`).join('; '));
await t.close();
process.exit(0);

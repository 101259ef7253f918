// npm run eval:askciso [-- --min <pct>] [--fleet full|small]: asks every question of the AskCISO set
// (tools/eval/askciso-set.ts) over the demo tenant as admin@acme.test, in UTC, and measures the share of
// answers whose link (path and search params as multisets, custom ranges as the expected day bounds) and
// figure (equal to an independent count of the rows the link selects) are right. Issue 8 target: ≥ 90%.
// A measurement: exit code 0 unless --min is given and the share is below it.
import { isDeepStrictEqual } from 'node:util';
import type { Answer } from '../../src/api/contract/askciso';
import { ask, newConversation, openTenant, type Tenant } from './askciso-app';
import { askcisoSet, type EvalQuestion, type Window } from './askciso-set';
import { rowsSelected, type Bounds } from './askciso-counts';

const DAY = 86_400_000;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** Day bounds in UTC as of the tenant's clock: presets by their id, custom ranges by their window. */
export function boundsOf(now: Date, range: string | null, window?: Window): Bounds {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const endOfToday = today + DAY - 1;
  if (window === undefined) {
    const back = ({ '1': 0, '2': 6, '3': 29, '4': 89 } as Record<string, number>)[range ?? '2'] ?? 6;
    return { s: today - back * DAY, e: endOfToday };
  }
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  if (window === 'yesterday') return { s: today - DAY, e: today - 1 };
  if (window === 'last-month') return { s: Date.UTC(y, m - 1, 1), e: Date.UTC(y, m, 1) - 1 };
  if (window === 'this-month') return { s: Date.UTC(y, m, 1), e: endOfToday };
  if (window === 'since-monday') return { s: today - ((now.getUTCDay() + 6) % 7) * DAY, e: endOfToday };
  if ('month' in window) {
    const year = window.month - 1 <= m ? y : y - 1;
    return { s: Date.UTC(year, window.month - 1, 1), e: Math.min(Date.UTC(year, window.month, 1) - 1, endOfToday) };
  }
  return { s: today - (window.lastDays - 1) * DAY, e: endOfToday };
}

interface Outcome { q: EvalQuestion; index: number; ok: boolean; problems: string[]; got: string; ms: number }

function describe(answer: Answer | null): string {
  if (!answer) return 'no answer';
  const link = answer.links[0] ? decodeURIComponent(answer.links[0].href) : '(no link)';
  const confirm = answer.confirm ? ` confirm ${answer.confirm.method} ${decodeURIComponent(answer.confirm.path)} ${JSON.stringify(answer.confirm.body)}` : '';
  return `[${answer.intent}] ${link} figure=${answer.figure}${confirm}`;
}

function expectedText(q: EvalQuestion, now: Date): string {
  const e = q.expect;
  if (e.confirm) return `confirm ${e.confirm.method} ${e.confirm.path} ${JSON.stringify(e.confirm.body)}`;
  if (!e.path) return `[${e.intent}]`;
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(e.params ?? {})) for (const x of [v].flat()) p.append(k, x);
  if (e.window) {
    const b = boundsOf(now, null, e.window);
    p.set('range', '-1');
    p.set('s', new Date(b.s).toISOString().slice(0, 10));
    p.set('e', new Date(b.e).toISOString().slice(0, 10));
  }
  const search = decodeURIComponent(p.toString());
  return `${e.intent ? `[${e.intent}] ` : ''}${e.path}${search ? `?${search}` : ''}${e.figure ? ' +figure' : ''}`;
}

/** Search params equal as multisets; s and e compared to the expected day bounds (e to the second). */
function paramProblems(got: URLSearchParams, q: EvalQuestion, now: Date): string[] {
  const expected = new Map<string, string[]>();
  for (const [k, v] of Object.entries(q.expect.params ?? {})) expected.set(k, [v].flat());
  const problems: string[] = [];
  if (q.expect.window) {
    expected.set('range', ['-1']);
    const b = boundsOf(now, null, q.expect.window);
    const s = Number(got.get('s'));
    const e = Number(got.get('e'));
    if (s !== b.s) problems.push(`s ${got.get('s')} ≠ ${new Date(b.s).toISOString()}`);
    if (!(Math.abs(e - b.e) <= 1000)) problems.push(`e ${got.get('e')} ≠ ${new Date(b.e).toISOString()}`);
  }
  const keys = new Set([...expected.keys(), ...got.keys()].filter((k) => !(q.expect.window && (k === 's' || k === 'e'))));
  for (const k of keys) {
    const want = [...(expected.get(k) ?? [])].sort();
    const have = got.getAll(k).sort();
    if (!isDeepStrictEqual(want, have)) problems.push(`${k}: ${have.join('|') || '∅'} ≠ ${want.join('|') || '∅'}`);
  }
  return problems;
}

/** the independent counts the figure checks compared against, so a run shows they are not all zero */
const counted: number[] = [];

async function check(t: Tenant, q: EvalQuestion, answer: Answer | null): Promise<string[]> {
  if (!answer) return ['no answer event'];
  const e = q.expect;
  const problems: string[] = [];
  if (e.intent && answer.intent !== e.intent) problems.push(`intent ${answer.intent} ≠ ${e.intent}`);
  if (e.intent === 'unknown') {
    if (answer.figure !== null) problems.push(`figure ${answer.figure} ≠ null`);
    if (answer.suggestions.length !== 3) problems.push(`${answer.suggestions.length} suggestions ≠ 3`);
  }
  if (e.confirm) {
    const c = answer.confirm;
    if (!c) problems.push('no confirm card');
    else if (c.method !== e.confirm.method || decodeURIComponent(c.path) !== e.confirm.path || !isDeepStrictEqual(c.body, e.confirm.body))
      problems.push('confirm card differs');
  }
  if (!e.path) return problems;
  const link = answer.links[0];
  if (!link) return [...problems, 'no link'];
  const url = new URL(link.href, 'http://console');
  const path = decodeURIComponent(url.pathname);
  if (e.path.endsWith('*') ? !path.startsWith(e.path.slice(0, -1)) : path !== e.path) return [...problems, `path ${path} ≠ ${e.path}`];
  if (e.path.endsWith('*')) return problems;
  problems.push(...paramProblems(url.searchParams, q, t.now));
  if (e.figure && problems.length === 0) {
    const bounds = e.window ? boundsOf(t.now, null, e.window) : boundsOf(t.now, url.searchParams.get('range'));
    const expected = await rowsSelected(t, path, url.searchParams, bounds);
    if (expected !== null) counted.push(expected);
    if (expected === null) problems.push('runner cannot count this destination');
    else if (answer.figure !== expected) problems.push(`figure ${answer.figure} ≠ ${expected}`);
  }
  return problems;
}

const pct = (n: number, d: number) => (d === 0 ? 0 : (100 * n) / d);

async function main() {
  const fleet = (arg('fleet') ?? 'full') as 'full' | 'small';
  const min = arg('min');
  const started = performance.now();
  const t = await openTenant(fleet);
  console.log(`demo tenant: fleet ${fleet}, seeded in ${(t.seedMs / 1000).toFixed(1)} s; clock ${t.now.toISOString()}; ${askcisoSet.length} questions`);
  const conversations = new Map<number, string>();
  const outcomes: Outcome[] = [];
  const asking = performance.now();
  for (const [index, q] of askcisoSet.entries()) {
    const conversation = q.followUpOf !== undefined ? conversations.get(q.followUpOf)! : await newConversation(t);
    conversations.set(index, conversation);
    const t0 = performance.now();
    const { status, answer } = await ask(t, conversation, q.question);
    const ms = performance.now() - t0;
    const problems = status === 200 ? await check(t, q, answer) : [`HTTP ${status}`];
    outcomes.push({ q, index, ok: problems.length === 0, problems, got: describe(answer), ms });
  }
  const askMs = performance.now() - asking;

  const failures = outcomes.filter((o) => !o.ok);
  if (failures.length) {
    console.log(`\nFailures (${failures.length}):`);
    for (const f of failures) {
      console.log(`\n#${f.index} [${f.q.subject}] “${f.q.question}”${f.q.followUpOf !== undefined ? ` (follows #${f.q.followUpOf})` : ''}`);
      console.log(`  expected: ${expectedText(f.q, t.now)}`);
      console.log(`  got:      ${f.got}`);
      console.log(`  why:      ${f.problems.join('; ')}`);
    }
  }
  const subjects = [...new Set(outcomes.map((o) => o.q.subject))];
  console.log('\nShare right per subject:');
  for (const s of subjects) {
    const of = outcomes.filter((o) => o.q.subject === s);
    const right = of.filter((o) => o.ok).length;
    console.log(`  ${s.padEnd(16)} ${String(right).padStart(3)}/${String(of.length).padEnd(3)} ${pct(right, of.length).toFixed(1).padStart(5)}%`);
  }
  const right = outcomes.length - failures.length;
  const share = pct(right, outcomes.length);
  console.log(`\nOverall: ${right}/${outcomes.length} right = ${share.toFixed(1)}% (target ≥ 90%)`);
  const withFigure = outcomes.filter((o) => o.q.expect.figure).length;
  console.log(`Figures: ${withFigure} questions expect one; ${counted.length} reached the count (link right), ${counted.filter((c) => c > 0).length} of those counts non-zero`);
  console.log(`Run time: seed ${(t.seedMs / 1000).toFixed(1)} s, questions ${(askMs / 1000).toFixed(1)} s, total ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await t.close();
  process.exit(min !== undefined && share < Number(min) ? 1 : 0);
}

await main();

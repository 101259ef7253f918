// Custom DLP data types: keyword lists, administrator regexes (compiled defensively), dictionaries,
// exact data tokens matched by hash and exact file hashes.
import type { DlpMatch } from './builtins';
import { maskKeepLast } from './mask';

export const REGEX_LIMITS = {
  /** longest pattern accepted */
  patternLength: 500,
  /** the text is cut into chunks (at whitespace when possible) of at most this many characters */
  chunkLength: 128,
  /** open-ended repetitions (*, +, {n,} or a maximum above 32) allowed in one pattern */
  openRepetitions: 3,
  /** matches kept per custom type */
  matches: 1000,
  /** wall-clock budget for one regex over the whole text, checked between chunks once the first ones ran */
  budgetMs: 100,
  /** chunks always scanned whatever the clock says, so a busy machine does not drop a short text's matches */
  guaranteedChunks: 8,
} as const;

export interface KeywordType {
  kind: 'keywords';
  name: string;
  keywords: readonly string[];
  caseSensitive?: boolean;
}

export interface RegexType {
  kind: 'regex';
  name: string;
  pattern: string;
  caseSensitive?: boolean;
}

export type CustomType = KeywordType | RegexType;

export class DlpPatternError extends Error {
  constructor(
    readonly typeName: string,
    message: string,
  ) {
    super(message);
    this.name = 'DlpPatternError';
  }
}

const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Why an administrator's pattern is refused, or null: too long, a backreference, repetition of a group
 * that itself repeats or alternates ((a+)+, (a|aa)*: exponential backtracking), or more than three
 * open-ended repetitions (\d*\d*\d*\d*x: polynomial backtracking of high degree). With chunks of 128
 * characters what remains stays within milliseconds per chunk.
 */
export function riskyPattern(pattern: string): string | null {
  if (pattern.length > REGEX_LIMITS.patternLength) return `The pattern is longer than ${REGEX_LIMITS.patternLength} characters.`;
  if (/\\[1-9]|\\k</.test(pattern)) return 'Backreferences (\\1, \\k<name>) are not allowed.';
  // Walk the pattern and track, per open group, whether it contains repetition or alternation.
  let open = 0;
  const stack: { repeats: boolean; alternates: boolean }[] = [];
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (ch === ']') inClass = false;
      continue;
    }
    if (ch === '[') inClass = true;
    else if (ch === '(') stack.push({ repeats: false, alternates: false });
    else if (ch === '|' && stack.length > 0) stack[stack.length - 1].alternates = true;
    else if (ch === ')') {
      const group = stack.pop();
      const quantifier = /^(?:[*+]|\{\d+,\d*\})/.exec(pattern.slice(i + 1));
      const repeats = quantifier !== null && !/^\{(\d+),\1\}$/.test(quantifier[0]) && quantifier[0] !== '{0,1}' && quantifier[0] !== '{1,1}';
      if (group && repeats && (group.repeats || group.alternates)) {
        return 'Repeating a group that itself repeats or alternates, such as (a+)+ or (a|ab)*, can take exponential time.';
      }
      if (stack.length > 0 && (repeats || group?.repeats)) stack[stack.length - 1].repeats = true;
      if (stack.length > 0 && group?.alternates) stack[stack.length - 1].alternates = true;
    }
    if (ch === '*' || ch === '+' || ch === '{') {
      const range = /^\{\d+,(\d*)\}/.exec(pattern.slice(i));
      if (ch !== '{' || range) {
        if (stack.length > 0) stack[stack.length - 1].repeats = true;
        if (ch !== '{' || range![1] === '' || Number(range![1]) > 32) open++;
      }
    }
  }
  if (open > REGEX_LIMITS.openRepetitions) return `Use at most ${REGEX_LIMITS.openRepetitions} open-ended repetitions (*, + or {n,}) in one pattern.`;
  return null;
}

/** Compiles an administrator's pattern or throws DlpPatternError with a message the console can show. */
export function compileRegex(name: string, pattern: string, caseSensitive = true): RegExp {
  if (pattern.length === 0) throw new DlpPatternError(name, 'The pattern is empty.');
  const risk = riskyPattern(pattern);
  if (risk) throw new DlpPatternError(name, risk);
  let re: RegExp;
  try {
    re = new RegExp(pattern, caseSensitive ? 'gu' : 'giu');
  } catch (error) {
    throw new DlpPatternError(name, `The pattern does not compile: ${(error as Error).message.replace(/^Invalid regular expression: /, '')}`);
  }
  if (re.test('')) throw new DlpPatternError(name, 'The pattern matches empty text.');
  return re;
}

/** Checks every custom type; [] when all compile. */
export function customTypeErrors(types: readonly CustomType[]): { name: string; message: string }[] {
  const errors: { name: string; message: string }[] = [];
  for (const type of types) {
    try {
      if (type.kind === 'regex') compileRegex(type.name, type.pattern, type.caseSensitive);
      else if (type.keywords.every((k) => k.trim() === '')) throw new DlpPatternError(type.name, 'Add at least one keyword.');
    } catch (error) {
      if (error instanceof DlpPatternError) errors.push({ name: type.name, message: error.message });
      else throw error;
    }
  }
  return errors;
}

/** Splits text into chunks of at most `size` characters, cutting after whitespace when there is some in the second half. */
export function* chunks(text: string, size: number): Generator<[offset: number, chunk: string]> {
  for (let offset = 0; offset < text.length; ) {
    let end = Math.min(text.length, offset + size);
    if (end < text.length) {
      const tail = text.slice(offset + size / 2, end);
      const space = Math.max(tail.lastIndexOf(' '), tail.lastIndexOf('\n'), tail.lastIndexOf('\t'));
      if (space >= 0) end = offset + size / 2 + space + 1;
    }
    yield [offset, text.slice(offset, end)];
    offset = end;
  }
}

export interface BoundedResult {
  matches: DlpMatch[];
  /** true when the match cap or the time budget stopped the scan early */
  truncated: boolean;
}

/** Runs a compiled global regex over bounded chunks, with a match cap and a time budget. */
export function runBounded(re: RegExp, text: string, mask: (value: string) => string = maskKeepLast): BoundedResult {
  const matches: DlpMatch[] = [];
  const started = Date.now();
  let index = 0;
  for (const [offset, chunk] of chunks(text, REGEX_LIMITS.chunkLength)) {
    if (index++ >= REGEX_LIMITS.guaranteedChunks && Date.now() - started > REGEX_LIMITS.budgetMs) return { matches, truncated: true };
    re.lastIndex = 0;
    for (let m = re.exec(chunk); m; m = re.exec(chunk)) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      matches.push({ start: offset + m.index, end: offset + m.index + m[0].length, value: m[0], sample: mask(m[0]) });
      if (matches.length >= REGEX_LIMITS.matches) return { matches, truncated: true };
    }
  }
  return { matches, truncated: false };
}

/** A whole-word, literal-phrase matcher for keyword and dictionary lists (escaped: no user regex syntax). */
export function phraseRegex(words: readonly string[], caseSensitive: boolean): RegExp | null {
  const list = [...new Set(words.map((w) => w.trim()).filter((w) => w.length > 0))].sort((a, b) => b.length - a.length);
  if (list.length === 0) return null;
  const body = list.map((w) => escapeRegex(w).replace(/\s+/g, '\\s+')).join('|');
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${body})(?![\\p{L}\\p{N}_])`, caseSensitive ? 'gu' : 'giu');
}

/** Keywords and dictionary words are not secrets: the sample is the word as written. */
export const asWritten = (value: string): string => value;

// ---------- exact data (hashed tokens) and exact files ----------

/** How a candidate token is normalised before hashing: NFKC, trimmed of surrounding punctuation, lower-cased. */
export function normaliseToken(token: string): string {
  return token.normalize('NFKC').replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '').toLowerCase();
}

/** The distinct normalised tokens of a text, with their offsets (whitespace-separated words). */
export function tokensOf(text: string): { token: string; start: number; end: number }[] {
  const out: { token: string; start: number; end: number }[] = [];
  for (const m of text.matchAll(/\S+/g)) {
    const token = normaliseToken(m[0]);
    if (token.length >= 3) out.push({ token, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** Hex SHA-256 of a string: node:crypto on the server, WebCrypto in the browser (async there). */
export type TokenHasher = (token: string) => string | Promise<string>;

/**
 * Exact data match: hashes each normalised token of the text and counts those whose hash the
 * administrator registered. The registered values themselves are never needed in clear.
 */
export async function findHashedTokens(text: string, hashes: readonly string[], hash: TokenHasher): Promise<DlpMatch[]> {
  const wanted = new Set(hashes.map((h) => h.toLowerCase()));
  const cache = new Map<string, string>();
  const out: DlpMatch[] = [];
  for (const t of tokensOf(text)) {
    let digest = cache.get(t.token);
    if (digest === undefined) {
      digest = (await hash(t.token)).toLowerCase();
      cache.set(t.token, digest);
    }
    if (wanted.has(digest)) out.push({ start: t.start, end: t.end, value: text.slice(t.start, t.end), sample: maskKeepLast(t.token) });
  }
  return out;
}

/** Same as findHashedTokens for a synchronous hasher (node:crypto). */
export function findHashedTokensSync(text: string, hashes: readonly string[], hash: (token: string) => string): DlpMatch[] {
  const wanted = new Set(hashes.map((h) => h.toLowerCase()));
  return tokensOf(text)
    .filter((t) => wanted.has(hash(t.token).toLowerCase()))
    .map((t) => ({ start: t.start, end: t.end, value: text.slice(t.start, t.end), sample: maskKeepLast(t.token) }));
}

/** A SHA-256 file hash as the console accepts it: 64 hex digits, compared lower-case. */
export function isSha256Hex(value: string): boolean {
  return /^[0-9a-fA-F]{64}$/.test(value.trim());
}

/** Exact file match: the SHA-256 of the file's bytes is one of the registered hashes. */
export async function fileMatches(bytes: Uint8Array, hashes: readonly string[], hashBytes: (bytes: Uint8Array) => string | Promise<string>): Promise<boolean> {
  const digest = (await hashBytes(bytes)).toLowerCase();
  return hashes.some((h) => h.trim().toLowerCase() === digest);
}

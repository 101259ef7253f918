// scanText: the one entry point the server (policy preview), the simulator's agents and the console
// share. It runs the built-in types, custom keyword/regex types, dictionaries and hashed tokens over a
// text and answers, per type, how many matches, a few masked samples and where they sit.
import { BUILTIN_TYPES, type DlpMatch } from './builtins';
import { asWritten, compileRegex, findHashedTokensSync, phraseRegex, runBounded, type CustomType } from './custom';
import type { Dictionary } from './dictionaries';

/** Longest text scanned; the rest is ignored (callers that accept text cap it lower). */
export const MAX_SCAN_CHARS = 1_000_000;
/** Samples kept per type. */
export const MAX_SAMPLES = 5;
/** Spans kept per type (count is exact beyond it). */
export const MAX_SPANS = 200;

export type FindingSource = 'builtin' | 'custom' | 'dictionary' | 'token';

export interface Finding {
  /** the data type's name: a built-in name, or the custom type's / dictionary's name */
  type: string;
  source: FindingSource;
  count: number;
  /** up to MAX_SAMPLES masked values, distinct, in text order */
  samples: string[];
  /** [start, end) character offsets of the first MAX_SPANS matches */
  spans: [number, number][];
  /** the scan of this type stopped early (match cap or time budget of a custom regex) */
  truncated?: boolean;
}

export interface ScanOptions {
  /** built-in type names to run; all of them when omitted */
  types?: readonly string[];
  custom?: readonly CustomType[];
  dictionaries?: readonly Dictionary[];
  /** exact data: SHA-256 hex of normalised tokens, and a synchronous hasher (use findHashedTokens for async) */
  tokenHashes?: { name?: string; hashes: readonly string[]; hash: (token: string) => string };
}

function finding(type: string, source: FindingSource, matches: readonly DlpMatch[], truncated = false): Finding {
  const samples: string[] = [];
  for (const m of matches) {
    if (samples.length >= MAX_SAMPLES) break;
    if (!samples.includes(m.sample)) samples.push(m.sample);
  }
  return {
    type,
    source,
    count: matches.length,
    samples,
    spans: matches.slice(0, MAX_SPANS).map((m) => [m.start, m.end]),
    ...(truncated ? { truncated } : {}),
  };
}

const overlaps = (a: DlpMatch, claimed: readonly DlpMatch[]) => claimed.some((c) => a.start < c.end && c.start < a.end);

/** Built-in types only, in precedence order; a match overlapping an earlier type's match is dropped. */
function scanBuiltins(text: string, names: readonly string[] | undefined): Finding[] {
  const claimed: DlpMatch[] = [];
  const out: Finding[] = [];
  for (const type of BUILTIN_TYPES) {
    if (names && !names.includes(type.name)) continue;
    const matches = type.find(text).filter((m) => !overlaps(m, claimed));
    // Source code describes whole lines that may hold secrets: it claims nothing.
    if (type.name !== 'Source Code') claimed.push(...matches);
    if (matches.length > 0) out.push(finding(type.name, 'builtin', matches));
  }
  return out;
}

/**
 * Scans a text. Throws DlpPatternError (custom.ts) when a custom regex is refused; check the custom
 * types first with customTypeErrors() to answer with reasons instead.
 */
export function scanText(input: string, options: ScanOptions = {}): Finding[] {
  const text = input.length > MAX_SCAN_CHARS ? input.slice(0, MAX_SCAN_CHARS) : input;
  const findings = scanBuiltins(text, options.types);
  for (const custom of options.custom ?? []) {
    if (custom.kind === 'regex') {
      const { matches, truncated } = runBounded(compileRegex(custom.name, custom.pattern, custom.caseSensitive), text);
      if (matches.length > 0) findings.push(finding(custom.name, 'custom', matches, truncated));
    } else {
      const re = phraseRegex(custom.keywords, custom.caseSensitive ?? false);
      const { matches, truncated } = re ? runBounded(re, text, asWritten) : { matches: [], truncated: false };
      if (matches.length > 0) findings.push(finding(custom.name, 'custom', matches, truncated));
    }
  }
  for (const dictionary of options.dictionaries ?? []) {
    const re = phraseRegex(dictionary.words, false);
    const { matches, truncated } = re ? runBounded(re, text, asWritten) : { matches: [], truncated: false };
    if (matches.length > 0) findings.push(finding(dictionary.name, 'dictionary', matches, truncated));
  }
  if (options.tokenHashes && options.tokenHashes.hashes.length > 0) {
    const { name = 'Exact Data Match', hashes, hash } = options.tokenHashes;
    const matches = findHashedTokensSync(text, hashes, hash);
    if (matches.length > 0) findings.push(finding(name, 'token', matches));
  }
  return findings;
}

/** The count per type of a scan, for callers that store only "data type and match count". */
export function countsByType(findings: readonly Finding[]): Record<string, number> {
  return Object.fromEntries(findings.map((f) => [f.type, f.count]));
}

/** The built-in types with their descriptions (GET /dlp/data-types, the policy screens' pickers). */
export function builtinTypes(): { name: string; description: string }[] {
  return BUILTIN_TYPES.map(({ name, description }) => ({ name, description }));
}

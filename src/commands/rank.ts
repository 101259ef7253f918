// The palette's own ranking (issue 6 "Speed"): cmdk's filter and fuse.js are too slow at 20,000
// entries, so titles and haystacks are lower-cased once and each keystroke runs a few indexOf calls per
// entry. Tiers: exact title, title prefix, word start in the title, substring, every word found in title
// or haystack (menu path, keywords), then a fuzzy subsequence. Shorter titles win ties.

export interface Searchable {
  readonly title: string;
  readonly subtitle?: string;
  readonly keywords?: readonly string[];
}

export interface SearchIndex<T extends Searchable> {
  readonly items: readonly T[];
  readonly titles: readonly string[];
  readonly haystacks: readonly string[];
}

export function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

export function buildIndex<T extends Searchable>(items: readonly T[]): SearchIndex<T> {
  const titles = new Array<string>(items.length);
  const haystacks = new Array<string>(items.length);
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    titles[i] = normalise(item.title);
    haystacks[i] = normalise(`${item.subtitle ?? ''} ${item.keywords?.join(' ') ?? ''}`);
  }
  return { items, titles, haystacks };
}

const TIER = { exact: 10, prefix: 9, wordStart: 8, substring: 7, tokensInTitle: 6, tokens: 5, fuzzyTitle: 3, fuzzyHaystack: 2 } as const;

function isWordChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
}

function wordStartAt(text: string, query: string): boolean {
  for (let at = text.indexOf(query); at !== -1; at = text.indexOf(query, at + 1)) {
    if (at === 0 || !isWordChar(text.charCodeAt(at - 1))) return true;
  }
  return false;
}

/** 0 when `query` is not a subsequence of `text`, else 1..100, higher when the letters sit closer. */
function subsequence(text: string, query: string): number {
  let first = -1;
  let at = -1;
  for (let q = 0; q < query.length; q++) {
    at = text.indexOf(query[q], at + 1);
    if (at === -1) return 0;
    if (first === -1) first = at;
  }
  const gaps = at - first + 1 - query.length;
  return Math.max(1, 100 - gaps * 4);
}

/** The score of one entry, 0 for no match. Pure, so the tests and the bench call it directly. */
export function scoreEntry(title: string, haystack: string, query: string, tokens: readonly string[]): number {
  let tier = 0;
  let bonus = 0;
  const inTitle = title.indexOf(query);
  if (inTitle !== -1) {
    if (title.length === query.length) tier = TIER.exact;
    else if (inTitle === 0) tier = TIER.prefix;
    else tier = wordStartAt(title, query) ? TIER.wordStart : TIER.substring;
  } else {
    let all = true;
    let titleHits = 0;
    for (const token of tokens) {
      if (title.indexOf(token) !== -1) titleHits++;
      else if (haystack.indexOf(token) === -1) {
        all = false;
        break;
      }
    }
    if (all) {
      tier = titleHits === tokens.length ? TIER.tokensInTitle : TIER.tokens;
      bonus = titleHits * 10;
    } else if ((bonus = subsequence(title, query)) > 0) tier = TIER.fuzzyTitle;
    else if ((bonus = subsequence(haystack, query)) > 0) tier = TIER.fuzzyHaystack;
  }
  if (tier === 0) return 0;
  // tier, then the bonus, then shorter titles first
  return tier * 65_536 + bonus * 256 + (255 - Math.min(title.length, 255));
}

export interface SearchResult<T> {
  readonly items: readonly T[];
  /** every matching position in the index, kept so that a longer query only re-checks these */
  readonly matched: Int32Array;
  /** how many entries matched, before the limit */
  readonly total: number;
}

const INDEX_BITS = 2 ** 24;

/**
 * Ranks the index against `query`. `within` restricts the work to the positions an earlier, shorter
 * query matched: every tier is kept when the query grows, so nothing outside them can match.
 */
export function search<T extends Searchable>(index: SearchIndex<T>, rawQuery: string, limit = 500, within?: Int32Array): SearchResult<T> {
  const query = normalise(rawQuery);
  const n = within ? within.length : index.items.length;
  if (!query) {
    const all = Int32Array.from({ length: index.items.length }, (_, i) => i);
    return { items: index.items.slice(0, limit), matched: all, total: all.length };
  }
  const tokens = query.split(' ');
  const keys = new Float64Array(n);
  const matched = new Int32Array(n);
  let count = 0;
  const { titles, haystacks } = index;
  for (let k = 0; k < n; k++) {
    const i = within ? within[k] : k;
    const score = scoreEntry(titles[i], haystacks[i], query, tokens);
    if (score > 0) {
      // higher scores first, then table order: one numeric key sorts both at typed-array speed
      keys[count] = (2 ** 20 - score) * INDEX_BITS + i;
      matched[count] = i;
      count++;
    }
  }
  const ordered = keys.subarray(0, count).sort();
  const take = Math.min(limit, count);
  const items = new Array<T>(take);
  for (let r = 0; r < take; r++) items[r] = index.items[ordered[r] % INDEX_BITS];
  // positions were visited in ascending order, so `matched` stays sorted for the next narrowing
  return { items, matched: matched.slice(0, count), total: count };
}

/** A searcher that remembers its last query and narrows from it while the user keeps typing. */
export function createSearcher<T extends Searchable>(index: SearchIndex<T>, limit = 500) {
  let last: { query: string; matched: Int32Array } | null = null;
  return (rawQuery: string): SearchResult<T> => {
    const query = normalise(rawQuery);
    const within = last && query.startsWith(last.query) && last.query !== '' ? last.matched : undefined;
    const result = search(index, query, limit, within);
    last = { query, matched: result.matched };
    return result;
  };
}

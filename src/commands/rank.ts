// The palette's own ranking (issue 6 "Speed"): cmdk's filter and fuse.js are too slow at 20,000
// entries, so titles and haystacks are lower-cased once and each keystroke runs a few indexOf calls per
// entry. Tiers: exact title, title prefix, word start in the title, substring, every word found in title
// or haystack (menu path, keywords), then, from 3 characters, the letters in order in the title with
// few letters skipped. Shorter titles win ties.

export interface Searchable {
  readonly title: string;
  readonly subtitle?: string;
  readonly keywords?: readonly string[];
}

export interface SearchIndex<T extends Searchable> {
  readonly items: readonly T[];
  readonly titles: readonly string[];
  readonly haystacks: readonly string[];
  /** which of a-z and 0-9 (folded onto 32 bits) each title and each title + haystack contains */
  readonly titleMasks: Int32Array;
  readonly allMasks: Int32Array;
}

/** A bit per letter and digit (digits share bits with letters): a cheap test that rules entries out. */
export function charMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 97 && code <= 122) mask |= 1 << (code - 97);
    else if (code >= 48 && code <= 57) mask |= 1 << ((code - 48) % 6 + 26);
  }
  return mask;
}

export function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

export function buildIndex<T extends Searchable>(items: readonly T[]): SearchIndex<T> {
  const titles = new Array<string>(items.length);
  const haystacks = new Array<string>(items.length);
  const titleMasks = new Int32Array(items.length);
  const allMasks = new Int32Array(items.length);
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    titles[i] = normalise(item.title);
    haystacks[i] = normalise(`${item.subtitle ?? ''} ${item.keywords?.join(' ') ?? ''}`);
    titleMasks[i] = charMask(titles[i]);
    allMasks[i] = titleMasks[i] | charMask(haystacks[i]);
  }
  return { items, titles, haystacks, titleMasks, allMasks };
}

const TIER = { exact: 10, prefix: 9, wordStart: 8, substring: 7, tokensInTitle: 6, tokens: 5, fuzzy: 3 } as const;

/** Below this length a subsequence matches nearly everything, so it only adds noise and work. */
export const FUZZY_MIN_LENGTH = 3;
/**
 * Letters a fuzzy match may skip between its first and last. A fixed bound keeps the rule monotone:
 * a longer query never matches an entry its prefix missed, which is what lets search() narrow.
 */
const MAX_SKIPPED = 8;

function isWordChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
}

function wordStartAt(text: string, query: string): boolean {
  for (let at = text.indexOf(query); at !== -1; at = text.indexOf(query, at + 1)) {
    if (at === 0 || !isWordChar(text.charCodeAt(at - 1))) return true;
  }
  return false;
}

/** 0 unless `query`'s letters appear in order in `text` with few skipped; else higher when closer. */
function subsequence(text: string, query: string): number {
  let first = -1;
  let at = -1;
  for (let q = 0; q < query.length; q++) {
    at = text.indexOf(query[q], at + 1);
    if (at === -1) return 0;
    if (first === -1) first = at;
    if (at - first + 1 - (q + 1) > MAX_SKIPPED) return 0;
  }
  return 100 - (at - first + 1 - query.length) * 10;
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
    // one word already failed against the title above; only the haystack is left to try
    const single = tokens.length === 1;
    for (const token of tokens) {
      if (!single && title.indexOf(token) !== -1) titleHits++;
      else if (haystack.indexOf(token) === -1) {
        all = false;
        break;
      }
    }
    if (all) {
      tier = titleHits === tokens.length ? TIER.tokensInTitle : TIER.tokens;
      bonus = titleHits * 10;
    } else if (query.length >= FUZZY_MIN_LENGTH && (bonus = subsequence(title, query)) > 0) tier = TIER.fuzzy;
  }
  if (tier === 0) return 0;
  // tier, then the bonus, then shorter titles first
  return tier * 65_536 + bonus * 256 + (255 - Math.min(title.length, 255));
}

export interface SearchResult<T> {
  readonly items: readonly T[];
  /** every position a longer query could still match (ascending), so that it only re-checks these */
  readonly matched: Int32Array;
  /** how many entries matched, before the limit */
  readonly total: number;
}

const INDEX_BITS = 2 ** 24;

/** Moves the k smallest keys to the front (unordered): Hoare's quickselect, in place. */
function selectSmallest(keys: Float64Array, k: number): void {
  let lo = 0;
  let hi = keys.length - 1;
  while (lo < hi) {
    const pivot = keys[(lo + hi) >>> 1];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (keys[i] < pivot) i++;
      while (keys[j] > pivot) j--;
      if (i <= j) {
        const swap = keys[i];
        keys[i] = keys[j];
        keys[j] = swap;
        i++;
        j--;
      }
    }
    if (k - 1 <= j) hi = j;
    else if (k - 1 >= i) lo = i;
    else return;
  }
}

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
  let candidates = 0;
  // Below the fuzzy length, entries whose titles hold the letters in order are kept as candidates
  // (not shown): the next keystroke may make them fuzzy matches, and it narrows from this set.
  // (one letter that passed the mask test but scored nothing is not in the title: no candidate)
  const short = query.length > 1 && query.length < FUZZY_MIN_LENGTH;
  const { titles, haystacks, titleMasks, allMasks } = index;
  const queryMask = charMask(query);
  for (let k = 0; k < n; k++) {
    const i = within ? within[k] : k;
    // every tier needs each letter of the query somewhere in the entry; most misses stop here
    if ((queryMask & ~allMasks[i]) !== 0) continue;
    const score = scoreEntry(titles[i], haystacks[i], query, tokens);
    if (score > 0) {
      // higher scores first, then table order: one numeric key sorts both at typed-array speed
      keys[count++] = (2 ** 20 - score) * INDEX_BITS + i;
      matched[candidates++] = i;
    } else if (short && (queryMask & ~titleMasks[i]) === 0 && subsequence(titles[i], query) > 0) {
      matched[candidates++] = i;
    }
  }
  const take = Math.min(limit, count);
  // only the first `limit` are shown: select them, then sort just those
  const found = keys.subarray(0, count);
  if (take < count) selectSmallest(found, take);
  const ordered = found.subarray(0, take).sort();
  const items = new Array<T>(take);
  for (let r = 0; r < take; r++) items[r] = index.items[ordered[r] % INDEX_BITS];
  // positions were visited in ascending order, so `matched` stays sorted for the next narrowing
  return { items, matched: matched.slice(0, candidates), total: count };
}

/** A searcher that remembers its last query and narrows from it while the user keeps typing. */
export function createSearcher<T extends Searchable>(index: SearchIndex<T>, limit = 500) {
  let last: { query: string; matched: Int32Array } | null = null;
  return (rawQuery: string): SearchResult<T> => {
    const query = normalise(rawQuery);
    const within = last && last.query !== '' && query.startsWith(last.query) ? last.matched : undefined;
    const result = search(index, query, limit, within);
    last = { query, matched: result.matched };
    return result;
  };
}

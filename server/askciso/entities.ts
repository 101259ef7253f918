// Names a question may mention, resolved fuzzily (issue 8): apps (catalog and custom), websites,
// people the asker may see, endpoints, categories. 'chat gpt' and 'drop box' match by their compact
// form; typos ('dropbx', 'slak') through fuse.js over the longer word groups.
import Fuse from 'fuse.js';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customApps, endpoints, people, saasApps, websites } from '../db/schema/index';
import type { Scope } from '../plugins/scope';
import { STOP_WORDS } from './vocabulary';

export type EntityKind = 'app' | 'website' | 'person' | 'endpoint' | 'category';

export interface Entity {
  kind: EntityKind;
  /** the canonical name: app name, domain, person e-mail, hostname, category */
  key: string;
  /** what the answer shows */
  label: string;
  id?: string;
  genAi?: boolean;
  /** extra names it answers to (a person's name, a website's application name) */
  aliases?: readonly string[];
}

interface Named {
  text: string;
  entity: Entity;
}

export interface Catalogue {
  entities: readonly Entity[];
  byCompact: ReadonlyMap<string, Entity[]>;
  /** the names fuzzy search runs over, in order (ties go to the earlier one) */
  names: readonly Named[];
  /** for each two-letter piece, the positions in `names` of the names holding it */
  pairs: ReadonlyMap<string, readonly number[]>;
  fuse: Fuse<Named>;
}

const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9@.]/g, '');

const cache = new Map<string, { at: number; catalogue: Catalogue }>();
const CACHE_MS = 60_000;

export function catalogueOf(entities: Entity[]): Catalogue {
  const byCompact = new Map<string, Entity[]>();
  const texts: Named[] = [];
  for (const entity of entities) {
    for (const name of [entity.key, entity.label, ...(entity.aliases ?? [])]) {
      const key = compact(name);
      if (key.length < 2) continue;
      const list = byCompact.get(key) ?? [];
      if (!list.includes(entity)) list.push(entity);
      byCompact.set(key, list);
      if (key.length >= 4) texts.push({ text: name.toLowerCase(), entity });
    }
  }
  const pairs = new Map<string, number[]>();
  texts.forEach(({ text }, i) => {
    for (const pair of new Set(pairsOf(text))) {
      const list = pairs.get(pair);
      if (list) list.push(i);
      else pairs.set(pair, [i]);
    }
  });
  return { entities, byCompact, names: texts, pairs, fuse: new Fuse(texts, FUSE_OPTIONS) };
}

const FUSE_OPTIONS = { keys: ['text'], includeScore: true, threshold: 0.25, ignoreLocation: true, minMatchCharLength: 4 };
/** fuse.js compares a pattern of up to 32 characters in one piece; longer ones it splits and averages */
const FUSE_PIECE = 32;

function pairsOf(text: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 2 <= text.length; i += 1) out.push(text.slice(i, i + 2));
  return out;
}

/**
 * fuse.js's best name for the pattern, as a search over every name would give it, but run only over the names
 * that can match. fuse.js (ignoring location) accepts a place in a name within k edits of the pattern, where
 * k / m ≤ threshold for a pattern of m characters; each edit spoils at most two of the pattern's m − 1
 * two-letter pieces, so such a name holds at least m − 1 − 2k of them. Names holding fewer cannot match, so
 * leaving them out changes neither the best name nor its score (the survivors keep their order, which breaks
 * ties). Over the eval set's questions on the demo company (4,019 names), findMentions' p95 went from 112 to
 * 3.2 ms (docs/PERFORMANCE.md, AskCISO).
 */
export function fuzzyBest(catalogue: Catalogue, pattern: string): { item: Named; score?: number } | undefined {
  const m = pattern.length;
  let k = 0;
  while ((k + 1) / m <= FUSE_OPTIONS.threshold) k += 1;
  const needed = m - 1 - 2 * k;
  if (m > FUSE_PIECE || needed <= 0) return catalogue.fuse.search(pattern, { limit: 1 })[0];
  const held = new Uint16Array(catalogue.names.length);
  for (const pair of pairsOf(pattern)) for (const i of catalogue.pairs.get(pair) ?? []) held[i] += 1;
  const candidates: Named[] = [];
  held.forEach((n, i) => {
    if (n >= needed) candidates.push(catalogue.names[i]);
  });
  if (candidates.length === 0) return undefined;
  return new Fuse(candidates, FUSE_OPTIONS).search(pattern, { limit: 1 })[0];
}

/** The names the asker's question may resolve to; cached per company and scope for a minute. */
export async function loadCatalogue(db: Db, scope: Scope, now: number = Date.now()): Promise<Catalogue> {
  const cacheKey = `${scope.accountId}:${scope.groupIds?.join(',') ?? '*'}`;
  const hit = cache.get(cacheKey);
  if (hit && now - hit.at < CACHE_MS) return hit.catalogue;

  const [apps, custom, sites, persons, devices] = await Promise.all([
    db.select({ id: saasApps.id, name: saasApps.name, genAi: saasApps.genAi, categories: saasApps.categories }).from(saasApps),
    db.select({ id: customApps.id, name: customApps.name, genAi: customApps.genAi, category: customApps.category }).from(customApps).where(eq(customApps.accountId, scope.accountId)),
    db.select({ domain: websites.domain, name: websites.name, categories: websites.categories }).from(websites),
    db.select({ id: people.id, name: people.name, email: people.email }).from(people).where(scope.people()),
    db
      .select({ id: endpoints.id, hostname: endpoints.hostname })
      .from(endpoints)
      .where(
        and(
          eq(endpoints.accountId, scope.accountId),
          scope.groupIds === null ? undefined : sql`${endpoints.ownerPersonId} in (select ${people.id} from ${people} where ${scope.people()})`,
        ),
      ),
  ]);

  const categories = new Set<string>();
  const entities: Entity[] = [];
  for (const app of apps) {
    entities.push({ kind: 'app', key: app.name, label: app.name, id: app.id, genAi: app.genAi });
    for (const c of app.categories) categories.add(c);
  }
  for (const app of custom) {
    entities.push({ kind: 'app', key: app.name, label: app.name, id: app.id, genAi: app.genAi });
    categories.add(app.category);
  }
  for (const site of sites) {
    entities.push({ kind: 'website', key: site.domain, label: site.name ?? site.domain, aliases: site.name ? [site.name] : [] });
    for (const c of site.categories) categories.add(c);
  }
  for (const person of persons) entities.push({ kind: 'person', key: person.email, label: person.name, id: person.id, aliases: [person.name] });
  for (const device of devices) entities.push({ kind: 'endpoint', key: device.hostname, label: device.hostname, id: device.id });
  for (const category of categories) entities.push({ kind: 'category', key: category, label: category });

  const catalogue = catalogueOf(entities);
  cache.set(cacheKey, { at: now, catalogue });
  return catalogue;
}

export function forgetCatalogue(accountId: string): void {
  for (const key of cache.keys()) if (key.startsWith(`${accountId}:`)) cache.delete(key);
}

export interface Mention {
  entity: Entity;
  /** the words of the question it came from */
  words: string;
  exact: boolean;
}

/** A kind preferred when one name is both (Notion the app and notion.so the website): apps first. */
const KIND_ORDER: Record<EntityKind, number> = { app: 0, person: 1, endpoint: 2, website: 3, category: 4 };

/**
 * Entities the question mentions, longest word group first, each word used once. Exact compact
 * matches win; fuzzy ones need four or more letters and no stop word.
 */
export function findMentions(question: string, catalogue: Catalogue): Mention[] {
  const words = question
    .replace(/[?!,;:()"]/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/'s$/i, '').replace(/\.$/, ''))
    .filter(Boolean);
  const used = new Array(words.length).fill(false);
  const found: Mention[] = [];
  for (let size = Math.min(4, words.length); size >= 1; size -= 1) {
    for (let start = 0; start + size <= words.length; start += 1) {
      if (used.slice(start, start + size).some(Boolean)) continue;
      const group = words.slice(start, start + size);
      if (group.every((w) => STOP_WORDS.has(w.toLowerCase()))) continue;
      if (size === 1 && STOP_WORDS.has(group[0].toLowerCase())) continue;
      const phrase = group.join(' ');
      let matches = catalogue.byCompact.get(compact(phrase)) ?? [];
      let exact = true;
      if (matches.length === 0 && compact(phrase).length >= 4 && !group.some((w) => STOP_WORDS.has(w.toLowerCase()))) {
        const best = fuzzyBest(catalogue, phrase.toLowerCase());
        // a typo keeps the word's first letter and its length within two letters ('dropbx', 'slak')
        const candidate = best ? compact(best.item.text) : '';
        const typo = best && candidate[0] === compact(phrase)[0] && Math.abs(candidate.length - compact(phrase).length) <= 2;
        const limit = group.length === 1 && Math.abs(candidate.length - compact(phrase).length) <= 1 ? 0.4 : 0.25;
        if (best && typo && (best.score ?? 1) <= limit) {
          matches = [best.item.entity];
          exact = false;
        }
      }
      if (matches.length === 0) continue;
      const entity = [...matches].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind])[0];
      found.push({ entity, words: phrase, exact });
      for (let i = start; i < start + size; i += 1) used[i] = true;
    }
  }
  return found;
}

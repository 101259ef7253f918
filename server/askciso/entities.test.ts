// The fuzzy search's shortcut (issue 14 item 6): fuzzyBest skips the names that cannot match, and must give
// the same best name and score as fuse.js over every name, for typos of real names and for the word groups
// of real questions.
import { describe, expect, it } from 'vitest';
import { CATALOG_APPS, CATALOG_WEBSITES } from '../seed/catalog/index';
import { FIRST_NAMES, LAST_NAMES } from '../seed/names';
import { catalogueOf, findMentions, fuzzyBest, type Entity } from './entities';

function entities(): Entity[] {
  const out: Entity[] = [];
  for (const app of CATALOG_APPS) out.push({ kind: 'app', key: app.name, label: app.name });
  for (const site of CATALOG_WEBSITES) out.push({ kind: 'website', key: site.domain, label: site.name, aliases: [site.name] });
  FIRST_NAMES.forEach((first, i) => {
    const name = `${first} ${LAST_NAMES[i % LAST_NAMES.length]}`;
    out.push({ kind: 'person', key: `${first.toLowerCase()}@acme.test`, label: name, aliases: [name] });
  });
  return out;
}

/** Each name with one letter dropped, one replaced, two swapped, and its end cut off, at fixed places. */
function typos(text: string, seed: number): string[] {
  const i = seed % text.length;
  return [text.slice(0, i) + text.slice(i + 1), `${text.slice(0, i)}x${text.slice(i + 1)}`, text.slice(0, i) + text.slice(i, i + 2).split('').reverse().join('') + text.slice(i + 2), text.slice(0, Math.max(4, text.length - 3))];
}

const QUESTIONS = [
  'which apps did Mary Lewis use in October',
  'how many people used chat gpt last week',
  'is salesforse sanctioned',
  'show me slack usage by department',
  'translate good morning into French',
  'list the websites visited on github com over the past 90 days',
];

describe('fuzzyBest', () => {
  const catalogue = catalogueOf(entities());

  it('gives the best name and score of a search over every name', () => {
    const patterns = new Set<string>();
    // every eighth name (the search over every name, the reference, takes a few ms per pattern)
    catalogue.names.forEach((n, i) => {
      if (i % 8 === 0) typos(n.text, i * 7 + 3).forEach((p) => patterns.add(p));
    });
    for (const q of QUESTIONS) {
      const words = q.toLowerCase().split(' ');
      for (let size = 1; size <= 4; size += 1) for (let i = 0; i + size <= words.length; i += 1) patterns.add(words.slice(i, i + size).join(' '));
    }
    const differ: string[] = [];
    let matched = 0;
    for (const pattern of patterns) {
      if (pattern.length < 4) continue;
      const all = catalogue.fuse.search(pattern, { limit: 1 })[0];
      const fast = fuzzyBest(catalogue, pattern);
      if (all?.item !== fast?.item || all?.score !== fast?.score) differ.push(`${pattern}: ${all?.item.text} ${all?.score} / ${fast?.item.text} ${fast?.score}`);
      if (all) matched += 1;
    }
    expect(differ).toEqual([]);
    // the comparison covers found names, not only misses
    expect(matched).toBeGreaterThan(patterns.size / 2);
  });

  it('still finds the typo of an app in a question', () => {
    expect(findMentions('is salesforse sanctioned', catalogue).map((m) => [m.entity.key, m.exact])).toEqual([['Salesforce', false]]);
  });
});

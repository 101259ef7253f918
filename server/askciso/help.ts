// Definitions and how-to questions answered from the help content (src/help), the same texts the help
// centre shows; and, for a question the engine cannot answer, the closest topics.
import { readFileSync } from 'node:fs';
import { HELP_LINKS } from '../../src/help/help-links';
import { createHelpSearch, helpSearchEntries, type HelpSearchEntry } from '../../src/help/search';
import { helpTopicLink } from '../../src/help/topics';

type Json = { [key: string]: Json } | string;

const content = JSON.parse(readFileSync(new URL('../../src/help/help.en.json', import.meta.url), 'utf8')) as Json;

function translate(key: string, values?: Record<string, unknown>): string {
  let node: Json | undefined = content;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name] ?? ''));
}

let search: ((query: string) => HelpSearchEntry[]) | undefined;

export function searchHelp(query: string, limit = 3, byWords = false): { id: string; title: string; href: string; flyout: string }[] {
  search ??= createHelpSearch(helpSearchEntries(translate));
  let found = search(query);
  // a long how-to rarely matches as a whole: it may fall back to its longest words, best first
  if (found.length === 0 && byWords) {
    const words = query.split(/[^a-z0-9-]+/i).filter((w) => w.length >= 5).sort((a, b) => b.length - a.length);
    for (const word of words) {
      found = search(word);
      if (found.length) break;
    }
  }
  return found
    .slice(0, limit)
    .map((entry) => ({ id: entry.topic.id, title: entry.title, href: helpTopicLink(entry.topic), flyout: translate(entry.topic.flyoutKey, HELP_LINKS) }));
}

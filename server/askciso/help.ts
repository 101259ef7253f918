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

export function searchHelp(query: string, limit = 3): { id: string; title: string; href: string; flyout: string }[] {
  search ??= createHelpSearch(helpSearchEntries(translate));
  return search(query)
    .slice(0, limit)
    .map((entry) => ({ id: entry.topic.id, title: entry.title, href: helpTopicLink(entry.topic), flyout: translate(entry.topic.flyoutKey, HELP_LINKS) }));
}

// Search over the help content: titles, subtitles, keywords, menu paths and both descriptions, so an
// admin finds a topic by any word it explains. The help centre and the palette share it.
import Fuse from 'fuse.js';
import { HELP_LINKS } from './help-links';
import { HELP_TOPICS, type HelpTopic } from './topics';

export interface HelpSearchEntry {
  readonly topic: HelpTopic;
  readonly title: string;
  readonly subtitle: string;
  readonly text: string;
  readonly keywords: string;
}

export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** Resolves every topic's texts once, for a given translation function (namespace 'help'). */
export function helpSearchEntries(t: Translate): HelpSearchEntry[] {
  return HELP_TOPICS.map((topic) => ({
    topic,
    title: t(topic.titleKey),
    subtitle: t(topic.subtitleKey),
    text: `${t(topic.flyoutKey, HELP_LINKS)} ${t(topic.pageKey, HELP_LINKS)}`,
    keywords: [...topic.keywords, ...topic.menuPath].join(' '),
  }));
}

export function createHelpSearch(entries: readonly HelpSearchEntry[]): (query: string) => HelpSearchEntry[] {
  const fuse = new Fuse(entries, {
    keys: [
      { name: 'title', weight: 4 },
      { name: 'keywords', weight: 3 },
      { name: 'subtitle', weight: 2 },
      { name: 'text', weight: 1 },
    ],
    ignoreLocation: true,
    threshold: 0.3,
    minMatchCharLength: 2,
  });
  return (query) => (query.trim() ? fuse.search(query.trim()).map((r) => r.item) : [...entries]);
}

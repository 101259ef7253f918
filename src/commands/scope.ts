// issue 6 "Scopes": a leading character narrows the palette to one kind of command.
import type { Scope } from './types';

export const SCOPE_PREFIXES: Readonly<Record<string, Scope>> = {
  '>': 'actions',
  '@': 'people',
  '#': 'endpoints',
  '/': 'pages',
  '?': 'help',
};

export interface ParsedInput {
  readonly scope: Scope | null;
  /** the text after the prefix, trimmed */
  readonly text: string;
}

export function parseScope(input: string): ParsedInput {
  const trimmed = input.trimStart();
  const scope = SCOPE_PREFIXES[trimmed.charAt(0)];
  return scope ? { scope, text: trimmed.slice(1).trim() } : { scope: null, text: trimmed.trim() };
}

// English only (spec part 2 §9: en is the only language); a miss just means no AskCISO item.
const QUESTION_WORDS = new Set([
  'who', 'what', 'which', 'when', 'where', 'why', 'how', 'is', 'are', 'was', 'were', 'do', 'does', 'did',
  'can', 'could', 'should', 'will', 'would', 'has', 'have', 'any', 'list', 'show', 'tell', 'explain',
]);

/** True when the text reads like something to ask AskCISO rather than a name to look up. */
export function readsLikeQuestion(text: string): boolean {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return false;
  if (text.trim().endsWith('?')) return words.length >= 2 || words[0].length > 3;
  return words.length >= 3 && QUESTION_WORDS.has(words[0]);
}

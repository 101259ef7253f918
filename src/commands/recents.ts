// issue 6 "Recents": the commands a user chose last, first on an empty query, kept per user in local
// storage. Navigations are kept whole (their href survives a reload); actions by id, resolved against
// what the palette offers now, so nothing the user may no longer use comes back.
import type { AccessContext } from '../api/contract/access';
import { canOpenRoute } from '../app/can-open';
import { matchRoute } from '../app/routes/table';
import { STORAGE_KEYS } from '../lib/storage-keys';
import type { Command, NavigateCommand, Scope } from './types';

export const MAX_RECENTS = 6;

export type StoredRecent =
  | { readonly kind: 'navigate'; readonly id: string; readonly title: string; readonly subtitle?: string; readonly href: string; readonly badge: string; readonly scope: Scope }
  | { readonly kind: 'action'; readonly id: string };

function keyFor(email: string): string {
  return `${STORAGE_KEYS.paletteRecentsPrefix}${email.toLowerCase()}`;
}

export function readRecents(email: string): StoredRecent[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyFor(email)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as StoredRecent[]).filter((r) => r && typeof r.id === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberRecent(email: string, command: Command): void {
  if (command.kind === 'page') return;
  const entry: StoredRecent =
    command.kind === 'navigate'
      ? { kind: 'navigate', id: command.id, title: command.title, subtitle: command.subtitle, href: command.href, badge: command.badge, scope: command.scope }
      : { kind: 'action', id: command.id };
  const next = [entry, ...readRecents(email).filter((r) => r.id !== entry.id)].slice(0, MAX_RECENTS);
  try {
    localStorage.setItem(keyFor(email), JSON.stringify(next));
  } catch {
    // storage full or blocked: recents are a convenience
  }
}

/** The stored recents the user may still use, as commands, most recent first. */
export function resolveRecents(stored: readonly StoredRecent[], available: readonly Command[], access: AccessContext): Command[] {
  const byId = new Map(available.map((c) => [c.id, c]));
  const out: Command[] = [];
  for (const recent of stored) {
    const live = byId.get(recent.id);
    if (live) out.push(live);
    else if (recent.kind === 'navigate') {
      // an entity chosen on a nested page: re-check its URL against the guard of the route it opens
      const match = matchRoute(recent.href.split('?')[0]);
      if (match && canOpenRoute(match.route, access)) out.push({ ...recent, kind: 'navigate' } satisfies NavigateCommand);
    }
  }
  return out;
}

// Keyboard shortcuts outside the palette (issue 6): Cmd+K on macOS, Ctrl+K elsewhere, never both;
// 'g' then a letter goes to a page; '?' shows the sheet. None of them fire while typing in a field.
import type { RouteId } from '../app/routes/table';

export function isMacPlatform(nav: Pick<Navigator, 'platform' | 'userAgent'> = navigator): boolean {
  return /mac|iphone|ipad|ipod/i.test(nav.platform || nav.userAgent);
}

export function isPaletteShortcut(event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey'>, mac: boolean): boolean {
  if (event.key.toLowerCase() !== 'k' || event.altKey || event.shiftKey) return false;
  return mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
}

/** The modifier for Enter that opens a navigation in a new tab follows the same platform rule. */
export function isNewTabModifier(event: Pick<KeyboardEvent, 'metaKey' | 'ctrlKey'>, mac: boolean): boolean {
  return mac ? event.metaKey : event.ctrlKey;
}

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = (target as HTMLInputElement).type;
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(type);
  }
  const role = target.getAttribute('role');
  return role === 'textbox' || role === 'combobox' || role === 'searchbox';
}

export interface GoTo {
  readonly key: string;
  readonly routeId: RouteId;
}

/** 'g' then the letter; only those whose route the user may open are active and listed. */
export const GO_TO: readonly GoTo[] = [
  { key: 'd', routeId: 'dashboard' },
  { key: 's', routeId: 'saas-list' },
  { key: 'a', routeId: 'alerts-saas-apps' },
  { key: 'w', routeId: 'alerts-websites' },
  { key: 'e', routeId: 'devices' },
  { key: 'u', routeId: 'users' },
  { key: 'i', routeId: 'gen-ai-list' },
  { key: 'c', routeId: 'new-conversation' },
  { key: 'p', routeId: 'saas-config' },
  { key: 'r', routeId: 'compliance' },
  { key: 'l', routeId: 'admin-logs' },
  { key: 'm', routeId: 'user-management' },
  { key: 'o', routeId: 'palisade-accounts' },
  { key: 't', routeId: 'setup-guide' },
  { key: 'h', routeId: 'help-center' },
];

/** How long after 'g' the second key still counts. */
export const GO_TO_WINDOW_MS = 1500;

/**
 * Follows the two-key sequence. `press` answers the route to open, or null; `now` is passed in so
 * the sequence is testable without clocks.
 */
export function createGoToSequence(allowed: (routeId: RouteId) => boolean) {
  let armedAt: number | null = null;
  return {
    press(key: string, now: number): RouteId | null {
      if (armedAt !== null && now - armedAt <= GO_TO_WINDOW_MS) {
        armedAt = null;
        const target = GO_TO.find((g) => g.key === key.toLowerCase());
        return target && allowed(target.routeId) ? target.routeId : null;
      }
      armedAt = key === 'g' ? now : null;
      return null;
    },
    reset() {
      armedAt = null;
    },
  };
}

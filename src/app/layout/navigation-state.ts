// spec part 1 §3-§4: navigation state (active module, active child, accordion tab index) lives in
// session storage; a company switch resets it so the menu returns to its first item.
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../lib/storage-keys';

export interface NavigationState {
  /** the active module of the icon rail */
  readonly moduleId: string | null;
  /** the active child (a route id) */
  readonly childId: string | null;
  /** the open accordion group of the active module, by its index among the visible groups; -1 when all are folded */
  readonly tabIndex: number;
}

export const INITIAL_NAVIGATION: NavigationState = { moduleId: null, childId: null, tabIndex: 0 };

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: NavigationState = INITIAL_NAVIGATION;

function parse(raw: string | null): NavigationState {
  if (!raw) return INITIAL_NAVIGATION;
  try {
    const value = JSON.parse(raw) as Partial<NavigationState>;
    return {
      moduleId: typeof value.moduleId === 'string' ? value.moduleId : null,
      childId: typeof value.childId === 'string' ? value.childId : null,
      tabIndex: typeof value.tabIndex === 'number' && value.tabIndex >= -1 ? value.tabIndex : 0,
    };
  } catch {
    return INITIAL_NAVIGATION;
  }
}

export function readNavigation(): NavigationState {
  const raw = sessionStorage.getItem(STORAGE_KEYS.navigation);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

function emit() {
  listeners.forEach((listener) => listener());
}

export function setNavigation(patch: Partial<NavigationState>): void {
  const current = readNavigation();
  const next = { ...current, ...patch };
  if (next.moduleId === current.moduleId && next.childId === current.childId && next.tabIndex === current.tabIndex) return;
  sessionStorage.setItem(STORAGE_KEYS.navigation, JSON.stringify(next));
  emit();
}

/** Called by the company switch (spec part 1 §4): the menu returns to its first item. */
export function resetNavigation(): void {
  sessionStorage.removeItem(STORAGE_KEYS.navigation);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNavigationState(): NavigationState {
  return useSyncExternalStore(subscribe, readNavigation, () => INITIAL_NAVIGATION);
}

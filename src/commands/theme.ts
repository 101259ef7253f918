// The console's appearance (issue 28 item 9): the user's choice of Light, Dark or System, kept in local
// storage across sessions; System, the default, follows the operating system's preference as it changes.
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../lib/storage-keys';

export type Appearance = 'light' | 'dark';
export type AppearanceChoice = Appearance | 'system';
export const APPEARANCE_CHOICES: readonly AppearanceChoice[] = ['light', 'dark', 'system'];

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function readChoice(): AppearanceChoice {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.theme);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

let choice: AppearanceChoice = typeof localStorage === 'undefined' ? 'system' : readChoice();

function systemAppearance(): Appearance {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

export function getAppearanceChoice(): AppearanceChoice {
  return choice;
}

/** What the console shows now: the choice, or the system's preference when the choice is System. */
export function getAppearance(): Appearance {
  return choice === 'system' ? systemAppearance() : choice;
}

export function setAppearance(next: AppearanceChoice): void {
  choice = next;
  try {
    if (next === 'system') localStorage.removeItem(STORAGE_KEYS.theme);
    else localStorage.setItem(STORAGE_KEYS.theme, next);
  } catch {
    // storage full or blocked: the choice still holds for this page
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // another tab changed the choice
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.theme || event.key === null) {
      choice = readChoice();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  // the system's preference changed (it matters only while the choice is System)
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
  media?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    media?.removeEventListener('change', listener);
  };
}

export function useAppearance(): Appearance {
  return useSyncExternalStore(subscribe, getAppearance, () => 'light');
}

export function useAppearanceChoice(): AppearanceChoice {
  return useSyncExternalStore(subscribe, getAppearanceChoice, () => 'system');
}

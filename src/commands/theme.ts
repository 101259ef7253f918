// The console's appearance, chosen from the palette and kept in local storage across sessions.
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../lib/storage-keys';

export type Appearance = 'light' | 'dark';

const listeners = new Set<() => void>();

function read(): Appearance {
  try {
    return localStorage.getItem(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

let current: Appearance = typeof localStorage === 'undefined' ? 'light' : read();

export function getAppearance(): Appearance {
  return current;
}

export function setAppearance(next: Appearance): void {
  current = next;
  try {
    localStorage.setItem(STORAGE_KEYS.theme, next);
  } catch {
    // storage full or blocked: the choice still holds for this page
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // another tab changed it
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.theme) {
      current = read();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useAppearance(): Appearance {
  return useSyncExternalStore(subscribe, getAppearance, () => 'light');
}

import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { setAppearance, useAppearance, useAppearanceChoice } from './theme';

/** A matchMedia whose dark-mode answer the test flips, telling its listeners as a browser would. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const state = { dark };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('dark') && state.dark;
    },
    media: query,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  }));
  return {
    set(next: boolean) {
      state.dark = next;
      listeners.forEach((l) => l());
    },
  };
}

describe('appearance', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    act(() => setAppearance('system'));
    vi.unstubAllGlobals();
  });

  it('follows the system by default, and its changes while open', () => {
    const system = fakeSystem(true);
    act(() => setAppearance('system'));
    const { result } = renderHook(() => [useAppearance(), useAppearanceChoice()] as const);
    expect(result.current).toEqual(['dark', 'system']);
    act(() => system.set(false));
    expect(result.current).toEqual(['light', 'system']);
  });

  it('keeps an explicit choice whatever the system says, and System forgets it', () => {
    const system = fakeSystem(true);
    const { result } = renderHook(() => useAppearance());
    act(() => setAppearance('light'));
    expect(result.current).toBe('light');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('light');
    act(() => system.set(true));
    expect(result.current).toBe('light');
    act(() => setAppearance('system'));
    expect(result.current).toBe('dark');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBeNull();
  });
});

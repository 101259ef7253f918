import { describe, expect, it } from 'vitest';
import { createGoToSequence, isMacPlatform, isPaletteShortcut, isTypingTarget } from './shortcuts';

const key = (k: string, mods: Partial<Record<'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({ key: k, metaKey: false, ctrlKey: false, altKey: false, shiftKey: false, ...mods });

describe('palette shortcut', () => {
  it('is Cmd+K on macOS and Ctrl+K elsewhere, never both', () => {
    expect(isPaletteShortcut(key('k', { metaKey: true }), true)).toBe(true);
    expect(isPaletteShortcut(key('k', { ctrlKey: true }), true)).toBe(false);
    expect(isPaletteShortcut(key('k', { ctrlKey: true }), false)).toBe(true);
    expect(isPaletteShortcut(key('k', { metaKey: true }), false)).toBe(false);
    expect(isPaletteShortcut(key('k', { ctrlKey: true, shiftKey: true }), false)).toBe(false);
  });

  it('tells macOS from the platform string', () => {
    expect(isMacPlatform({ platform: 'MacIntel', userAgent: '' })).toBe(true);
    expect(isMacPlatform({ platform: 'Linux x86_64', userAgent: '' })).toBe(false);
  });
});

describe('go-to keys', () => {
  it("opens the route of 'g' then a letter, within the window, when allowed", () => {
    const sequence = createGoToSequence((id) => id !== 'users');
    expect(sequence.press('g', 0)).toBeNull();
    expect(sequence.press('d', 100)).toBe('dashboard');
    expect(sequence.press('d', 200)).toBeNull();
    sequence.press('g', 300);
    expect(sequence.press('u', 400)).toBeNull();
    sequence.press('g', 500);
    expect(sequence.press('s', 5000)).toBeNull();
  });

  it('ignores keys typed into fields', () => {
    const input = document.createElement('input');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    const area = document.createElement('textarea');
    expect(isTypingTarget(input)).toBe(true);
    expect(isTypingTarget(area)).toBe(true);
    expect(isTypingTarget(checkbox)).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
  });
});

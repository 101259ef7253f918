import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { INITIAL_NAVIGATION, readNavigation, resetNavigation, setNavigation, useNavigationState } from './navigation-state';

describe('navigation state (spec part 1 §4)', () => {
  it('keeps module, child and accordion tab index in session storage', () => {
    setNavigation({ moduleId: 'inventory', childId: 'ztpa-server', tabIndex: 1 });
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.navigation)!)).toEqual({ moduleId: 'inventory', childId: 'ztpa-server', tabIndex: 1 });
    expect(readNavigation()).toEqual({ moduleId: 'inventory', childId: 'ztpa-server', tabIndex: 1 });
  });

  it('returns to the first item when reset, and tells its subscribers', () => {
    const { result } = renderHook(() => useNavigationState());
    act(() => setNavigation({ moduleId: 'policies', childId: 'geo-fencing', tabIndex: 0 }));
    expect(result.current.moduleId).toBe('policies');
    act(() => resetNavigation());
    expect(result.current).toEqual(INITIAL_NAVIGATION);
    expect(sessionStorage.getItem(STORAGE_KEYS.navigation)).toBeNull();
  });

  it('ignores what it cannot read', () => {
    sessionStorage.setItem(STORAGE_KEYS.navigation, '{not json');
    expect(readNavigation()).toEqual(INITIAL_NAVIGATION);
    sessionStorage.setItem(STORAGE_KEYS.navigation, JSON.stringify({ moduleId: 3, tabIndex: -7 }));
    expect(readNavigation()).toEqual(INITIAL_NAVIGATION);
  });
});

import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { ChunkLoadError, RELOAD_MARK_TTL_MS, lazyScreen, listenForPreloadErrors, reloadOnce, resetReloadingForTests, type ReloadDeps } from './lazy-screen';

const NOW = 1_800_000_000_000;

function deps(): ReloadDeps & { reload: Mock<() => void> } {
  return { storage: sessionStorage, reload: vi.fn<() => void>(), now: () => NOW };
}

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
const module = { default: () => null };

beforeEach(() => {
  resetReloadingForTests();
});

describe('the reload-once rule (spec part 2 §8)', () => {
  it('reloads on the first failure and marks the attempt with its time', async () => {
    const d = deps();
    const load = lazyScreen(failing, d);
    const outcome = await Promise.race([load().then(() => 'resolved', () => 'rejected'), new Promise((r) => setTimeout(() => r('waiting'), 20))]);
    expect(outcome).toBe('waiting');
    expect(d.reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(STORAGE_KEYS.chunkReload)).toBe(String(NOW));
  });

  it('does not reload again when the mark is set: the error reaches the error page', async () => {
    const d = deps();
    sessionStorage.setItem(STORAGE_KEYS.chunkReload, String(NOW - 1000));
    await expect(lazyScreen(failing, d)()).rejects.toBeInstanceOf(ChunkLoadError);
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('treats any non-time mark as set', async () => {
    const d = deps();
    sessionStorage.setItem(STORAGE_KEYS.chunkReload, '1');
    await expect(lazyScreen(failing, d)()).rejects.toBeInstanceOf(ChunkLoadError);
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('forgets a mark left over from an earlier incident', () => {
    const d = deps();
    sessionStorage.setItem(STORAGE_KEYS.chunkReload, String(NOW - RELOAD_MARK_TTL_MS - 1));
    expect(reloadOnce(d)).toBe(true);
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  it('clears the mark after a successful load', async () => {
    const d = deps();
    sessionStorage.setItem(STORAGE_KEYS.chunkReload, String(NOW));
    await expect(lazyScreen(() => Promise.resolve(module), d)()).resolves.toBe(module);
    expect(sessionStorage.getItem(STORAGE_KEYS.chunkReload)).toBeNull();
  });

  it('keeps the mark when the frame loads, so the screen that failed behind it shows the error page', async () => {
    const d = deps();
    sessionStorage.setItem(STORAGE_KEYS.chunkReload, String(NOW));
    await expect(lazyScreen(() => Promise.resolve(module), d, { clearsMark: false })()).resolves.toBe(module);
    expect(sessionStorage.getItem(STORAGE_KEYS.chunkReload)).toBe(String(NOW));
    await expect(lazyScreen(failing, d)()).rejects.toBeInstanceOf(ChunkLoadError);
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('asks for one reload per page, however many chunks fail', () => {
    const d = deps();
    expect(reloadOnce(d)).toBe(true);
    expect(reloadOnce(d)).toBe(true);
    expect(d.reload).toHaveBeenCalledTimes(1);
  });
});

describe('vite:preloadError', () => {
  it('keeps the mark and waits when the preload error listener swallowed the failure to reload', async () => {
    const d = deps();
    const stop = listenForPreloadErrors(window, d);
    // What Vite's preload helper does when the base import fails: dispatch, then resolve empty if prevented.
    const viteImport = async () => {
      const event = new Event('vite:preloadError', { cancelable: true });
      window.dispatchEvent(event);
      if (!event.defaultPrevented) throw new TypeError('Failed to fetch dynamically imported module');
      return undefined as unknown as typeof module;
    };
    const outcome = await Promise.race([lazyScreen(viteImport, d)().then(() => 'resolved', () => 'rejected'), new Promise((r) => setTimeout(() => r('waiting'), 20))]);
    expect(outcome).toBe('waiting');
    expect(d.reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(STORAGE_KEYS.chunkReload)).toBe(String(NOW));

    // After the reload, the same failure reaches the error page.
    resetReloadingForTests();
    await expect(lazyScreen(viteImport, d)()).rejects.toBeInstanceOf(ChunkLoadError);
    expect(d.reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reloads once and prevents the default, then lets the error through', () => {
    const d = deps();
    const stop = listenForPreloadErrors(window, d);
    const first = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(d.reload).toHaveBeenCalledTimes(1);

    resetReloadingForTests();
    const second = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
    expect(d.reload).toHaveBeenCalledTimes(1);
    stop();
  });
});

// spec part 2 §8 / part 1 §8: a failed load of a lazily loaded module or stylesheet reloads the page
// once. The session-storage mark (with its time) makes the second failure show an error page instead
// of reloading forever; a screen that loads clears it. The signed-in frame loads before the screen on
// every page, so its load must not clear the mark: a screen failing behind it would reload forever.
import { STORAGE_KEYS } from '../lib/storage-keys';

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
  now: () => number;
}

/** A mark older than this belongs to an earlier incident (e.g. a reload that landed on a page without lazy loads). */
export const RELOAD_MARK_TTL_MS = 60_000;

const browserDeps = (): ReloadDeps => ({
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
  now: () => Date.now(),
});

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the console failed to load.', { cause });
    this.name = 'ChunkLoadError';
  }
}

function markIsFresh(value: string, now: number): boolean {
  const at = Number(value);
  // Anything that is not a plausible epoch-milliseconds stamp counts as a fresh mark: never reload twice.
  if (!Number.isFinite(at) || at < 1e12) return true;
  return now - at < RELOAD_MARK_TTL_MS;
}

let reloading = false;

/**
 * The reload-once rule. Returns true when it reloaded the page (the caller should wait, not fail),
 * false when a reload was already tried (the caller shows the error page).
 */
export function reloadOnce(deps: ReloadDeps = browserDeps()): boolean {
  if (reloading) return true;
  const mark = deps.storage.getItem(STORAGE_KEYS.chunkReload);
  if (mark !== null && markIsFresh(mark, deps.now())) return false;
  deps.storage.setItem(STORAGE_KEYS.chunkReload, String(deps.now()));
  reloading = true;
  deps.reload();
  return true;
}

export function clearReloadMark(deps: Pick<ReloadDeps, 'storage'> = browserDeps()): void {
  deps.storage.removeItem(STORAGE_KEYS.chunkReload);
}

/** Test seam: forget that this page already asked for a reload. */
export function resetReloadingForTests(): void {
  reloading = false;
}

/**
 * Wraps a dynamic import with the reload-once rule. `clearsMark: false` for a module that loads on
 * every page ahead of the screen (the frame): its success says nothing about the chunk that failed.
 */
export function lazyScreen<M>(loader: () => Promise<M>, deps?: ReloadDeps, { clearsMark = true }: { clearsMark?: boolean } = {}): () => Promise<M> {
  return async () => {
    let module: M | undefined;
    try {
      module = await loader();
    } catch (error) {
      if (reloadOnce(deps)) return new Promise<M>(() => {});
      throw new ChunkLoadError(error);
    }
    if (module !== undefined && module !== null) {
      if (clearsMark) clearReloadMark(deps);
      return module;
    }
    // Vite's preload helper resolves with nothing when a 'vite:preloadError' listener prevented
    // the default, i.e. when the listener below has just asked for the reload.
    if (reloadOnce(deps)) return new Promise<M>(() => {});
    throw new ChunkLoadError(new Error('The module loaded empty.'));
  };
}

/**
 * Vite fires `vite:preloadError` when a chunk's JS or CSS preload fails. Reloading once is the same
 * rule; when the reload was already tried the error is let through to the lazy loader's error page.
 */
export function listenForPreloadErrors(target: Window = window, deps?: ReloadDeps): () => void {
  const onError = (event: Event) => {
    if (reloadOnce(deps)) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onError);
  return () => target.removeEventListener('vite:preloadError', onError);
}

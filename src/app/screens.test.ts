import { describe, expect, it } from 'vitest';
import { allRoutes, isRouteId } from './routes/table';
import { SCREENS } from './screens';

describe('SCREENS', () => {
  it('is keyed by route ids', () => {
    const ids = Object.keys(SCREENS);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(isRouteId(id), id).toBe(true);
  });

  it('loads the built screens', () => {
    for (const id of ['dashboard', 'saas-list', 'login', 'root', 'new-conversation', 'content-apps', 'vanta-callback'] as const) expect(SCREENS[id], id).toBeTypeOf('function');
  });

  it('shares one loader between routes that show the same screen', () => {
    expect(SCREENS.root).toBe(SCREENS.login);
    expect(SCREENS['help-center-topic']).toBe(SCREENS['help-center-article']);
  });

  it('leaves no route pending: only tab containers (their tab speaks for them) and a moved route have no loader', () => {
    const withoutLoader = allRoutes.filter((r) => !isRouteId(r.id) || !SCREENS[r.id]);
    expect(withoutLoader.length).toBe(allRoutes.length - Object.keys(SCREENS).length);
    expect(withoutLoader.filter((r) => !r.children?.length && !r.movesTo).map((r) => r.path)).toEqual([]);
  });

  // imports every built screen module: slow on a loaded machine
  it('gives every built route a screen module whose default export is a component', { timeout: 60_000 }, async () => {
    const built = Object.entries(SCREENS);
    expect(built.length).toBeGreaterThan(0);
    for (const [id, load] of built) {
      const module = await load();
      expect(typeof module.default, id).toBe('function');
    }
  });
});

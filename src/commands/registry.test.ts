import { describe, expect, it } from 'vitest';
import i18next from '../app/i18n';
import { canAccess, type AccessContext } from '../api/contract/access';
import { FEATURE_FLAGS, type FeatureFlag } from '../api/contract/accounts';
import { ROLES } from '../api/contract/common';
import { allRoutes } from '../app/routes/table';
import { ENTITY_ROUTES, ROUTE_REACH } from './registry';
import { entityStep, hasRequiredParams, menuPathOf, routeCommandId, routeCommands } from './route-commands';
import { AREAS } from './areas';

const t = i18next.getFixedT(null, 'commands');

function* everyContext(): Generator<AccessContext> {
  for (const role of ROLES) {
    for (let mask = 0; mask < 1 << FEATURE_FLAGS.length; mask++) {
      const flags = Object.fromEntries(FEATURE_FLAGS.map((f, i) => [f, Boolean(mask & (1 << i))])) as Record<FeatureFlag, boolean>;
      for (const billing of [false, true]) for (const onProviderAccount of [false, true]) yield { role, flags, billing, onProviderAccount };
    }
  }
}

describe('palette registry', () => {
  it('never shows a route pattern: a subtitle is a menu path, a real address or a breadcrumb (issue 28 item 6)', () => {
    const admin: AccessContext = { role: 'ADMIN', flags: { enable_dlp: true, enable_vpn: true, enable_mdm: true, enable_execute_command: true, disable_session_logs: false }, billing: true, onProviderAccount: false };
    const subtitles = routeCommands(admin, ENTITY_ROUTES, t).map((c) => c.subtitle ?? '');
    expect(subtitles.length).toBeGreaterThan(50);
    expect(subtitles.filter((s) => /:[A-Za-z]/.test(s))).toEqual([]);
  });

  it('knows how it reaches every route id of the table', () => {
    expect(ROUTE_REACH.size).toBe(allRoutes.length);
    expect(allRoutes.length).toBe(298);
    for (const route of allRoutes) {
      const reach = ROUTE_REACH.get(route.id);
      expect(reach, route.id).toBeDefined();
      if (reach?.kind === 'entity') expect(hasRequiredParams(route.path), route.id).toBe(true);
      if (reach?.kind === 'none' && reach.reason === 'no-entity-source') expect(hasRequiredParams(route.path), route.id).toBe(true);
    }
  });

  it('claims entity steps only for routes that have required params, each by one area', () => {
    const claims = AREAS.flatMap((a) => a.entityRoutes ?? []);
    expect(new Set(claims).size).toBe(claims.length);
    for (const id of ENTITY_ROUTES) expect(ROUTE_REACH.get(id)?.kind, id).toBe('entity');
  });

  // 2^5 flag sets × roles × every route: seconds on a loaded 2-core machine
  it('shows exactly the routes the guards let each role open, for every role and flag combination', { timeout: 60_000 }, () => {
    for (const ctx of everyContext()) {
      const shown = new Set(routeCommands(ctx, ENTITY_ROUTES, t).map((c) => c.id));
      for (const route of allRoutes) {
        const guardAllows = route.gate.area === 'public' ? !route.redirectWhenSignedIn : canAccess(route.gate, ctx);
        const expected = ROUTE_REACH.get(route.id)?.kind === 'direct' && guardAllows;
        expect(shown.has(routeCommandId(route.id)), `${route.id} for ${JSON.stringify(ctx)}`).toBe(expected);
      }
      for (const id of ENTITY_ROUTES) {
        const route = allRoutes.find((r) => r.id === id)!;
        const step = entityStep(route.id as never, ctx, t, { useCommands: () => [] });
        expect(step !== null, `${id} step for ${ctx.role}`).toBe(canAccess(route.gate, ctx) || route.gate.area === 'public');
      }
    }
  });

  it('reaches every direct route for some role, so none is silently lost', () => {
    const seen = new Set<string>();
    for (const ctx of everyContext()) for (const c of routeCommands(ctx, ENTITY_ROUTES, t)) seen.add(c.id);
    const direct = allRoutes.filter((r) => ROUTE_REACH.get(r.id)?.kind === 'direct');
    expect(direct.filter((r) => !seen.has(routeCommandId(r.id))).map((r) => r.id)).toEqual([]);
  });

  it("describes a route by its place in the menu: 'Policies › Endpoint SWG › SaaS Apps'", () => {
    const byId = (id: string) => allRoutes.find((r) => r.id === id)!;
    expect(menuPathOf(byId('saas-config'))).toBe('Policies › Endpoint SWG › SaaS Apps');
    expect(menuPathOf(byId('saas-graph'))).toBe('Inventory › Endpoint SWG › SaaS Apps');
    expect(menuPathOf(byId('bulk-edit-apps'))).toBeUndefined();
  });
});

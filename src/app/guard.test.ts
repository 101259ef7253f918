import { describe, expect, it } from 'vitest';
import { canChangeSettings, type AccessContext } from '../api/contract/access';
import { ROLES } from '../api/contract/common';
import { canOpen, canOpenRoute } from './can-open';
import { decideGuard } from './guard';
import { allRoutes } from './routes/table';

const acmeAdmin: AccessContext = {
  role: 'ADMIN',
  flags: { enable_dlp: true, enable_vpn: true, enable_mdm: true, enable_execute_command: true, disable_session_logs: false },
  billing: true,
  onProviderAccount: false,
};
const loginRoute = { gate: { area: 'public' as const }, redirectWhenSignedIn: true };
const ready = { status: 'ready' as const, access: acmeAdmin };

describe('decideGuard on the sign-in page', () => {
  it('returns a signed-in user to the page they were sent away from when they may open it', () => {
    expect(decideGuard(loginRoute, ready, { pathname: '/alerts-saas-apps', search: '?t=Block' })).toEqual({ kind: 'landing', to: '/alerts-saas-apps?t=Block' });
  });

  it('sends them to their landing page when the remembered page is not theirs to open', () => {
    expect(decideGuard(loginRoute, ready, { pathname: '/palisade-accounts' })).toEqual({ kind: 'landing', to: '/dashboard' });
    expect(decideGuard(loginRoute, ready, '//evil.example/x')).toEqual({ kind: 'landing', to: '/dashboard' });
    expect(decideGuard(loginRoute, ready)).toEqual({ kind: 'landing', to: '/dashboard' });
  });

  it('sends a signed-out visitor of a guarded page to sign in, and refuses a page the role may not open', () => {
    expect(decideGuard({ gate: { area: 'dashboard' } }, { status: 'signedOut', access: null })).toEqual({ kind: 'login' });
    expect(decideGuard({ gate: { area: 'operator' } }, ready)).toEqual({ kind: 'unauthorized' });
  });
});

describe('canOpenRoute', () => {
  it("is the guard's own decision for every route and role, and refuses a signed-out visitor", () => {
    for (const role of ROLES) {
      for (const onProviderAccount of [true, false]) {
        const access: AccessContext = { ...acmeAdmin, role, onProviderAccount };
        for (const route of allRoutes) {
          const rendered = decideGuard(route, { status: 'ready', access }).kind === 'render';
          expect(canOpenRoute(route, access), `${route.id} ${role} ${onProviderAccount}`).toBe(rendered);
        }
      }
    }
    expect(canOpen('help-center', null)).toBe(false);
    expect(canOpen('login', acmeAdmin)).toBe(false);
    expect(canOpen('dashboard', acmeAdmin)).toBe(true);
  });

  it('opens the setup guide exactly where the guide is enabled (canChangeSettings)', () => {
    for (const role of ROLES) {
      for (const onProviderAccount of [true, false]) {
        const access: AccessContext = { ...acmeAdmin, role, onProviderAccount };
        expect(canOpen('setup-guide', access), `${role} ${onProviderAccount}`).toBe(canChangeSettings(access));
      }
    }
  });
});

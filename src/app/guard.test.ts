import { describe, expect, it } from 'vitest';
import type { AccessContext } from '../api/contract/access';
import { decideGuard } from './guard';

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

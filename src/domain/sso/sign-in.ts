// Shared by the sign-in page's SSO buttons and the SSO screens (issue 25): start a provider sign-in and
// say an SSO failure the way spec part 1 §8 wants it.
import { ApiRequestError } from '../../api/client';
import { SSO_NO_PERMISSION, ssoKind, type SsoKind, type SsoStartBody } from '../../api/contract/sso';
import { startSsoSignin } from '../../api/queries/sso';

const KIND_KEY = 'palisade.sso.kind';

/** Asks the server for the provider URL (it keeps state, nonce and verifier) and goes there. */
export async function goToProvider(kind: SsoKind, body: SsoStartBody = {}): Promise<void> {
  const { url } = await startSsoSignin(kind, body);
  try {
    sessionStorage.setItem(KIND_KEY, kind);
  } catch {
    // storage off: the callback page falls back to its route's provider
  }
  window.location.assign(url);
}

/** The provider this browser went to, remembered for the callback page (Microsoft and Okta share /login/callback). */
export function takeStartedKind(fallback: SsoKind): SsoKind {
  try {
    const stored = ssoKind.safeParse(sessionStorage.getItem(KIND_KEY));
    sessionStorage.removeItem(KIND_KEY);
    return stored.success ? stored.data : fallback;
  } catch {
    return fallback;
  }
}

/** spec part 1 §8: 401 and 403 say the permission sentence; anything else the server's exception text. */
export function ssoErrorText(error: unknown): string {
  if (error instanceof ApiRequestError) return error.status === 401 || error.status === 403 ? SSO_NO_PERMISSION : error.exception;
  return error instanceof Error ? error.message : String(error);
}

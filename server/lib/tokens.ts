import { SignJWT, jwtVerify } from 'jose';
import { tokenClaims, type TokenClaims } from '../../src/api/contract/auth';

export type SessionClaims = Omit<TokenClaims, 'exp' | 'iat'>;

export interface TokenSigner {
  sign(claims: SessionClaims, at?: Date): Promise<string>;
  /** Throws when the token is malformed, not HS256, signed with another key or expired. */
  verify(token: string): Promise<TokenClaims & { iat: number }>;
}

export const DEFAULT_TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

export function createTokenSigner(key: Uint8Array, now: () => Date, lifetimeSeconds = DEFAULT_TOKEN_LIFETIME_SECONDS): TokenSigner {
  return {
    async sign(claims, at = now()) {
      const iat = Math.floor(at.getTime() / 1000);
      return new SignJWT({ email: claims.email, role: claims.role, account_id: claims.account_id, account_name: claims.account_name })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt(iat)
        .setExpirationTime(iat + lifetimeSeconds)
        .sign(key);
    },
    async verify(token) {
      // The algorithm allowlist refuses 'none' and every asymmetric algorithm (key confusion).
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now(), requiredClaims: ['exp', 'iat', 'sub'] });
      const claims = tokenClaims.parse(payload);
      return { ...claims, iat: claims.iat ?? 0 };
    },
  };
}

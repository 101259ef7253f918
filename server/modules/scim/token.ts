// SCIM bearer tokens (issue 27): made like API tokens (32 random bytes, only the SHA-256 stored) with their
// own prefix, `scim_<8>_<secret>`, so neither kind of token is taken for the other.
import { hashApiToken, newApiToken } from '../api-tokens/secret';

export const hashScimToken = hashApiToken;

export function newScimToken(): { token: string; prefix: string; hash: string } {
  const made = newApiToken();
  const token = `scim_${made.token.slice('pls_'.length)}`;
  return { token, prefix: `scim_${made.prefix.slice('pls_'.length)}`, hash: hashScimToken(token) };
}

// spec part 1 §3: the signed-in user as kept in local storage, and the token claims read from it.
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { sessionResponse, tokenClaims, type SessionResponse, type TokenClaims } from '../api/contract/auth';

export const storedUser = sessionResponse.pick({
  display_name: true,
  email: true,
  token: true,
  login_type: true,
  account_name: true,
  account_id: true,
});
export type StoredUser = z.infer<typeof storedUser>;

/** A signed-in session: the stored user and the claims of its token. */
export interface Session {
  user: StoredUser;
  claims: TokenClaims;
}

/** The claims the console reads, or null when the token is not a JWT carrying them. */
function decodeClaims(token: string): TokenClaims | null {
  try {
    const parsed = tokenClaims.safeParse(decodeJwt(token));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const UNREADABLE_SESSION_MESSAGE = 'The server answered with a session the console cannot read.';

/** The session of a sign-in, sign-up or switch answer; throws when its token carries no readable claims. */
export function sessionFromResponse(res: SessionResponse): Session {
  const session = sessionOf(storedUser.parse(res));
  if (!session) throw new Error(UNREADABLE_SESSION_MESSAGE);
  return session;
}

function sessionOf(user: StoredUser): Session | null {
  const claims = decodeClaims(user.token);
  return claims ? { user, claims } : null;
}

/** Reads a stored user from its JSON text; null when absent or malformed. */
export function parseStoredUser(text: string | null): Session | null {
  if (!text) return null;
  try {
    const parsed = storedUser.safeParse(JSON.parse(text));
    return parsed.success ? sessionOf(parsed.data) : null;
  } catch {
    return null;
  }
}

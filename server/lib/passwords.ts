import { hash, verify, type Algorithm } from '@node-rs/argon2';

// OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane.
const ARGON2ID = 2 as Algorithm;
export const PASSWORD_HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash it still verifies against a dummy one, so an unknown
 * e-mail costs the same time as a wrong password and the two cannot be told apart.
 */
export async function checkPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password-1A!');
  const candidate = storedHash ?? (await dummyHash);
  try {
    const ok = await verify(candidate, password);
    return ok && storedHash != null;
  } catch {
    return false;
  }
}

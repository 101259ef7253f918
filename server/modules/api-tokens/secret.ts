// API token secrets (issue 27): `pls_<prefix>_<secret>`, 32 random bytes; only the SHA-256 is stored. A
// fast hash is enough here: the secret is random and long, so there is nothing to guess word by word.
import { createHash, randomBytes } from 'node:crypto';

const PREFIX_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newApiToken(): { token: string; prefix: string; hash: string } {
  const bytes = randomBytes(8);
  const short = Array.from(bytes, (b) => PREFIX_ALPHABET[b % PREFIX_ALPHABET.length]).join('');
  const prefix = `pls_${short}`;
  const token = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { token, prefix, hash: hashApiToken(token) };
}

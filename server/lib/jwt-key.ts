import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * DESIGN.md: the JWT key comes from the environment or is generated once into the data directory.
 * Instances behind one load balancer must share JWT_SECRET.
 */
export function loadJwtKey(env: { JWT_SECRET?: string }, dataDir: string): Uint8Array {
  if (env.JWT_SECRET) return new TextEncoder().encode(env.JWT_SECRET);
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'jwt.key');
  try {
    const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64url');
    if (key.length >= 32) return new Uint8Array(key);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32);
  writeFileSync(path, `${key.toString('base64url')}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return new Uint8Array(key);
}

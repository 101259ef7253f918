// Secrets at rest (issue 22: gateway private keys; MDM and integrations reuse it): AES-256-GCM over a
// string, sealed as 'v1.<iv>.<tag>.<ciphertext>' (base64url). The key comes from SECRET_BOX_KEY (base64 or
// base64url of 32 bytes) or from secret-box.key in the data directory, made on first use the way
// jwt-key.ts makes the JWT key; under vitest, without SECRET_BOX_KEY, a random in-memory key.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface SecretBox {
  /** `context` (a row's id, say) is bound to the sealed text: opening it under another context fails */
  seal(plain: string, context?: string): string;
  /** Throws when the text was not sealed with this key and context, or was altered. */
  open(sealed: string, context?: string): string;
}

const VERSION = 'v1';
const KEY_BYTES = 32;

export function createSecretBox(key: Uint8Array): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`A secret-box key has ${KEY_BYTES} bytes.`);
  const k = Buffer.from(key);
  return {
    seal(plain, context = '') {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', k, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    open(sealed, context = '') {
      const [version, iv, tag, body, ...rest] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined || rest.length > 0) throw new Error('Not a sealed secret.');
      const decipher = createDecipheriv('aes-256-gcm', k, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** The key from SECRET_BOX_KEY, else secret-box.key in dataDir (created 0600 on first use). */
export function loadSecretBoxKey(env: { SECRET_BOX_KEY?: string }, dataDir: string): Uint8Array {
  if (env.SECRET_BOX_KEY) {
    const key = Buffer.from(env.SECRET_BOX_KEY.trim(), 'base64');
    if (key.length !== KEY_BYTES) throw new Error(`SECRET_BOX_KEY must be the base64 of ${KEY_BYTES} bytes.`);
    return new Uint8Array(key);
  }
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'secret-box.key');
  try {
    const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64url');
    if (key.length === KEY_BYTES) return new Uint8Array(key);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(KEY_BYTES);
  writeFileSync(path, `${key.toString('base64url')}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return new Uint8Array(key);
}

let current: SecretBox | null = null;

/** The process's box: SECRET_BOX_KEY, else DATA_DIR's key file (DATA_DIR defaults to ./data as in server/main.ts); in tests an in-memory key. */
export function secretBox(): SecretBox {
  if (!current) {
    const env = process.env;
    const key = !env.SECRET_BOX_KEY && env.VITEST ? new Uint8Array(randomBytes(KEY_BYTES)) : loadSecretBoxKey(env, resolve(env.DATA_DIR ?? './data'));
    current = createSecretBox(key);
  }
  return current;
}

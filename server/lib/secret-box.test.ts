import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createSecretBox, loadSecretBoxKey, secretBox } from './secret-box';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'palisade-box-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('opens what it sealed, and the sealed text shows nothing of the secret', () => {
  const box = createSecretBox(randomBytes(32));
  const sealed = box.seal('private key é', 'row-1');
  expect(sealed).not.toContain('private');
  expect(sealed.startsWith('v1.')).toBe(true);
  expect(box.open(sealed, 'row-1')).toBe('private key é');
  // a fresh nonce each time
  expect(box.seal('private key é', 'row-1')).not.toBe(sealed);
});

it('refuses another key, another context and an altered text', () => {
  const box = createSecretBox(randomBytes(32));
  const sealed = box.seal('secret', 'row-1');
  expect(() => createSecretBox(randomBytes(32)).open(sealed, 'row-1')).toThrow();
  expect(() => box.open(sealed, 'row-2')).toThrow();
  const parts = sealed.split('.');
  const body = Buffer.from(parts[3], 'base64url');
  body[0] ^= 1;
  expect(() => box.open([parts[0], parts[1], parts[2], body.toString('base64url')].join('.'), 'row-1')).toThrow();
  expect(() => box.open('garbage', 'row-1')).toThrow();
});

it('takes SECRET_BOX_KEY, or makes one key file (0600) in the data directory and reuses it', () => {
  const key = randomBytes(32);
  expect(Buffer.from(loadSecretBoxKey({ SECRET_BOX_KEY: key.toString('base64') }, dir)).equals(key)).toBe(true);
  expect(() => loadSecretBoxKey({ SECRET_BOX_KEY: 'c2hvcnQ=' }, dir)).toThrow();
  const first = loadSecretBoxKey({}, dir);
  expect(first).toHaveLength(32);
  expect(statSync(join(dir, 'secret-box.key')).mode & 0o777).toBe(0o600);
  expect(Buffer.from(loadSecretBoxKey({}, dir)).equals(Buffer.from(first))).toBe(true);
});

it('gives the process one box (an in-memory key under vitest)', () => {
  expect(secretBox()).toBe(secretBox());
  expect(secretBox().open(secretBox().seal('x'))).toBe('x');
});

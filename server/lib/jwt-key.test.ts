import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { loadJwtKey } from './jwt-key';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'palisade-key-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('uses JWT_SECRET as utf-8 bytes when set', () => {
  expect(Buffer.from(loadJwtKey({ JWT_SECRET: 'sécret' }, dir)).toString('utf8')).toBe('sécret');
});

it('generates 32 random bytes once into jwt.key (0600) and reuses them', () => {
  const first = loadJwtKey({}, dir);
  expect(first).toHaveLength(32);
  expect(statSync(join(dir, 'jwt.key')).mode & 0o777).toBe(0o600);
  expect(Buffer.from(loadJwtKey({}, dir)).equals(Buffer.from(first))).toBe(true);
  const other = mkdtempSync(join(tmpdir(), 'palisade-key-'));
  expect(Buffer.from(loadJwtKey({}, other)).equals(Buffer.from(first))).toBe(false);
  rmSync(other, { recursive: true, force: true });
});

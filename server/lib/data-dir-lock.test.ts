import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE } from './data-dir-lock';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'palisade-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('acquireDataDirLock', () => {
  it('holds the data directory until released', () => {
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('refuses while another live process holds it, naming the pid and the directory', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      writeFileSync(join(dir, LOCK_FILE), String(holder.pid));
      let error: unknown;
      try {
        acquireDataDirLock(dir);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as Error).message).toBe(
        `Another Palisade server (pid ${holder.pid}) is already using the data directory ${dir}. Stop it, or set DATA_DIR to another directory.`,
      );
    } finally {
      holder.kill();
    }
  });

  it('takes over a stale lock whose process is gone', () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.pid']).pid;
    writeFileSync(join(dir, LOCK_FILE), String(gone));
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock file with garbage in it', () => {
    writeFileSync(join(dir, LOCK_FILE), 'not a pid');
    acquireDataDirLock(dir).release();
  });

  it('creates the data directory when missing', () => {
    const nested = join(dir, 'a', 'b');
    const lock = acquireDataDirLock(nested);
    expect(existsSync(join(nested, LOCK_FILE))).toBe(true);
    lock.release();
  });
});

// Issue 3, reduced crash test (the full one, 5 rounds of 10,000 events, is in npm run bench:ingest):
// the real server is killed with SIGKILL while a client ingests; after the restart the client re-sends
// what was not acknowledged, and every acknowledged event is stored exactly once, rollups included.
import { expect, it } from 'vitest';
import { runCrashTest } from '../../tools/bench/crash-harness';

it('keeps every acknowledged event exactly once across a kill -9 during ingest', { timeout: 240_000 }, async () => {
  const [round] = await runCrashTest({ events: 2000, rounds: 1, batchSize: 100, devices: 2, databaseUrl: process.env.DATABASE_URL || undefined });
  expect(round.kills).toBe(1);
  expect(round.retriedBatches).toBeGreaterThan(0);
  expect(round.acknowledged).toBe(round.sent);
  expect(round.missing).toBe(0);
  expect(round.duplicated).toBe(0);
  expect(round.rollupMismatches).toEqual([]);
});

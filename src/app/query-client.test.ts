import { describe, expect, it } from 'vitest';
import { shouldRetry } from './query-client';

describe('query retries', () => {
  it('never retries a 4xx answer and retries others twice', () => {
    expect(shouldRetry(0, { status: 404 })).toBe(false);
    expect(shouldRetry(0, { status: 403 })).toBe(false);
    expect(shouldRetry(0, { status: 503 })).toBe(true);
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(2, { status: 500 })).toBe(false);
  });
});

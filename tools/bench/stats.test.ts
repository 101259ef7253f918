import { describe, expect, it } from 'vitest';
import { percentile, summarise } from './stats';

describe('percentile', () => {
  it('takes the sample at floor(q·n) of the sorted samples, capped at the last', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(hundred, 0.5)).toBe(51);
    expect(percentile(hundred, 0.95)).toBe(96);
    expect(percentile(hundred, 1)).toBe(100);
    expect(percentile([3, 1, 2], 0.5)).toBe(2);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('summarises runs, p50, p95 and mean', () => {
    expect(summarise('x', [4, 1, 3, 2])).toEqual({ name: 'x', runs: 4, p50: 3, p95: 4, mean: 2.5 });
  });
});

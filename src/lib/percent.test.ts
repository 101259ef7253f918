import { describe, expect, it } from 'vitest';
import { endpointCount, endpointWord, percent2, wholePercent } from './percent';

describe('percentages (spec part 2 §5)', () => {
  it('rounds Security Insights shares to whole numbers', () => {
    expect(wholePercent(1, 3)).toBe(33);
    expect(wholePercent(2, 3)).toBe(67);
    expect(wholePercent(1, 8)).toBe(13);
    expect(wholePercent(5, 5)).toBe(100);
  });

  it('rounds Operational Overview shares to two decimals', () => {
    expect(percent2(1, 3)).toBe(33.33);
    expect(percent2(2, 3)).toBe(66.67);
    expect(percent2(1, 8)).toBe(12.5);
    expect(percent2(7, 7)).toBe(100);
  });

  it('gives 0 when the share is not a number', () => {
    expect(wholePercent(0, 0)).toBe(0);
    expect(percent2(0, 0)).toBe(0);
    expect(wholePercent(3, 0)).toBe(0);
    expect(percent2(Number.NaN, 10)).toBe(0);
  });

  it("says 'Endpoint' for exactly one, else 'Endpoints'", () => {
    expect(endpointWord(1)).toBe('Endpoint');
    expect(endpointWord(0)).toBe('Endpoints');
    expect(endpointWord(2)).toBe('Endpoints');
    expect(endpointCount(1)).toBe('1 Endpoint');
    expect(endpointCount(40)).toBe('40 Endpoints');
  });
});

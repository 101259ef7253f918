import { describe, expect, it } from 'vitest';
import { screenTime } from './saas-recommendations';

describe('screen time', () => {
  it.each([
    [0, '0m'],
    [59, '1m'],
    [3599, '1h 0m'],
    [3600 * 123 + 59 * 60 + 45, '124h 0m'],
    [3600 * 2 + 15 * 60, '2h 15m'],
  ])('%i seconds read %s', (seconds, text) => {
    expect(screenTime(seconds)).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';
import { formatBytes, formatDate, formatDuration } from './format';

describe('formats', () => {
  it('durations', () => {
    expect(formatDuration(11_520)).toBe('3h 12m');
    expect(formatDuration(3_600)).toBe('1h 00m');
    expect(formatDuration(2_700)).toBe('45m');
    expect(formatDuration(30)).toBe('30s');
    expect(formatDuration(-5)).toBe('0s');
  });

  it('bytes in 1024 units', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5.0 GB');
  });

  it('dates as MM/dd/yyyy', () => {
    expect(formatDate(new Date(2026, 0, 5, 13))).toBe('01/05/2026');
  });
});

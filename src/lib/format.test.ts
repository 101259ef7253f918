import { describe, expect, it } from 'vitest';
import { formatBytes, formatDate, formatDuration, wrapLabel } from './format';

describe('formats', () => {
  it('durations', () => {
    expect(formatDuration(11_520)).toBe('3h 12m');
    expect(formatDuration(3_600)).toBe('1h 00m');
    expect(formatDuration(2_700)).toBe('45m');
    expect(formatDuration(30)).toBe('30s');
    expect(formatDuration(-5)).toBe('0s');
  });

  it('chart labels wrapped at spaces, cut with an ellipsis when they do not fit', () => {
    expect(wrapLabel('Total Endpoints', 10, 2)).toEqual(['Total', 'Endpoints']);
    expect(wrapLabel('Non Compliant', 20, 2)).toEqual(['Non Compliant']);
    expect(wrapLabel('Missing HD Encryption Alerts', 10, 2)).toEqual(['Missing HD', 'Encryptio…']);
    expect(wrapLabel('Infrastructure', 8, 2)).toEqual(['Infrast…']);
    expect(wrapLabel('a b c d e f', 3, 2)).toEqual(['a b', 'c…']);
    expect(wrapLabel('Non-Compliant Endpoints', 9, 3)).toEqual(['Non-', 'Compliant', 'Endpoints']);
    expect(wrapLabel('Non-Compliant', 20, 2)).toEqual(['Non-Compliant']);
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

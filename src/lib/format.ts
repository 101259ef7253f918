// Display formats shared by tables and charts: durations, byte sizes (spec part 1 §9: 1024 units) and
// dates (MM/dd/yyyy in the local zone).
import { format } from 'date-fns';

export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours > 0) return `${hours}h ${String(minutes).padStart(2, '0')}m`;
  if (minutes > 0) return `${minutes}m`;
  return `${seconds}s`;
}

/**
 * A chart label broken into at most maxLines lines that each fit (a width in characters, or a measure),
 * at spaces and after hyphens where it can; what does not fit ends the last line with an ellipsis (the
 * full text goes in the tick's tooltip).
 */
export function wrapLabel(text: string, fit: number | ((line: string) => boolean), maxLines: number): string[] {
  const fits = typeof fit === 'number' ? (line: string) => line.length <= Math.max(2, Math.floor(fit)) : fit;
  const cut = (word: string) => {
    for (let n = word.length - 1; n > 0; n -= 1) {
      const shorter = `${word.slice(0, n).trimEnd()}…`;
      if (fits(shorter)) return shorter;
    }
    return '…';
  };
  // 'Non-Compliant' may break as 'Non-' / 'Compliant'; a part after a hyphen joins without a space
  const parts = text.trim().split(/\s+/).filter(Boolean).flatMap((word) => word.split(/(?<=-)(?=.)/).map((part, i) => ({ part, glued: i > 0 })));
  const joined = (line: string, next: { part: string; glued: boolean }) => (next.glued ? `${line}${next.part}` : `${line} ${next.part}`);
  const lines: string[] = [];
  let next = 0;
  while (next < parts.length && lines.length < maxLines) {
    let line = fits(parts[next].part) ? parts[next].part : cut(parts[next].part);
    next += 1;
    while (!line.endsWith('…') && next < parts.length && fits(joined(line, parts[next]))) line = joined(line, parts[next++]);
    lines.push(line);
  }
  const last = lines.length - 1;
  if (next < parts.length && last >= 0 && !lines[last].endsWith('…')) {
    lines[last] = fits(`${lines[last]}…`) ? `${lines[last]}…` : cut(lines[last]);
  }
  return lines;
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];

export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${BYTE_UNITS[unit]}`;
}

export function formatDate(value: number | string | Date): string {
  return format(new Date(value), 'MM/dd/yyyy');
}

export function formatDateTime(value: number | string | Date): string {
  return format(new Date(value), 'MM/dd/yyyy HH:mm');
}

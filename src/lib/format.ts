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

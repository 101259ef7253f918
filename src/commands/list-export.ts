// How a list screen offers "export the current list as CSV" to the palette: it calls useListExport()
// with its columns and a way to fetch every row of its current filters; the palette shows the action
// while the screen is mounted. One list at a time: the screen mounted last wins.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { CsvValue } from '../lib/csv';

export interface ListColumn<Row> {
  readonly header: string;
  readonly value: (row: Row) => CsvValue;
}

export interface ListExportDef<Row> {
  /** what the list is called in the action: 'Export Accounts as CSV' */
  readonly name: string;
  readonly fileName: string;
  readonly columns: readonly ListColumn<Row>[];
  /** every row under the screen's current filters, not only the page shown */
  readonly fetchRows: () => Promise<readonly Row[]>;
}

export interface ListExport {
  readonly name: string;
  readonly fileName: string;
  readonly build: () => Promise<{ header: string[]; rows: CsvValue[][] }>;
}

let current: ListExport | null = null;
const listeners = new Set<() => void>();

function publish(next: ListExport | null) {
  current = next;
  listeners.forEach((listener) => listener());
}

export function getListExport(): ListExport | null {
  return current;
}

export function useCurrentListExport(): ListExport | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getListExport,
    () => null,
  );
}

/** Registers the screen's list while it is mounted; the latest definition is read at export time. */
export function useListExport<Row>(def: ListExportDef<Row>): void {
  const latest = useRef(def);
  useEffect(() => {
    latest.current = def;
  });
  const { name, fileName } = def;
  useEffect(() => {
    const entry: ListExport = {
      name,
      fileName,
      build: async () => {
        const { columns, fetchRows } = latest.current;
        const rows = await fetchRows();
        return { header: columns.map((c) => c.header), rows: rows.map((row) => columns.map((c) => c.value(row))) };
      },
    };
    publish(entry);
    return () => {
      if (current === entry) publish(null);
    };
  }, [name, fileName]);
}

/** Reads a paged list to the end: pages of `size` until one comes back short (at most `maxPages`). */
export async function fetchAllPages<Row>(fetchPage: (page: number, size: number) => Promise<readonly Row[] | null>, size = 500, maxPages = 200): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const batch = await fetchPage(page, size);
    if (batch === null) throw new Error('The list could not be loaded.');
    rows.push(...batch);
    if (batch.length < size) break;
  }
  return rows;
}

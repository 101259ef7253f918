// Discovered data in the palette (issue 21, Inventory › DLP): 'Discovered Data on Endpoint › MBP-042' opens
// /dlp-endpoint-details/{deviceId} and 'File Details › payroll.xlsx' opens /file-details/{id}. The steps list
// what /dlp-endpoints and /sensitive-data list with no period (the endpoints and files with sensitive data now:
// GET /sensitive-data-endpoints, GET /sensitive-files, one file per id with its data types together), only
// while open; past the first page, a search of 3 characters or more asks the server too.
import { useMemo } from 'react';
import { listEndpoint } from '../../api/client';
import { MAX_PAGE_SIZE } from '../../api/contract/common';
import { dlpApi, type DlpEndpointRow, type SensitiveFileRow } from '../../api/contract/dlp';
import { canOpen } from '../../app/can-open';
import { linkTo } from '../../lib/links';
import { entityStep } from '../route-commands';
import { useSearchedRows } from './searched-rows';
import type { Command, CommandArea, CommandContext, NavigateCommand, PageCommand } from '../types';

const NS = { ns: 'palette-dlp-findings' } as const;
/** dlpQueries.all() of src/api/queries/dlp.ts, without loading that module into the palette */
const DLP_KEY = ['dlp'] as const;
const STALE = 30_000;

// ---------- endpoints ----------

type PaletteDlpEndpoint = DlpEndpointRow & { readonly id: string };

const withId = (rows: readonly DlpEndpointRow[] | null): PaletteDlpEndpoint[] | null => rows && rows.map((row) => ({ ...row, id: row.endpoint.id }));

const paletteEndpoints = (q: string | undefined) => ({
  queryKey: [...DLP_KEY, 'palette', 'endpoint-step', q ?? ''] as const,
  queryFn: () => listEndpoint(dlpApi.listDlpEndpoints, { query: { page: 1, size: MAX_PAGE_SIZE, q } }),
  select: withId,
  staleTime: STALE,
});

export function dlpEndpointCommands(rows: readonly DlpEndpointRow[], t: CommandContext['t']): NavigateCommand[] {
  return rows.map((row) => ({
    kind: 'navigate',
    id: `dlp-endpoint-details:${row.endpoint.id}`,
    scope: 'endpoints',
    badge: t('badge.endpoint', NS),
    title: row.endpoint.hostname,
    subtitle: [row.person?.email, t('endpoint.subtitle', { ...NS, count: row.files, types: row.data_types.join(', ') })].filter(Boolean).join(' · '),
    keywords: [...(row.person ? [row.person.email, row.person.name] : []), ...row.data_types, t('keywords', NS)],
    href: linkTo('dlp-endpoint-details', { deviceId: row.endpoint.id }),
  }));
}

function useEndpointStep(ctx: CommandContext): readonly Command[] {
  const rows = useSearchedRows<PaletteDlpEndpoint>(canOpen('dlp-endpoint-details', ctx.access), ctx.search, MAX_PAGE_SIZE, paletteEndpoints);
  const { t } = ctx;
  return useMemo(() => dlpEndpointCommands(rows, t), [rows, t]);
}

// ---------- files ----------

/** One file on one endpoint with every data type found in it (the list has one row per data type). */
export interface PaletteFile {
  readonly id: string;
  readonly path: string;
  readonly hostname: string;
  readonly person: SensitiveFileRow['person'];
  readonly dataTypes: readonly string[];
}

export function byFile(rows: readonly SensitiveFileRow[]): PaletteFile[] {
  const files = new Map<string, PaletteFile>();
  for (const row of rows) {
    const seen = files.get(row.id);
    const dataTypes = seen ? (seen.dataTypes.includes(row.data_type) ? seen.dataTypes : [...seen.dataTypes, row.data_type]) : [row.data_type];
    files.set(row.id, { id: row.id, path: row.path, hostname: row.endpoint.hostname, person: row.person, dataTypes });
  }
  return [...files.values()];
}

/** A row of the list keyed by file and data type, so a full first page is seen as full (searched-rows.ts). */
type FileTypeRow = { readonly id: string; readonly row: SensitiveFileRow };
const byFileAndType = (rows: readonly SensitiveFileRow[] | null): FileTypeRow[] | null => rows && rows.map((row) => ({ id: `${row.id}:${row.data_type}`, row }));

const paletteFiles = (q: string | undefined) => ({
  queryKey: [...DLP_KEY, 'palette', 'file-step', q ?? ''] as const,
  queryFn: () => listEndpoint(dlpApi.listSensitiveFiles, { query: { page: 1, size: MAX_PAGE_SIZE, q, sb: 'last_seen', so: 'desc' } }),
  select: byFileAndType,
  staleTime: STALE,
});

const fileName = (path: string) => path.split(/[\\/]/).filter(Boolean).pop() ?? path;

export function fileCommands(rows: readonly PaletteFile[], t: CommandContext['t']): NavigateCommand[] {
  return rows.map((row) => ({
    kind: 'navigate',
    id: `file-details:${row.id}`,
    scope: 'pages',
    badge: t('badge.file', NS),
    title: fileName(row.path),
    subtitle: t('file.subtitle', { ...NS, hostname: row.hostname, types: row.dataTypes.join(', ') }),
    keywords: [row.path, row.hostname, ...(row.person ? [row.person.email, row.person.name] : []), ...row.dataTypes, t('keywords', NS)],
    href: linkTo('file-details', { id: row.id }),
  }));
}

function useFileStep(ctx: CommandContext): readonly Command[] {
  const rows = useSearchedRows<FileTypeRow>(canOpen('file-details', ctx.access), ctx.search, MAX_PAGE_SIZE, paletteFiles);
  const { t } = ctx;
  return useMemo(() => fileCommands(byFile(rows.map((r) => r.row)), t), [rows, t]);
}

export const dlpFindingsArea: CommandArea = {
  id: 'dlp-findings',
  entityRoutes: ['dlp-endpoint-details', 'file-details'],
  useCommands(ctx) {
    const { access, t } = ctx;
    return useMemo(
      () =>
        [
          entityStep('dlp-endpoint-details', access, t, { useCommands: useEndpointStep }),
          entityStep('file-details', access, t, { useCommands: useFileStep }),
        ].filter((s): s is PageCommand => s !== null),
      [access, t],
    );
  },
};

// Query factories of the fleet (spec part 2 §7 "Devices"): the endpoint lists with their HEAD totals,
// one endpoint's tabs, a person's endpoints and apps, and the device report download.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { downloadCsv } from '../../ui/download-csv';
import { saveFile } from '../../ui/download-file';
import { countEndpoint, fetchEndpoint, listEndpoint, callEndpoint, request } from '../client';
import {
  fleetApi, type AssetAssignBody, type AssetBody, type AssetListQuery, type AssetUpdateBody, type DeviceListQuery, type PerfRange, type UninstallKeyBody,
} from '../contract/fleet';
import { importResult, type ImportResult } from '../contract/users';

/** What the list screens send: the contract's filters as query-string values ('true' / 'false' flags). */
export type DeviceListParams = Partial<Omit<DeviceListQuery, 'compliant' | 'encrypted' | 'risky_apps'>> & { compliant?: 'true' | 'false'; encrypted?: 'true' | 'false'; risky_apps?: 'true' | 'false' };
/** The three endpoint lists: Inventory's, Endpoint Management's and the infrastructure devices. */
export type DeviceListKind = 'inventory' | 'management' | 'infra';

const LISTS = { inventory: fleetApi.listDevices, management: fleetApi.listDevicesV2, infra: fleetApi.listInfraDevices } as const;
const COUNTS = { inventory: fleetApi.countDevices, management: fleetApi.countDevicesV2, infra: fleetApi.countInfraDevices } as const;

const withoutPage = ({ page: _page, size: _size, ...rest }: DeviceListParams) => rest;

export const fleetQueries = {
  all: () => ['fleet'] as const,
  lists: () => [...fleetQueries.all(), 'list'] as const,
  list: (kind: DeviceListKind, query: DeviceListParams) =>
    queryOptions({ queryKey: [...fleetQueries.lists(), kind, query] as const, queryFn: () => listEndpoint(LISTS[kind], { query }) }),
  count: (kind: DeviceListKind, query: DeviceListParams) =>
    queryOptions({
      queryKey: [...fleetQueries.all(), 'count', kind, withoutPage(query)] as const,
      queryFn: () => countEndpoint(COUNTS[kind], { query: withoutPage(query) }),
    }),
  /** hostname, serial and owner of endpoints matching q (the palette's '#' scope) */
  lite: (q: string | undefined) =>
    queryOptions({
      queryKey: [...fleetQueries.all(), 'lite', q ?? ''] as const,
      queryFn: () => callEndpoint(fleetApi.listDevicesLite, { query: { q, size: 500 } }),
      staleTime: 5 * 60_000,
    }),
  device: (id: string) =>
    queryOptions({ queryKey: [...fleetQueries.all(), 'device', id] as const, queryFn: () => callEndpoint(fleetApi.getDevice, { params: { id } }) }),
  compliance: (id: string) =>
    queryOptions({ queryKey: [...fleetQueries.all(), 'device', id, 'compliance'] as const, queryFn: () => callEndpoint(fleetApi.getDeviceCompliance, { params: { id } }) }),
  apps: (id: string) =>
    queryOptions({ queryKey: [...fleetQueries.all(), 'device', id, 'apps'] as const, queryFn: () => callEndpoint(fleetApi.getDeviceApps, { params: { id } }) }),
  extensions: (id: string) =>
    queryOptions({
      queryKey: [...fleetQueries.all(), 'device', id, 'extensions'] as const,
      queryFn: () => callEndpoint(fleetApi.getDeviceBrowserExtensions, { params: { id } }),
    }),
  activity: (id: string, days: number) =>
    queryOptions({
      queryKey: [...fleetQueries.all(), 'device', id, 'activity', days] as const,
      queryFn: () => callEndpoint(fleetApi.getDeviceActivity, { params: { id }, query: { days } }),
    }),
  history: (id: string, page: { page: number; size: number }) =>
    queryOptions({
      queryKey: [...fleetQueries.all(), 'device', id, 'history', page] as const,
      queryFn: () => listEndpoint(fleetApi.listDeviceHistory, { params: { id }, query: page }),
    }),
  historyCount: (id: string) =>
    queryOptions({
      queryKey: [...fleetQueries.all(), 'device', id, 'history-count'] as const,
      queryFn: () => countEndpoint(fleetApi.countDeviceHistory, { params: { id } }),
    }),
  sensitive: (id: string) =>
    queryOptions({
      queryKey: [...fleetQueries.all(), 'device', id, 'sensitive'] as const,
      queryFn: () => callEndpoint(fleetApi.getDeviceSensitiveSummary, { params: { id } }),
    }),
  perf: (id: string, range: PerfRange) =>
    queryOptions({
      queryKey: [...fleetQueries.all(), 'device', id, 'perf', range] as const,
      queryFn: () => callEndpoint(fleetApi.listDevicePerfMetrics, { params: { id }, query: { range } }),
    }),
  perfDetail: (id: string) =>
    queryOptions({
      queryKey: [...fleetQueries.all(), 'device', id, 'perf-detail'] as const,
      queryFn: () => callEndpoint(fleetApi.getDevicePerfMetricDetail, { params: { id } }),
    }),
  logs: (id: string, page: { page: number; size: number }) =>
    queryOptions({
      queryKey: [...fleetQueries.all(), 'device', id, 'logs', page] as const,
      queryFn: () => listEndpoint(fleetApi.listDeviceLogs, { params: { id }, query: page }),
    }),
  logsCount: (id: string) =>
    queryOptions({
      queryKey: [...fleetQueries.all(), 'device', id, 'logs-count'] as const,
      queryFn: () => countEndpoint(fleetApi.countDeviceLogs, { params: { id } }),
    }),
  personDevices: (id: string) =>
    queryOptions({ queryKey: [...fleetQueries.all(), 'person', id, 'devices'] as const, queryFn: () => callEndpoint(fleetApi.getPersonDevices, { params: { id } }) }),
  personSaas: (id: string, days: number) =>
    queryOptions({
      queryKey: [...fleetQueries.all(), 'person', id, 'saas', days] as const,
      queryFn: () => callEndpoint(fleetApi.getPersonSaas, { params: { id }, query: { days } }),
    }),
};

/** The file name the server gives in content-disposition (RFC 6266: the UTF-8 form first). */
export function fileNameOf(res: Response, fallback: string): string {
  const header = res.headers.get('content-disposition') ?? '';
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (utf8) return decodeURIComponent(utf8[1]!);
  const plain = /filename="([^"]+)"/i.exec(header);
  return plain ? plain[1]! : fallback;
}

/** GET /devices-report: the filtered Endpoint Management list, saved under the server's file name. */
export async function downloadDevicesReport(query: DeviceListParams): Promise<void> {
  const res = await fetchEndpoint(fleetApi.getDevicesReport, { query: withoutPage(query) });
  downloadCsv(fileNameOf(res, 'Endpoints.csv'), await res.text());
}

/** GET /devices/{id}/logs/{file}: one uploaded log, saved under the server's file name. */
export async function downloadDeviceLog(id: string, file: string, fallback: string): Promise<void> {
  const res = await fetchEndpoint(fleetApi.getDeviceLog, { params: { id, file } });
  saveFile(fileNameOf(res, fallback), await res.blob());
}

/** POST /uninstall-key (the key answered once) and /notify-uninstall-key (mailed to the owner); nothing cached changes. */
export const fleetMutations = {
  createUninstallKey: () => ({ mutationFn: (body: Partial<UninstallKeyBody> & { endpoint_id: string }) => callEndpoint(fleetApi.createUninstallKey, { body }) }),
  notifyUninstallKey: () => ({ mutationFn: (body: Partial<UninstallKeyBody> & { endpoint_id: string }) => callEndpoint(fleetApi.notifyUninstallKey, { body }) }),
};

// ---- manually entered endpoints (/assets, /asset-assign, /upload-assets) ----
export type AssetListParams = Partial<AssetListQuery>;
const unpaged = ({ page: _page, size: _size, ...rest }: AssetListParams) => rest;

export const assetQueries = {
  all: () => [...fleetQueries.all(), 'assets'] as const,
  list: (query: AssetListParams) =>
    queryOptions({ queryKey: [...assetQueries.all(), 'list', query] as const, queryFn: () => listEndpoint(fleetApi.listAssets, { query }) }),
  count: (query: AssetListParams) =>
    queryOptions({ queryKey: [...assetQueries.all(), 'count', unpaged(query)] as const, queryFn: () => countEndpoint(fleetApi.countAssets, { query: unpaged(query) }) }),
  one: (id: string) => queryOptions({ queryKey: [...assetQueries.all(), 'one', id] as const, queryFn: () => callEndpoint(fleetApi.getAsset, { params: { id } }) }),
};

/** POST /upload-assets: the CSV file as multipart/form-data (field "file"). */
function uploadAssetFile(file: File): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return request('POST', fleetApi.uploadAssets.path, { body: form, schema: importResult });
}

function assetChange<V, R>(name: string, mutationFn: (variables: V) => Promise<R>) {
  return mutationOptions({
    mutationKey: [...assetQueries.all(), name],
    mutationFn,
    onSettled: (_data, _error, _variables, _result, context) => context.client.invalidateQueries({ queryKey: assetQueries.all() }),
  });
}

export const assetMutations = {
  add: () => assetChange('add', (body: AssetBody) => callEndpoint(fleetApi.addAsset, { body })),
  update: () => assetChange('update', ({ id, body }: { id: string; body: AssetUpdateBody }) => callEndpoint(fleetApi.updateAsset, { params: { id }, body })),
  assign: () => assetChange('assign', ({ id, body }: { id: string; body: AssetAssignBody }) => callEndpoint(fleetApi.assignAsset, { params: { id }, body })),
  remove: () => assetChange('remove', (id: string) => callEndpoint(fleetApi.deleteAsset, { params: { id } })),
  /** DELETE /assets: the list's selection, all or none */
  removeMany: () => assetChange('removeMany', (ids: string[]) => callEndpoint(fleetApi.deleteAssets, { body: { ids } })),
  upload: () => assetChange('upload', uploadAssetFile),
};

// Query factories and changes of zero-trust private access (issue 22), every call made through the
// contract's ztpaApi: Inventory › ZTPA (gateways, destinations, a destination's graph, one person's use
// of it), ZTPA Logs (list, count, CSV), Admin › ZTPA (gateways, log files, activity, errors) and the
// setup of Policies › ZTPA, whose three steps are the actors of the ztpa-setup machine.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { downloadCsv } from '../../ui/download-csv';
import { readWithProgress, saveFile } from '../../ui/download-file';
import type {
  PoliciesValues,
  RangeValues,
  SaveGatewayInput,
  SavePoliciesInput,
  SaveRangeInput,
  SetupDraft,
  SetupGateway,
} from '../../machines/ztpa-setup/ztpa-setup';
import { callEndpoint, countEndpoint, fetchEndpoint, listEndpoint } from '../client';
import {
  ZTPA_LOGS_CSV,
  ztpaApi,
  type DestinationBody,
  type DestinationListQuery,
  type GatewayConfig,
  type GatewayListQuery,
  type ZtpaLogQuery,
} from '../contract/ztpa';

type Page = { page: number; size: number };
type Range = { s?: number; e?: number };
export type ZtpaLogFilters = Omit<ZtpaLogQuery, 'page' | 'size' | 'format'>;
export type GatewayFilters = Omit<GatewayListQuery, 'page' | 'size'>;
export type DestinationFilters = Omit<DestinationListQuery, 'page' | 'size'>;
export type ActivityFilters = { action?: ('Allow' | 'Deny')[]; u?: string; q?: string } & Range;

export const ztpaQueries = {
  all: () => ['ztpa'] as const,
  /** GET /ztpa-gateways and its HEAD total */
  gateways: (query: GatewayFilters & Page) =>
    queryOptions({ queryKey: [...ztpaQueries.all(), 'gateways', query] as const, queryFn: () => listEndpoint(ztpaApi.listGateways, { query }) }),
  gatewayCount: (query: GatewayFilters) =>
    queryOptions({ queryKey: [...ztpaQueries.all(), 'gateways', 'count', query] as const, queryFn: () => countEndpoint(ztpaApi.countGateways, { query }) }),
  /** GET /vpn-destinations and its HEAD total */
  destinations: (query: DestinationFilters & Page) =>
    queryOptions({ queryKey: [...ztpaQueries.all(), 'destinations', query] as const, queryFn: () => listEndpoint(ztpaApi.listDestinations, { query }) }),
  destinationCount: (query: DestinationFilters) =>
    queryOptions({ queryKey: [...ztpaQueries.all(), 'destinations', 'count', query] as const, queryFn: () => countEndpoint(ztpaApi.countDestinations, { query }) }),
  /** GET /vpn-details/{name}: the destination, its days and top users */
  destination: (name: string, range: Range) =>
    queryOptions({
      queryKey: [...ztpaQueries.all(), 'destination', name, range] as const,
      queryFn: ({ signal }) => callEndpoint(ztpaApi.getDestination, { params: { name }, query: range }, { signal }),
    }),
  /** GET /vpn-users-graph/{subnet}/{userName} */
  destinationUser: (subnet: string, userName: string, range: Range) =>
    queryOptions({
      queryKey: [...ztpaQueries.all(), 'destination-user', subnet, userName, range] as const,
      queryFn: ({ signal }) => callEndpoint(ztpaApi.getDestinationUser, { params: { subnet, userName }, query: range }, { signal }),
    }),
  /** GET /ztpa-logs and its HEAD total */
  logs: (query: ZtpaLogFilters & Page) =>
    queryOptions({ queryKey: [...ztpaQueries.all(), 'logs', query] as const, queryFn: () => listEndpoint(ztpaApi.listZtpaLogs, { query }) }),
  logCount: (query: ZtpaLogFilters) =>
    queryOptions({ queryKey: [...ztpaQueries.all(), 'logs', 'count', query] as const, queryFn: () => countEndpoint(ztpaApi.countZtpaLogs, { query }) }),
  /** GET /vpn-server (Admin › ZTPA) and its HEAD total */
  servers: (query: { q?: string; status?: ('ONLINE' | 'OFFLINE')[] } & Page) =>
    queryOptions({ queryKey: [...ztpaQueries.all(), 'servers', query] as const, queryFn: () => listEndpoint(ztpaApi.listServers, { query }) }),
  serverCount: (query: { q?: string; status?: ('ONLINE' | 'OFFLINE')[] }) =>
    queryOptions({ queryKey: [...ztpaQueries.all(), 'servers', 'count', query] as const, queryFn: () => countEndpoint(ztpaApi.countServers, { query }) }),
  server: (id: string) =>
    queryOptions({ queryKey: [...ztpaQueries.all(), 'server', id] as const, queryFn: ({ signal }) => callEndpoint(ztpaApi.getServer, { params: { id } }, { signal }) }),
  serverLogs: (id: string) =>
    queryOptions({ queryKey: [...ztpaQueries.all(), 'server', id, 'logs'] as const, queryFn: () => listEndpoint(ztpaApi.listServerLogs, { params: { id } }) }),
  serverActivity: (id: string, query: ActivityFilters & Page) =>
    queryOptions({
      queryKey: [...ztpaQueries.all(), 'server', id, 'activity', query] as const,
      queryFn: () => listEndpoint(ztpaApi.listServerActivity, { params: { id }, query }),
    }),
  serverActivityCount: (id: string, query: ActivityFilters) =>
    queryOptions({
      queryKey: [...ztpaQueries.all(), 'server', id, 'activity', 'count', query] as const,
      queryFn: () => countEndpoint(ztpaApi.countServerActivity, { params: { id }, query }),
    }),
  serverErrors: (id: string, query: Range & Page) =>
    queryOptions({
      queryKey: [...ztpaQueries.all(), 'server', id, 'errors', query] as const,
      queryFn: () => listEndpoint(ztpaApi.listServerErrors, { params: { id }, query }),
    }),
  serverErrorCount: (id: string, query: Range) =>
    queryOptions({
      queryKey: [...ztpaQueries.all(), 'server', id, 'errors', 'count', query] as const,
      queryFn: () => countEndpoint(ztpaApi.countServerErrors, { params: { id }, query }),
    }),
  /** GET /vpn-config: every gateway as configured (Policies › ZTPA) */
  configs: () => queryOptions({ queryKey: [...ztpaQueries.all(), 'configs'] as const, queryFn: () => listEndpoint(ztpaApi.listConfigs) }),
  config: (id: string) =>
    queryOptions({ queryKey: [...ztpaQueries.all(), 'config', id] as const, queryFn: ({ signal }) => callEndpoint(ztpaApi.getConfig, { params: { id } }, { signal }) }),
};

/** Every filtered ZTPA log row as 'ZTPA Logs.csv' (the server writes it; `onProgress` gets the share read). */
export async function downloadZtpaLogs(filters: ZtpaLogFilters, expectedRows: number, onProgress: (share: number) => void): Promise<void> {
  const res = await fetchEndpoint(ztpaApi.listZtpaLogs, { query: { ...filters, format: 'csv' } }, { headers: { accept: 'text/csv' } });
  downloadCsv(ZTPA_LOGS_CSV, await (await readWithProgress(res, expectedRows + 1, onProgress)).text());
}

/** GET /vpn-server/{id}/logs/{file}: one log file of a gateway, saved under its name. */
export async function downloadServerLog(id: string, file: string): Promise<void> {
  const res = await fetchEndpoint(ztpaApi.downloadServerLog, { params: { id, file } });
  saveFile(file, await res.blob());
}

/** GET /vpn-config/{id}/config-file: the gateway's WireGuard configuration file. */
export async function downloadGatewayConfig(id: string, name: string): Promise<void> {
  const res = await fetchEndpoint(ztpaApi.downloadConfig, { params: { id } });
  const safe = name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'gateway';
  saveFile(`${safe}.conf`, await res.blob());
}

const invalidateAll = (client: QueryClient) => client.invalidateQueries({ queryKey: ztpaQueries.all() });

// ---------- the setup (the ztpa-setup machine's calls) ----------

/** A gateway's configuration as the setup's steps hold it. */
export function draftOf(config: GatewayConfig): SetupDraft {
  return {
    range: { endpoint_ip_range: config.endpoint_ip_range ?? '' },
    gateway: { name: config.name, public_host: config.public_host ?? '', listen_port: config.listen_port },
    policies: {
      subnets: config.subnets,
      policies: config.policies.map((p) => ({
        subnet: p.subnet,
        ports: p.ports,
        all_users: p.all_users,
        group_ids: p.groups.map((g) => g.id),
        person_ids: p.people.map((person) => person.id),
      })),
    },
    saved: config.public_key ? { id: config.id, public_key: config.public_key } : null,
  };
}

/** POST /vpn-config/ip-range (step 1): the server checks the block and the overlaps. */
export async function checkRange({ id, values }: SaveRangeInput): Promise<RangeValues> {
  const check = await callEndpoint(ztpaApi.checkIpRange, { body: { endpoint_ip_range: values.endpoint_ip_range, ...(id ? { gateway_id: id } : {}) } });
  return { endpoint_ip_range: check.endpoint_ip_range };
}

/** POST /vpn-config (step 2, a new gateway and its keys) or /vpn-config/{id} (an existing one). */
export async function saveGateway({ id, range, values }: SaveGatewayInput): Promise<SetupGateway> {
  const body = { name: values.name, public_host: values.public_host, listen_port: values.listen_port, endpoint_ip_range: range.endpoint_ip_range };
  if (id) {
    const config = await callEndpoint(ztpaApi.updateGateway, { params: { id }, body });
    return { id: config.id, public_key: config.public_key ?? '' };
  }
  const created = await callEndpoint(ztpaApi.createGateway, { body });
  return { id: created.gateway.id, public_key: created.gateway.public_key ?? '', enrolment_token: created.enrolment_token };
}

/** PUT /vpn-config/{id}/policies (step 3). */
export async function savePolicies({ id, values }: SavePoliciesInput): Promise<PoliciesValues> {
  const config = await callEndpoint(ztpaApi.setPolicies, { params: { id }, body: values });
  return draftOf(config).policies;
}

/** The machine's actors, wired to the calls above. */
export const setupActors = {
  loadDraft: fromPromise<SetupDraft, { id: string }>(async ({ input, signal }) => draftOf(await callEndpoint(ztpaApi.getConfig, { params: { id: input.id } }, { signal }))),
  saveRange: fromPromise<RangeValues, SaveRangeInput>(({ input }) => checkRange(input)),
  saveGateway: fromPromise<SetupGateway, SaveGatewayInput>(({ input }) => saveGateway(input)),
  savePolicies: fromPromise<PoliciesValues, SavePoliciesInput>(({ input }) => savePolicies(input)),
};

export const ztpaMutations = {
  setPolicies: (client: QueryClient) =>
    mutationOptions({
      mutationKey: [...ztpaQueries.all(), 'policies'],
      mutationFn: (input: SavePoliciesInput) => savePolicies(input),
      onSuccess: () => invalidateAll(client),
    }),
  deleteGateway: (client: QueryClient) =>
    mutationOptions({
      mutationKey: [...ztpaQueries.all(), 'delete-gateway'],
      mutationFn: (id: string) => callEndpoint(ztpaApi.deleteGateway, { params: { id } }),
      onSuccess: () => invalidateAll(client),
    }),
  saveDestination: (client: QueryClient) =>
    mutationOptions({
      mutationKey: [...ztpaQueries.all(), 'destination'],
      mutationFn: ({ id, body }: { id?: string; body: DestinationBody }) =>
        id ? callEndpoint(ztpaApi.updateDestination, { params: { id }, body }) : callEndpoint(ztpaApi.createDestination, { body }),
      onSuccess: () => invalidateAll(client),
    }),
  deleteDestination: (client: QueryClient) =>
    mutationOptions({
      mutationKey: [...ztpaQueries.all(), 'delete-destination'],
      mutationFn: (id: string) => callEndpoint(ztpaApi.deleteDestination, { params: { id } }),
      onSuccess: () => invalidateAll(client),
    }),
};

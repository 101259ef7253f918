// Query factories and changes of ZTPA gateway operations (issue 22, second part), every call made through
// the contract's ztpaOpsApi: the gateway command library, the commands list and one command (the
// remote-command machine's status and cancel calls), sending, key rotation and the gateway's peers.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint, countEndpoint, listEndpoint } from '../client';
import { ztpaOpsApi, type GatewayCommand, type GatewayCommandBody, type GatewayCommandQuery } from '../contract/ztpa-ops';
import { ztpaQueries } from './ztpa';

export type GatewayCommandFilters = Omit<GatewayCommandQuery, 'page' | 'size'>;

export const ztpaOpsQueries = {
  all: () => ['ztpa-ops'] as const,
  library: () => queryOptions({ queryKey: [...ztpaOpsQueries.all(), 'library'] as const, queryFn: () => callEndpoint(ztpaOpsApi.gatewayLibrary, {}), staleTime: Infinity }),
  commands: (query: GatewayCommandFilters & { page: number; size: number }) =>
    queryOptions({ queryKey: [...ztpaOpsQueries.all(), 'commands', query] as const, queryFn: () => listEndpoint(ztpaOpsApi.listGatewayCommands, { query }) }),
  commandCount: (query: GatewayCommandFilters) =>
    queryOptions({ queryKey: [...ztpaOpsQueries.all(), 'commands', 'count', query] as const, queryFn: () => countEndpoint(ztpaOpsApi.countGatewayCommands, { query }) }),
  command: (id: string) =>
    queryOptions({ queryKey: [...ztpaOpsQueries.all(), 'command', id] as const, queryFn: ({ signal }) => callEndpoint(ztpaOpsApi.getGatewayCommand, { params: { id } }, { signal }) }),
  /** the provider's read-only view of a managed company's gateways */
  companyGateways: (companyId: string) =>
    queryOptions({
      queryKey: [...ztpaOpsQueries.all(), 'company', companyId] as const,
      queryFn: ({ signal }) => callEndpoint(ztpaOpsApi.listCompanyGateways, { params: { id: companyId } }, { signal }),
      retry: false,
    }),
  companyGateway: (companyId: string, ztpaId: string) =>
    queryOptions({
      queryKey: [...ztpaOpsQueries.all(), 'company', companyId, ztpaId] as const,
      queryFn: ({ signal }) => callEndpoint(ztpaOpsApi.getCompanyGateway, { params: { id: companyId, ztpaId } }, { signal }),
      retry: false,
    }),
  peers: (id: string) =>
    queryOptions({ queryKey: [...ztpaOpsQueries.all(), 'peers', id] as const, queryFn: ({ signal }) => callEndpoint(ztpaOpsApi.listGatewayPeers, { params: { id } }, { signal }) }),
};

/** The remote-command machine's calls for a gateway command. */
export const fetchGatewayCommand = (id: string, signal?: AbortSignal): Promise<GatewayCommand> => callEndpoint(ztpaOpsApi.getGatewayCommand, { params: { id } }, { signal });
export const cancelGatewayCommand = (id: string): Promise<GatewayCommand> => callEndpoint(ztpaOpsApi.cancelGatewayCommand, { params: { id } });

export const ztpaOpsMutations = {
  send: (client: QueryClient) =>
    mutationOptions({
      mutationKey: [...ztpaOpsQueries.all(), 'send'],
      mutationFn: (body: GatewayCommandBody) => callEndpoint(ztpaOpsApi.sendGatewayCommand, { body }),
      onSuccess: () => client.invalidateQueries({ queryKey: ztpaOpsQueries.all() }),
    }),
  rotateKey: (client: QueryClient) =>
    mutationOptions({
      mutationKey: [...ztpaOpsQueries.all(), 'rotate'],
      mutationFn: (id: string) => callEndpoint(ztpaOpsApi.rotateGatewayKey, { params: { id } }),
      onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: ztpaQueries.all() }), client.invalidateQueries({ queryKey: ztpaOpsQueries.all() })]),
    }),
};

// Query factories of the GRC integrations (issue 27): Vanta and Scrut status and runs; saving settings,
// connecting Vanta (OAuth start and finish), Send now and disconnect.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../client';
import { grcApi, type GrcKind, type ScrutConfigBody, type VantaConfigBody } from '../contract/grc';

const STATUS = { vanta: grcApi.vantaStatus, scrut: grcApi.scrutStatus } as const;
const RUNS = { vanta: grcApi.vantaRuns, scrut: grcApi.scrutRuns } as const;
const SEND = { vanta: grcApi.vantaSend, scrut: grcApi.scrutSend } as const;
const DISCONNECT = { vanta: grcApi.vantaDisconnect, scrut: grcApi.scrutDisconnect } as const;

export const grcQueries = {
  all: () => ['grc'] as const,
  status: (kind: GrcKind) => queryOptions({ queryKey: [...grcQueries.all(), kind, 'status'] as const, queryFn: () => callEndpoint(STATUS[kind]) }),
  runs: (kind: GrcKind) => queryOptions({ queryKey: [...grcQueries.all(), kind, 'runs'] as const, queryFn: () => callEndpoint(RUNS[kind]) }),
};

const refresh = (client: QueryClient) => client.invalidateQueries({ queryKey: grcQueries.all() });

export const grcMutations = {
  saveVanta: (client: QueryClient) =>
    mutationOptions({ mutationKey: ['grc', 'vanta', 'save'], mutationFn: (body: VantaConfigBody) => callEndpoint(grcApi.vantaSaveConfig, { body }), onSettled: () => refresh(client) }),
  saveScrut: (client: QueryClient) =>
    mutationOptions({ mutationKey: ['grc', 'scrut', 'save'], mutationFn: (body: ScrutConfigBody) => callEndpoint(grcApi.scrutSaveConfig, { body }), onSettled: () => refresh(client) }),
  startVanta: () => mutationOptions({ mutationKey: ['grc', 'vanta', 'start'], mutationFn: () => callEndpoint(grcApi.vantaOauthStart) }),
  send: (client: QueryClient, kind: GrcKind) => mutationOptions({ mutationKey: ['grc', kind, 'send'], mutationFn: () => callEndpoint(SEND[kind]), onSettled: () => refresh(client) }),
  disconnect: (client: QueryClient, kind: GrcKind) =>
    mutationOptions({ mutationKey: ['grc', kind, 'disconnect'], mutationFn: () => callEndpoint(DISCONNECT[kind]), onSettled: () => refresh(client) }),
};

/** The callback page's call: hands the code and state to the server. */
export function finishVantaConnection(body: { code: string; state: string }) {
  return callEndpoint(grcApi.vantaOauthFinish, { body });
}

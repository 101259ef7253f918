// Query factories and changes of the Cloud section (issue 22), every call through the contract's cloudApi.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint, countEndpoint, listEndpoint } from '../client';
import { cloudApi, type CloudAgentBody, type CloudServiceBody, type ServiceExposure } from '../contract/cloud';

type Page = { page: number; size: number };
export interface AgentFilters { q?: string; sb?: 'name' | 'provider' | 'region' | 'created_at'; so?: 'asc' | 'desc' }
export interface ServiceFilters { q?: string; exposure?: ServiceExposure; sb?: 'name' | 'agent' | 'host' | 'created_at'; so?: 'asc' | 'desc' }

export const cloudQueries = {
  all: () => ['cloud'] as const,
  agents: (query: AgentFilters & Page) => queryOptions({ queryKey: [...cloudQueries.all(), 'agents', query] as const, queryFn: () => listEndpoint(cloudApi.listAgents, { query }) }),
  agentCount: (query: AgentFilters) => queryOptions({ queryKey: [...cloudQueries.all(), 'agents', 'count', query] as const, queryFn: () => countEndpoint(cloudApi.countAgents, { query }) }),
  services: (query: ServiceFilters & Page) => queryOptions({ queryKey: [...cloudQueries.all(), 'services', query] as const, queryFn: () => listEndpoint(cloudApi.listServices, { query }) }),
  serviceCount: (query: ServiceFilters) =>
    queryOptions({ queryKey: [...cloudQueries.all(), 'services', 'count', query] as const, queryFn: () => countEndpoint(cloudApi.countServices, { query }) }),
};

const invalidate = (client: QueryClient) => client.invalidateQueries({ queryKey: cloudQueries.all() });

export const cloudMutations = {
  saveAgent: (client: QueryClient) =>
    mutationOptions({
      mutationKey: [...cloudQueries.all(), 'agent'],
      mutationFn: ({ id, body }: { id?: string; body: CloudAgentBody }) => (id ? callEndpoint(cloudApi.updateAgent, { params: { id }, body }) : callEndpoint(cloudApi.createAgent, { body })),
      onSuccess: () => invalidate(client),
    }),
  deleteAgent: (client: QueryClient) =>
    mutationOptions({ mutationKey: [...cloudQueries.all(), 'delete-agent'], mutationFn: (id: string) => callEndpoint(cloudApi.deleteAgent, { params: { id } }), onSuccess: () => invalidate(client) }),
  saveService: (client: QueryClient) =>
    mutationOptions({
      mutationKey: [...cloudQueries.all(), 'service'],
      mutationFn: ({ id, body }: { id?: string; body: CloudServiceBody }) => (id ? callEndpoint(cloudApi.updateService, { params: { id }, body }) : callEndpoint(cloudApi.createService, { body })),
      onSuccess: () => invalidate(client),
    }),
  deleteService: (client: QueryClient) =>
    mutationOptions({ mutationKey: [...cloudQueries.all(), 'delete-service'], mutationFn: (id: string) => callEndpoint(cloudApi.deleteService, { params: { id } }), onSuccess: () => invalidate(client) }),
};

// Cloud (issue 22; spec part 1 §2 "Inventory, CLOUD", part 2 §2.6: /cloud-agents, /cloud-services with
// external-tab and internal-tab): the connectors a company runs in its clouds (AWS, Azure, GCP) and the
// services published through them, external (reachable from the internet) or internal (private, reached
// through the connector). Hidden from the restricted role as spec part 2 §2.7 says.
import { z } from 'zod';
import { canChangeCloud, canSeeCloud } from './access';
import { GATEWAY_STATUSES } from './catalog';
import { pageQuery, sortOrderSchema } from './common';
import { countOf, endpoint } from './endpoint';
import { hostField, portField } from './ztpa';

export const CLOUD_PROVIDERS = ['AWS', 'Azure', 'GCP'] as const;
export const SERVICE_EXPOSURES = ['external', 'internal'] as const;
export type ServiceExposure = (typeof SERVICE_EXPOSURES)[number];
export const CLOUD_AGENT_EXISTS = 'A cloud agent with this name already exists.';
export const CLOUD_SERVICE_EXISTS = 'This agent already publishes a service on this host and port.';
export const CLOUD_AGENT_HAS_SERVICES = 'Remove the services published through this agent first.';

const uuid = z.guid('Not an id.');
const name = z.string().trim().min(1, 'A name is required.').max(100, 'A name is at most 100 characters.');
/** AWS us-east-1, Azure westeurope, GCP europe-west1 */
const region = z.string().trim().toLowerCase().max(40).regex(/^[a-z0-9]+(-[a-z0-9]+){0,3}$/, 'Expected a region like us-east-1, westeurope or europe-west1.');

export const cloudAgentRow = z.object({
  id: z.string(),
  name: z.string(),
  provider: z.enum(CLOUD_PROVIDERS),
  region: z.string(),
  version: z.string().nullable(),
  status: z.enum(GATEWAY_STATUSES),
  last_seen: z.string().nullable(),
  external_services: z.number().int(),
  internal_services: z.number().int(),
  created_at: z.string(),
});
export type CloudAgentRow = z.infer<typeof cloudAgentRow>;

export const CLOUD_AGENT_SORTS = ['name', 'provider', 'region', 'created_at'] as const;
export const cloudAgentQuery = pageQuery.extend({
  q: z.string().trim().max(200).optional(),
  sb: z.enum(CLOUD_AGENT_SORTS).default('name'),
  so: sortOrderSchema.default('asc'),
});
export const cloudAgentBody = z.object({ name, provider: z.enum(CLOUD_PROVIDERS), region });
export type CloudAgentBody = z.input<typeof cloudAgentBody>;

export const cloudServiceRow = z.object({
  id: z.string(),
  agent_id: z.string(),
  agent: z.string(),
  provider: z.enum(CLOUD_PROVIDERS),
  name: z.string(),
  exposure: z.enum(SERVICE_EXPOSURES),
  host: z.string(),
  port: z.number().int(),
  protocol: z.enum(['tcp', 'udp']),
  created_at: z.string(),
});
export type CloudServiceRow = z.infer<typeof cloudServiceRow>;

export const CLOUD_SERVICE_SORTS = ['name', 'agent', 'host', 'created_at'] as const;
export const cloudServiceQuery = pageQuery.extend({
  exposure: z.enum(SERVICE_EXPOSURES).optional(),
  agent_id: uuid.optional(),
  q: z.string().trim().max(200).optional(),
  sb: z.enum(CLOUD_SERVICE_SORTS).default('name'),
  so: sortOrderSchema.default('asc'),
});
export const cloudServiceBody = z.object({
  agent_id: uuid,
  name,
  exposure: z.enum(SERVICE_EXPOSURES),
  host: hostField,
  port: portField,
  protocol: z.enum(['tcp', 'udp']).default('tcp'),
});
export type CloudServiceBody = z.input<typeof cloudServiceBody>;
const idParams = z.object({ id: uuid });

const tag = 'cloud';
const listAgents = endpoint({
  method: 'GET', path: '/cloud-agents', access: canSeeCloud, tag,
  description: "The company's cloud agents with their provider, region, status and how many services they publish.",
  query: cloudAgentQuery, response: z.array(cloudAgentRow),
});
const listServices = endpoint({
  method: 'GET', path: '/cloud-services', access: canSeeCloud, tag,
  description: 'The services published through the cloud agents; exposure=external or internal for the two tabs.',
  query: cloudServiceQuery, response: z.array(cloudServiceRow),
});

export const cloudApi = {
  listAgents,
  countAgents: countOf(listAgents),
  createAgent: endpoint({
    method: 'POST', path: '/cloud-agents', access: canChangeCloud, tag,
    description: 'Adds a cloud agent (409 when the name is taken).', body: cloudAgentBody, response: cloudAgentRow, status: 201, errors: [409],
  }),
  updateAgent: endpoint({
    method: 'POST', path: '/cloud-agents/:id', access: canChangeCloud, tag,
    description: "Edits a cloud agent's name, provider and region.", params: idParams, body: cloudAgentBody, response: cloudAgentRow, errors: [404, 409],
  }),
  deleteAgent: endpoint({
    method: 'DELETE', path: '/cloud-agents/:id', access: canChangeCloud, tag,
    description: 'Removes a cloud agent that publishes no service (409 otherwise).', params: idParams, status: 204, errors: [404, 409],
  }),
  listServices,
  countServices: countOf(listServices),
  createService: endpoint({
    method: 'POST', path: '/cloud-services', access: canChangeCloud, tag,
    description: 'Publishes a service through a cloud agent.', body: cloudServiceBody, response: cloudServiceRow, status: 201, errors: [404, 409],
  }),
  updateService: endpoint({
    method: 'POST', path: '/cloud-services/:id', access: canChangeCloud, tag,
    description: 'Edits a published service.', params: idParams, body: cloudServiceBody, response: cloudServiceRow, errors: [404, 409],
  }),
  deleteService: endpoint({
    method: 'DELETE', path: '/cloud-services/:id', access: canChangeCloud, tag,
    description: 'Stops publishing a service.', params: idParams, status: 204, errors: [404],
  }),
};

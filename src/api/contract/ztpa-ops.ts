// ZTPA gateway operations (issue 22, second part; spec part 2 "Commands": /ztpa-commands, /add-ztpa-command,
// /execute-ztpa-command/{id}; "VPN server": the command-tab): commands run on a gateway with the remote
// commands' lifecycle and words (Queued → Success | Failure | Abort, Cancelled), the gateway command
// library, WireGuard key rotation and the gateway's peers. The gateway's side of commands and the
// endpoints' peer registration are at the end (agent API, not part of ztpaOpsApi).
import { z } from 'zod';
import { canAdministerVpn, canChangeVpnConfig, canRunGatewayCommands, canSeeGatewayCommands, isProviderOperator } from './access';
import { COMMAND_STATUSES } from './catalog';
import { libraryParam, paramValues, TIMEOUT_MAX_MINUTES, TIMEOUT_MIN_MINUTES } from './commands';
import { pageQuery, queryList, sortOrderSchema } from './common';
import { countOf, endpoint } from './endpoint';
import { gatewayConfig } from './ztpa';

const uuid = z.guid('Not an id.');
const tag = 'ztpa';

/** A gateway command still Queued this long after it was sent becomes Abort (unless it set its own). */
export const GATEWAY_COMMAND_TIMEOUT_MINUTES = 10;
/** Stored output of a gateway command is cut to this many characters. */
export const GATEWAY_OUTPUT_MAX_CHARS = 64 * 1024;

export const gatewayLibraryCommand = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  parameters: z.array(libraryParam),
  /** interrupts the tunnels (restart): the console asks twice */
  disruptive: z.boolean(),
});
export type GatewayLibraryCommand = z.infer<typeof gatewayLibraryCommand>;

export const gatewayCommand = z.object({
  id: z.string(),
  gateway_id: z.string(),
  /** the gateway's name; null when it has since been deleted */
  gateway: z.string().nullable(),
  command_id: z.string(),
  name: z.string(),
  /** the line the gateway runs */
  command: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  status: z.enum(COMMAND_STATUSES),
  queued_at: z.string(),
  delivered_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  exit_code: z.number().int().nullable(),
  timeout_minutes: z.number().int(),
  requested_by: z.string(),
  cancelled_by: z.string().nullable(),
  /** the output, on the one-command call only (Success and Failure) */
  output: z.string().nullable().optional(),
});
export type GatewayCommand = z.infer<typeof gatewayCommand>;

export const GATEWAY_COMMAND_SORTS = ['queued_at', 'status', 'gateway', 'name'] as const;
export const gatewayCommandQuery = pageQuery.extend({
  status: queryList(z.enum(COMMAND_STATUSES), 5),
  gateway_id: uuid.optional(),
  q: z.string().trim().max(200).optional(),
  sb: z.enum(GATEWAY_COMMAND_SORTS).default('queued_at'),
  so: sortOrderSchema.default('desc'),
});
export type GatewayCommandQuery = z.input<typeof gatewayCommandQuery>;

export const gatewayCommandBody = z.object({
  gateway_id: uuid,
  command_id: z.string().trim().min(1).max(64),
  params: paramValues,
  timeout_minutes: z.number().int().min(TIMEOUT_MIN_MINUTES).max(TIMEOUT_MAX_MINUTES).optional(),
});
export type GatewayCommandBody = z.input<typeof gatewayCommandBody>;
export const gatewayCommandParams = z.object({ id: uuid });

export const rotatedKey = z.object({
  gateway_id: z.string(),
  public_key: z.string(),
  retired_public_key: z.string().nullable(),
  rotated_at: z.string(),
});
export type RotatedKey = z.infer<typeof rotatedKey>;

export const gatewayPeer = z.object({
  endpoint_id: z.string(),
  hostname: z.string().nullable(),
  email: z.string().nullable(),
  public_key: z.string(),
  /** the peer's tunnel address as a /32 */
  allowed_ips: z.string(),
  created_at: z.string(),
});
export type GatewayPeer = z.infer<typeof gatewayPeer>;

const listGatewayCommands = endpoint({
  method: 'GET', path: '/ztpa-commands', access: canSeeGatewayCommands, tag,
  description: 'Every command sent to a gateway of the company, newest first, with its status (spec part 2 §4).',
  query: gatewayCommandQuery, response: z.array(gatewayCommand),
});

export const ztpaOpsApi = {
  gatewayLibrary: endpoint({
    method: 'GET', path: '/ztpa-lib-commands', access: canSeeGatewayCommands, tag,
    description: 'The commands a gateway runs, with their parameters.',
    response: z.array(gatewayLibraryCommand),
  }),
  listGatewayCommands,
  countGatewayCommands: countOf(listGatewayCommands),
  sendGatewayCommand: endpoint({
    method: 'POST', path: '/ztpa-commands', access: canRunGatewayCommands, tag,
    description: 'Queues a library command on one gateway; 400 names each refused parameter.',
    body: gatewayCommandBody, response: gatewayCommand, status: 201, errors: [404],
  }),
  getGatewayCommand: endpoint({
    method: 'GET', path: '/ztpa-commands/:id', access: canSeeGatewayCommands, tag,
    description: 'One gateway command with its output once it has one.',
    params: gatewayCommandParams, response: gatewayCommand, errors: [404],
  }),
  cancelGatewayCommand: endpoint({
    method: 'POST', path: '/ztpa-commands/:id/cancel', access: canRunGatewayCommands, tag,
    description: 'Cancels a command still Queued (409 once the gateway has taken it or it has ended).',
    params: gatewayCommandParams, response: gatewayCommand, errors: [404, 409],
  }),
  rotateGatewayKey: endpoint({
    method: 'POST', path: '/vpn-config/:id/rotate-key', access: canChangeVpnConfig, tag,
    description: "Gives the gateway a new X25519 key pair; the old public key is retired. The gateway picks the new private key at its next policy fetch, endpoints the new public key from their peer configuration.",
    params: z.object({ id: uuid }), response: rotatedKey, errors: [404],
  }),
  listGatewayPeers: endpoint({
    method: 'GET', path: '/vpn-server/:id/peers', access: canAdministerVpn, tag,
    description: "The gateway's WireGuard peers: the endpoints of people its policies allow that registered a key, with their tunnel address.",
    params: z.object({ id: uuid }), response: z.array(gatewayPeer), errors: [404],
  }),

  // ---- the provider's read-only view of a managed company (account details › Configurations › ZTPA) ----
  listCompanyGateways: endpoint({
    method: 'GET', path: '/provider/companies/:id/ztpa-gateways', access: isProviderOperator, tag: 'provider',
    description: "A managed company's ZTPA gateways, read-only: what its own GET /api/vpn-config answers. 404 when the company is not operated or does not use ZTPA (enable_vpn off).",
    params: z.object({ id: uuid }), response: z.array(gatewayConfig), errors: [404],
  }),
  getCompanyGateway: endpoint({
    method: 'GET', path: '/provider/companies/:id/ztpa-gateways/:ztpaId', access: isProviderOperator, tag: 'provider',
    description: "One gateway of a managed company, read-only: what its own GET /api/vpn-config/{id} answers.",
    params: z.object({ id: uuid, ztpaId: uuid }), response: gatewayConfig, errors: [404],
  }),
};

/** The 404 of the provider's ZTPA tab for a company without enable_vpn. */
export const COMPANY_WITHOUT_ZTPA = 'This company does not use zero-trust private access.';

// ---------- the gateway's side (/agent/v1/gateway/commands) ----------

/** GET /agent/v1/gateway/commands: the Queued commands for this gateway (each marked delivered). */
export const gatewayPendingCommands = z.object({
  commands: z.array(z.object({ id: z.string(), command_id: z.string(), command: z.string(), params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])) })),
});
/** POST /agent/v1/gateway/commands/{id}/result: idempotent; a second result changes nothing. */
export const gatewayCommandResultBody = z.object({
  status: z.enum(['Success', 'Failure']),
  exit_code: z.number().int().min(-1).max(255),
  output: z.string().max(1_000_000),
});
export const gatewayCommandResultResponse = z.object({ status: z.enum(COMMAND_STATUSES), changed: z.boolean() });

/** GET /agent/v1/gateway/key: the gateway's current key pair (after a rotation its heartbeat answers the new public key). */
export const gatewayKeyResponse = z.object({ public_key: z.string(), private_key: z.string() });

// ---------- the endpoints' side (/agent/v1/ztpa/peer) ----------

/** POST /agent/v1/ztpa/peer: an endpoint registers its WireGuard public key with every gateway its owner may reach. */
export const peerRegisterBody = z.object({
  public_key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=$/, 'Expected a WireGuard public key (base64 of 32 bytes).'),
});
export const peerConfigResponse = z.object({
  gateways: z.array(
    z.object({ gateway_id: z.string(), name: z.string(), public_key: z.string(), endpoint: z.string().nullable(), address: z.string(), allowed_ips: z.array(z.string()) }),
  ),
});
export type PeerConfigResponse = z.infer<typeof peerConfigResponse>;

// Issue 22, second part: commands run on ZTPA gateways, retired gateway keys, WireGuard peers, and the
// Cloud section (cloud agents and the services published through them).
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { at, createdAt, id, tenantId } from './columns';
import { commandStatusEnum, gatewayStatusEnum } from './fleet-enums';

/**
 * A command run on a gateway (Inventory › COMMANDS › Gateways): the same lifecycle and words as the
 * endpoint commands (Queued → Success | Failure | Abort, or Cancelled), delivered to the gateway through
 * /agent/v1/gateway/commands. command_id names an entry of the gateway command library.
 */
export const ztpaGatewayCommands = pgTable(
  'ztpa_gateway_commands',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    gatewayId: uuid().notNull(),
    commandId: text().notNull(),
    /** the line the gateway runs, as the list shows it */
    command: text().notNull(),
    params: jsonb().$type<Record<string, string | number | boolean>>().notNull().default({}),
    status: commandStatusEnum().notNull().default('Queued'),
    output: text(),
    exitCode: integer(),
    requestedBy: uuid(),
    requestedByEmail: text().notNull(),
    queuedAt: at().notNull().defaultNow(),
    deliveredAt: at(),
    finishedAt: at(),
    timeoutMinutes: integer().notNull(),
    cancelledByEmail: text(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), index().on(t.accountId, t.gatewayId, t.status), index().on(t.accountId, t.queuedAt)],
);

/** A gateway public key replaced by a rotation (kept so the audit and the gateway page can show its history). */
export const ztpaRetiredKeys = pgTable(
  'ztpa_retired_keys',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    gatewayId: uuid().notNull(),
    publicKey: text().notNull(),
    retiredAt: at().notNull(),
    retiredByEmail: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), index().on(t.accountId, t.gatewayId, t.retiredAt)],
);

/**
 * A WireGuard peer of a gateway: an endpoint's public key (the endpoint keeps its private key) and the
 * tunnel address the gateway gives it inside its endpoint IP range.
 */
export const ztpaPeers = pgTable(
  'ztpa_peers',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    gatewayId: uuid().notNull(),
    endpointId: uuid().notNull(),
    publicKey: text().notNull(),
    address: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.gatewayId, t.endpointId] }), uniqueIndex().on(t.accountId, t.gatewayId, t.address)],
);

/** A connector the company runs in its cloud (AWS, Azure, GCP) that publishes services. */
export const cloudAgents = pgTable(
  'cloud_agents',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    name: text().notNull(),
    provider: text().notNull(),
    region: text().notNull(),
    version: text(),
    status: gatewayStatusEnum().notNull().default('OFFLINE'),
    lastSeen: at(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), uniqueIndex().on(t.accountId, t.name)],
);

/** A service published through a cloud agent: external (reachable from the internet) or internal (private). */
export const cloudServices = pgTable(
  'cloud_services',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    agentId: uuid().notNull(),
    name: text().notNull(),
    exposure: text().notNull(),
    host: text().notNull(),
    port: integer().notNull(),
    protocol: text().notNull().default('tcp'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), uniqueIndex().on(t.accountId, t.agentId, t.host, t.port), index().on(t.accountId, t.exposure)],
);

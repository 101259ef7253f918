import { bigint, boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { at, createdAt, id, tenantId } from './columns';
import { gatewayStatusEnum, ztpaActionEnum } from './fleet-enums';

/** Zero-trust gateways of an account (spec part 2 §9: endpoint IP range, gateway plus key, subnets and policies). */
export const ztpaGateways = pgTable(
  'ztpa_gateways',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    name: text().notNull(),
    region: text(),
    publicIp: text(),
    endpointIpRange: text(),
    subnets: text().array().notNull().default([]),
    keyFingerprint: text(),
    status: gatewayStatusEnum().notNull().default('OFFLINE'),
    lastSeen: at(),
    createdAt: createdAt(),
    // issue 22: WireGuard keys (public base64; private sealed with server/lib/secret-box.ts), enrolment and heartbeats
    listenPort: integer().notNull().default(51820),
    publicKey: text(),
    privateKeySealed: text(),
    enrolmentTokenHash: text(),
    enrolmentExpiresAt: at(),
    gatewayTokenHash: text(),
    enrolledAt: at(),
    version: text(),
    reportedUsers: integer(),
    reportedBytesIn: bigint({ mode: 'number' }),
    reportedBytesOut: bigint({ mode: 'number' }),
    /** bumped by every change of subnets, policies or destinations: the policy version gateways fetch */
    policyUpdatedAt: at(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), uniqueIndex().on(t.accountId, t.name)],
);

/** Private destinations published through a gateway. */
export const ztpaDestinations = pgTable(
  'ztpa_destinations',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    gatewayId: uuid().notNull(),
    name: text().notNull(),
    host: text().notNull(),
    port: integer(),
    protocol: text().notNull().default('tcp'),
    createdAt: createdAt(),
    /** issue 22: the IPv4 address, inside one of the gateway's subnets */
    address: text(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), uniqueIndex().on(t.accountId, t.gatewayId, t.host, t.port), index().on(t.accountId, t.gatewayId)],
);

/** One connection of an endpoint through a gateway to a destination host. */
export const ztpaActivity = pgTable(
  'ztpa_activity',
  {
    accountId: tenantId(),
    id: uuid().notNull(),
    at: at().notNull(),
    endpointId: uuid().notNull(),
    personId: uuid().notNull(),
    gatewayId: uuid().notNull(),
    destination: text().notNull(),
    port: integer(),
    action: ztpaActionEnum().notNull(),
    bytesIn: bigint({ mode: 'number' }).notNull().default(0),
    bytesOut: bigint({ mode: 'number' }).notNull().default(0),
    durationS: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), index().on(t.accountId, t.at), index().on(t.accountId, t.gatewayId, t.at)],
);

/** Step 3 of the setup (issue 22): who may reach a subnet of a gateway on which ports (empty = all). */
export const ztpaPolicies = pgTable(
  'ztpa_policies',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    gatewayId: uuid().notNull(),
    position: integer().notNull().default(0),
    subnet: text().notNull(),
    ports: text().array().notNull().default([]),
    allUsers: boolean().notNull().default(false),
    groupIds: uuid().array().notNull().default([]),
    personIds: uuid().array().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), index().on(t.accountId, t.gatewayId)],
);

/** What a gateway reported besides its counters (its log lines): the logs and errors tabs of Admin › ZTPA. */
export const ztpaGatewayEvents = pgTable(
  'ztpa_gateway_events',
  {
    accountId: tenantId(),
    id: id().notNull(),
    gatewayId: uuid().notNull(),
    at: at().notNull(),
    level: text().notNull(),
    message: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), index().on(t.accountId, t.gatewayId, t.at)],
);

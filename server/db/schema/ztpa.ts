import { bigint, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

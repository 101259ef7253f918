// What the endpoint details' Performance, Logs and uninstall-key features store (issue 18). Tenant tables:
// account_id leads every key (DESIGN.md); no foreign keys, like the other telemetry tables (the services
// resolve endpoints themselves).
import { customType, doublePrecision, index, integer, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { at, tenantId } from './columns';

/**
 * Raw `perf_sample` events, keyed by the agent's event id so a re-sent batch is skipped. Kept a week
 * (PERF_SAMPLE_RETENTION_DAYS): the hourly rollup below is what the charts read.
 */
export const endpointPerfSamples = pgTable(
  'endpoint_perf_samples',
  {
    accountId: tenantId(),
    id: uuid().notNull(),
    at: at().notNull(),
    endpointId: uuid().notNull(),
    personId: uuid().notNull(),
    cpuPct: real().notNull(),
    memoryPct: real().notNull(),
    diskPct: real().notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), index().on(t.accountId, t.endpointId, t.at), index().on(t.accountId, t.at)],
);

/**
 * The samples summed per endpoint and UTC hour by the ingest service in the batch's transaction (the
 * downsampling): averages are sum / samples. Kept 90 days, at most 2,160 rows per endpoint.
 */
export const endpointPerfHourly = pgTable(
  'endpoint_perf_hourly',
  {
    accountId: tenantId(),
    endpointId: uuid().notNull(),
    hour: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    samples: integer().notNull().default(0),
    cpuSum: doublePrecision().notNull().default(0),
    memorySum: doublePrecision().notNull().default(0),
    diskSum: doublePrecision().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.endpointId, t.hour] }), index().on(t.accountId, t.hour)],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Log files the agent uploaded (POST /agent/v1/logs), stored in the database rather than under DATA_DIR:
 * the API stays stateless (any instance serves any download, DESIGN.md), tenancy and backups cover them
 * like every other row, and the bounded size (MAX_LOG_BYTES, gzip at rest) keeps the table small.
 */
export const endpointLogFiles = pgTable(
  'endpoint_log_files',
  {
    accountId: tenantId(),
    id: uuid().notNull().defaultRandom(),
    endpointId: uuid().notNull(),
    name: text().notNull(),
    /** the text's size once decompressed */
    sizeBytes: integer().notNull(),
    /** sha-256 of the text, hex */
    sha256: text().notNull(),
    /** the text, gzip-compressed */
    content: bytea().notNull(),
    uploadedAt: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), index().on(t.accountId, t.endpointId, t.uploadedAt)],
);

/**
 * One-time uninstall keys (POST /api/uninstall-key): only a hash is stored; the key is shown once. The
 * agent checks a key before it uninstalls (POST /agent/v1/uninstall-key/verify), which uses it up.
 */
export const endpointUninstallKeys = pgTable(
  'endpoint_uninstall_keys',
  {
    accountId: tenantId(),
    id: uuid().notNull().defaultRandom(),
    endpointId: uuid().notNull(),
    keyHash: text().notNull(),
    createdBy: text().notNull(),
    createdAt: at().notNull(),
    expiresAt: at().notNull(),
    usedAt: at(),
    notifiedAt: at(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), index().on(t.accountId, t.endpointId, t.createdAt)],
);

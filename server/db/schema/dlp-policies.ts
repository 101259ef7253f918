import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { at, createdAt, id, tenantId } from './columns';

// Issue 21 "the rest of DLP": what an account configures about data loss prevention. Every row here reaches
// agents through the policy document's `dlp_policies` section (server/modules/dlp-policies/document.ts).

/**
 * A DLP policy: what to watch (built-in data types of src/lib/dlp, the account's custom types, dictionaries,
 * exact tokens and file hashes, monitored folders), where (channels such as USB or Gen AI prompts, and for
 * LLM policies the Gen AI destinations) and what to do (Alert, Report, Block), for whom (groups; none = all).
 * kind: 'exfiltration' (/data-exfiltration), 'llm' (/update-LLM) or 'activity' (/Sensitive-data-groups).
 */
export const dlpPolicies = pgTable(
  'dlp_policies',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    kind: text().notNull(),
    name: text().notNull(),
    description: text(),
    dataTypes: text().array().notNull().default([]),
    customTypeIds: uuid().array().notNull().default([]),
    dictionaryIds: text().array().notNull().default([]),
    fingerprintIds: uuid().array().notNull().default([]),
    folderIds: uuid().array().notNull().default([]),
    channels: text().array().notNull().default([]),
    destinations: text().array().notNull().default([]),
    action: text().notNull(),
    groupIds: uuid().array().notNull().default([]),
    enabled: boolean().notNull().default(true),
    /** the policy version of its last change: endpoints that acknowledged it or a later one enforce it */
    policyVersion: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: at().notNull().defaultNow(),
    updatedBy: uuid(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), uniqueIndex().on(t.accountId, t.name), index().on(t.accountId, t.kind)],
);

/** An account's custom data type (/add-custom-data): a regex or a keyword list, with the sample text it was tried on. */
export const dlpCustomTypes = pgTable(
  'dlp_custom_types',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    name: text().notNull(),
    /** 'regex' or 'keywords' */
    kind: text().notNull(),
    pattern: text(),
    keywords: text().array().notNull().default([]),
    caseSensitive: boolean().notNull().default(false),
    sampleText: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), uniqueIndex().on(t.accountId, t.name)],
);

/** An account's dictionary (/add-new-system-dictionary): a shipped system dictionary as base plus its own words. */
export const dlpDictionaries = pgTable(
  'dlp_dictionaries',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    name: text().notNull(),
    /** a SYSTEM_DICTIONARIES id, or null for a dictionary of the account's words only */
    baseId: text(),
    words: text().array().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), uniqueIndex().on(t.accountId, t.name)],
);

/**
 * Exact data: a token (/add-new-token, /token-hashes) or a file (/add-new-hash, /file-hash), stored only as
 * its SHA-256 (hex); a token's clear text never reaches the database. kind: 'token' or 'file'.
 */
export const dlpFingerprints = pgTable(
  'dlp_fingerprints',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    kind: text().notNull(),
    name: text().notNull(),
    sha256: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), uniqueIndex().on(t.accountId, t.kind, t.sha256)],
);

/** A monitored folder (/add-new-folder): a path on one platform family, validated for that platform. */
export const dlpFolders = pgTable(
  'dlp_folders',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    name: text().notNull(),
    platform: text().notNull(),
    path: text().notNull(),
    includeSubfolders: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), uniqueIndex().on(t.accountId, t.platform, t.path)],
);

import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, tenantId } from './columns';
import { alertActionEnum, severityEnum } from './fleet-enums';

/** Sensitive files found on an endpoint: current state per (endpoint, path, data type), first and last seen. */
export const sensitiveFiles = pgTable(
  'sensitive_files',
  {
    accountId: tenantId(),
    endpointId: uuid().notNull(),
    path: text().notNull(),
    dataType: text().notNull(),
    personId: uuid(),
    matchCount: integer().notNull(),
    firstSeen: at().notNull(),
    lastSeen: at().notNull(),
    removedAt: at(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.endpointId, t.path, t.dataType] }),
    index().on(t.accountId, t.dataType),
    index().on(t.accountId, t.lastSeen),
  ],
);

/** Sensitive data copied from one app into another (/sensitive-copy-paste-activity). */
export const copyPasteEvents = pgTable(
  'copy_paste_events',
  {
    accountId: tenantId(),
    id: uuid().notNull(),
    at: at().notNull(),
    endpointId: uuid().notNull(),
    personId: uuid().notNull(),
    source: text().notNull(),
    destination: text().notNull(),
    dataType: text().notNull(),
    matchCount: integer().notNull(),
    action: alertActionEnum().notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), index().on(t.accountId, t.at), index().on(t.accountId, t.personId, t.at)],
);

/** Secrets and other findings in source code on an endpoint (repository, file, rule). */
export const sourceCodeFindings = pgTable(
  'source_code_findings',
  {
    accountId: tenantId(),
    id: uuid().notNull(),
    at: at().notNull(),
    endpointId: uuid().notNull(),
    personId: uuid().notNull(),
    repository: text().notNull(),
    path: text().notNull(),
    line: integer(),
    rule: text().notNull(),
    severity: severityEnum().notNull(),
    /** where the code was sent, when the finding is an upload (e.g. a Gen AI app) */
    destination: text(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), index().on(t.accountId, t.at)],
);

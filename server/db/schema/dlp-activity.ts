import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, tenantId } from './columns';
import { alertActionEnum } from './fleet-enums';

/**
 * Data activity beyond copy-paste (issue 21, /sensitive-activity and /sensitive-data-ext): sensitive data an
 * endpoint's agent (origin 'agent') or its browser extension (origin 'extension') saw leaving through a
 * channel (USB, Cloud Storage, Gen AI, Email, Print), with the data types matched, the policy that acted
 * and its action. Pastes between apps stay in copy_paste_events; the Data Activity list reads both.
 */
export const dlpActivityEvents = pgTable(
  'dlp_activity_events',
  {
    accountId: tenantId(),
    id: uuid().notNull(),
    at: at().notNull(),
    endpointId: uuid().notNull(),
    personId: uuid(),
    origin: text().notNull(),
    channel: text().notNull(),
    /** what the extension saw on the site: 'upload', 'paste' or 'form_post'; null for the agent */
    operation: text(),
    /** the file or app the data came from, when known */
    source: text(),
    /** the app, device, site or printer it went to */
    destination: text().notNull(),
    /** the site's host name (extension events) */
    site: text(),
    dataTypes: text().array().notNull(),
    matchCount: integer().notNull(),
    policyId: uuid(),
    /** the policy's name when it acted (the policy may be renamed or deleted later) */
    policyName: text(),
    action: alertActionEnum().notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), index().on(t.accountId, t.at), index().on(t.accountId, t.origin, t.at)],
);

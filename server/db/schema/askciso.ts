import { foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { members } from './members';
import { at, createdAt, id, tenantId } from './columns';

// Issue 8: AskCISO conversations persist per console user and company.

export const askcisoConversations = pgTable(
  'askciso_conversations',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    createdAt: createdAt(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), index().on(t.accountId, t.memberId, t.updatedAt)],
);

/**
 * One question or answer. An answer keeps its structured part (links, table, chart, confirm card) in
 * `answer` and the question's resolved context (intent, entities, range) in `context`, so a follow-up
 * ('and this month?') can refine it.
 */
export const askcisoMessages = pgTable(
  'askciso_messages',
  {
    accountId: tenantId(),
    conversationId: uuid().notNull(),
    seq: integer().notNull(),
    role: text({ enum: ['user', 'assistant'] }).notNull(),
    content: text().notNull(),
    answer: jsonb(),
    context: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.conversationId, t.seq] }),
    foreignKey({ columns: [t.accountId, t.conversationId], foreignColumns: [askcisoConversations.accountId, askcisoConversations.id] }).onDelete('cascade'),
  ],
);

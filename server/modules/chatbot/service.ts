// AskCISO conversations (issue 8): each belongs to one console user in one company; nobody else reads it.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Answer, Conversation, Message } from '../../../src/api/contract/askciso';
import type { Db } from '../../db/client';
import { askcisoConversations, askcisoMessages } from '../../db/schema/index';
import { notFound } from '../../lib/http-error';
import type { Scope } from '../../plugins/scope';
import { ask } from '../../askciso/engine';
import type { QueryPlan } from '../../askciso/plan';

/** What a new conversation is called until its first question names it. */
export const NEW_TITLE = 'New conversation';

const mine = (scope: Scope) => and(eq(askcisoConversations.accountId, scope.accountId), eq(askcisoConversations.memberId, scope.memberId));

function toConversation(row: typeof askcisoConversations.$inferSelect): Conversation {
  return { id: row.id, title: row.title, created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString() };
}

export async function listConversations(db: Db, scope: Scope): Promise<Conversation[]> {
  const rows = await db.select().from(askcisoConversations).where(mine(scope)).orderBy(desc(askcisoConversations.updatedAt)).limit(500);
  return rows.map(toConversation);
}

export async function createConversation(db: Db, scope: Scope, title: string | undefined, now: Date): Promise<Conversation> {
  const [row] = await db
    .insert(askcisoConversations)
    .values({ accountId: scope.accountId, memberId: scope.memberId, title: title ?? NEW_TITLE, createdAt: now, updatedAt: now })
    .returning();
  return toConversation(row);
}

export async function getConversation(db: Db, scope: Scope, id: string): Promise<Conversation> {
  const [row] = await db.select().from(askcisoConversations).where(and(mine(scope), eq(askcisoConversations.id, id)));
  if (!row) throw notFound('There is no such conversation.');
  return toConversation(row);
}

export async function readMessages(db: Db, scope: Scope, id: string): Promise<Message[]> {
  await getConversation(db, scope, id);
  const rows = await db
    .select()
    .from(askcisoMessages)
    .where(and(eq(askcisoMessages.accountId, scope.accountId), eq(askcisoMessages.conversationId, id)))
    .orderBy(asc(askcisoMessages.seq));
  return rows.map((m) => ({ seq: m.seq, role: m.role, content: m.content, answer: (m.answer as Answer | null) ?? null, created_at: m.createdAt.toISOString() }));
}

export async function renameConversation(db: Db, scope: Scope, id: string, title: string, now: Date): Promise<Conversation> {
  const [row] = await db.update(askcisoConversations).set({ title, updatedAt: now }).where(and(mine(scope), eq(askcisoConversations.id, id))).returning();
  if (!row) throw notFound('There is no such conversation.');
  return toConversation(row);
}

export async function deleteConversation(db: Db, scope: Scope, id: string): Promise<void> {
  const rows = await db.delete(askcisoConversations).where(and(mine(scope), eq(askcisoConversations.id, id))).returning({ id: askcisoConversations.id });
  if (rows.length === 0) throw notFound('There is no such conversation.');
}

/** The plan of the conversation's last answered question, for follow-ups. */
async function lastPlan(db: Db, scope: Scope, id: string): Promise<QueryPlan | undefined> {
  const [row] = await db
    .select({ context: askcisoMessages.context })
    .from(askcisoMessages)
    .where(and(eq(askcisoMessages.accountId, scope.accountId), eq(askcisoMessages.conversationId, id), eq(askcisoMessages.role, 'assistant'), sql`${askcisoMessages.context} is not null`))
    .orderBy(desc(askcisoMessages.seq))
    .limit(1);
  return (row?.context as QueryPlan | undefined) ?? undefined;
}

/** Stores a question and its answer together, and names an untitled conversation after its first question. */
async function saveExchange(db: Db, scope: Scope, id: string, question: string, answer: Answer, plan: QueryPlan | undefined, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [{ next }] = (await tx
      .select({ next: sql<number>`coalesce(max(${askcisoMessages.seq}), 0)::int + 1` })
      .from(askcisoMessages)
      .where(and(eq(askcisoMessages.accountId, scope.accountId), eq(askcisoMessages.conversationId, id)))) as { next: number }[];
    await tx.insert(askcisoMessages).values([
      { accountId: scope.accountId, conversationId: id, seq: next, role: 'user', content: question, createdAt: now },
      { accountId: scope.accountId, conversationId: id, seq: next + 1, role: 'assistant', content: answer.text, answer, context: plan ?? null, createdAt: now },
    ]);
    await tx
      .update(askcisoConversations)
      .set({ updatedAt: now, title: sql`case when ${askcisoConversations.title} = ${NEW_TITLE} then ${question.slice(0, 80)} else ${askcisoConversations.title} end` })
      .where(and(mine(scope), eq(askcisoConversations.id, id)));
    return next + 1;
  });
}

/** Answers a question in the light of the conversation's last answer, and stores the exchange. */
export async function answerQuestion(
  db: Db, scope: Scope, id: string, question: string, now: Date, zone: string, onText?: (text: string) => void,
): Promise<{ seq: number; answer: Answer }> {
  const previous = await lastPlan(db, scope, id);
  const { answer, plan } = await ask({ db, scope, question, previous, now, zone, onText });
  const seq = await saveExchange(db, scope, id, question, answer, plan, now);
  return { seq, answer };
}

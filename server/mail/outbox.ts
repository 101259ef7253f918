// The outbox (issue 16): every message is rendered from its template when queued, stored with status
// Queued, and handed to the mail.send job. The job sends it over SMTP (Sent, or Failed with the
// server's answer and retried) or, without SMTP_URL, marks it Stored: nothing pretends to be sent.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, jobs, mailAttachments, mailOutbox } from '../db/schema/index';
import { enqueue } from '../jobs/queue';
import { accountTemplate, render, templateDefinition } from './templates';
import { smtpAnswerOf, type Transport } from './transport';

export const MAIL_JOB = 'mail.send';
/** tries of one message before its job is dead (back-off doubles between them) */
export const MAIL_ATTEMPTS = 5;
/** a rendered message larger than this is refused (400) */
export const MAX_MESSAGE_BYTES = 256 * 1024;

export interface MessageRequest {
  accountId: string;
  recipient: string;
  trigger: string;
  /** the template's variables; companyName is filled in from the account when missing */
  variables: Record<string, string>;
  related?: { type: 'person' | 'endpoint'; id: string; label: string };
  requestedBy?: string | null;
}

export class MessageTooLargeError extends Error {
  constructor(readonly recipient: string) {
    super(`The message to ${recipient} is larger than ${MAX_MESSAGE_BYTES / 1024} KB once rendered.`);
  }
}

/**
 * Renders and stores the messages and queues their delivery, all with `db` (the caller's transaction):
 * the messages exist exactly when the change that sends them commits. Answers the new message ids.
 */
export async function queueMessages(db: Db, requests: readonly MessageRequest[], now: Date): Promise<string[]> {
  const companyNames = new Map<string, string>();
  const ids: string[] = [];
  for (const request of requests) {
    const definition = templateDefinition(request.trigger);
    if (!definition) throw new Error(`no template '${request.trigger}'`);
    let companyName = companyNames.get(request.accountId);
    if (companyName === undefined) {
      const [account] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, request.accountId));
      companyName = account?.name ?? '';
      companyNames.set(request.accountId, companyName);
    }
    const parts = render(await accountTemplate(db, request.accountId, definition), { companyName, ...request.variables });
    if (Buffer.byteLength(parts.html) + Buffer.byteLength(parts.text) + Buffer.byteLength(parts.subject) > MAX_MESSAGE_BYTES) {
      throw new MessageTooLargeError(request.recipient);
    }
    const [row] = await db
      .insert(mailOutbox)
      .values({
        accountId: request.accountId,
        recipient: request.recipient,
        template: request.trigger,
        ...parts,
        status: 'Queued',
        relatedType: request.related?.type ?? null,
        relatedId: request.related?.id ?? null,
        relatedLabel: request.related?.label ?? null,
        requestedBy: request.requestedBy ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: mailOutbox.id });
    await enqueue(db, MAIL_JOB, { accountId: request.accountId, messageId: row.id }, { now, maxAttempts: MAIL_ATTEMPTS, singletonKey: `mail:${row.id}` });
    ids.push(row.id);
  }
  return ids;
}

/** Queues a Failed message again at once: its waiting retry is brought forward, or a new delivery job is queued. */
export async function retryMessage(db: Db, accountId: string, messageId: string, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'Queued', updatedAt: now })
    .where(and(eq(mailOutbox.accountId, accountId), eq(mailOutbox.id, messageId)));
  const moved = await db
    .update(jobs)
    .set({ runAt: now })
    .where(and(eq(jobs.singletonKey, `mail:${messageId}`), eq(jobs.status, 'queued')))
    .returning({ id: jobs.id });
  if (moved.length === 0) {
    await enqueue(db, MAIL_JOB, { accountId, messageId }, { now, maxAttempts: MAIL_ATTEMPTS, singletonKey: `mail:${messageId}` });
  }
}

/** The mail.send job: one try at delivering one message. Throws on a refusal so the queue retries. */
export async function deliver(db: Db, payload: Record<string, unknown>, options: { transport: Transport | null; from: string; now: Date }): Promise<void> {
  const accountId = String(payload.accountId);
  const messageId = String(payload.messageId);
  const where = and(eq(mailOutbox.accountId, accountId), eq(mailOutbox.id, messageId));
  const [message] = await db.select().from(mailOutbox).where(where);
  if (!message || message.status === 'Sent' || message.status === 'Stored') return;
  if (!options.transport) {
    await db.update(mailOutbox).set({ status: 'Stored', smtpResponse: null, updatedAt: options.now }).where(where);
    return;
  }
  try {
    const files = await db.select().from(mailAttachments).where(and(eq(mailAttachments.accountId, accountId), eq(mailAttachments.messageId, messageId)));
    const attachments = files.map((f) => ({ filename: f.filename, contentType: f.contentType, content: Buffer.from(f.content, 'base64') }));
    const answer = await options.transport({ from: options.from, to: message.recipient, subject: message.subject, html: message.html, text: message.text, ...(attachments.length ? { attachments } : {}) });
    await db
      .update(mailOutbox)
      .set({ status: 'Sent', smtpResponse: answer.slice(0, 1000), attempts: sql`${mailOutbox.attempts} + 1`, updatedAt: new Date() })
      .where(where);
  } catch (error) {
    const answer = smtpAnswerOf(error).slice(0, 1000);
    await db
      .update(mailOutbox)
      .set({ status: 'Failed', smtpResponse: answer, attempts: sql`${mailOutbox.attempts} + 1`, updatedAt: new Date() })
      .where(where);
    throw new Error(answer, { cause: error });
  }
}

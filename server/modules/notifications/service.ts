// Notification Logs, e-mail templates and the calls that message people (issue 16). Every query is
// scoped through request.scope; every change writes its audit row in its own transaction, with the
// messages it queues (server/mail/outbox.ts).
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type {
  EmailTrigger,
  NotificationLogQuery,
  NotificationMessage,
  NotificationRow,
  SendResult,
  TemplateBody,
  TemplateDetail,
  TemplateSummary,
} from '../../../src/api/contract/notifications';
import { linkTo } from '../../../src/lib/links';
import type { Db } from '../../db/client';
import { accountEmailTemplates, complianceResults, defaultEmailTemplates, endpoints, mailOutbox, members, people, type MailRow } from '../../db/schema/index';
import { HttpError, conflict, notFound } from '../../lib/http-error';
import { containsPattern, iso } from '../../lib/sql';
import { MessageTooLargeError, queueMessages, retryMessage, type MessageRequest } from '../../mail/outbox';
import {
  TEMPLATES,
  accountTemplate,
  providerTemplate,
  render,
  sampleVariables,
  templateDefinition,
  templateIssues,
  type TemplateDefinition,
  type TemplateParts,
} from '../../mail/templates';
import { endpointIs, tableColumns } from '../../metrics/endpoints';
import { peopleColumns, personIs } from '../../metrics/people';
import type { Scope } from '../../plugins/scope';
import type { Audit } from '../saas/audit';

/** a second message of the same kind about the same person or endpoint within this window is skipped */
export const RESEND_WINDOW_MS = 60 * 60_000;

const badRequest = (message: string, issues: { path: string; message: string }[]) => new HttpError(400, 'VALIDATION_ERROR', message, {}, issues);

// ---------- Notification Logs ----------

function logWhere(scope: Scope, query: Omit<NotificationLogQuery, 'page' | 'size' | 'sb' | 'so'>): SQL {
  const conditions: (SQL | undefined)[] = [eq(mailOutbox.accountId, scope.accountId)];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(ilike(mailOutbox.recipient, pattern), ilike(mailOutbox.subject, pattern), ilike(mailOutbox.template, pattern), ilike(mailOutbox.relatedLabel, pattern)),
    );
  }
  if (query.status?.length) conditions.push(inArray(mailOutbox.status, query.status));
  if (query.s !== undefined) conditions.push(gte(mailOutbox.createdAt, new Date(query.s)));
  if (query.e !== undefined) conditions.push(lte(mailOutbox.createdAt, new Date(query.e)));
  return and(...conditions) as SQL;
}

const SORT_COLUMNS = { time: mailOutbox.createdAt, recipient: mailOutbox.recipient, status: mailOutbox.status, template: mailOutbox.template } as const;

function rowOf(m: MailRow): NotificationRow {
  return {
    id: m.id,
    recipient: m.recipient,
    template: m.template,
    subject: m.subject,
    status: m.status,
    smtp_response: m.smtpResponse,
    attempts: m.attempts,
    time: iso(m.createdAt)!,
    updated_at: iso(m.updatedAt)!,
    related: m.relatedType && m.relatedId ? { type: m.relatedType, id: m.relatedId, label: m.relatedLabel ?? '' } : null,
    requested_by: m.requestedBy,
  };
}

export async function listLogs(db: Db, scope: Scope, query: NotificationLogQuery): Promise<NotificationRow[]> {
  const order = query.so === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(logWhere(scope, query))
    .orderBy(order(SORT_COLUMNS[query.sb]), order(mailOutbox.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return rows.map(rowOf);
}

export async function countLogs(db: Db, scope: Scope, query: NotificationLogQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mailOutbox).where(logWhere(scope, query));
  return Number(row.n);
}

async function messageOf(db: Db, scope: Scope, id: string): Promise<MailRow> {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.accountId, scope.accountId), eq(mailOutbox.id, id)));
  if (!row) throw notFound('No such message.');
  return row;
}

export async function getLog(db: Db, scope: Scope, id: string): Promise<NotificationMessage> {
  const row = await messageOf(db, scope, id);
  return { ...rowOf(row), html: row.html, text: row.text };
}

export async function retryLog(db: Db, scope: Scope, id: string, now: Date, audit: Audit): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await messageOf(tx, scope, id);
    if (row.status !== 'Failed') throw conflict(`Only a Failed message can be sent again; this one is ${row.status}.`);
    await retryMessage(tx, scope.accountId, id, now);
    await audit(tx, row.recipient, { message: id, template: row.template });
  });
}

// ---------- templates ----------

function definitionOf(trigger: EmailTrigger): TemplateDefinition {
  return templateDefinition(trigger)!;
}

function checkParts(definition: TemplateDefinition, body: TemplateBody): void {
  const issues = templateIssues(definition, body);
  if (issues.length) throw badRequest(issues[0].message, issues);
}

function variablesOf(definition: TemplateDefinition) {
  return Object.entries(definition.variables).map(([name, v]) => ({ name, description: v.description, sample: v.sample }));
}

interface Stored {
  id: string | null;
  updatedAt: Date | null;
  updatedBy: string | null;
}

function summaryOf(definition: TemplateDefinition, parts: TemplateParts & { source: TemplateSummary['source'] }, stored: Stored): TemplateSummary {
  return {
    trigger: definition.trigger as EmailTrigger,
    name: definition.name,
    description: definition.description,
    subject: parts.subject,
    source: parts.source,
    id: stored.id,
    updated_at: iso(stored.updatedAt),
    updated_by: stored.updatedBy,
  };
}

async function accountStored(db: Db, accountId: string, trigger: string): Promise<Stored> {
  const [row] = await db
    .select({ id: accountEmailTemplates.id, updatedAt: accountEmailTemplates.updatedAt, updatedBy: accountEmailTemplates.updatedBy })
    .from(accountEmailTemplates)
    .where(and(eq(accountEmailTemplates.accountId, accountId), eq(accountEmailTemplates.trigger, trigger)));
  return row ?? { id: null, updatedAt: null, updatedBy: null };
}

async function providerStored(db: Db, trigger: string): Promise<Stored> {
  const [row] = await db
    .select({ updatedAt: defaultEmailTemplates.updatedAt, updatedBy: defaultEmailTemplates.updatedBy })
    .from(defaultEmailTemplates)
    .where(eq(defaultEmailTemplates.trigger, trigger));
  return row ? { id: null, ...row } : { id: null, updatedAt: null, updatedBy: null };
}

async function accountDetail(db: Db, scope: Scope, trigger: EmailTrigger): Promise<TemplateDetail> {
  const definition = definitionOf(trigger);
  const parts = await accountTemplate(db, scope.accountId, definition);
  const fallback = await providerTemplate(db, definition);
  return {
    ...summaryOf(definition, parts, await accountStored(db, scope.accountId, trigger)),
    html: parts.html,
    text: parts.text,
    variables: variablesOf(definition),
    default: { subject: fallback.subject, html: fallback.html, text: fallback.text },
  };
}

async function providerDetail(db: Db, trigger: EmailTrigger): Promise<TemplateDetail> {
  const definition = definitionOf(trigger);
  const parts = await providerTemplate(db, definition);
  return {
    ...summaryOf(definition, parts, await providerStored(db, trigger)),
    html: parts.html,
    text: parts.text,
    variables: variablesOf(definition),
    default: { subject: definition.subject, html: definition.html, text: definition.text },
  };
}

export async function listAccountTemplates(db: Db, scope: Scope): Promise<TemplateSummary[]> {
  const out: TemplateSummary[] = [];
  for (const definition of TEMPLATES) {
    out.push(summaryOf(definition, await accountTemplate(db, scope.accountId, definition), await accountStored(db, scope.accountId, definition.trigger)));
  }
  return out;
}

export const getAccountTemplate = accountDetail;

export async function saveAccountTemplate(db: Db, scope: Scope, trigger: EmailTrigger, body: TemplateBody, now: Date, audit: Audit): Promise<TemplateDetail> {
  checkParts(definitionOf(trigger), body);
  return db.transaction(async (tx) => {
    const values = { ...body, updatedBy: scope.email, updatedAt: now };
    await tx
      .insert(accountEmailTemplates)
      .values({ accountId: scope.accountId, trigger, ...values })
      .onConflictDoUpdate({ target: [accountEmailTemplates.accountId, accountEmailTemplates.trigger], set: values });
    await audit(tx, trigger, { subject: body.subject });
    return accountDetail(tx, scope, trigger);
  });
}

export async function resetAccountTemplate(db: Db, scope: Scope, trigger: EmailTrigger, audit: Audit): Promise<TemplateDetail> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(accountEmailTemplates)
      .where(and(eq(accountEmailTemplates.accountId, scope.accountId), eq(accountEmailTemplates.trigger, trigger)))
      .returning({ id: accountEmailTemplates.id });
    if (removed.length) await audit(tx, trigger, { reset: true });
    return accountDetail(tx, scope, trigger);
  });
}

export async function listProviderTemplates(db: Db): Promise<TemplateSummary[]> {
  const out: TemplateSummary[] = [];
  for (const definition of TEMPLATES) out.push(summaryOf(definition, await providerTemplate(db, definition), await providerStored(db, definition.trigger)));
  return out;
}

export const getProviderTemplate = (db: Db, trigger: EmailTrigger) => providerDetail(db, trigger);

export async function saveProviderTemplate(db: Db, scope: Scope, trigger: EmailTrigger, body: TemplateBody, now: Date, audit: Audit): Promise<TemplateDetail> {
  checkParts(definitionOf(trigger), body);
  return db.transaction(async (tx) => {
    const values = { ...body, updatedBy: scope.email, updatedAt: now };
    await tx.insert(defaultEmailTemplates).values({ trigger, ...values }).onConflictDoUpdate({ target: defaultEmailTemplates.trigger, set: values });
    await audit(tx, trigger, { subject: body.subject, scope: 'provider default' });
    return providerDetail(tx, trigger);
  });
}

export async function resetProviderTemplate(db: Db, trigger: EmailTrigger, audit: Audit): Promise<TemplateDetail> {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(defaultEmailTemplates).where(eq(defaultEmailTemplates.trigger, trigger)).returning({ trigger: defaultEmailTemplates.trigger });
    if (removed.length) await audit(tx, trigger, { reset: true, scope: 'provider default' });
    return providerDetail(tx, trigger);
  });
}

export function previewTemplate(trigger: EmailTrigger, body: TemplateBody): TemplateBody {
  const definition = definitionOf(trigger);
  checkParts(definition, body);
  return render(body, sampleVariables(definition));
}

// ---------- sending ----------

export interface SendContext {
  now: Date;
  publicUrl: string;
  audit: Audit;
}

/** Queues the messages and the call's audit row in one transaction; a message too large once rendered is a 400. */
async function send(db: Db, requests: MessageRequest[], skipped: SendResult['skipped'], context: SendContext, target: string): Promise<SendResult> {
  try {
    await db.transaction(async (tx) => {
      await queueMessages(tx, requests, context.now);
      await context.audit(tx, target, { queued: requests.length, recipients: requests.slice(0, 50).map((r) => r.recipient), skipped: skipped.length });
    });
  } catch (error) {
    if (error instanceof MessageTooLargeError) throw badRequest(error.message, [{ path: 'body', message: error.message }]);
    throw error;
  }
  return { queued: requests.length, skipped };
}

/** Targets (people or endpoints) that already got this kind of message within the resend window. */
async function recentlyMessaged(db: Db, scope: Scope, trigger: string, relatedIds: string[], now: Date): Promise<Set<string>> {
  if (relatedIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: mailOutbox.relatedId })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.accountId, scope.accountId),
        eq(mailOutbox.template, trigger),
        inArray(mailOutbox.relatedId, relatedIds),
        ne(mailOutbox.status, 'Failed'),
        gte(mailOutbox.createdAt, new Date(now.getTime() - RESEND_WINDOW_MS)),
      ),
    );
  return new Set(rows.map((r) => r.id!));
}

const TOO_SOON = 'Already sent this message less than an hour ago.';
const NO_OWNER = 'The endpoint has no owner to message.';

async function inviterName(db: Db, scope: Scope): Promise<string> {
  const [member] = await db.select({ first: members.firstName, last: members.lastName }).from(members).where(eq(members.id, scope.memberId));
  return member ? `${member.first} ${member.last}`.trim() : scope.email;
}

export async function inviteUsers(db: Db, scope: Scope, emails: string[] | null, context: SendContext): Promise<SendResult> {
  const wanted = emails ? [...new Set(emails.map((e) => e.toLowerCase()))] : null;
  const where = wanted
    ? and(scope.people(), inArray(sql`lower(${people.email})`, wanted))
    : and(scope.people(), eq(people.status, 'ACTIVE'), personIs('agentMissing', peopleColumns));
  const found = await db.select({ id: people.id, name: people.name, email: people.email }).from(people).where(where).orderBy(asc(people.email));
  if (wanted) {
    const known = new Set(found.map((p) => p.email.toLowerCase()));
    const missing = wanted.filter((e) => !known.has(e));
    if (missing.length) {
      const issues = missing.slice(0, 20).map((e) => ({ path: 'users', message: `${e} is not a person of this company.` }));
      throw badRequest(issues[0].message, issues);
    }
  }
  const recent = await recentlyMessaged(db, scope, 'user-invitation', found.map((p) => p.id), context.now);
  const skipped = found.filter((p) => recent.has(p.id)).map((p) => ({ target: p.email, reason: TOO_SOON }));
  const inviter = await inviterName(db, scope);
  const requests: MessageRequest[] = found
    .filter((p) => !recent.has(p.id))
    .map((p) => ({
      accountId: scope.accountId,
      recipient: p.email,
      trigger: 'user-invitation',
      variables: { recipientName: p.name, inviterName: inviter, downloadLink: context.publicUrl + linkTo('copilot-download') },
      related: { type: 'person', id: p.id, label: p.name },
      requestedBy: scope.email,
    }));
  return send(db, requests, skipped, context, wanted ? 'selected people' : 'all people without the agent');
}

export type DeviceNotice = 'noncompliance' | 'disk-encryption' | 'non-mdm';

const NOTICES: Record<DeviceNotice, { trigger: EmailTrigger; applies: SQL; notApplicable: string }> = {
  noncompliance: { trigger: 'noncompliance-notice', applies: endpointIs('noncompliant', tableColumns), notApplicable: 'The endpoint is not non-compliant.' },
  'disk-encryption': { trigger: 'disk-encryption-alert', applies: endpointIs('unencrypted', tableColumns), notApplicable: 'The endpoint’s disk is already encrypted.' },
  'non-mdm': { trigger: 'non-mdm-alert', applies: not(endpointIs('mdm', tableColumns)), notApplicable: 'The endpoint is already managed by MDM.' },
};

/**
 * Messages the owners of endpoints (the listed ones, or every one the notice applies to). Only endpoints
 * whose owner the role may see count: a group admin reaches its groups' people's endpoints only.
 */
export async function notifyOwners(db: Db, scope: Scope, notice: DeviceNotice, ids: string[] | null, context: SendContext): Promise<SendResult> {
  const spec = NOTICES[notice];
  const visibleOwner = scope.groupIds === null ? undefined : sql`${endpoints.ownerPersonId} in (select ${people.id} from ${people} where ${scope.people()})`;
  const rows = await db
    .select({
      id: endpoints.id,
      hostname: endpoints.hostname,
      applies: sql<boolean>`coalesce(${spec.applies}, false)`,
      ownerId: people.id,
      ownerName: people.name,
      ownerEmail: people.email,
    })
    .from(endpoints)
    .leftJoin(people, and(eq(people.accountId, endpoints.accountId), eq(people.id, endpoints.ownerPersonId)))
    .where(and(eq(endpoints.accountId, scope.accountId), visibleOwner, ids ? inArray(endpoints.id, ids) : spec.applies))
    .orderBy(asc(endpoints.hostname));
  if (ids) {
    const found = new Set(rows.map((r) => r.id));
    const missing = [...new Set(ids)].filter((id) => !found.has(id));
    if (missing.length) {
      const issues = missing.slice(0, 20).map((id) => ({ path: 'devices', message: `No endpoint ${id} in this company.` }));
      throw badRequest(issues[0].message, issues);
    }
  }
  const recent = await recentlyMessaged(db, scope, spec.trigger, rows.map((r) => r.id), context.now);
  const skipped: SendResult['skipped'] = [];
  const chosen = rows.filter((r) => {
    const reason = !r.applies ? spec.notApplicable : !r.ownerEmail ? NO_OWNER : recent.has(r.id) ? TOO_SOON : null;
    if (reason) skipped.push({ target: r.hostname, reason });
    return !reason;
  });
  const failing = notice === 'noncompliance' ? await failedControls(db, scope.accountId, chosen.map((r) => r.id)) : new Map<string, string[]>();
  const requests: MessageRequest[] = chosen.map((r) => ({
    accountId: scope.accountId,
    recipient: r.ownerEmail!,
    trigger: spec.trigger,
    variables: {
      recipientName: r.ownerName!,
      deviceName: r.hostname,
      deviceLink: context.publicUrl + linkTo('mdm-history', { id: r.id, name: r.hostname }),
      enrolLink: context.publicUrl + linkTo('mdm-enroll'),
      failedControls: (failing.get(r.id) ?? []).join(', ') || 'see the console',
    },
    related: { type: 'endpoint', id: r.id, label: r.hostname },
    requestedBy: scope.email,
  }));
  return send(db, requests, skipped, context, ids ? 'selected endpoints' : `every endpoint (${notice})`);
}

async function failedControls(db: Db, accountId: string, endpointIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (endpointIds.length === 0) return out;
  const rows = await db
    .selectDistinct({ endpointId: complianceResults.endpointId, control: complianceResults.control })
    .from(complianceResults)
    .where(and(eq(complianceResults.accountId, accountId), inArray(complianceResults.endpointId, endpointIds), eq(complianceResults.passed, false)))
    .orderBy(asc(complianceResults.control));
  for (const r of rows) {
    const list = out.get(r.endpointId) ?? [];
    if (list.length < 10) list.push(r.control);
    out.set(r.endpointId, list);
  }
  return out;
}

// Logs (issue 26): the company's audit trail (Admin Action Logs) and its agents' errors (Copilot Error
// Logs). Every query is scoped to request.scope's company; the exports read a batch at a time (keyset
// on time and id), so a file of any size is written as it is read.
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  targetTypeOf,
  type AdminLogDetail,
  type AdminLogFacets,
  type AdminLogFilterQuery,
  type AdminLogQuery,
  type AdminLogRow,
  type ErrorLogFilterQuery,
  type ErrorLogQuery,
  type ErrorLogRow,
  type FieldChange,
} from '../../../src/api/contract/logs';
import type { Db } from '../../db/client';
import { agentErrors, auditLog, endpoints, people } from '../../db/schema/index';
import { notFound } from '../../lib/http-error';
import { containsPattern, iso } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';

const BATCH = 500;

type Cursor = { at: string; id: string };

/**
 * Every row of a query in (time, id) order, a batch at a time: `batch(after)` reads the rows after the
 * cursor (none for the first batch), each with its time as text (`cursorAt`, exact to the microsecond).
 */
async function* keyset<R extends { id: string; cursorAt: string }>(batch: (after: Cursor | null) => Promise<R[]>): AsyncGenerator<R> {
  let cursor: Cursor | null = null;
  for (;;) {
    const rows: R[] = await batch(cursor);
    yield* rows;
    if (rows.length < BATCH) return;
    const last: R = rows[rows.length - 1]!;
    cursor = { at: String(last.cursorAt), id: last.id };
  }
}

/** The keyset condition: rows after the cursor in the list's order. */
const afterCursor = (at: SQL | AnyColumn, id: AnyColumn, cursor: Cursor | null, ascending: boolean): SQL | undefined =>
  cursor ? (ascending ? sql`(${at}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql`(${at}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`) : undefined;

// ---------- Admin Action Logs ----------

function auditWhere(scope: Scope, q: AdminLogFilterQuery): SQL {
  const conditions: (SQL | undefined)[] = [eq(auditLog.accountId, scope.accountId)];
  if (q.u) conditions.push(ilike(auditLog.email, containsPattern(q.u)));
  if (q.q) conditions.push(or(ilike(auditLog.target, containsPattern(q.q)), ilike(auditLog.traceId, containsPattern(q.q))));
  if (q.action?.length) conditions.push(inArray(auditLog.action, q.action));
  // a type is an action namespace: its rows are the actions under it (the contract allows no wildcard characters)
  if (q.tt?.length) conditions.push(or(...q.tt.map((tt) => sql`${auditLog.action} like ${`${tt}.%`}`)));
  if (q.s !== undefined) conditions.push(gte(auditLog.at, new Date(q.s)));
  if (q.e !== undefined) conditions.push(lte(auditLog.at, new Date(q.e)));
  return and(...conditions) as SQL;
}

const auditColumns = {
  id: auditLog.id,
  at: auditLog.at,
  email: auditLog.email,
  role: auditLog.role,
  action: auditLog.action,
  target: auditLog.target,
  traceId: auditLog.traceId,
  hasDetails: sql<boolean>`(${auditLog.details} is not null and ${auditLog.details} <> '{}'::jsonb)`,
};

type AuditSelected = { id: string; at: Date; email: string; role: AdminLogRow['role']; action: string; target: string; traceId: string; hasDetails: boolean };

function auditRowOf(r: AuditSelected): AdminLogRow {
  return {
    id: r.id,
    time: iso(r.at)!,
    email: r.email,
    role: r.role,
    action: r.action,
    target: r.target,
    target_type: targetTypeOf(r.action),
    trace_id: r.traceId,
    has_details: Boolean(r.hasDetails),
  };
}

export async function listAdminLogs(db: Db, scope: Scope, q: AdminLogQuery): Promise<AdminLogRow[]> {
  const order = q.so === 'asc' ? asc : desc;
  const rows = await db
    .select(auditColumns)
    .from(auditLog)
    .where(auditWhere(scope, q))
    .orderBy(order(auditLog.at), order(auditLog.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  return rows.map(auditRowOf);
}

export async function countAdminLogs(db: Db, scope: Scope, q: AdminLogFilterQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(auditWhere(scope, q));
  return Number(row.n);
}

/** Every filtered row in the query's order, a batch at a time; the filters are fixed before the first batch. */
export async function* streamAdminLogs(db: Db, scope: Scope, q: AdminLogFilterQuery): AsyncGenerator<AdminLogRow> {
  const where = auditWhere(scope, q);
  const ascending = q.so === 'asc';
  const order = ascending ? asc : desc;
  const rows = keyset((cursor) =>
    db
      .select({ ...auditColumns, cursorAt: sql<string>`${auditLog.at}::text` })
      .from(auditLog)
      .where(and(where, afterCursor(auditLog.at, auditLog.id, cursor, ascending)))
      .orderBy(order(auditLog.at), order(auditLog.id))
      .limit(BATCH),
  );
  for await (const r of rows) yield auditRowOf(r);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields a change touched, when its details recorded the state before it: `before`/`after` objects,
 * or a `previous` object beside the new values (what some changes record). Null when nothing says what was there.
 */
export function changesOf(details: Record<string, unknown> | null): FieldChange[] | null {
  if (!details) return null;
  let before: Record<string, unknown>;
  let after: Record<string, unknown>;
  if (isObject(details.before) && isObject(details.after)) {
    before = details.before;
    after = details.after;
  } else if (isObject(details.previous)) {
    before = details.previous;
    after = Object.fromEntries(Object.entries(details).filter(([key]) => key !== 'previous'));
  } else return null;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.filter((field) => !same(before[field], after[field])).map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

export async function getAdminLog(db: Db, scope: Scope, id: string): Promise<AdminLogDetail> {
  const [row] = await db
    .select({ ...auditColumns, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.accountId, scope.accountId), eq(auditLog.id, id)));
  if (!row) throw notFound('No such audit row.');
  const details = row.details ?? null;
  return { ...auditRowOf(row), details, changes: changesOf(details) };
}

export async function adminLogFacets(db: Db, scope: Scope): Promise<AdminLogFacets> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).where(eq(auditLog.accountId, scope.accountId));
  const actions = rows.map((r) => r.action).sort();
  return { actions, target_types: [...new Set(actions.map(targetTypeOf))].sort() };
}

// ---------- Copilot Error Logs ----------

function errorWhere(scope: Scope, q: ErrorLogFilterQuery): SQL {
  const conditions: (SQL | undefined)[] = [eq(agentErrors.accountId, scope.accountId), scope.people()];
  if (q.q) conditions.push(ilike(endpoints.hostname, containsPattern(q.q)));
  if (q.endpoint) conditions.push(eq(agentErrors.endpointId, q.endpoint));
  if (q.severity?.length) conditions.push(inArray(agentErrors.severity, q.severity));
  if (q.component?.length) conditions.push(inArray(agentErrors.component, q.component));
  if (q.s !== undefined) conditions.push(gte(agentErrors.at, new Date(q.s)));
  if (q.e !== undefined) conditions.push(lte(agentErrors.at, new Date(q.e)));
  return and(...conditions) as SQL;
}

const errorColumns = {
  id: agentErrors.id,
  at: agentErrors.at,
  endpointId: agentErrors.endpointId,
  hostname: endpoints.hostname,
  personId: agentErrors.personId,
  personName: people.name,
  personEmail: people.email,
  severity: agentErrors.severity,
  component: agentErrors.component,
  code: agentErrors.code,
  message: agentErrors.message,
  agentVersion: agentErrors.agentVersion,
};

type ErrorSelected = { id: string; at: Date; endpointId: string; hostname: string; personId: string; personName: string; personEmail: string; severity: string; component: string; code: string; message: string; agentVersion: string };

function errorRowOf(r: ErrorSelected): ErrorLogRow {
  return {
    id: r.id,
    time: iso(r.at)!,
    endpoint: { id: r.endpointId, hostname: r.hostname },
    person: { id: r.personId, name: r.personName, email: r.personEmail },
    severity: r.severity as ErrorLogRow['severity'],
    component: r.component,
    code: r.code,
    message: r.message,
    agent_version: r.agentVersion,
  };
}

const onEndpoint = and(eq(endpoints.accountId, agentErrors.accountId), eq(endpoints.id, agentErrors.endpointId));
const onPerson = and(eq(people.accountId, agentErrors.accountId), eq(people.id, agentErrors.personId));

export async function listErrorLogs(db: Db, scope: Scope, q: ErrorLogQuery): Promise<ErrorLogRow[]> {
  const order = q.so === 'asc' ? asc : desc;
  const rows = await db
    .select(errorColumns)
    .from(agentErrors)
    .innerJoin(endpoints, onEndpoint)
    .innerJoin(people, onPerson)
    .where(errorWhere(scope, q))
    .orderBy(order(agentErrors.at), order(agentErrors.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  return rows.map(errorRowOf);
}

export async function countErrorLogs(db: Db, scope: Scope, q: ErrorLogFilterQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(agentErrors).innerJoin(endpoints, onEndpoint).innerJoin(people, onPerson).where(errorWhere(scope, q));
  return Number(row.n);
}

export async function* streamErrorLogs(db: Db, scope: Scope, q: ErrorLogFilterQuery): AsyncGenerator<ErrorLogRow> {
  const where = errorWhere(scope, q);
  const ascending = q.so === 'asc';
  const order = ascending ? asc : desc;
  const rows = keyset((cursor) =>
    db
      .select({ ...errorColumns, cursorAt: sql<string>`${agentErrors.at}::text` })
      .from(agentErrors)
      .innerJoin(endpoints, onEndpoint)
      .innerJoin(people, onPerson)
      .where(and(where, afterCursor(agentErrors.at, agentErrors.id, cursor, ascending)))
      .orderBy(order(agentErrors.at), order(agentErrors.id))
      .limit(BATCH),
  );
  for await (const r of rows) yield errorRowOf(r);
}

export async function errorLogFacets(db: Db, scope: Scope): Promise<{ components: string[] }> {
  const rows = await db.selectDistinct({ component: agentErrors.component }).from(agentErrors).where(eq(agentErrors.accountId, scope.accountId));
  return { components: rows.map((r) => r.component).sort() };
}

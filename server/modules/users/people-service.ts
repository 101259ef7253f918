// Managing people (Admin › MANAGEMENT, spec part 1 §7 "Users"): one person by e-mail, add (JSON), edit and
// make active, delete. Reads go through scope.people() (a group admin finds only its groups' people);
// every change writes its audit row in its own transaction.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { PersonBody, PersonDetail, PersonUpdateBody } from '../../../src/api/contract/users';
import type { Db } from '../../db/client';
import { endpoints, groups, people, personGroups, type PersonRow } from '../../db/schema/index';
import { forgetActivePerson } from '../../ingest/rollups';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { iso } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';

/** Writes a change's audit row with the change's transaction. */
export type Audit = (tx: Db, target: string, details: Record<string, unknown>) => Promise<void>;

/** people.name holds one name: the form's first and last names are joined, and split at the first space to edit. */
export const joinName = (first: string, last: string): string => `${first.trim()} ${last.trim()}`.trim();
export function splitName(name: string): { first_name: string; last_name: string } {
  const at = name.indexOf(' ');
  return at < 0 ? { first_name: name, last_name: '' } : { first_name: name.slice(0, at), last_name: name.slice(at + 1) };
}

export const EMAIL_TAKEN = 'A person with this e-mail already exists in this company.';

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** 400 in the API's error shape, with one issue per problem. */
export function badInput(message: string, issues: { path: string; message: string }[]): HttpError {
  return new HttpError(400, 'VALIDATION', message, {}, issues);
}

/** The ids of `wanted` that are groups of the company; 400 naming the others. */
export async function checkGroupIds(db: Db, accountId: string, wanted: readonly string[]): Promise<string[]> {
  const unique = [...new Set(wanted)];
  if (unique.length === 0) return [];
  const found = await db.select({ id: groups.id }).from(groups).where(and(eq(groups.accountId, accountId), inArray(groups.id, unique)));
  const known = new Set(found.map((g) => g.id));
  const missing = unique.filter((id) => !known.has(id));
  if (missing.length) throw badInput('Some of the chosen groups do not exist.', missing.map((id) => ({ path: 'groups', message: `No group with id ${id}.` })));
  return unique;
}

async function detailOf(db: Db, scope: Scope, row: PersonRow): Promise<PersonDetail> {
  const memberships = await db
    .select({ id: groups.id, name: groups.name })
    .from(personGroups)
    .innerJoin(groups, and(eq(groups.accountId, personGroups.accountId), eq(groups.id, personGroups.groupId)))
    .where(and(eq(personGroups.accountId, scope.accountId), eq(personGroups.personId, row.id)))
    .orderBy(asc(groups.name));
  const [owned] = await db
    .select({ n: count() })
    .from(endpoints)
    .where(and(eq(endpoints.accountId, scope.accountId), eq(endpoints.ownerPersonId, row.id)));
  return {
    id: row.id,
    name: row.name,
    ...splitName(row.name),
    email: row.email,
    department: row.department,
    groups: memberships.map((m) => m.name),
    group_ids: memberships.map((m) => m.id),
    risk_level: row.riskLevel,
    copilot_status: row.copilotStatus,
    status: row.status,
    scope: row.scope,
    last_seen: iso(row.lastSeen),
    endpoints: Number(owned?.n ?? 0),
  };
}

/** GET /users/{email}: case-insensitive, within what the role may see. */
export async function getPerson(db: Db, scope: Scope, email: string): Promise<PersonDetail> {
  const [row] = await db
    .select()
    .from(people)
    .where(and(scope.people(), sql`lower(${people.email}) = lower(${email})`))
    .limit(1);
  if (!row) throw notFound('No person with this e-mail.');
  return detailOf(db, scope, row);
}

async function findVisible(db: Db, scope: Scope, id: string): Promise<PersonRow> {
  const [row] = await db.select().from(people).where(and(scope.people(), eq(people.id, id)));
  if (!row) throw notFound('No such person.');
  return row;
}

export async function emailTaken(db: Db, accountId: string, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: sql<string>`lower(${people.email})` })
    .from(people)
    .where(and(eq(people.accountId, accountId), inArray(sql`lower(${people.email})`, emails.map((e) => e.toLowerCase()))));
  return new Set(rows.map((r) => r.email));
}

/** POST /users: 409 when the e-mail is a person of the company already (whoever may see them). */
export async function addPerson(db: Db, scope: Scope, body: Required<PersonBody>, now: Date, audit: Audit): Promise<PersonDetail> {
  const email = body.email.toLowerCase();
  try {
    return await db.transaction(async (tx) => {
      if ((await emailTaken(tx, scope.accountId, [email])).size) throw conflict(EMAIL_TAKEN);
      const groupList = await checkGroupIds(tx, scope.accountId, body.groups);
      const [row] = await tx
        .insert(people)
        .values({ accountId: scope.accountId, name: joinName(body.first_name, body.last_name), email, department: body.department || null, createdAt: now })
        .returning();
      if (groupList.length) await tx.insert(personGroups).values(groupList.map((groupId) => ({ accountId: scope.accountId, personId: row.id, groupId })));
      await audit(tx, email, { name: row.name, department: row.department, groups: groupList });
      return detailOf(tx, scope, row);
    });
  } catch (error) {
    // two admins adding the same address at once: the unique index decides
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

type Snapshot = { name: string; department: string | null; status: string; groups: string[] };
const snapshot = (d: PersonDetail): Snapshot => ({ name: d.name, department: d.department, status: d.status, groups: d.groups });

/** POST /users/{id}: name, department, groups and status, with what changed in the audit row. */
export async function updatePerson(db: Db, scope: Scope, id: string, body: Required<PersonUpdateBody>, audit: Audit): Promise<PersonDetail> {
  return db.transaction(async (tx) => {
    const current = await findVisible(tx, scope, id);
    const before = await detailOf(tx, scope, current);
    const groupList = await checkGroupIds(tx, scope.accountId, body.groups);
    const [row] = await tx
      .update(people)
      .set({ name: joinName(body.first_name, body.last_name), department: body.department || null, status: body.status })
      .where(and(eq(people.accountId, scope.accountId), eq(people.id, id)))
      .returning();
    await tx.delete(personGroups).where(and(eq(personGroups.accountId, scope.accountId), eq(personGroups.personId, id)));
    if (groupList.length) await tx.insert(personGroups).values(groupList.map((groupId) => ({ accountId: scope.accountId, personId: id, groupId })));
    const after = await detailOf(tx, scope, row);
    await audit(tx, row.email, { before: snapshot(before), after: snapshot(after) });
    return after;
  });
}

/**
 * DELETE /users/{id}: their group memberships go with them (cascade); their endpoints stay enrolled with
 * no owner, and the activity already recorded under them stays for the reports, though they no longer count
 * among a day's active people (forgetActivePerson).
 */
export async function deletePerson(db: Db, scope: Scope, id: string, audit: Audit): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findVisible(tx, scope, id);
    const released = await tx
      .update(endpoints)
      .set({ ownerPersonId: null })
      .where(and(eq(endpoints.accountId, scope.accountId), eq(endpoints.ownerPersonId, id)))
      .returning({ id: endpoints.id });
    await tx.delete(people).where(and(eq(people.accountId, scope.accountId), eq(people.id, id)));
    await tx.execute(forgetActivePerson(scope.accountId, id));
    await audit(tx, row.email, { name: row.name, department: row.department, endpoints_without_owner: released.length });
  });
}

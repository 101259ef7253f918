// Groups of people (/group-management, /add-group, /update-group/{name}): the groups group admins are
// limited to (member_groups). Reads go through scope.groups(); changes are the account admin's, each with
// its audit row in its transaction. A group a group admin is limited to cannot be deleted (409 naming them).
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { GroupBody, GroupDetail, GroupListQuery, GroupOption, GroupRow } from '../../../src/api/contract/users';
import type { Db } from '../../db/client';
import { groups, memberGroups, members, people, personGroups } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/http-error';
import { containsPattern, iso } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';
import { badInput, isUniqueViolation, type Audit } from './people-service';

export const GROUP_NAME_TAKEN = 'A group with this name already exists.';

function filter(scope: Scope, query: Pick<GroupListQuery, 'q'>): SQL {
  return and(scope.groups(), query.q ? ilike(groups.name, containsPattern(query.q)) : undefined) as SQL;
}

const memberCount = sql<number>`(select count(*)::int from ${personGroups} pg where pg.account_id = ${groups.accountId} and pg.group_id = ${groups.id})`;

async function adminsOf(db: Db, accountId: string, groupIds: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (groupIds.length === 0) return out;
  const rows = await db
    .select({ groupId: memberGroups.groupId, email: members.email })
    .from(memberGroups)
    .innerJoin(members, eq(members.id, memberGroups.memberId))
    .where(and(eq(memberGroups.accountId, accountId), inArray(memberGroups.groupId, [...groupIds])))
    .orderBy(asc(members.email));
  for (const r of rows) out.set(r.groupId, [...(out.get(r.groupId) ?? []), r.email]);
  return out;
}

export async function countGroups(db: Db, scope: Scope, query: GroupListQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(groups).where(filter(scope, query));
  return Number(row?.n ?? 0);
}

export async function listGroups(db: Db, scope: Scope, query: GroupListQuery): Promise<GroupRow[]> {
  const column = query.sb === 'members' ? memberCount : query.sb === 'created_at' ? groups.createdAt : sql`lower(${groups.name})`;
  const direction = query.so === 'desc' ? desc : asc;
  const rows = await db
    .select({ id: groups.id, name: groups.name, createdAt: groups.createdAt, members: memberCount })
    .from(groups)
    .where(filter(scope, query))
    .orderBy(direction(column), asc(groups.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const admins = await adminsOf(db, scope.accountId, rows.map((r) => r.id));
  return rows.map((r) => ({ id: r.id, name: r.name, members: Number(r.members), admins: admins.get(r.id) ?? [], created_at: iso(r.createdAt)! }));
}

export async function listGroupOptions(db: Db, scope: Scope): Promise<GroupOption[]> {
  return db.select({ id: groups.id, name: groups.name }).from(groups).where(scope.groups()).orderBy(asc(sql`lower(${groups.name})`));
}

async function detail(db: Db, scope: Scope, where: SQL): Promise<GroupDetail> {
  const [row] = await db.select({ id: groups.id, name: groups.name, createdAt: groups.createdAt }).from(groups).where(and(scope.groups(), where));
  if (!row) throw notFound('No such group.');
  const memberList = await db
    .select({ id: people.id, name: people.name, email: people.email, department: people.department })
    .from(personGroups)
    .innerJoin(people, and(eq(people.accountId, personGroups.accountId), eq(people.id, personGroups.personId)))
    .where(and(eq(personGroups.accountId, scope.accountId), eq(personGroups.groupId, row.id), scope.people()))
    .orderBy(asc(people.name), asc(people.id));
  const admins = await adminsOf(db, scope.accountId, [row.id]);
  return { id: row.id, name: row.name, members: memberList.length, admins: admins.get(row.id) ?? [], created_at: iso(row.createdAt)!, member_list: memberList };
}

/** GET /groups/{name}: exact name first, else the one name that matches without regard to case. */
export async function getGroup(db: Db, scope: Scope, name: string): Promise<GroupDetail> {
  const [exact] = await db.select({ id: groups.id }).from(groups).where(and(scope.groups(), eq(groups.name, name)));
  return detail(db, scope, exact ? eq(groups.id, exact.id) : sql`lower(${groups.name}) = lower(${name})`);
}

async function nameTaken(tx: Db, accountId: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.accountId, accountId), sql`lower(${groups.name}) = lower(${name})`, exceptId ? sql`${groups.id} <> ${exceptId}` : undefined))
    .limit(1);
  return Boolean(row);
}

/** The person ids, each a person of the company; 400 naming the others. */
async function checkMembers(tx: Db, scope: Scope, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await tx.select({ id: people.id }).from(people).where(and(scope.people(), inArray(people.id, unique)));
  const known = new Set(found.map((p) => p.id));
  const missing = unique.filter((id) => !known.has(id));
  if (missing.length) throw badInput(`${missing.length} of the chosen members are not people of this company.`, missing.slice(0, 20).map((id) => ({ path: 'members', message: `No person with id ${id}.` })));
  return unique;
}

async function setMembers(tx: Db, accountId: string, groupId: string, personIds: readonly string[]): Promise<void> {
  await tx.delete(personGroups).where(and(eq(personGroups.accountId, accountId), eq(personGroups.groupId, groupId)));
  for (let i = 0; i < personIds.length; i += 2000) {
    await tx.insert(personGroups).values(personIds.slice(i, i + 2000).map((personId) => ({ accountId, personId, groupId })));
  }
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(GROUP_NAME_TAKEN);
    throw error;
  }
}

export async function addGroup(db: Db, scope: Scope, body: Required<GroupBody>, now: Date, audit: Audit): Promise<GroupDetail> {
  return guarded(() =>
    db.transaction(async (tx) => {
      if (await nameTaken(tx, scope.accountId, body.name)) throw conflict(GROUP_NAME_TAKEN);
      const memberIds = await checkMembers(tx, scope, body.members);
      const [row] = await tx.insert(groups).values({ accountId: scope.accountId, name: body.name, createdAt: now }).returning({ id: groups.id });
      await setMembers(tx, scope.accountId, row.id, memberIds);
      await audit(tx, body.name, { members: memberIds.length });
      return detail(tx, scope, eq(groups.id, row.id));
    }),
  );
}

/** Rename and set members; the audit row says the old and new name and who joined and left. */
export async function updateGroup(db: Db, scope: Scope, id: string, body: Required<GroupBody>, audit: Audit): Promise<GroupDetail> {
  return guarded(() =>
    db.transaction(async (tx) => {
      const before = await detail(tx, scope, eq(groups.id, id));
      if (await nameTaken(tx, scope.accountId, body.name, id)) throw conflict(GROUP_NAME_TAKEN);
      const memberIds = await checkMembers(tx, scope, body.members);
      await tx.update(groups).set({ name: body.name }).where(and(eq(groups.accountId, scope.accountId), eq(groups.id, id)));
      await setMembers(tx, scope.accountId, id, memberIds);
      const was = new Set(before.member_list.map((m) => m.id));
      const now = new Set(memberIds);
      await audit(tx, body.name, {
        before: { name: before.name, members: was.size },
        after: { name: body.name, members: now.size },
        added: memberIds.filter((m) => !was.has(m)).length,
        removed: [...was].filter((m) => !now.has(m)).length,
      });
      return detail(tx, scope, eq(groups.id, id));
    }),
  );
}

/** A group admin limited to the group would silently lose (or widen) its scope: refused until reassigned. */
export async function deleteGroup(db: Db, scope: Scope, id: string, audit: Audit): Promise<void> {
  await db.transaction(async (tx) => {
    const group = await detail(tx, scope, eq(groups.id, id));
    if (group.admins.length) {
      throw conflict(`Group admins are limited to this group: ${group.admins.join(', ')}. Give them other groups before deleting it.`);
    }
    await tx.delete(groups).where(and(eq(groups.accountId, scope.accountId), eq(groups.id, id)));
    await audit(tx, group.name, { members: group.members });
  });
}

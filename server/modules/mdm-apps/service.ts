// MDM application groups (issue 20): stored per account (server/db/schema/mdm-apps.ts), their reach computed
// from the fleet on every read. A group applies to the endpoints owned by its people, directly assigned or
// members of an assigned group; an endpoint complies with an INSTALL group when every one of its apps is
// installed now (installed_apps, removed_at null, names compared case-insensitively) and with a BLOCK group
// when none is. A group admin sees assignees and devices of its own groups' people only, and on a change
// keeps the assignees it cannot see. Every change bumps the policy version in its own transaction.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type {
  AppGroupDetail, AppGroupDevice, AppGroupFilters, AppGroupKind, AppGroupReach, AppGroupRow, appGroupBody,
} from '../../../src/api/contract/mdm-apps';
import type { Db } from '../../db/client';
import { mdmAppGroups, type MdmAppGroupRow } from '../../db/schema/index';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { bumpPolicyVersion } from '../../lib/policy-version';
import { containsPattern, iso } from '../../lib/sql';
import { aliased, countedEndpoints } from '../../metrics/endpoints';
import type { Scope } from '../../plugins/scope';
import type { Audit } from '../saas/audit';
import { n, rows } from '../dashboard/scoped';
import { refuseWhileAppPoliciesUse } from '../mdm-policies/service';

type Body = ReturnType<typeof appGroupBody.parse>;
type Family = AppGroupDevice['platform_family'];

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
const textArray = (values: readonly string[]) => sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/** The people (ids) a group row applies to, within the scope: direct assignees and members of its groups. */
function assigneesOf(scope: Scope, g: MdmAppGroupRow): SQL {
  return sql`(select people.id from people where ${scope.people()} and (
    people.id = any(${uuidArray(g.personIds)})
    or exists (select 1 from person_groups pg where pg.account_id = people.account_id and pg.person_id = people.id and pg.group_id = any(${uuidArray(g.groupIds)}))))`;
}

/** The group's endpoints (alias e) with, per endpoint, how many of the group's apps are installed now. */
function devicesOf(scope: Scope, g: MdmAppGroupRow): SQL {
  const lowered = textArray(g.apps.map((a) => a.toLowerCase()));
  return sql`(
    select e.id, e.hostname, e.platform_family::text as platform_family, e.last_seen, o.name as owner_name, o.email as owner_email,
      coalesce((select array_agg(i.name order by lower(i.name)) from installed_apps i
        where i.account_id = e.account_id and i.endpoint_id = e.id and i.removed_at is null and lower(i.name) = any(${lowered})), '{}') as installed
    from endpoints e left join people o on o.account_id = e.account_id and o.id = e.owner_person_id
    where ${countedEndpoints(scope, aliased('e'))} and e.status = 'ACTIVE' and e.owner_person_id in ${assigneesOf(scope, g)}
  ) d`;
}

/** INSTALL: every app present; BLOCK: none present (d.installed holds the group's apps found). */
function compliantSql(g: MdmAppGroupRow): SQL {
  return g.kind === 'INSTALL' ? sql`(cardinality(d.installed) >= ${g.apps.length})` : sql`(cardinality(d.installed) = 0)`;
}

async function reachOf(db: Db, scope: Scope, g: MdmAppGroupRow): Promise<AppGroupReach> {
  const [r] = await rows<{ devices: unknown; compliant: unknown }>(db, sql`
    select count(*) as devices, count(*) filter (where ${compliantSql(g)}) as compliant from ${devicesOf(scope, g)}`);
  return { devices: n(r?.devices), compliant: n(r?.compliant) };
}

async function visibleGroups(db: Db, scope: Scope, ids: readonly string[]): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return rows(db, sql`select groups.id::text as id, groups.name from groups where ${scope.groups()} and groups.id = any(${uuidArray(ids)}) order by lower(groups.name)`);
}

async function visiblePeople(db: Db, scope: Scope, ids: readonly string[]): Promise<{ id: string; name: string; email: string }[]> {
  if (ids.length === 0) return [];
  return rows(db, sql`select people.id::text as id, people.name, people.email from people where ${scope.people()} and people.id = any(${uuidArray(ids)}) order by lower(people.name)`);
}

async function toRow(db: Db, scope: Scope, g: MdmAppGroupRow): Promise<AppGroupRow> {
  const [people, groups, reach] = await Promise.all([visiblePeople(db, scope, g.personIds), visibleGroups(db, scope, g.groupIds), reachOf(db, scope, g)]);
  return {
    id: g.id,
    kind: g.kind as AppGroupKind,
    name: g.name,
    description: g.description,
    apps: g.apps,
    people: people.length,
    groups,
    reach,
    updated_at: iso(g.updatedAt)!,
  };
}

async function toDetail(db: Db, scope: Scope, g: MdmAppGroupRow): Promise<AppGroupDetail> {
  const [row, assigned] = await Promise.all([toRow(db, scope, g), visiblePeople(db, scope, g.personIds)]);
  return { ...row, assigned_people: assigned, created_by: g.createdBy, created_at: iso(g.createdAt)! };
}

function whereOf(scope: Scope, f: AppGroupFilters): SQL {
  return and(
    eq(mdmAppGroups.accountId, scope.accountId),
    f.kind ? eq(mdmAppGroups.kind, f.kind) : undefined,
    f.q ? sql`(${mdmAppGroups.name} ilike ${containsPattern(f.q)} or array_to_string(${mdmAppGroups.apps}, ' ') ilike ${containsPattern(f.q)})` : undefined,
  )!;
}

export async function listAppGroups(db: Db, scope: Scope, q: AppGroupFilters & { page: number; size: number }): Promise<AppGroupRow[]> {
  const found = await db.select().from(mdmAppGroups).where(whereOf(scope, q)).orderBy(sql`lower(${mdmAppGroups.name})`, mdmAppGroups.id).limit(q.size).offset((q.page - 1) * q.size);
  return Promise.all(found.map((g) => toRow(db, scope, g)));
}

export async function countAppGroups(db: Db, scope: Scope, f: AppGroupFilters): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(mdmAppGroups).where(whereOf(scope, f));
  return Number(r?.n ?? 0);
}

export const REPORT_HEADER = ['Name', 'Type', 'Applications', 'People', 'Groups', 'Devices', 'Compliant devices'] as const;

export async function* reportRows(db: Db, scope: Scope, f: AppGroupFilters) {
  const size = 200;
  for (let page = 1; ; page++) {
    const batch = await listAppGroups(db, scope, { ...f, page, size });
    for (const g of batch) {
      yield [g.name, g.kind === 'INSTALL' ? 'Install' : 'Blocked', g.apps.join(', '), g.people, g.groups.map((x) => x.name).join(', '), g.reach.devices, g.reach.compliant];
    }
    if (batch.length < size) return;
  }
}

export const reportFileName = (now: Date) => `Application Groups ${now.toISOString().slice(0, 10)}.csv`;

async function stored(db: Db, scope: Scope, id: string): Promise<MdmAppGroupRow> {
  const [g] = await db.select().from(mdmAppGroups).where(and(eq(mdmAppGroups.accountId, scope.accountId), eq(mdmAppGroups.id, id)));
  if (!g) throw notFound('No such application group.');
  return g;
}

export async function getAppGroup(db: Db, scope: Scope, id: string): Promise<AppGroupDetail> {
  return toDetail(db, scope, await stored(db, scope, id));
}

export async function listAppGroupDevices(db: Db, scope: Scope, id: string, q: { compliant?: boolean; page: number; size: number }): Promise<AppGroupDevice[]> {
  const g = await stored(db, scope, id);
  const only = q.compliant === undefined ? sql`` : q.compliant ? sql`where ${compliantSql(g)}` : sql`where not ${compliantSql(g)}`;
  const found = await rows<Record<string, unknown>>(db, sql`
    select d.*, ${compliantSql(g)} as compliant from ${devicesOf(scope, g)} ${only}
    order by lower(d.hostname), d.id limit ${q.size} offset ${(q.page - 1) * q.size}`);
  return found.map((r) => ({
    id: String(r.id),
    hostname: String(r.hostname),
    platform_family: String(r.platform_family) as Family,
    owner_name: r.owner_name == null ? null : String(r.owner_name),
    owner_email: r.owner_email == null ? null : String(r.owner_email),
    installed: (r.installed as string[]) ?? [],
    compliant: Boolean(r.compliant),
    last_seen: iso(r.last_seen as string)!,
  }));
}

export async function countAppGroupDevices(db: Db, scope: Scope, id: string, compliant?: boolean): Promise<number> {
  const g = await stored(db, scope, id);
  const only = compliant === undefined ? sql`` : compliant ? sql`where ${compliantSql(g)}` : sql`where not ${compliantSql(g)}`;
  const [r] = await rows<{ n: unknown }>(db, sql`select count(*) as n from ${devicesOf(scope, g)} ${only}`);
  return n(r?.n);
}

function invalid(issues: { path: string; message: string }[]): HttpError {
  return new HttpError(400, 'VALIDATION', issues.map((i) => i.message).join(' '), {}, issues);
}

/** Emails and group ids resolved among what the scope may see; anything else is a 400 naming the entry. */
async function resolveAssignees(db: Db, scope: Scope, body: Body): Promise<{ personIds: string[]; groupIds: string[] }> {
  const issues: { path: string; message: string }[] = [];
  const people = body.person_emails.length
    ? await rows<{ id: string; email: string }>(db, sql`select people.id::text as id, lower(people.email) as email from people where ${scope.people()} and lower(people.email) = any(${textArray(body.person_emails)})`)
    : [];
  const byEmail = new Map(people.map((p) => [p.email, p.id]));
  body.person_emails.forEach((email, i) => {
    if (!byEmail.has(email)) issues.push({ path: `person_emails.${i}`, message: `No person with the email ${email} among the people you manage.` });
  });
  const groups = await visibleGroups(db, scope, body.group_ids);
  const known = new Set(groups.map((g) => g.id));
  body.group_ids.forEach((gid, i) => {
    if (!known.has(gid)) issues.push({ path: `group_ids.${i}`, message: `No group with the id ${gid} among the groups you manage.` });
  });
  if (issues.length) throw invalid(issues);
  return { personIds: [...new Set(byEmail.values())], groupIds: [...new Set(body.group_ids)] };
}

async function assertNameFree(db: Db, scope: Scope, kind: string, name: string, except?: string): Promise<void> {
  const [clash] = await db
    .select({ id: mdmAppGroups.id })
    .from(mdmAppGroups)
    .where(and(eq(mdmAppGroups.accountId, scope.accountId), eq(mdmAppGroups.kind, kind), sql`lower(${mdmAppGroups.name}) = lower(${name})`, except ? sql`${mdmAppGroups.id} <> ${except}` : undefined));
  if (clash) throw conflict(`An application group named ${name} already exists.`);
}

const summary = (g: MdmAppGroupRow) => ({ kind: g.kind, name: g.name, apps: g.apps, person_ids: g.personIds, group_ids: g.groupIds });

export async function createAppGroup(db: Db, scope: Scope, body: Body, now: Date, audit: Audit): Promise<AppGroupDetail> {
  const assignees = await resolveAssignees(db, scope, body);
  await assertNameFree(db, scope, body.kind, body.name);
  const created = await db.transaction(async (tx) => {
    const [g] = await tx
      .insert(mdmAppGroups)
      .values({ accountId: scope.accountId, kind: body.kind, name: body.name, description: body.description || null, apps: body.apps, ...assignees, createdBy: scope.email, createdAt: now, updatedAt: now })
      .returning();
    await bumpPolicyVersion(tx, scope.accountId, now);
    await audit(tx, g.name, summary(g));
    return g;
  });
  return toDetail(db, scope, created);
}

/** Ids of `ids` the scope cannot see (kept on a change made by a group admin). */
async function hiddenOf(db: Db, scope: Scope, g: MdmAppGroupRow): Promise<{ personIds: string[]; groupIds: string[] }> {
  if (scope.groupIds === null) return { personIds: [], groupIds: [] };
  const seenPeople = new Set((await visiblePeople(db, scope, g.personIds)).map((p) => p.id));
  const seenGroups = new Set((await visibleGroups(db, scope, g.groupIds)).map((x) => x.id));
  return { personIds: g.personIds.filter((id) => !seenPeople.has(id)), groupIds: g.groupIds.filter((id) => !seenGroups.has(id)) };
}

export async function updateAppGroup(db: Db, scope: Scope, id: string, body: Body, now: Date, audit: Audit): Promise<AppGroupDetail> {
  const before = await stored(db, scope, id);
  if (before.kind !== body.kind) throw invalid([{ path: 'kind', message: 'The type of an application group cannot change; add a new group instead.' }]);
  const assignees = await resolveAssignees(db, scope, body);
  const hidden = await hiddenOf(db, scope, before);
  await assertNameFree(db, scope, body.kind, body.name, id);
  const updated = await db.transaction(async (tx) => {
    const [g] = await tx
      .update(mdmAppGroups)
      .set({
        name: body.name,
        description: body.description || null,
        apps: body.apps,
        personIds: [...new Set([...assignees.personIds, ...hidden.personIds])],
        groupIds: [...new Set([...assignees.groupIds, ...hidden.groupIds])],
        updatedAt: now,
      })
      .where(and(eq(mdmAppGroups.accountId, scope.accountId), eq(mdmAppGroups.id, id)))
      .returning();
    await bumpPolicyVersion(tx, scope.accountId, now);
    await audit(tx, g.name, { before: summary(before), after: summary(g) });
    return g;
  });
  return toDetail(db, scope, updated);
}

export async function deleteAppGroup(db: Db, scope: Scope, id: string, now: Date, audit: Audit): Promise<{ id: string }> {
  const g = await stored(db, scope, id);
  await refuseWhileAppPoliciesUse(db, scope.accountId, { appGroupId: id }, g.name);
  await db.transaction(async (tx) => {
    await tx.delete(mdmAppGroups).where(and(eq(mdmAppGroups.accountId, scope.accountId), eq(mdmAppGroups.id, id)));
    await bumpPolicyVersion(tx, scope.accountId, now);
    await audit(tx, g.name, summary(g));
  });
  return { id };
}

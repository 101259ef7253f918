// MDM app policies (issue 20, /add-app-policy, /edit-app-policy/{id}): one managed app (mdm_managed_apps) or
// the apps of one application group (mdm_app_groups), an action, targets, a schedule, deferrals and a
// priority, stored per account (mdm_app_policies). Reach is computed on every read from the fleet: the
// active endpoints owned by the targeted people (directly or through a group) that the caller may see; of
// those, the ones that acknowledged a policy version holding the policy's current state (endpoints.policy_version)
// and the ones that comply: INSTALL when every app is installed now, REMOVE when none is (installed_apps,
// names compared case-insensitively), BLOCK_LAUNCH when the device applied the rule (a blocked app may stay
// installed). A group admin sees and assigns only its groups' people; on a change it keeps what it cannot see.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  AppPolicyAction, AppPolicyChoices, AppPolicyDetail, AppPolicyDevice, AppPolicyFilters, AppPolicyReach, AppPolicyRow, appPolicyBody,
} from '../../../src/api/contract/mdm-policies';
import type { Db } from '../../db/client';
import { mdmAppGroups, mdmAppPolicies, mdmManagedApps, type MdmAppPolicyRow } from '../../db/schema/index';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { bumpPolicyVersion } from '../../lib/policy-version';
import { containsPattern, iso } from '../../lib/sql';
import { aliased, countedEndpoints } from '../../metrics/endpoints';
import type { Scope } from '../../plugins/scope';
import type { Audit } from '../saas/audit';
import { n, rows } from '../dashboard/scoped';

type Body = ReturnType<typeof appPolicyBody.parse>;
type Family = AppPolicyDevice['platform_family'];
type Subject = AppPolicyRow['subject'];

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
const textArray = (values: readonly string[]) => sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/** The people (ids) a policy applies to, within the scope: direct targets and members of its groups. */
function targetsOf(scope: Scope, p: MdmAppPolicyRow): SQL {
  return sql`(select people.id from people where ${scope.people()} and (
    people.id = any(${uuidArray(p.personIds)})
    or exists (select 1 from person_groups pg where pg.account_id = people.account_id and pg.person_id = people.id and pg.group_id = any(${uuidArray(p.groupIds)}))))`;
}

/** The policy's endpoints (alias d) with the subject's apps each has installed now and whether it applied the policy. */
function devicesOf(scope: Scope, p: MdmAppPolicyRow, apps: readonly string[]): SQL {
  return sql`(
    select e.id, e.hostname, e.platform_family::text as platform_family, e.last_seen, o.name as owner_name, o.email as owner_email,
      e.policy_version >= ${p.policyVersion} as applied,
      coalesce((select array_agg(i.name order by lower(i.name)) from installed_apps i
        where i.account_id = e.account_id and i.endpoint_id = e.id and i.removed_at is null and lower(i.name) = any(${textArray(apps.map((a) => a.toLowerCase()))})), '{}') as installed
    from endpoints e left join people o on o.account_id = e.account_id and o.id = e.owner_person_id
    where ${countedEndpoints(scope, aliased('e'))} and e.status = 'ACTIVE' and e.owner_person_id in ${targetsOf(scope, p)}
  ) d`;
}

function compliantSql(action: string, apps: readonly string[]): SQL {
  if (action === 'INSTALL') return sql`(cardinality(d.installed) >= ${apps.length})`;
  if (action === 'REMOVE') return sql`(cardinality(d.installed) = 0)`;
  return sql`d.applied`;
}

/** The managed app or application group each policy names, read in two queries. */
async function subjectsOf(db: Db, accountId: string, found: readonly MdmAppPolicyRow[]): Promise<Map<string, Subject>> {
  const appIds = [...new Set(found.flatMap((p) => (p.managedAppId ? [p.managedAppId] : [])))];
  const groupIds = [...new Set(found.flatMap((p) => (p.appGroupId ? [p.appGroupId] : [])))];
  const [apps, groups] = await Promise.all([
    appIds.length ? db.select().from(mdmManagedApps).where(and(eq(mdmManagedApps.accountId, accountId), inArray(mdmManagedApps.id, appIds))) : [],
    groupIds.length ? db.select().from(mdmAppGroups).where(and(eq(mdmAppGroups.accountId, accountId), inArray(mdmAppGroups.id, groupIds))) : [],
  ]);
  const out = new Map<string, Subject>();
  for (const a of apps) out.set(a.id, { kind: 'app', id: a.id, name: a.name, bundle_id: a.bundleId, apps: [a.name] });
  for (const g of groups) out.set(g.id, { kind: 'group', id: g.id, name: g.name, bundle_id: null, apps: g.apps });
  return out;
}

async function visibleGroups(db: Db, scope: Scope, ids: readonly string[]): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return rows(db, sql`select groups.id::text as id, groups.name from groups where ${scope.groups()} and groups.id = any(${uuidArray(ids)}) order by lower(groups.name)`);
}

async function visiblePeople(db: Db, scope: Scope, ids: readonly string[]): Promise<{ id: string; name: string; email: string }[]> {
  if (ids.length === 0) return [];
  return rows(db, sql`select people.id::text as id, people.name, people.email from people where ${scope.people()} and people.id = any(${uuidArray(ids)}) order by lower(people.name)`);
}

async function reachOf(db: Db, scope: Scope, p: MdmAppPolicyRow, subject: Subject): Promise<AppPolicyReach> {
  const [r] = await rows<{ devices: unknown; applied: unknown; compliant: unknown }>(db, sql`
    select count(*) as devices, count(*) filter (where d.applied) as applied, count(*) filter (where ${compliantSql(p.action, subject.apps)}) as compliant
    from ${devicesOf(scope, p, subject.apps)}`);
  return { devices: n(r?.devices), applied: n(r?.applied), compliant: n(r?.compliant) };
}

async function toRow(db: Db, scope: Scope, p: MdmAppPolicyRow, subject: Subject): Promise<AppPolicyRow> {
  const [people, groups, reach] = await Promise.all([visiblePeople(db, scope, p.personIds), visibleGroups(db, scope, p.groupIds), reachOf(db, scope, p, subject)]);
  return {
    id: p.id,
    subject,
    action: p.action as AppPolicyAction,
    people: people.length,
    groups,
    schedule: {
      kind: p.schedule as 'IMMEDIATE' | 'WINDOW',
      days: p.windowDays as AppPolicyRow['schedule']['days'],
      start_hour: p.windowStart,
      end_hour: p.windowEnd,
    },
    deferrals: p.deferrals,
    priority: p.priority,
    reach,
    updated_at: iso(p.updatedAt)!,
  };
}

async function stored(db: Db, scope: Scope, id: string): Promise<{ policy: MdmAppPolicyRow; subject: Subject }> {
  const [policy] = await db.select().from(mdmAppPolicies).where(and(eq(mdmAppPolicies.accountId, scope.accountId), eq(mdmAppPolicies.id, id)));
  if (!policy) throw notFound('No such app policy.');
  const subject = (await subjectsOf(db, scope.accountId, [policy])).get(policy.managedAppId ?? policy.appGroupId!)!;
  return { policy, subject };
}

async function toDetail(db: Db, scope: Scope, id: string): Promise<AppPolicyDetail> {
  const { policy, subject } = await stored(db, scope, id);
  const [row, assigned] = await Promise.all([toRow(db, scope, policy, subject), visiblePeople(db, scope, policy.personIds)]);
  return { ...row, assigned_people: assigned, created_by: policy.createdBy, created_at: iso(policy.createdAt)! };
}

function whereOf(scope: Scope, f: AppPolicyFilters): SQL {
  return and(
    eq(mdmAppPolicies.accountId, scope.accountId),
    f.action ? eq(mdmAppPolicies.action, f.action) : undefined,
    f.q
      ? sql`(exists (select 1 from mdm_managed_apps a where a.account_id = ${mdmAppPolicies.accountId} and a.id = ${mdmAppPolicies.managedAppId} and a.name ilike ${containsPattern(f.q)})
          or exists (select 1 from mdm_app_groups g where g.account_id = ${mdmAppPolicies.accountId} and g.id = ${mdmAppPolicies.appGroupId} and g.name ilike ${containsPattern(f.q)}))`
      : undefined,
  )!;
}

export async function listAppPolicies(db: Db, scope: Scope, q: AppPolicyFilters & { page: number; size: number }): Promise<AppPolicyRow[]> {
  const found = await db.select().from(mdmAppPolicies).where(whereOf(scope, q)).orderBy(mdmAppPolicies.priority, mdmAppPolicies.createdAt, mdmAppPolicies.id).limit(q.size).offset((q.page - 1) * q.size);
  const subjects = await subjectsOf(db, scope.accountId, found);
  return Promise.all(found.map((p) => toRow(db, scope, p, subjects.get(p.managedAppId ?? p.appGroupId!)!)));
}

export async function countAppPolicies(db: Db, scope: Scope, f: AppPolicyFilters): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(mdmAppPolicies).where(whereOf(scope, f));
  return Number(r?.n ?? 0);
}

export async function getAppPolicy(db: Db, scope: Scope, id: string): Promise<AppPolicyDetail> {
  return toDetail(db, scope, id);
}

export async function appPolicyChoices(db: Db, scope: Scope): Promise<AppPolicyChoices> {
  const [apps, groups] = await Promise.all([
    db.select().from(mdmManagedApps).where(eq(mdmManagedApps.accountId, scope.accountId)).orderBy(sql`lower(${mdmManagedApps.name})`),
    db.select().from(mdmAppGroups).where(eq(mdmAppGroups.accountId, scope.accountId)).orderBy(sql`lower(${mdmAppGroups.name})`),
  ]);
  return {
    apps: apps.map((a) => ({ id: a.id, name: a.name, bundle_id: a.bundleId })),
    groups: groups.map((g) => ({ id: g.id, name: g.name, kind: g.kind, apps: g.apps })),
  };
}

export async function listAppPolicyDevices(db: Db, scope: Scope, id: string, q: { page: number; size: number }): Promise<AppPolicyDevice[]> {
  const { policy, subject } = await stored(db, scope, id);
  const found = await rows<Record<string, unknown>>(db, sql`
    select d.*, ${compliantSql(policy.action, subject.apps)} as compliant from ${devicesOf(scope, policy, subject.apps)}
    order by lower(d.hostname), d.id limit ${q.size} offset ${(q.page - 1) * q.size}`);
  return found.map((r) => ({
    id: String(r.id),
    hostname: String(r.hostname),
    platform_family: String(r.platform_family) as Family,
    owner_name: r.owner_name == null ? null : String(r.owner_name),
    owner_email: r.owner_email == null ? null : String(r.owner_email),
    installed: (r.installed as string[]) ?? [],
    compliant: Boolean(r.compliant),
    applied: Boolean(r.applied),
    last_seen: iso(r.last_seen as string)!,
  }));
}

export async function countAppPolicyDevices(db: Db, scope: Scope, id: string): Promise<number> {
  const { policy, subject } = await stored(db, scope, id);
  const [r] = await rows<{ n: unknown }>(db, sql`select count(*) as n from ${devicesOf(scope, policy, subject.apps)}`);
  return n(r?.n);
}

function invalid(issues: { path: string; message: string }[]): HttpError {
  return new HttpError(400, 'VALIDATION', issues.map((i) => i.message).join(' '), {}, issues);
}

/** The body's references checked against what the account holds and the scope may see; anything else is a 400 naming the entry. */
async function resolve(db: Db, scope: Scope, body: Body): Promise<{ personIds: string[]; groupIds: string[] }> {
  const issues: { path: string; message: string }[] = [];
  if (body.managed_app_id) {
    const [a] = await db.select({ id: mdmManagedApps.id }).from(mdmManagedApps).where(and(eq(mdmManagedApps.accountId, scope.accountId), eq(mdmManagedApps.id, body.managed_app_id)));
    if (!a) issues.push({ path: 'managed_app_id', message: 'No such managed app.' });
  }
  if (body.app_group_id) {
    const [g] = await db.select({ id: mdmAppGroups.id }).from(mdmAppGroups).where(and(eq(mdmAppGroups.accountId, scope.accountId), eq(mdmAppGroups.id, body.app_group_id)));
    if (!g) issues.push({ path: 'app_group_id', message: 'No such application group.' });
  }
  const people = body.person_emails.length
    ? await rows<{ id: string; email: string }>(db, sql`select people.id::text as id, lower(people.email) as email from people where ${scope.people()} and lower(people.email) = any(${textArray(body.person_emails)})`)
    : [];
  const byEmail = new Map(people.map((p) => [p.email, p.id]));
  body.person_emails.forEach((email, i) => {
    if (!byEmail.has(email)) issues.push({ path: `person_emails.${i}`, message: `No person with the email ${email} among the people you manage.` });
  });
  const known = new Set((await visibleGroups(db, scope, body.group_ids)).map((g) => g.id));
  body.group_ids.forEach((gid, i) => {
    if (!known.has(gid)) issues.push({ path: `group_ids.${i}`, message: `No group with the id ${gid} among the groups you manage.` });
  });
  if (issues.length) throw invalid(issues);
  return { personIds: [...new Set(byEmail.values())], groupIds: [...new Set(body.group_ids)] };
}

const valuesOf = (body: Body) => ({
  managedAppId: body.managed_app_id,
  appGroupId: body.app_group_id,
  action: body.action,
  schedule: body.schedule,
  windowDays: body.schedule === 'WINDOW' ? body.window_days : [],
  windowStart: body.schedule === 'WINDOW' ? body.window_start : null,
  windowEnd: body.schedule === 'WINDOW' ? body.window_end : null,
  deferrals: body.deferrals,
  priority: body.priority,
});

const summary = (p: MdmAppPolicyRow) => ({
  managed_app_id: p.managedAppId, app_group_id: p.appGroupId, action: p.action, person_ids: p.personIds, group_ids: p.groupIds,
  schedule: p.schedule, window_days: p.windowDays, window_start: p.windowStart, window_end: p.windowEnd, deferrals: p.deferrals, priority: p.priority,
});

async function subjectName(db: Db, accountId: string, p: MdmAppPolicyRow): Promise<string> {
  return (await subjectsOf(db, accountId, [p])).get(p.managedAppId ?? p.appGroupId!)?.name ?? p.id;
}

export async function createAppPolicy(db: Db, scope: Scope, body: Body, now: Date, audit: Audit): Promise<AppPolicyDetail> {
  const targets = await resolve(db, scope, body);
  const created = await db.transaction(async (tx) => {
    const version = await bumpPolicyVersion(tx, scope.accountId, now);
    const [p] = await tx
      .insert(mdmAppPolicies)
      .values({ accountId: scope.accountId, ...valuesOf(body), ...targets, policyVersion: version, createdBy: scope.email, createdAt: now, updatedAt: now })
      .returning();
    await audit(tx, await subjectName(tx, scope.accountId, p), summary(p));
    return p;
  });
  return toDetail(db, scope, created.id);
}

/** Targets of a policy the scope cannot see (kept on a change made by a group admin). */
async function hiddenOf(db: Db, scope: Scope, p: MdmAppPolicyRow): Promise<{ personIds: string[]; groupIds: string[] }> {
  if (scope.groupIds === null) return { personIds: [], groupIds: [] };
  const seenPeople = new Set((await visiblePeople(db, scope, p.personIds)).map((x) => x.id));
  const seenGroups = new Set((await visibleGroups(db, scope, p.groupIds)).map((x) => x.id));
  return { personIds: p.personIds.filter((id) => !seenPeople.has(id)), groupIds: p.groupIds.filter((id) => !seenGroups.has(id)) };
}

export async function updateAppPolicy(db: Db, scope: Scope, id: string, body: Body, now: Date, audit: Audit): Promise<AppPolicyDetail> {
  const { policy: before } = await stored(db, scope, id);
  const targets = await resolve(db, scope, body);
  const hidden = await hiddenOf(db, scope, before);
  await db.transaction(async (tx) => {
    const version = await bumpPolicyVersion(tx, scope.accountId, now);
    const [p] = await tx
      .update(mdmAppPolicies)
      .set({
        ...valuesOf(body),
        personIds: [...new Set([...targets.personIds, ...hidden.personIds])],
        groupIds: [...new Set([...targets.groupIds, ...hidden.groupIds])],
        policyVersion: version,
        updatedAt: now,
      })
      .where(and(eq(mdmAppPolicies.accountId, scope.accountId), eq(mdmAppPolicies.id, id)))
      .returning();
    await audit(tx, await subjectName(tx, scope.accountId, p), { before: summary(before), after: summary(p) });
  });
  return toDetail(db, scope, id);
}

export async function deleteAppPolicy(db: Db, scope: Scope, id: string, now: Date, audit: Audit): Promise<{ id: string }> {
  const { policy, subject } = await stored(db, scope, id);
  await db.transaction(async (tx) => {
    await tx.delete(mdmAppPolicies).where(and(eq(mdmAppPolicies.accountId, scope.accountId), eq(mdmAppPolicies.id, id)));
    await bumpPolicyVersion(tx, scope.accountId, now);
    await audit(tx, subject.name, summary(policy));
  });
  return { id };
}

/**
 * A managed app or an application group stays while an app policy installs, removes or blocks it: deleting it
 * would take the policy with it unseen (their rows cascade). 409 with how many policies, so the admin removes them.
 */
export async function refuseWhileAppPoliciesUse(db: Db, accountId: string, target: { managedAppId: string } | { appGroupId: string }, name: string): Promise<void> {
  const column = 'managedAppId' in target ? mdmAppPolicies.managedAppId : mdmAppPolicies.appGroupId;
  const value = 'managedAppId' in target ? target.managedAppId : target.appGroupId;
  const found = await db.select({ action: mdmAppPolicies.action }).from(mdmAppPolicies).where(and(eq(mdmAppPolicies.accountId, accountId), eq(column, value)));
  if (!found.length) return;
  const many = found.length > 1;
  throw conflict(`${name} is still used by ${found.length} app polic${many ? 'ies' : 'y'} (Application Groups › App policies); remove ${many ? 'them' : 'it'} first.`);
}

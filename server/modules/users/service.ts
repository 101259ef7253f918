import { and, asc, count, desc, eq, ilike, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { PersonRow, UserListQuery } from '../../../src/api/contract/users';
import type { Db } from '../../db/client';
import { groups, people, personGroups } from '../../db/schema/index';
import { containsPattern, iso } from '../../lib/sql';
import { peopleColumns, personIs } from '../../metrics/people';
import type { Scope } from '../../plugins/scope';

// spec part 1 §5: table filters are case-insensitive matches on field values.
function filter(scope: Scope, query: UserListQuery): SQL {
  const text = query.q ?? query.u;
  const pattern = text ? containsPattern(text) : undefined;
  return and(
    scope.people(),
    pattern ? or(ilike(people.name, pattern), ilike(people.email, pattern), ilike(people.department, pattern)) : undefined,
    query.status?.length ? inArray(people.status, query.status) : undefined,
    query.r?.length ? inArray(people.riskLevel, query.r) : undefined,
    query.copilot?.length ? inArray(people.copilotStatus, query.copilot) : undefined,
    query.risky_apps === undefined ? undefined : query.risky_apps === 'true' ? personIs('riskyApps', peopleColumns) : not(personIs('riskyApps', peopleColumns)),
    query.scope ? eq(people.scope, query.scope) : undefined,
    // the rollup the dashboard's Users bars count on their day (dashboard/stats.ts)
    query.active_on
      ? sql`exists (select 1 from activity_daily a where a.account_id = ${people.accountId} and a.person_id = ${people.id} and a.day = ${query.active_on}::date)`
      : undefined,
  ) as SQL;
}

const SORT_COLUMNS = {
  name: people.name,
  email: people.email,
  department: people.department,
  risk_level: people.riskLevel,
  last_seen: people.lastSeen,
} as const;

function ordering(query: UserListQuery): SQL[] {
  const column = SORT_COLUMNS[query.sb ?? 'name'];
  const direction = query.so === 'desc' ? desc : asc;
  // Empty values last in both directions; id breaks ties so pages never overlap.
  return [sql`${column} is null`, direction(column), asc(people.id)];
}

export async function countPeople(db: Db, scope: Scope, query: UserListQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(people).where(filter(scope, query));
  return Number(row?.n ?? 0);
}

export async function listPeople(db: Db, scope: Scope, query: UserListQuery): Promise<PersonRow[]> {
  const rows = await db
    .select()
    .from(people)
    .where(filter(scope, query))
    .orderBy(...ordering(query))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  if (rows.length === 0) return [];
  const memberships = await db
    .select({ personId: personGroups.personId, name: groups.name })
    .from(personGroups)
    .innerJoin(groups, and(eq(groups.accountId, personGroups.accountId), eq(groups.id, personGroups.groupId)))
    .where(and(eq(personGroups.accountId, scope.accountId), inArray(personGroups.personId, rows.map((r) => r.id))))
    .orderBy(asc(groups.name));
  const groupsOf = new Map<string, string[]>();
  for (const m of memberships) groupsOf.set(m.personId, [...(groupsOf.get(m.personId) ?? []), m.name]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    department: r.department,
    groups: groupsOf.get(r.id) ?? [],
    risk_level: r.riskLevel,
    copilot_status: r.copilotStatus,
    status: r.status,
    scope: r.scope,
    last_seen: iso(r.lastSeen),
    ...(r.source ? { source: r.source } : {}),
  }));
}

import { and, asc, isNotNull, sql } from 'drizzle-orm';
import { ACCESS_TYPES, ALERT_ACTIONS, ALERT_REASONS, BROWSERS, PLATFORM_FAMILIES, PLATFORMS, UNSANCTIONED_ACTIONS } from '../../../src/api/contract/catalog';
import { ROLES } from '../../../src/api/contract/common';
import type { EnumsResponse } from '../../../src/api/contract/meta';
import { COPILOT_STATUSES, PERSON_SCOPES, PERSON_STATUSES, RISK_LEVELS } from '../../../src/api/contract/users';
import type { Db } from '../../db/client';
import { groups, people } from '../../db/schema/index';
import type { Scope } from '../../plugins/scope';

export async function databaseIsUp(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** GET /api/enums: the static lists of spec part 2 §3 and the company's own departments and groups. */
export async function enums(db: Db, scope: Scope): Promise<EnumsResponse> {
  const [departments, groupRows] = await Promise.all([
    db
      .selectDistinct({ department: people.department })
      .from(people)
      .where(and(scope.people(), isNotNull(people.department)))
      .orderBy(asc(people.department)),
    db.select({ name: groups.name }).from(groups).where(scope.groups()).orderBy(asc(groups.name)),
  ]);
  return {
    roles: [...ROLES],
    platforms: PLATFORMS.map((p) => ({ ...p })),
    platform_families: [...PLATFORM_FAMILIES],
    browsers: [...BROWSERS],
    alert_actions: [...ALERT_ACTIONS],
    alert_reasons: [...ALERT_REASONS],
    access_types: [...ACCESS_TYPES],
    unsanctioned_actions: [...UNSANCTIONED_ACTIONS],
    copilot_statuses: [...COPILOT_STATUSES],
    person_statuses: [...PERSON_STATUSES],
    person_scopes: [...PERSON_SCOPES],
    risk_levels: [...RISK_LEVELS],
    departments: departments.map((d) => d.department!),
    groups: groupRows.map((g) => g.name),
  };
}

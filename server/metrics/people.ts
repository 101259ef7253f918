// The console's people figures (issue 28 item 1), each defined once; see server/metrics/endpoints.ts for
// the endpoint figures and docs/DECISIONS.md "One metric layer" for the reasons.
//
// Population: the people of the scope (scope.people(): the company's, for a group admin the people of its
// groups), whatever their status, unless a figure says otherwise.
import { sql, type SQL } from 'drizzle-orm';
import { people } from '../db/schema/index';
import { aliased, endpointIs, isPersonEndpoint } from './endpoints';

type Column = 'id' | 'account_id' | 'status' | 'scope' | 'copilot_status' | 'risk_level';

/** How a statement names the person row's columns (compare EndpointColumns). */
export type PeopleColumns = (column: Column) => SQL;

const TABLE_COLUMNS: Record<Column, SQL> = {
  id: sql`${people.id}`,
  account_id: sql`${people.accountId}`,
  status: sql`${people.status}`,
  scope: sql`${people.scope}`,
  copilot_status: sql`${people.copilotStatus}`,
  risk_level: sql`${people.riskLevel}`,
};

/** Columns named through the table (`from people`, drizzle's builder). */
export const peopleColumns: PeopleColumns = (column) => TABLE_COLUMNS[column];

/** Columns of the person row under an alias (`join people p` → `peopleAliased('p')`). */
export function peopleAliased(alias: string): PeopleColumns {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`not an SQL alias: ${alias}`);
  return (column) => sql.raw(`${alias}.${column}`);
}

export const PEOPLE_FIGURES = {
  /** spec part 2 §9 Security Insights: monitored users have status ACTIVE or scope IN_SCOPE */
  monitored: (p: PeopleColumns) => sql`(${p('status')} = 'ACTIVE' or ${p('scope')} = 'IN_SCOPE')`,
  /** the agent is not on any of their machines: never installed, or removed */
  agentMissing: (p: PeopleColumns) => sql`${p('copilot_status')} in ('not_installed', 'uninstalled')`,
  /** the risky users of the dashboard's bars and AskCISO's "risky users" */
  highRisk: (p: PeopleColumns) => sql`${p('risk_level')} = 'High'`,
  /** owns an endpoint that counts in the riskyApps endpoint figure (server/metrics/endpoints.ts) */
  // correlated on the owner (index endpoints(account_id, owner_person_id)): `id in (all the company's risky
  // endpoints' owners)` was planned as a rescan of every endpoint per person, seconds on the demo tenant (issue 14)
  riskyApps: (p: PeopleColumns) => sql`exists (select 1 from endpoints e where e.account_id = ${p('account_id')} and e.owner_person_id = ${p('id')} and ${endpointIs('riskyApps', aliased('e'))} and ${isPersonEndpoint(aliased('e'))})`,
  /** marked inactive (left, on leave), as the Users list's status filter reads it */
  inactive: (p: PeopleColumns) => sql`${p('status')} = 'INACTIVE'`,
} satisfies Record<string, (p: PeopleColumns) => SQL>;

export type PeopleFigureName = keyof typeof PEOPLE_FIGURES;

export function personIs(figure: PeopleFigureName, p: PeopleColumns): SQL {
  return PEOPLE_FIGURES[figure](p);
}

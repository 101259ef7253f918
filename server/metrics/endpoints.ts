// The console's endpoint figures (issue 28 item 1), each defined once with the rule for who counts.
// The dashboard (modules/dashboard/stats.ts), the fleet lists behind its links (modules/fleet/service.ts),
// Endpoint Status, the reports, the provider's company figures and AskCISO (askciso/run/fleet.ts) all
// count through these definitions, so one figure cannot be counted two ways. docs/DECISIONS.md "One
// metric layer" gives the reasons for each rule.
//
// Population: an endpoint is a machine a person uses. Infrastructure hosts (build runners, servers; the
// agent reports `infra`) are counted apart, as the dashboard's "infra" figure and the Infrastructure tab,
// never inside an endpoint figure. A group admin counts only the endpoints owned by the people of its
// groups; every other role counts the company's.
import { sql, type SQL } from 'drizzle-orm';
import { ANY_VALUE } from '../../src/app/routes/filters';
import type { RouteId } from '../../src/app/routes/table';
import type { LinkFilters } from '../../src/lib/links';
import { endpoints, people } from '../db/schema/index';
import type { Scope } from '../plugins/scope';

type Column = 'id' | 'account_id' | 'owner_person_id' | 'infra' | 'status' | 'compliance_state' | 'disk_encrypted' | 'mdm_managed';

/** How a statement names the endpoint row's columns: an alias in hand-written SQL, or the table in the query builder. */
export type EndpointColumns = (column: Column) => SQL;

/** Columns of the endpoint row under an alias (`from endpoints e` → `aliased('e')`). */
export function aliased(alias: string): EndpointColumns {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`not an SQL alias: ${alias}`);
  return (column) => sql.raw(`${alias}.${column}`);
}

const TABLE_COLUMNS: Record<Column, SQL> = {
  id: sql`${endpoints.id}`,
  account_id: sql`${endpoints.accountId}`,
  owner_person_id: sql`${endpoints.ownerPersonId}`,
  infra: sql`${endpoints.infra}`,
  status: sql`${endpoints.status}`,
  compliance_state: sql`${endpoints.complianceState}`,
  disk_encrypted: sql`${endpoints.diskEncrypted}`,
  mdm_managed: sql`${endpoints.mdmManaged}`,
};

/** Columns of the endpoint row named through the table (`select ... from endpoints`, drizzle's builder). */
export const tableColumns: EndpointColumns = (column) => TABLE_COLUMNS[column];

/** The endpoints the scope may count, infrastructure hosts included (the Infrastructure tab's population). */
export function endpointsOfScope(scope: Scope, e: EndpointColumns): SQL {
  const own = sql`${e('account_id')} = ${scope.accountId}::uuid`;
  if (scope.groupIds === null) return own;
  return sql`${own} and ${e('owner_person_id')} in (select ${people.id} from ${people} where ${scope.people()})`;
}

/** Infrastructure hosts are not endpoints in any endpoint figure. */
export const isPersonEndpoint = (e: EndpointColumns): SQL => sql`not ${e('infra')}`;
export const isInfrastructure = (e: EndpointColumns): SQL => sql`${e('infra')}`;

/** The population of every endpoint figure: the scope's endpoints that are not infrastructure hosts. */
export function countedEndpoints(scope: Scope, e: EndpointColumns): SQL {
  return sql`${endpointsOfScope(scope, e)} and ${isPersonEndpoint(e)}`;
}

export interface EndpointFigure {
  /** Which endpoints of the population count, in words (shown nowhere; the rule's reason is in DECISIONS). */
  meaning: string;
  where: (e: EndpointColumns) => SQL;
  /** The list that shows exactly these endpoints, for the links that open a figure. */
  list: { route: RouteId; filters: LinkFilters };
}

/**
 * Issue 23, /compliance-ext: a browser extension (row of browser_extensions under `alias`) offends when it is still
 * installed and either enabled and risky, or blocked by the account's Browser Policy (a BLOCK decision, whatever
 * its enabled state: the policy says it must go).
 */
export function offendingExtension(alias: string): SQL {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`not an SQL alias: ${alias}`);
  const x = (column: string) => sql.raw(`${alias}.${column}`);
  return sql`${x('removed_at')} is null and ((${x('enabled')} and ${x('risky')}) or exists (
    select 1 from browser_extension_policies bp where bp.account_id = ${x('account_id')} and bp.extension_id = ${x('extension_id')} and bp.action = 'BLOCK'))`;
}

/**
 * Endpoint figures. Compliance has three states (COMPLIANT, NON_COMPLIANT, UNKNOWN before the first
 * check): "non-compliant" is the failed ones only, so compliant + non-compliant may be less than the total.
 * Status is the agent's connection: online (ACTIVE, heard within the offline window), idle (INACTIVE, the
 * agent says the machine is idle) and long idle (OFFLINE_FOR_CONFIG_TIME, silent past the window).
 */
export const ENDPOINT_FIGURES = {
  compliant: {
    meaning: 'passed the last compliance check',
    where: (e) => sql`${e('compliance_state')} = 'COMPLIANT'`,
    list: { route: 'endpoints-v2', filters: { compliant: 'true' } },
  },
  noncompliant: {
    meaning: 'failed the last compliance check (not the ones never checked)',
    where: (e) => sql`${e('compliance_state')} = 'NON_COMPLIANT'`,
    list: { route: 'compliance', filters: { tab: 'endpoints', status: 'Non Compliant' } },
  },
  unencrypted: {
    meaning: 'disk encryption is off',
    where: (e) => sql`not ${e('disk_encrypted')}`,
    list: { route: 'compliance', filters: { tab: 'endpoints', encryption: 'Non HD Encrypted' } },
  },
  mdm: {
    meaning: 'managed by the MDM',
    where: (e) => sql`${e('mdm_managed')}`,
    list: { route: 'endpoints-v2', filters: { managed: 'MDM' } },
  },
  online: {
    meaning: 'the agent was heard within the offline window (ACTIVE)',
    where: (e) => sql`${e('status')} = 'ACTIVE'`,
    list: { route: 'devices', filters: { status: ['ACTIVE'] } },
  },
  idle: {
    meaning: 'the agent reports the machine idle (INACTIVE)',
    where: (e) => sql`${e('status')} = 'INACTIVE'`,
    list: { route: 'devices', filters: { status: ['INACTIVE'] } },
  },
  riskyApps: {
    meaning: 'runs an installed application known to be vulnerable (not since removed)',
    where: (e) => sql`exists (select 1 from installed_apps ia where ia.account_id = ${e('account_id')} and ia.endpoint_id = ${e('id')} and ia.vulnerable and ia.removed_at is null)`,
    list: { route: 'devices', filters: { risky_apps: 'true', status: [ANY_VALUE], scope: ANY_VALUE } },
  },
  longIdle: {
    meaning: 'silent for longer than the offline window (OFFLINE_FOR_CONFIG_TIME)',
    where: (e) => sql`${e('status')} = 'OFFLINE_FOR_CONFIG_TIME'`,
    list: { route: 'devices', filters: { status: ['OFFLINE_FOR_CONFIG_TIME'] } },
  },
} satisfies Record<string, EndpointFigure>;

export type EndpointFigureName = keyof typeof ENDPOINT_FIGURES;

/** The figure's condition on the endpoint row, to combine with the population or another figure. */
export function endpointIs(figure: EndpointFigureName, e: EndpointColumns): SQL {
  return ENDPOINT_FIGURES[figure].where(e);
}

/**
 * Issue 23, /compliance-ext: an endpoint is extension-compliant when none of its browser extensions offends
 * (offendingExtension). Not a dashboard figure, so apart from ENDPOINT_FIGURES (each of which the dashboard
 * states); the Browser Extension Compliance list, its totals and CSV count through this one definition.
 */
export const EXTENSION_NONCOMPLIANT: EndpointFigure = {
  meaning: 'has a browser extension that offends (enabled and risky, or blocked by the Browser Policy), not since removed',
  where: (e) => sql`exists (select 1 from browser_extensions xo where xo.account_id = ${e('account_id')} and xo.endpoint_id = ${e('id')} and ${offendingExtension('xo')})`,
  list: { route: 'compliance-ext', filters: { status: 'Non Compliant' } },
};

// The Citus plan (issue 14 item 10), read off the Drizzle schema: tenant tables (those with an
// account_id column) are distributed by account_id and colocated, so every query of one company runs
// on one shard; global tables (catalogs, accounts, jobs) are reference tables, copied to every node.
// `npm run scaling:sql` prints the SQL; server/db/distribution.test.ts checks the rules Citus needs.
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../../server/db/schema/index';

export const DISTRIBUTION_COLUMN = 'account_id';
/** The table the other distributed tables are colocated with. */
export const COLOCATION_ANCHOR = 'endpoints';

/**
 * Tables that have an account_id but cannot be distributed by it, with the reason; they become
 * reference tables. Changing the schema is a separate decision (docs/SCALING.md).
 */
export const KNOWN_EXCEPTIONS: Record<string, string> = {
  members:
    'sign-in finds a console user by e-mail before the company is known: the primary key is id alone and the e-mail is unique across companies. Console users are few (people and endpoints are the large tables), so members is a reference table.',
  canary_plan_companies:
    "the companies of the provider's canary plans, read with the plan (global): keyed by plan, a few rows per plan, so a reference table beside canary_plans.",
  stripe_events:
    "Stripe's webhook events, deduplicated by Stripe's event id before the company is known (the account id is read from the event's metadata, when present). Few rows; a reference table.",
  // issue 25, 27 and 20: secrets presented before the company is known are looked up by their hash alone
  password_reset_tokens: 'a reset link carries only its token: looked up by its hash before the company is known. Few, short-lived rows; a reference table.',
  mfa_factors: "a console user's second factor, one per member (members is a reference table): keyed by member across companies. Few rows; a reference table.",
  mfa_challenges: 'the second sign-in step carries only its challenge token, looked up by its hash. Short-lived rows; a reference table.',
  sso_auth_states: "an SSO callback carries only the provider's state, looked up by its hash before the company is known. Short-lived rows; a reference table.",
  api_tokens: 'an API token is presented alone and looked up by its hash before the company is known. Few rows; a reference table.',
  mdm_enrolment_pins: 'an enrolment PIN is typed before the company is known and looked up by its hash across companies. Few rows; a reference table.',
  directory_oauth_states: "Google's consent callback carries only its state, looked up by its hash before the company is known. Short-lived rows; a reference table.",
  scim_tokens: "an identity provider's SCIM bearer token is presented alone and looked up by its hash before the company is known. Few rows; a reference table.",
};

/** The database name of a column: the schema is written in camelCase and mapped with casing: 'snake_case'. */
export function columnName(column: Pick<PgColumn, 'name'>): string {
  return column.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

export interface TableInfo {
  name: string;
  columns: string[];
  primaryKey: string[];
  /** unique indexes and constraints, including a column's own `.unique()` */
  uniques: { name: string; columns: string[] }[];
  foreignKeys: { columns: string[]; table: string; foreignColumns: string[] }[];
}

export function describeTables(): TableInfo[] {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => value instanceof PgTable);
  return tables
    .map((table) => {
      const config = getTableConfig(table);
      const columns = config.columns.map(columnName);
      const primaryKey = config.primaryKeys.length
        ? config.primaryKeys[0].columns.map(columnName)
        : config.columns.filter((c) => c.primary).map(columnName);
      const uniques = [
        ...config.indexes
          .filter((index) => index.config.unique)
          .map((index) => ({
            columns: index.config.columns.map((c) => ('name' in c ? columnName(c as PgColumn) : '(expression)')),
            name: index.config.name ?? '',
          })),
        ...config.uniqueConstraints.map((u) => ({ name: u.getName() ?? '', columns: u.columns.map(columnName) })),
        ...config.columns.filter((c) => c.isUnique).map((c) => ({ name: c.uniqueName ?? '', columns: [columnName(c)] })),
      ].map((u) => ({ ...u, name: u.name || `${config.name}_${u.columns.join('_')}_unique` }));
      const foreignKeys = config.foreignKeys.map((fk) => {
        const ref = fk.reference();
        return { columns: ref.columns.map(columnName), table: getTableConfig(ref.foreignTable).name, foreignColumns: ref.foreignColumns.map(columnName) };
      });
      return { name: config.name, columns, primaryKey, uniques, foreignKeys };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export interface DistributionPlan {
  distributed: TableInfo[];
  reference: TableInfo[];
}

export function distributionPlan(tables = describeTables()): DistributionPlan {
  const distributed = tables.filter((t) => t.columns.includes(DISTRIBUTION_COLUMN) && !(t.name in KNOWN_EXCEPTIONS));
  const reference = tables.filter((t) => !distributed.includes(t));
  return { distributed, reference };
}

/** Parents before children, so every foreign key points at a table Citus already knows. */
function foreignKeyOrder(tables: TableInfo[], first?: string): TableInfo[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const done = new Set<string>();
  const out: TableInfo[] = [];
  const visit = (t: TableInfo) => {
    if (done.has(t.name)) return;
    done.add(t.name);
    for (const fk of t.foreignKeys) {
      const parent = byName.get(fk.table);
      if (parent && parent !== t) visit(parent);
    }
    out.push(t);
  };
  const anchor = first ? byName.get(first) : undefined;
  if (anchor) visit(anchor);
  for (const t of tables) visit(t);
  return out;
}

export function distributionSql(plan = distributionPlan()): string {
  const lines = [
    '-- Generated by `npm run scaling:sql` from server/db/schema (tools/scaling/distribution.ts).',
    '-- Run on the Citus coordinator after the migrations, before loading data.',
    '',
    '-- Global tables: one copy on every node, joinable with any shard.',
    ...foreignKeyOrder(plan.reference).map((t) => `SELECT create_reference_table('${t.name}');`),
    '',
    `-- Tenant tables: sharded by ${DISTRIBUTION_COLUMN}, all colocated, so a company's rows of every table share a node.`,
    ...foreignKeyOrder(plan.distributed, COLOCATION_ANCHOR).map((t, i) =>
      i === 0
        ? `SELECT create_distributed_table('${t.name}', '${DISTRIBUTION_COLUMN}');`
        : `SELECT create_distributed_table('${t.name}', '${DISTRIBUTION_COLUMN}', colocate_with => '${COLOCATION_ANCHOR}');`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

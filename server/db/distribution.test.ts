// Issue 14 item 10: the schema is ready for Citus. A table distributed by account_id must have a
// primary key and unique indexes that include account_id (here: lead with it, DESIGN.md), and a foreign
// key between two distributed tables must carry account_id on both sides; global tables become
// reference tables. Read straight off the Drizzle schema with getTableConfig.
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema/index';
import { columnName, distributionPlan, distributionSql, KNOWN_EXCEPTIONS } from '../../tools/scaling/distribution';

const tables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => getTableConfig(table));
const names = (columns: readonly Pick<PgColumn, 'name'>[]) => columns.map(columnName);
const isTenant = (t: (typeof tables)[number]) => names(t.columns).includes('account_id');

function primaryKeyOf(t: (typeof tables)[number]): string[] {
  return t.primaryKeys.length ? names(t.primaryKeys[0].columns) : names(t.columns.filter((c) => c.primary));
}

function uniquesOf(t: (typeof tables)[number]): string[][] {
  return [
    ...t.indexes.filter((i) => i.config.unique).map((i) => i.config.columns.map((c) => ('name' in c ? columnName(c as PgColumn) : '(expression)'))),
    ...t.uniqueConstraints.map((u) => names(u.columns)),
    ...t.columns.filter((c) => c.isUnique).map((c) => [columnName(c)]),
  ];
}

/** Global tables: no account_id. Adding one is a decision (it is copied to every node), so it is listed here. */
const GLOBAL_TABLES = [
  'accounts', 'agent_builds', 'agent_releases', 'canary_plans', 'catalog_app_images', 'default_email_templates', 'job_schedules', 'jobs', 'login_attempts',
  'mdm_catalog_apps', 'native_apps', 'saas_apps', 'website_categories', 'websites',
];

describe('distribution by account_id (Citus)', () => {
  it('reads the whole schema', () => {
    expect(tables.length).toBeGreaterThan(40);
    expect(tables.filter(isTenant).length).toBeGreaterThan(30);
  });

  it('gives every tenant table a primary key that leads with account_id', () => {
    const wrong = tables
      .filter((t) => isTenant(t) && !(t.name in KNOWN_EXCEPTIONS))
      .filter((t) => primaryKeyOf(t)[0] !== 'account_id')
      .map((t) => `${t.name} (${primaryKeyOf(t).join(', ') || 'no primary key'})`);
    expect(wrong).toEqual([]);
  });

  it('leads every unique index of a tenant table with account_id', () => {
    const wrong = tables
      .filter((t) => isTenant(t) && !(t.name in KNOWN_EXCEPTIONS))
      .flatMap((t) => uniquesOf(t).filter((cols) => cols[0] !== 'account_id').map((cols) => `${t.name} (${cols.join(', ')})`));
    expect(wrong).toEqual([]);
  });

  it('lists the known exceptions, each still breaking the rule (drop it from the list once fixed)', () => {
    expect(Object.keys(KNOWN_EXCEPTIONS)).toEqual(['members', 'canary_plan_companies', 'stripe_events', 'password_reset_tokens', 'mfa_factors', 'mfa_challenges', 'sso_auth_states', 'api_tokens', 'mdm_enrolment_pins', 'directory_oauth_states', 'scim_tokens']);
    for (const name of Object.keys(KNOWN_EXCEPTIONS)) {
      const t = tables.find((x) => x.name === name)!;
      expect(isTenant(t), name).toBe(true);
      const breaks = primaryKeyOf(t)[0] !== 'account_id' || uniquesOf(t).some((cols) => cols[0] !== 'account_id');
      expect(breaks, name).toBe(true);
    }
    const members = tables.find((t) => t.name === 'members')!;
    expect(primaryKeyOf(members)).toEqual(['id']);
    expect(uniquesOf(members)).toContainEqual(['email']);
  });

  it('makes the global tables and the exceptions reference tables, and distributes every other table', () => {
    expect(tables.filter((t) => !isTenant(t)).map((t) => t.name).sort()).toEqual(GLOBAL_TABLES);
    const plan = distributionPlan();
    expect(plan.reference.map((t) => t.name).sort()).toEqual([...GLOBAL_TABLES, ...Object.keys(KNOWN_EXCEPTIONS)].sort());
    expect(plan.distributed.map((t) => t.name).sort()).toEqual(
      tables
        .filter((t) => isTenant(t) && !(t.name in KNOWN_EXCEPTIONS))
        .map((t) => t.name)
        .sort(),
    );
  });

  it('keeps foreign keys Citus can enforce: between distributed tables through account_id, never from a reference table to a distributed one', () => {
    const plan = distributionPlan();
    const distributed = new Set(plan.distributed.map((t) => t.name));
    const wrong: string[] = [];
    for (const t of tables) {
      for (const fk of t.foreignKeys) {
        const ref = fk.reference();
        const parent = getTableConfig(ref.foreignTable).name;
        const from = names(ref.columns);
        const to = names(ref.foreignColumns);
        const label = `${t.name}(${from.join(', ')}) -> ${parent}(${to.join(', ')})`;
        if (!distributed.has(t.name) && distributed.has(parent)) wrong.push(`${label}: reference table points at a distributed one`);
        if (distributed.has(t.name) && distributed.has(parent)) {
          const at = from.indexOf('account_id');
          if (at < 0 || to[at] !== 'account_id') wrong.push(`${label}: does not join on account_id`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('generates one statement per table, reference tables first, parents before children', () => {
    const sql = distributionSql();
    const statements = sql.split('\n').filter((line) => line.startsWith('SELECT'));
    const named = statements.map((s) => /\('([a-z_]+)'/.exec(s)![1]);
    expect(named.slice().sort()).toEqual(tables.map((t) => t.name).sort());
    const position = new Map(named.map((n, i) => [n, i]));
    for (const t of tables) {
      for (const fk of t.foreignKeys) {
        const parent = getTableConfig(fk.reference().foreignTable).name;
        if (parent !== t.name) expect(position.get(parent)!, `${parent} before ${t.name}`).toBeLessThan(position.get(t.name)!);
      }
    }
    for (const name of GLOBAL_TABLES) expect(sql).toContain(`SELECT create_reference_table('${name}');`);
    expect(sql).toContain("SELECT create_distributed_table('people', 'account_id', colocate_with => 'endpoints');");
  });
});

// Multi-row statements as one parameter per column: `unnest($1::uuid[], $2::timestamptz[], ...)`.
// A statement of 500 rows then has a dozen parameters instead of thousands, which is what keeps a
// batch cheap to parse and bind on both PGlite and PostgreSQL (issue 3: ≥ 10,000 events/s).
import { sql, type SQL } from 'drizzle-orm';

export type Scalar = string | number | boolean | null;

/** A PostgreSQL array literal; every element quoted, so it works for any element type. */
export function arrayLiteral(values: readonly Scalar[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i > 0) out += ',';
    if (v === null) out += 'NULL';
    else out += `"${String(v).replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  }
  return `${out}}`;
}

export interface Column {
  name: string;
  /** the SQL element type: uuid, text, timestamptz, date, int4, int8, bool or an enum type name */
  type: string;
  /** how the unnested value becomes the column's value, when not as is (e.g. a JSON text to text[]) */
  select?: (value: string) => string;
}

/** `unnest(...) as u(col, ...)` over column arrays of equal length. */
export function unnestOf(columns: readonly Column[], values: readonly (readonly Scalar[])[]): SQL {
  const args = columns.map((c, i) => sql`${arrayLiteral(values[i])}::${sql.raw(quoteType(c.type))}[]`);
  return sql`unnest(${sql.join(args, sql`, `)}) as u(${sql.raw(columns.map((c) => ident(c.name)).join(', '))})`;
}

export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

const BUILT_IN = new Set(['uuid', 'text', 'timestamptz', 'date', 'int4', 'int8', 'bool']);

function quoteType(type: string): string {
  return BUILT_IN.has(type) ? type : ident(type);
}

/**
 * INSERT of many rows with the account id as one parameter. `columns` excludes account_id, which
 * is always the first column of these tables' keys.
 */
export function insertRows(table: string, accountId: string, columns: readonly Column[], values: readonly (readonly Scalar[])[], tail: SQL): SQL {
  const names = ['account_id', ...columns.map((c) => c.name)].map(ident).join(', ');
  const select = columns.map((c) => (c.select ? c.select(`u.${ident(c.name)}`) : `u.${ident(c.name)}`)).join(', ');
  return sql`insert into ${sql.raw(ident(table))} (${sql.raw(names)}) select ${accountId}::uuid, ${sql.raw(select)} from ${unnestOf(columns, values)} ${tail}`;
}

/** The rows of db.execute() on either driver (both answer { rows }). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** Column-major arrays from row objects, in the order of `columns`. */
export function columnsOf<T>(rows: readonly T[], columns: readonly Column[], get: (row: T) => readonly Scalar[]): Scalar[][] {
  const out: Scalar[][] = columns.map(() => new Array(rows.length));
  for (let r = 0; r < rows.length; r++) {
    const values = get(rows[r]);
    for (let c = 0; c < columns.length; c++) out[c][r] = values[c];
  }
  return out;
}

/**
 * Several data-modifying statements as ONE statement (`with a as (insert ...), b as (...) select ...`):
 * one round trip instead of one per table, which is most of a batch's fixed cost on PGlite. Each
 * table may appear once, and no part sees another's changes (one snapshot), so only independent
 * writes go together.
 */
export function together(parts: readonly { name: string; statement: SQL }[], select: SQL): SQL {
  const ctes = parts.map((p) => sql`${sql.raw(ident(p.name))} as (${p.statement})`);
  return sql`with ${sql.join(ctes, sql`, `)} ${select}`;
}

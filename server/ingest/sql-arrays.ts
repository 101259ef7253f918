// Multi-row statements as one parameter per column: `unnest($1::uuid[], $2::timestamptz[], ...)`.
// A statement of 500 rows then has a dozen parameters instead of thousands, which is what keeps a
// batch cheap to parse and bind on both PGlite and PostgreSQL (issue 3: ≥ 10,000 events/s).
import { sql, type SQL } from 'drizzle-orm';

export type Scalar = string | number | boolean | null;

const NEEDS_ESCAPE = /[\\"]/;

/** One quoted array element; only text holding a quote or backslash pays for the escaping. */
function element(v: Scalar): string {
  if (v === null) return 'NULL';
  if (typeof v !== 'string') return `"${v}"`;
  return NEEDS_ESCAPE.test(v) ? `"${v.replace(/[\\"]/g, '\\$&')}"` : `"${v}"`;
}

/** A PostgreSQL array literal; every element quoted, so it works for any element type. */
export function arrayLiteral(values: readonly Scalar[]): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) parts[i] = element(values[i]);
  return `{${parts.join(',')}}`;
}

/** The array literal of one column of `rows`, read straight from each row (no column array in between). */
export function columnLiteral<T>(rows: readonly T[], get: (row: T) => Scalar): string {
  const parts = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) parts[i] = element(get(rows[i]));
  return `{${parts.join(',')}}`;
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
  return unnestLiterals(columns, values.map((v) => arrayLiteral(v)));
}

/** `unnest(...) as u(col, ...)` over ready array literals, one per column. */
function unnestLiterals(columns: readonly Column[], literals: readonly string[]): SQL {
  const args = columns.map((c, i) => sql`${literals[i]}::${sql.raw(quoteType(c.type))}[]`);
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
  return insertLiterals(table, accountId, columns, values.map((v) => arrayLiteral(v)), tail);
}

/** A column whose value is read from each row object. */
export interface RowColumn<T> extends Column {
  get(row: T): Scalar;
}

/** insertRows reading each column's values from the row objects: no per-row value arrays (the hot path of a batch). */
export function insertRowObjects<T>(table: string, accountId: string, columns: readonly RowColumn<T>[], rows: readonly T[], tail: SQL): SQL {
  return insertLiterals(table, accountId, columns, columns.map((c) => columnLiteral(rows, c.get)), tail);
}

function insertLiterals(table: string, accountId: string, columns: readonly Column[], literals: readonly string[], tail: SQL): SQL {
  const names = ['account_id', ...columns.map((c) => c.name)].map(ident).join(', ');
  const select = columns.map((c) => (c.select ? c.select(`u.${ident(c.name)}`) : `u.${ident(c.name)}`)).join(', ');
  return sql`insert into ${sql.raw(ident(table))} (${sql.raw(names)}) select ${accountId}::uuid, ${sql.raw(select)} from ${unnestLiterals(columns, literals)} ${tail}`;
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
/** One named statement of a batch, joined with others into one by `together` (each becomes a CTE). */
export interface Part {
  name: string;
  statement: SQL;
}

export function together(parts: readonly Part[], select: SQL): SQL {
  const ctes = parts.map((p) => sql`${sql.raw(ident(p.name))} as (${p.statement})`);
  return sql`with ${sql.join(ctes, sql`, `)} ${select}`;
}

// The console's data loss prevention figures (issue 21), each defined once with the rule for who counts,
// in the style of endpoints.ts. The dashboard's Data Security figures (modules/dashboard/stats.ts), the DLP
// lists behind their links (modules/dlp/service.ts) and AskCISO (askciso/run/operations.ts) count through
// these conditions; the list each figure opens is src/domain/dlp/figures.ts. docs/DECISIONS.md "One metric
// layer" gives the reasons.
//
// Population: a group admin counts the rows of its groups' people (a file the agent reported without a
// person is the company's, not a group's); every other role counts the company's.
// Period: whole UTC days, as the dashboard's rollups are keyed. A file counts in a period when it was on
// its endpoint at some time in it: found before the period ended and not removed before it began. Without
// a period a file counts while it is still on its endpoint. An event (a paste, a source-code finding)
// counts when it happened in the period; without a period, always.
import { sql, type SQL } from 'drizzle-orm';
import { DLP_FIGURE_LISTS, type DlpFigureName } from '../../src/lib/dlp-figures';
import { people } from '../db/schema/index';
import type { Scope } from '../plugins/scope';

/** First and last covered UTC date, 'YYYY-MM-DD'; null = now (files) or all time (events). */
export type DlpPeriod = { from: string; to: string } | null;

const DAY_MS = 86_400_000;
const startOf = (date: string) => `${date}T00:00:00.000Z`;
const endOf = (date: string) => new Date(Date.parse(startOf(date)) + DAY_MS).toISOString();

/** Names a DLP table's columns under an alias in hand-written SQL (`from sensitive_files f` → `dlpAlias('f')`). */
export type DlpColumns = (column: string) => SQL;
export function dlpAlias(alias: string): DlpColumns {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`not an SQL alias: ${alias}`);
  return (column) => {
    if (!/^[a-z_]+$/.test(column)) throw new Error(`not a column: ${column}`);
    return sql.raw(`${alias}.${column}`);
  };
}

/** The row belongs to the scope: its company, and for a group admin one of its groups' people. */
export function dlpRowOfScope(scope: Scope, c: DlpColumns): SQL {
  const own = sql`${c('account_id')} = ${scope.accountId}::uuid`;
  if (scope.groupIds === null) return own;
  return sql`${own} and ${c('person_id')} in (select ${people.id} from ${people} where ${scope.people()})`;
}

/** A sensitive file (row of sensitive_files) on its endpoint at some time in the period, or now. */
export function filePresent(period: DlpPeriod, f: DlpColumns): SQL {
  if (!period) return sql`${f('removed_at')} is null`;
  return sql`${f('first_seen')} < ${endOf(period.to)}::timestamptz and (${f('removed_at')} is null or ${f('removed_at')} >= ${startOf(period.from)}::timestamptz)`;
}

/** An event (copy_paste_events, source_code_findings: column `at`) in the period. */
export function eventDuring(period: DlpPeriod, c: DlpColumns): SQL {
  if (!period) return sql`true`;
  return sql`${c('at')} >= ${startOf(period.from)}::timestamptz and ${c('at')} < ${endOf(period.to)}::timestamptz`;
}

interface DlpFigure {
  meaning: string;
  /** the scalar subquery that counts the figure */
  count: (scope: Scope, period: DlpPeriod) => SQL;
}

const f = dlpAlias('dlp_f');
const fileRows = (scope: Scope, period: DlpPeriod) => sql`from sensitive_files dlp_f where ${dlpRowOfScope(scope, f)} and ${filePresent(period, f)}`;
const c = dlpAlias('dlp_c');
const s = dlpAlias('dlp_s');

export const DLP_FIGURES: Readonly<Record<DlpFigureName, DlpFigure>> = {
  endpointsWithSensitiveData: {
    meaning: 'endpoints with a sensitive file on them in the period',
    count: (scope, period) => sql`(select count(distinct dlp_f.endpoint_id)::int ${fileRows(scope, period)})`,
  },
  usersWithSensitiveData: {
    meaning: 'people with a sensitive file on their endpoint in the period (files without a person are not counted)',
    count: (scope, period) => sql`(select count(distinct dlp_f.person_id)::int ${fileRows(scope, period)})`,
  },
  sensitiveFiles: {
    meaning: 'sensitive findings (a file on an endpoint, per data type) present in the period',
    count: (scope, period) => sql`(select count(*)::int ${fileRows(scope, period)})`,
  },
  sensitiveActivities: {
    meaning: 'sensitive data pasted from one app into another in the period, whatever the action',
    count: (scope, period) => sql`(select count(*)::int from copy_paste_events dlp_c where ${dlpRowOfScope(scope, c)} and ${eventDuring(period, c)})`,
  },
  sourceCodeFindings: {
    meaning: 'findings in source code in the period',
    count: (scope, period) => sql`(select count(*)::int from source_code_findings dlp_s where ${dlpRowOfScope(scope, s)} and ${eventDuring(period, s)})`,
  },
};

/** The figure as a scalar subquery, to select beside other figures. */
export function dlpCount(figure: DlpFigureName, scope: Scope, period: DlpPeriod): SQL {
  return DLP_FIGURES[figure].count(scope, period);
}

/** The list that shows exactly the figure's rows. */
export const dlpFigureList = (figure: DlpFigureName) => DLP_FIGURE_LISTS[figure];

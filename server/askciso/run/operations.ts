// Sensitive files, copy-paste activity, remote commands and gateways (spec part 2 §3, §4).
import { sql, type SQL } from 'drizzle-orm';
import type { Answer } from '../../../src/api/contract/askciso';
import { copyPasteEvents, endpoints, people, remoteCommands, sensitiveFiles, ztpaGateways } from '../../db/schema/index';
import { rowsOf } from '../../ingest/sql-arrays';
import { asOfLine, baseAnswer, link, plural, rangeFilters, visiblePerson, type RunContext } from './context';

const inRange = (column: SQL, ctx: RunContext) =>
  sql`${column} >= to_timestamp(${ctx.plan.range.s / 1000}::float8) and ${column} <= to_timestamp(${ctx.plan.range.e / 1000}::float8)`;

function personFilter(ctx: RunContext, column: SQL): SQL {
  const person = ctx.plan.filters.people?.[0];
  return person ? sql`${column} = ${person.id}::uuid` : sql`true`;
}

export async function runSensitiveFiles(ctx: RunContext): Promise<Answer> {
  const { db, scope, now, zone } = ctx;
  const where = sql`f.account_id = ${scope.accountId}::uuid and f.removed_at is null and ${personFilter(ctx, sql`f.person_id`)}
    and ${scope.groupIds === null ? sql`true` : sql`f.person_id in (select ${people.id} from ${people} where ${scope.people()})`}`;
  const [row] = rowsOf<{ files: number; devices: number; users: number }>(
    await db.execute(sql`select count(*)::int as files, count(distinct f.endpoint_id)::int as devices, count(distinct f.person_id)::int as users
      from ${sensitiveFiles} f where ${where}`),
  );
  const person = ctx.plan.filters.people?.[0];
  const headline = ctx.say(
    `**${plural(row.files, 'file')} with sensitive data** ${row.files === 1 ? 'is' : 'are'} on ${plural(row.devices, 'endpoint')} of ${plural(row.users, 'user')}${person ? ` (${person.label})` : ''}.`,
  );
  const types = rowsOf<{ type: string; n: number }>(await db.execute(sql`select f.data_type as type, count(*)::int as n from ${sensitiveFiles} f where ${where} group by 1 order by 2 desc limit 5`));
  const answer = baseAnswer('sensitive_files', now);
  answer.figure = row.files;
  answer.row_count = row.files;
  answer.links.push(link('Open in Discovered Data', 'dlp-endpoints', undefined, { u: person?.key }));
  if (types.length) answer.table = { columns: ['Data type', 'Files'], rows: types.map((t) => [t.type, t.n]) };
  answer.text = `${headline}\n\n${asOfLine(now, zone, row.files)}`;
  answer.suggestions = ['copy-paste activity last week', 'which endpoints have the most sensitive files?'];
  return answer;
}

export async function runCopyPaste(ctx: RunContext): Promise<Answer> {
  const { db, scope, now, zone, plan } = ctx;
  const where = sql`c.account_id = ${scope.accountId}::uuid and ${inRange(sql`c.at`, ctx)} and ${personFilter(ctx, sql`c.person_id`)} and ${visiblePerson(scope, 'c.person_id')}`;
  const [row] = rowsOf<{ n: number; users: number }>(await db.execute(sql`select count(*)::int as n, count(distinct c.person_id)::int as users from ${copyPasteEvents} c where ${where}`));
  const headline = ctx.say(`**${plural(row.n, 'copy-paste event')}** with sensitive data by ${plural(row.users, 'user')} ${plan.range.label}.`);
  const top = rowsOf<{ destination: string; n: number }>(await db.execute(sql`select c.destination, count(*)::int as n from ${copyPasteEvents} c where ${where} group by 1 order by 2 desc limit 5`));
  const answer = baseAnswer('copy_paste', now);
  answer.figure = row.n;
  answer.row_count = row.n;
  const person = plan.filters.people?.[0];
  answer.links.push(link('Open in Data Activity', 'copy-paste-activity', undefined, { ...rangeFilters(plan.range), u: person?.key }));
  if (top.length) answer.table = { columns: ['Pasted into', 'Events'], rows: top.map((t) => [t.destination, t.n]) };
  answer.text = `${headline}\n\n${asOfLine(now, zone, row.n)}`;
  return answer;
}

export async function runCommands(ctx: RunContext): Promise<Answer> {
  const { db, scope, now, zone, plan } = ctx;
  const statuses = plan.filters.commandStatuses ?? [];
  const where = sql`c.account_id = ${scope.accountId}::uuid and ${inRange(sql`c.queued_at`, ctx)}
    ${statuses.length ? sql`and c.status::text = any(${`{${statuses.join(',')}}`}::text[])` : sql``}
    ${scope.groupIds === null ? sql`` : sql`and c.endpoint_id in (select ${endpoints.id} from ${endpoints} where ${endpoints.accountId} = ${scope.accountId}::uuid and ${endpoints.ownerPersonId} in (select ${people.id} from ${people} where ${scope.people()}))`}`;
  const split = rowsOf<{ status: string; n: number }>(await db.execute(sql`select c.status::text as status, count(*)::int as n from ${remoteCommands} c where ${where} group by 1 order by 2 desc`));
  const total = split.reduce((sum, s) => sum + s.n, 0);
  const answer = baseAnswer('commands', now);
  answer.figure = total;
  answer.row_count = total;
  answer.links.push(link('Open in Commands', 'commands', undefined, { ...rangeFilters(plan.range), status: statuses.length ? statuses : undefined }));
  if (split.length) answer.table = { columns: ['Status', 'Commands'], rows: split.map((s) => [s.status, s.n]) };
  answer.text = `${ctx.say(`**${plural(total, 'remote command')}**${statuses.length ? ` (${statuses.join(', ')})` : ''} ${plan.range.label}.`)}\n\n${asOfLine(now, zone, total)}`;
  return answer;
}

export async function runGateways(ctx: RunContext, question: string): Promise<Answer> {
  const { db, scope, now, zone } = ctx;
  const status = /\boffline\b|\bdown\b/.test(question.toLowerCase()) ? 'OFFLINE' : /\bonline\b|\bup\b/.test(question.toLowerCase()) ? 'ONLINE' : undefined;
  const rows = rowsOf<{ name: string; status: string; region: string | null }>(
    await db.execute(sql`select g.name, g.status::text as status, g.region from ${ztpaGateways} g where g.account_id = ${scope.accountId}::uuid
      ${status ? sql`and g.status = ${status}` : sql``} order by g.name`),
  );
  const answer = baseAnswer('gateways', now);
  answer.figure = rows.length;
  answer.row_count = rows.length;
  answer.links.push(link('Open in Gateways', 'ztpa-server', undefined, { status: status ? [status] : undefined }));
  if (rows.length) answer.table = { columns: ['Gateway', 'Status', 'Region'], rows: rows.map((g) => [g.name, g.status, g.region ?? '—']) };
  answer.text = `${ctx.say(`**${plural(rows.length, 'gateway')}**${status ? ` ${status.toLowerCase()}` : ''}.`)}\n\n${asOfLine(now, zone, rows.length)}`;
  return answer;
}

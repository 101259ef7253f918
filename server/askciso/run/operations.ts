// Sensitive files, copy-paste activity, remote commands and gateways (spec part 2 §3, §4).
import { sql, type SQL } from 'drizzle-orm';
import type { Answer } from '../../../src/api/contract/askciso';
import { copyPasteEvents, remoteCommands, sensitiveFiles, ztpaGateways } from '../../db/schema/index';
import { statusSql as gatewayStatusSql } from '../../modules/ztpa/service';
import type { LibraryCommand } from '../../../src/api/contract/commands';
import { rowsOf } from '../../ingest/sql-arrays';
import { dlpAlias, dlpRowOfScope, eventDuring, filePresent } from '../../metrics/dlp';
import { aliased, endpointsOfScope } from '../../metrics/endpoints';
import { periodOf } from '../../modules/dlp/service';
import { listLibrary } from '../../modules/commands/library';
import { asOfLine, baseAnswer, link, plural, rangeFilters, type RunContext } from './context';

const inRange = (column: SQL, ctx: RunContext) =>
  sql`${column} >= to_timestamp(${ctx.plan.range.s / 1000}::float8) and ${column} <= to_timestamp(${ctx.plan.range.e / 1000}::float8)`;

function personFilter(ctx: RunContext, column: SQL): SQL {
  const person = ctx.plan.filters.people?.[0];
  return person ? sql`${column} = ${person.id}::uuid` : sql`true`;
}

export async function runSensitiveFiles(ctx: RunContext): Promise<Answer> {
  const { db, scope, now, zone, plan } = ctx;
  // the DLP metric layer's files (server/metrics/dlp.ts): present at some time in the question's days
  const f = dlpAlias('f');
  const where = sql`${dlpRowOfScope(scope, f)} and ${filePresent(periodOf({ s: plan.range.s, e: plan.range.e, z: zone }, now), f)} and ${personFilter(ctx, sql`f.person_id`)}`;
  const [row] = rowsOf<{ files: number; devices: number; users: number }>(
    await db.execute(sql`select count(*)::int as files, count(distinct f.endpoint_id)::int as devices, count(distinct f.person_id)::int as users
      from ${sensitiveFiles} f where ${where}`),
  );
  const person = ctx.plan.filters.people?.[0];
  const headline = ctx.say(
    `**${plural(row.files, 'file')} with sensitive data** ${row.files === 1 ? 'was' : 'were'} on ${plural(row.devices, 'endpoint')} of ${plural(row.users, 'user')}${person ? ` (${person.label})` : ''} ${plan.range.label}.`,
  );
  const types = rowsOf<{ type: string; n: number }>(await db.execute(sql`select f.data_type as type, count(*)::int as n from ${sensitiveFiles} f where ${where} group by 1 order by 2 desc limit 5`));
  const answer = baseAnswer('sensitive_files', now);
  answer.figure = row.files;
  answer.row_count = row.files;
  const filters = { ...rangeFilters(plan.range), u: person?.key };
  answer.links.push(link('Open in Sensitive Data', 'sensitive-data', undefined, filters));
  answer.links.push(link('Open in Discovered Data', 'dlp-endpoints', undefined, filters));
  if (types.length) answer.table = { columns: ['Data type', 'Files'], rows: types.map((t) => [t.type, t.n]) };
  answer.text = `${headline}\n\n${asOfLine(now, zone, row.files)}`;
  answer.suggestions = ['copy-paste activity last week', 'which endpoints have the most sensitive files?'];
  return answer;
}

export async function runCopyPaste(ctx: RunContext): Promise<Answer> {
  const { db, scope, now, zone, plan } = ctx;
  // the DLP metric layer's pastes (server/metrics/dlp.ts): the question's days, as Data Activity reads them
  const c = dlpAlias('c');
  const where = sql`${dlpRowOfScope(scope, c)} and ${eventDuring(periodOf({ s: plan.range.s, e: plan.range.e, z: zone }, now), c)} and ${personFilter(ctx, sql`c.person_id`)}`;
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

/** 'what did the restart on X return': the library command the question names, longest name first. */
function namedLibraryCommand(question: string): LibraryCommand | undefined {
  const q = question.toLowerCase();
  return [...listLibrary()].sort((a, b) => b.name.length - a.name.length).find((c) => new RegExp(`\\b${c.name.toLowerCase()}\\b`).test(q));
}

const ASKS_RESULT = /\b(return(ed)?|output|result|say|said|print(ed)?|show(ed)?)\b/;
const OUTPUT_LINES = 12;

export async function runCommands(ctx: RunContext, question = ''): Promise<Answer> {
  const { db, scope, now, zone, plan } = ctx;
  const statuses = plan.filters.commandStatuses ?? [];
  const endpoint = plan.filters.endpoints?.[0];
  const named = namedLibraryCommand(question);
  const e = aliased('e');
  const where = sql`c.account_id = ${scope.accountId}::uuid and ${inRange(sql`c.queued_at`, ctx)}
    ${statuses.length ? sql`and c.status::text = any(${`{${statuses.join(',')}}`}::text[])` : sql``}
    ${endpoint?.id ? sql`and c.endpoint_id = ${endpoint.id}::uuid` : sql``}
    ${scope.groupIds === null ? sql`` : sql`and c.endpoint_id in (select e.id from endpoints e where ${endpointsOfScope(scope, e)})`}`;

  // one endpoint and a question about what a command returned: the latest such command and its output
  if (endpoint?.id && ASKS_RESULT.test(question.toLowerCase())) {
    const [last] = rowsOf<{ id: string; command: string; status: string; output: string | null; queued_at: string; library_command_id: string | null }>(
      await db.execute(sql`select c.id, c.command, c.status::text as status, c.output, c.queued_at::text as queued_at, c.library_command_id
        from ${remoteCommands} c where ${where} ${named ? sql`and c.library_command_id = ${named.id}` : sql``}
        order by c.queued_at desc limit 1`),
    );
    const answer = baseAnswer('commands', now);
    const what = named ? `${named.name} on ${endpoint.label}` : `a command on ${endpoint.label}`;
    if (!last) {
      answer.figure = 0;
      answer.row_count = 0;
      answer.text = ctx.say(`No ${named ? named.name.toLowerCase() : 'command'} was sent to ${endpoint.label} ${plan.range.label}.`);
      answer.links.push(link('Open in Commands', 'commands', undefined, { ...rangeFilters(plan.range), endpoint: endpoint.id }));
      return answer;
    }
    answer.figure = 1;
    answer.row_count = 1;
    const lines = (last.output ?? '').split('\n');
    const shown = lines.slice(0, OUTPUT_LINES).join('\n');
    const headline = ctx.say(`The latest ${what} (${last.command}) ended **${last.status}**.`);
    const body = last.status === 'Success' || last.status === 'Failure'
      ? `\n\n\`\`\`\n${shown}\n\`\`\`${lines.length > OUTPUT_LINES ? `\n\n${lines.length - OUTPUT_LINES} more lines in the console.` : ''}`
      : last.status === 'Queued' ? '\n\nIt has not answered yet.' : `\n\n${last.output ?? ''}`;
    answer.text = `${headline}${body}`;
    answer.links.push(link('Open the command', 'commands', undefined, { ...rangeFilters(plan.range), endpoint: endpoint.id, cmd: last.id }));
    return answer;
  }

  const split = rowsOf<{ status: string; n: number }>(await db.execute(sql`select c.status::text as status, count(*)::int as n from ${remoteCommands} c where ${where} group by 1 order by 2 desc`));
  const total = split.reduce((sum, s) => sum + s.n, 0);
  const answer = baseAnswer('commands', now);
  answer.figure = total;
  answer.row_count = total;
  answer.links.push(link('Open in Commands', 'commands', undefined, { ...rangeFilters(plan.range), status: statuses.length ? statuses : undefined, endpoint: endpoint?.id }));
  if (split.length) answer.table = { columns: ['Status', 'Commands'], rows: split.map((s) => [s.status, s.n]) };
  const on = endpoint ? ` on ${endpoint.label}` : '';
  answer.text = `${ctx.say(`**${plural(total, 'remote command')}**${statuses.length ? ` (${statuses.join(', ')})` : ''}${on} ${plan.range.label}.`)}\n\n${asOfLine(now, zone, total)}`;
  return answer;
}

export async function runGateways(ctx: RunContext, question: string): Promise<Answer> {
  const { db, scope, now, zone } = ctx;
  const status = /\boffline\b|\bdown\b/.test(question.toLowerCase()) ? 'OFFLINE' : /\bonline\b|\bup\b/.test(question.toLowerCase()) ? 'ONLINE' : undefined;
  const rows = rowsOf<{ name: string; status: string; region: string | null }>(
    await db.execute(sql`select * from (select g.name, ${gatewayStatusSql(sql`g.last_seen`, now)} as status, g.region from ${ztpaGateways} g
      where g.account_id = ${scope.accountId}::uuid) x ${status ? sql`where x.status = ${status}` : sql``} order by x.name`),
  );
  const answer = baseAnswer('gateways', now);
  answer.figure = rows.length;
  answer.row_count = rows.length;
  answer.links.push(link('Open in Gateways', 'ztpa-server', undefined, { status: status ? [status] : undefined }));
  if (rows.length) answer.table = { columns: ['Gateway', 'Status', 'Region'], rows: rows.map((g) => [g.name, g.status, g.region ?? '—']) };
  answer.text = `${ctx.say(`**${plural(rows.length, 'gateway')}**${status ? ` ${status.toLowerCase()}` : ''}.`)}\n\n${asOfLine(now, zone, rows.length)}`;
  return answer;
}

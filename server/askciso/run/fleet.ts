// People and endpoints (spec part 2 §2.3, §3): current state, not time-ranged. Each answer links to
// the list that shows the same people or endpoints: Users (risk, status), User Management (agent
// status), Endpoints (status, platform), Compliance (non-compliant, unencrypted) or Endpoint
// Management (compliant, MDM).
import { sql, type SQL } from 'drizzle-orm';
import type { Answer } from '../../../src/api/contract/askciso';
import type { LinkFilters } from '../../../src/lib/links';
import type { RouteId } from '../../../src/app/routes/table';
import { ANY_VALUE } from '../../../src/app/routes/filters';
import { endpoints, people } from '../../db/schema/index';
import { rowsOf } from '../../ingest/sql-arrays';
import { countedEndpoints, ENDPOINT_FIGURES, tableColumns, type EndpointFigureName } from '../../metrics/endpoints';
import { peopleColumns, personIs } from '../../metrics/people';
import type { EndpointState } from '../plan';
import { asOfLine, baseAnswer, link, listText, plural, type RunContext } from './context';

const textArray = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`;

export async function runPeople(ctx: RunContext): Promise<Answer> {
  const { db, scope, plan, now, zone } = ctx;
  const f = plan.filters;
  const conditions: SQL[] = [sql`${scope.people()}`];
  let routeId: RouteId = 'users';
  const filters: Record<string, LinkFilters[string]> = {};
  const described: string[] = [];
  if (f.risk) {
    conditions.push(sql`${people.riskLevel} = ${f.risk}`);
    filters.r = [f.risk];
    described.push(`${f.risk.toLowerCase()} risk`);
  }
  if (f.personState === 'not_installed' || f.personState === 'uninstalled') {
    conditions.push(sql`${people.copilotStatus} = ${f.personState}`);
    routeId = 'user-management';
    filters.copilot = [f.personState];
    described.push(f.personState === 'not_installed' ? 'without the agent installed' : 'who uninstalled the agent');
  } else if (f.personState === 'inactive') {
    conditions.push(personIs('inactive', peopleColumns));
    filters.status = ['INACTIVE'];
    described.push('inactive');
  }
  // A list opened without filters shows its defaults (active people only); this answer counts everyone.
  if (Object.keys(filters).length === 0) filters.status = [ANY_VALUE];
  const where = sql.join(conditions, sql` and `);
  const [{ total }] = rowsOf<{ total: number }>(await db.execute(sql`select count(*)::int as total from ${people} where ${where}`));
  const who = described.length ? ` ${listText(described)}` : '';
  const headline = ctx.say(`You have **${plural(total, 'user')}**${who}.`);
  const sample = rowsOf<{ name: string; email: string; risk: string; copilot: string }>(
    await db.execute(sql`select ${people.name} as name, ${people.email} as email, ${people.riskLevel} as risk, ${people.copilotStatus} as copilot
      from ${people} where ${where} order by ${people.name} limit ${plan.limit}`),
  );
  const answer = baseAnswer('people', now);
  answer.figure = total;
  answer.row_count = total;
  answer.links.push(link(routeId === 'users' ? 'Open in Users' : 'Open in User Management', routeId, undefined, filters));
  if (sample.length) answer.table = { columns: ['Name', 'E-mail', 'Risk', 'Agent'], rows: sample.map((p) => [p.name, p.email, p.risk, p.copilot]) };
  answer.text = `${headline}${total > sample.length && sample.length ? ` The first ${sample.length} are listed below.` : ''}\n\n${asOfLine(now, zone, total)}`;
  answer.suggestions = ['which of them use Gen AI apps?', 'how many users do not have the agent installed?', 'how many high risk users?'];
  return answer;
}

/** What each endpoint state asked about counts (a figure of the metric layer), and how the answer says it. */
const ENDPOINT_STATES: Record<EndpointState, { figure: EndpointFigureName; words: string }> = {
  noncompliant: { figure: 'noncompliant', words: 'that are non-compliant' },
  compliant: { figure: 'compliant', words: 'that are compliant' },
  unencrypted: { figure: 'unencrypted', words: 'without disk encryption' },
  idle: { figure: 'longIdle', words: 'long idle (offline for the configured time)' },
  inactive: { figure: 'idle', words: 'inactive' },
  mdm: { figure: 'mdm', words: 'managed by MDM' },
};

export async function runEndpoints(ctx: RunContext): Promise<Answer> {
  const { db, scope, plan, now, zone } = ctx;
  const f = plan.filters;
  // the population of every endpoint figure (server/metrics/endpoints.ts): infrastructure hosts apart
  const conditions: SQL[] = [countedEndpoints(scope, tableColumns)];
  let routeId: RouteId = 'devices';
  const filters: Record<string, LinkFilters[string]> = {};
  const described: string[] = [];
  if (f.platforms?.length) {
    conditions.push(sql`${endpoints.platformFamily}::text = any(${textArray(f.platforms)}::text[])`);
    filters.o = f.platforms;
    described.push(`on ${listText(f.platforms)}`);
  }
  if (f.endpointState) {
    const { figure, words } = ENDPOINT_STATES[f.endpointState];
    const { where, list } = ENDPOINT_FIGURES[figure];
    conditions.push(where(tableColumns));
    if (list.route !== 'devices') routeId = list.route;
    Object.assign(filters, list.filters);
    described.push(words);
  }
  if (f.agentVersion) {
    conditions.push(sql`${endpoints.agentVersion} = ${f.agentVersion}`);
    filters.version = f.agentVersion;
    described.push(`running agent ${f.agentVersion}`);
  }
  if (f.endpoints?.length) {
    conditions.push(sql`${endpoints.hostname} = any(${textArray(f.endpoints.map((e) => e.key))}::text[])`);
    filters.q = f.endpoints[0].key;
  }
  // A list opened without filters shows its defaults (active, in scope); this answer counts every status.
  if (Object.keys(filters).length === 0) filters.status = [ANY_VALUE];
  const where = sql.join(conditions, sql` and `);
  const [{ total }] = rowsOf<{ total: number }>(await db.execute(sql`select count(*)::int as total from ${endpoints} where ${where}`));
  const headline = ctx.say(`**${plural(total, 'endpoint')}**${described.length ? ` ${described.join(', ')}` : ''}.`);
  const split = rowsOf<{ family: string; n: number }>(
    await db.execute(sql`select ${endpoints.platformFamily}::text as family, count(*)::int as n from ${endpoints} where ${where} group by 1 order by 2 desc`),
  );
  const sample = rowsOf<{ hostname: string; family: string; version: string; last_seen: string }>(
    await db.execute(sql`select ${endpoints.hostname} as hostname, ${endpoints.platformFamily}::text as family, ${endpoints.agentVersion} as version,
      to_char(${endpoints.lastSeen} at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as last_seen
      from ${endpoints} where ${where} order by ${endpoints.lastSeen} desc limit ${plan.limit}`),
  );
  const answer = baseAnswer('endpoints', now);
  answer.figure = total;
  answer.row_count = total;
  const label = routeId === 'compliance' ? 'Open in Compliance' : routeId === 'endpoints-v2' ? 'Open in Endpoint Management' : 'Open in Endpoints';
  answer.links.push(link(label, routeId, undefined, filters));
  if (sample.length) answer.table = { columns: ['Hostname', 'Platform', 'Agent', 'Last seen (UTC)'], rows: sample.map((e) => [e.hostname, e.family, e.version, e.last_seen]) };
  const bySplit = split.length > 1 ? ` By platform: ${split.map((s) => `${s.family} ${s.n}`).join(', ')}.` : '';
  answer.text = `${headline}${bySplit}\n\n${asOfLine(now, zone, total)}`;
  answer.suggestions = ['how many endpoints are non-compliant?', 'which macbooks are missing disk encryption?', 'how many endpoints are long idle?'];
  return answer;
}

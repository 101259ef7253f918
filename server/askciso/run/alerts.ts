// SaaS and website alerts (spec part 2 §3, §7): the figure is counted by the alerts lists' own service
// with the link's filters, so it is the total the linked SaaS Apps Alerts or Website Alerts list shows
// (whole days in the asker's zone, as the lists read a range); the breakdowns read the events themselves.
import { sql, type SQL } from 'drizzle-orm';
import { alertFilterQuery } from '../../../src/api/contract/alerts';
import type { Answer } from '../../../src/api/contract/askciso';
import { countAlerts } from '../../modules/alerts/service';
import { customApps, endpoints, people, saasAlerts, saasApps, websiteAlerts } from '../../db/schema/index';
import { rowsOf } from '../../ingest/sql-arrays';
import { asOfLine, baseAnswer, link, listText, plural, rangeFilters, visiblePerson, type RunContext } from './context';
import { dayInTimeZone } from './zone-format';

function inList(column: SQL, values: readonly string[] | undefined, cast = 'text'): SQL {
  if (!values?.length) return sql`true`;
  return sql`${column}::text = any(${`{${values.map((v) => `"${v.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`}::${sql.raw(cast)}[])`;
}

export async function runAlerts(ctx: RunContext): Promise<Answer> {
  const { db, scope, plan, now, zone } = ctx;
  const website = plan.subject === 'website_alerts';
  const f = plan.filters;
  const table = website ? websiteAlerts : saasAlerts;
  const appNames = website ? (f.websites ?? []).map((w) => w.key) : (f.apps ?? []).map((a) => a.key);
  const emails = (f.people ?? []).map((p) => p.key);

  const where = sql.join(
    [
      sql`x.account_id = ${scope.accountId}::uuid`,
      sql`x.at >= to_timestamp(${plan.range.s / 1000}::float8) and x.at <= to_timestamp(${plan.range.e / 1000}::float8)`,
      inList(sql`x.action`, f.actions),
      inList(sql`x.reason`, f.reasons),
      inList(sql`x.browser`, f.browsers),
      website ? inList(sql`x.domain`, appNames) : inList(sql`coalesce(sa.name, ca.name)`, appNames),
      emails.length ? inList(sql`p.email`, emails) : sql`true`,
      f.platforms?.length ? inList(sql`e.platform_family`, f.platforms) : sql`true`,
      visiblePerson(scope, 'x.person_id'),
    ],
    sql` and `,
  );
  const name = website ? sql`x.domain` : sql`coalesce(sa.name, ca.name, 'Unknown app')`;
  const from = sql`${table} x
    left join ${people} p on p.account_id = x.account_id and p.id = x.person_id
    left join ${endpoints} e on e.account_id = x.account_id and e.id = x.endpoint_id
    ${website ? sql`` : sql`left join ${saasApps} sa on sa.id = x.app_id left join ${customApps} ca on ca.account_id = x.account_id and ca.id = x.app_id`}`;

  const total = await countAlerts(
    db,
    scope,
    website ? 'website' : 'saas',
    alertFilterQuery.parse({ s: plan.range.s, e: plan.range.e, z: zone, t: f.actions, reason: f.reasons, b: f.browsers, o: f.platforms, u: emails.length ? emails : undefined, a: appNames.length ? appNames : undefined }),
    now,
  );

  const answer = baseAnswer(website ? 'website_alerts' : 'saas_alerts', now);
  const kind = website ? 'website alert' : 'SaaS app alert';
  const what: string[] = [];
  if (f.actions?.length) what.push(`action ${listText(f.actions)}`);
  if (f.reasons?.length) what.push(`reason ${listText(f.reasons)}`);
  if (appNames.length) what.push(`${website ? 'website' : 'app'} ${listText(appNames)}`);
  if (emails.length) what.push(`user ${listText((f.people ?? []).map((p) => p.label))}`);
  if (f.platforms?.length) what.push(`on ${listText(f.platforms)}`);
  if (f.browsers?.length) what.push(`in ${listText(f.browsers)}`);

  answer.figure = total;
  answer.row_count = total;
  const filters = {
    ...rangeFilters(plan.range),
    t: f.actions,
    reason: f.reasons,
    b: f.browsers,
    o: f.platforms,
    u: emails.length ? emails : undefined,
    a: appNames.length ? appNames : undefined,
  };
  answer.links.push(link(website ? 'Open in Website Alerts' : 'Open in SaaS Alerts', website ? 'alerts-websites' : 'alerts-saas-apps', undefined, filters));
  const scopeText = what.length ? ` with ${what.join(', ')}` : '';
  const days = `${plan.range.label} (${dayInTimeZone(plan.range.s, zone)} to ${dayInTimeZone(plan.range.e, zone)}).`;
  const headline = ctx.say(total === 0 ? `There were **no ${kind}s**${scopeText} ${days}` : `There ${total === 1 ? 'was' : 'were'} **${plural(total, kind)}**${scopeText} ${days}`);

  let detail = '';
  if (total > 0 && plan.measure === 'trend') {
    const days = rowsOf<{ day: string; n: number }>(
      await db.execute(sql`select to_char((x.at at time zone ${zone})::date, 'YYYY-MM-DD') as day, count(*)::int as n from ${from} where ${where} group by 1 order by 1`),
    );
    answer.chart = { series: `${kind}s`, label: days.map((d) => d.day), y: days.map((d) => d.n) };
    const peak = days.reduce((a, b) => (b.n > a.n ? b : a));
    detail = ` The busiest day was ${peak.day} with ${plural(peak.n, 'alert')}.`;
  } else if (total > 0 && (plan.measure === 'top' || plan.measure === 'list' || plan.measure === 'count')) {
    const top = rowsOf<{ name: string; n: number; blocks: number }>(
      await db.execute(sql`select ${name} as name, count(*)::int as n, count(*) filter (where x.action = 'Block')::int as blocks
        from ${from} where ${where} group by 1 order by 2 desc, 1 limit ${plan.limit}`),
    );
    answer.table = { columns: [website ? 'Website' : 'App', 'Alerts', 'Blocks'], rows: top.map((r) => [r.name, r.n, r.blocks]) };
    if (plan.measure !== 'count' || appNames.length !== 1) detail = ` Most came from ${listText(top.slice(0, 3).map((r) => `${r.name} (${r.n})`))}.`;
    if (!website && appNames.length === 0) {
      const byPerson = rowsOf<{ email: string; n: number }>(
        await db.execute(sql`select p.email as email, count(*)::int as n from ${from} where ${where} group by 1 order by 2 desc, 1 limit 1`),
      );
      if (byPerson[0] && plan.measure === 'top') detail += ` The user with the most was ${byPerson[0].email} (${byPerson[0].n}).`;
    }
  }

  answer.text = `${headline}${total === 0 ? '' : detail}\n\n${asOfLine(now, zone, total)}`;
  answer.suggestions = website ? ['and this month?', 'only blocked ones', 'which users had the most?'] : ['and this month?', 'only on Windows', 'top 5 apps by alerts'];
  return answer;
}

// Apps, an app's users, and websites over a range: answered by the same service functions as
// GET /api/saas-inv, /api/saas-inv/{name}/users and /api/nonsaas-inv, so the figure is what the linked
// inventory screen counts for the same filters.
import type { Answer } from '../../../src/api/contract/askciso';
import { inventoryQuery } from '../../../src/api/contract/saas';
import { websiteInventoryQuery } from '../../../src/api/contract/websites';
import { formatDuration } from '../../../src/lib/format';
import { appUsers, countAppUsers, countInventory, listInventory } from '../../modules/saas/service';
import { countWebsites, listWebsites } from '../../modules/websites/service';
import { asOfLine, baseAnswer, link, listText, plural, rangeFilters, type RunContext } from './context';

function sortFor(measure: string) {
  return { sb: 'weighted_duration' as const, so: 'desc' as const, page: 1, size: measure === 'top' ? 10 : 10 };
}

export async function runApps(ctx: RunContext): Promise<Answer> {
  const { db, scope, plan, now, zone } = ctx;
  const f = plan.filters;
  const person = f.people?.[0];
  const query = inventoryQuery.parse({
    s: plan.range.s,
    e: plan.range.e,
    z: zone,
    tag: f.accessType,
    category: f.category,
    u: person?.key,
    genai: f.genAi ? 'true' : undefined,
    ...sortFor(plan.measure),
    size: plan.limit,
  });
  const kind = `${f.accessType ? `${f.accessType.toLowerCase()} ` : ''}${f.genAi ? 'Gen AI app' : 'SaaS app'}`;
  const whose = person ? ` by ${person.label}` : '';
  const inCategory = f.category ? ` in ${f.category}` : '';
  const headline = (n: number) => `**${plural(n, kind)}**${inCategory} ${n === 1 ? 'was' : 'were'} used${whose} ${plan.range.label}.`;
  // the count first, so the sentence with the figure leaves before the list is read
  const total = await countInventory(db, scope, query);
  ctx.say(headline(total));
  const rows = await listInventory(db, scope, query);
  const answer = baseAnswer(f.genAi ? 'genai_apps' : 'apps', now);
  answer.figure = total;
  answer.row_count = total;
  const filters = { ...rangeFilters(plan.range), tag: f.accessType, category: f.category, u: person?.key };
  answer.links.push(link(f.genAi ? 'Open in Gen AI Apps' : 'Open in SaaS Apps', f.genAi ? 'gen-ai-list' : 'saas-list', undefined, filters));
  if (rows.length) {
    answer.table = {
      columns: ['App', 'Tag', 'Users', 'Screen Time'],
      rows: rows.map((r) => [r.name, r.access_type === 'Unsanctioned' && r.action_type ? `Unsanctioned (${r.action_type})` : r.access_type, r.users, formatDuration(r.weighted_duration)]),
    };
  }
  const lead = rows.length ? ` The most used ${rows.length === 1 ? 'was' : 'were'} ${listText(rows.slice(0, 3).map((r) => `${r.name} (${formatDuration(r.weighted_duration)})`))}.` : '';
  answer.text = `${headline(total)}${lead}\n\n${asOfLine(now, zone, total)}`;
  answer.suggestions = ['which users used unsanctioned Gen AI apps last week?', 'top 5 SaaS apps this month', 'how many unclassified apps?'];
  return answer;
}

export async function runAppUsers(ctx: RunContext): Promise<Answer> {
  const { db, scope, plan, now, zone } = ctx;
  const app = plan.filters.apps![0];
  const query = { s: plan.range.s, e: plan.range.e, z: zone, page: 1, size: plan.limit };
  const headline = (n: number) => `**${plural(n, 'user')}** used ${app.label} ${plan.range.label}.`;
  const total = await countAppUsers(db, scope, app.key, query);
  ctx.say(headline(total));
  const rows = await appUsers(db, scope, app.key, query);
  const answer = baseAnswer('app_users', now);
  answer.figure = total;
  answer.row_count = total;
  const routeId = app.genAi ? 'gen-ai-users-list' : 'saas-users-list';
  answer.links.push(link(`Open ${app.label} users`, routeId, { name: app.key }, rangeFilters(plan.range)));
  if (rows.length) answer.table = { columns: ['User', 'E-mail', 'Screen Time', 'Endpoints'], rows: rows.map((r) => [r.name, r.email, formatDuration(r.weighted_duration), r.endpoints]) };
  const lead = rows.length ? ` The heaviest ${rows.length === 1 ? 'user was' : 'users were'} ${listText(rows.slice(0, 3).map((r) => `${r.name} (${formatDuration(r.weighted_duration)})`))}.` : '';
  answer.text = `${headline(total)}${lead}\n\n${asOfLine(now, zone, total)}`;
  answer.suggestions = [`block ${app.label}`, `alerts for ${app.label} this month`, 'and in the last 30 days?'];
  return answer;
}

export async function runWebsites(ctx: RunContext): Promise<Answer> {
  const { db, scope, plan, now, zone } = ctx;
  const f = plan.filters;
  const person = f.people?.[0];
  const query = websiteInventoryQuery.parse({
    s: plan.range.s,
    e: plan.range.e,
    z: zone,
    category: f.category,
    u: person?.key,
    q: f.websites?.[0]?.key,
    sb: 'weighted_duration',
    so: 'desc',
    page: 1,
    size: plan.limit,
  });
  const headline = (n: number) => `**${plural(n, 'website')}**${f.category ? ` in ${f.category}` : ''} ${n === 1 ? 'was' : 'were'} visited${person ? ` by ${person.label}` : ''} ${plan.range.label}.`;
  const total = await countWebsites(db, scope, query, now);
  ctx.say(headline(total));
  const rows = await listWebsites(db, scope, query, now);
  const answer = baseAnswer('websites', now);
  answer.figure = total;
  answer.row_count = total;
  answer.links.push(link('Open in Websites', 'inventory-websites-list', undefined, { ...rangeFilters(plan.range), category: f.category, u: person?.key, q: f.websites?.[0]?.key }));
  if (rows.length) answer.table = { columns: ['Website', 'Categories', 'Users', 'Screen Time'], rows: rows.map((r) => [r.application_name ?? r.domain, r.categories.join(', '), r.users, formatDuration(r.weighted_duration)]) };
  answer.text = `${headline(total)}\n\n${asOfLine(now, zone, total)}`;
  answer.suggestions = ['which websites were blocked last week?', 'top 10 websites this month'];
  return answer;
}

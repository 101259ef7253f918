// Independent counts of the rows an AskCISO link selects (issue 8: "the share of answers whose link and
// figures are exactly right"). Written from the schema and the route filters, not from the engine: SQL per
// destination, and for the inventory screens the HEAD count of the API those screens read.
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../server/ingest/sql-arrays';
import { authHeaders, type Tenant } from './askciso-app';
import { GATEWAY_OFFLINE_AFTER_MS } from '../../src/api/contract/ztpa';

export interface Bounds { s: number; e: number }

const all = (params: URLSearchParams, key: string) => params.getAll(key);
// ALL is the lists' 'every value' (src/app/routes/filters.ts ANY_VALUE)
const keep = (values: string[], value: string | null) => values.length === 0 || values.includes('ALL') || (value !== null && values.includes(value));

async function rows<T>(t: Tenant, query: SQL): Promise<T[]> {
  return rowsOf<T>(await t.db.execute(query));
}

const iso = (ms: number) => new Date(ms).toISOString();

async function saasAlerts(t: Tenant, p: URLSearchParams, b: Bounds): Promise<number> {
  const list = await rows<{ action: string; reason: string; browser: string; app: string | null; email: string | null; family: string | null }>(t, sql`
    select a.action::text as action, a.reason::text as reason, a.browser::text as browser, coalesce(sa.name, ca.name) as app, p.email, e.platform_family::text as family
    from saas_alerts a left join saas_apps sa on sa.id = a.app_id left join custom_apps ca on ca.account_id = a.account_id and ca.id = a.app_id
    left join people p on p.account_id = a.account_id and p.id = a.person_id left join endpoints e on e.account_id = a.account_id and e.id = a.endpoint_id
    where a.account_id = ${t.accountId}::uuid and a.at >= ${iso(b.s)}::timestamptz and a.at <= ${iso(b.e)}::timestamptz`);
  return list.filter((r) => keep(all(p, 't'), r.action) && keep(all(p, 'reason'), r.reason) && keep(all(p, 'b'), r.browser) && keep(all(p, 'a'), r.app) && keep(all(p, 'u'), r.email) && keep(all(p, 'o'), r.family)).length;
}

async function websiteAlerts(t: Tenant, p: URLSearchParams, b: Bounds): Promise<number> {
  const list = await rows<{ action: string; reason: string; browser: string; domain: string; email: string | null; family: string | null }>(t, sql`
    select a.action::text as action, a.reason::text as reason, a.browser::text as browser, a.domain, p.email, e.platform_family::text as family
    from website_alerts a left join people p on p.account_id = a.account_id and p.id = a.person_id left join endpoints e on e.account_id = a.account_id and e.id = a.endpoint_id
    where a.account_id = ${t.accountId}::uuid and a.at >= ${iso(b.s)}::timestamptz and a.at <= ${iso(b.e)}::timestamptz`);
  return list.filter((r) => keep(all(p, 't'), r.action) && keep(all(p, 'reason'), r.reason) && keep(all(p, 'b'), r.browser) && keep(all(p, 'a'), r.domain) && keep(all(p, 'u'), r.email) && keep(all(p, 'o'), r.family)).length;
}

async function peopleRows(t: Tenant, p: URLSearchParams): Promise<number> {
  const list = await rows<{ risk: string; status: string; copilot: string }>(t, sql`
    select risk_level::text as risk, status::text as status, copilot_status::text as copilot from people where account_id = ${t.accountId}::uuid`);
  return list.filter((r) => keep(all(p, 'r'), r.risk) && keep(all(p, 'status'), r.status) && keep(all(p, 'copilot'), r.copilot)).length;
}

const COMPLIANCE_LABEL: Record<string, string> = { COMPLIANT: 'Compliant', NON_COMPLIANT: 'Non Compliant' };

async function endpointRows(t: Tenant, path: string, p: URLSearchParams): Promise<number> {
  const list = await rows<{ family: string; status: string; version: string; state: string; encrypted: boolean; mdm: boolean }>(t, sql`
    select platform_family::text as family, status::text as status, agent_version as version, compliance_state::text as state, disk_encrypted as encrypted, mdm_managed as mdm
    from endpoints where account_id = ${t.accountId}::uuid and not infra`);
  return list.filter((r) => {
    if (!keep(all(p, 'o'), r.family)) return false;
    if (path === '/devices') return keep(all(p, 'status'), r.status) && keep(all(p, 'version'), r.version);
    if (path === '/compliance') {
      const encryption = r.encrypted ? 'HD Encrypted' : 'Non HD Encrypted';
      return keep(all(p, 'status'), COMPLIANCE_LABEL[r.state] ?? r.state) && keep(all(p, 'encryption'), encryption);
    }
    // /endpoints/v2
    const compliant = p.get('compliant');
    if (compliant !== null && (r.state === 'COMPLIANT') !== (compliant === 'true')) return false;
    if (p.get('managed') === 'MDM' && !r.mdm) return false;
    return true;
  }).length;
}

async function copyPaste(t: Tenant, p: URLSearchParams, b: Bounds): Promise<number> {
  const list = await rows<{ email: string | null }>(t, sql`
    select pe.email from copy_paste_events c left join people pe on pe.account_id = c.account_id and pe.id = c.person_id
    where c.account_id = ${t.accountId}::uuid and c.at >= ${iso(b.s)}::timestamptz and c.at <= ${iso(b.e)}::timestamptz`);
  return list.filter((r) => keep(all(p, 'u'), r.email)).length;
}

async function commands(t: Tenant, p: URLSearchParams, b: Bounds): Promise<number> {
  const list = await rows<{ status: string }>(t, sql`
    select status::text as status from remote_commands
    where account_id = ${t.accountId}::uuid and queued_at >= ${iso(b.s)}::timestamptz and queued_at <= ${iso(b.e)}::timestamptz`);
  return list.filter((r) => keep(all(p, 'status'), r.status)).length;
}

async function gateways(t: Tenant, p: URLSearchParams): Promise<number> {
  // ONLINE while the last heartbeat is recent (issue 22), counted here in JavaScript, not with the server's SQL
  const list = await rows<{ last_seen: string | Date | null }>(t, sql`select last_seen from ztpa_gateways where account_id = ${t.accountId}::uuid`);
  const statusOf = (seen: string | Date | null) => (seen !== null && t.now.getTime() - new Date(seen).getTime() <= GATEWAY_OFFLINE_AFTER_MS ? 'ONLINE' : 'OFFLINE');
  return list.filter((r) => keep(all(p, 'status'), statusOf(r.last_seen))).length;
}

/** The x-size of a HEAD count route: what the destination screen's pager counts. */
async function headCount(t: Tenant, url: string): Promise<number | null> {
  const res = await t.app.inject({ method: 'HEAD', url, headers: authHeaders(t) });
  const size = res.headers['x-size'];
  return res.statusCode < 300 && size !== undefined ? Number(size) : null;
}

function query(p: URLSearchParams, keys: string[], b: Bounds, extra: Record<string, string> = {}): string {
  const out = new URLSearchParams(extra);
  for (const k of keys) for (const v of p.getAll(k)) out.append(k, v);
  out.set('s', String(b.s));
  out.set('e', String(b.e));
  out.set('z', 'UTC');
  return out.toString();
}

/** The rows the link (path, params, its day bounds) selects, or null when this runner cannot count that destination. */
export async function rowsSelected(t: Tenant, path: string, p: URLSearchParams, b: Bounds): Promise<number | null> {
  const users = /^\/(saas-users|gen-ai-users)\/([^/]+)\/list$/.exec(path);
  if (users) return headCount(t, `/api/saas-inv/${encodeURIComponent(users[2])}/users?${query(p, [], b)}`);
  switch (path) {
    case '/alerts-saas-apps': return saasAlerts(t, p, b);
    case '/alerts-websites': return websiteAlerts(t, p, b);
    case '/users':
    case '/user-management': return peopleRows(t, p);
    case '/devices':
    case '/compliance':
    case '/endpoints/v2': return endpointRows(t, path, p);
    case '/sensitive-data': return headCount(t, `/api/sensitive-files?${query(p, ['u'], b)}`);
    case '/dlp-endpoints': return headCount(t, `/api/sensitive-data-endpoints?${query(p, ['u'], b)}`);
    case '/copy-paste-activity': return copyPaste(t, p, b);
    case '/commands': return commands(t, p, b);
    case '/ztpa-server': return gateways(t, p);
    case '/saas/list': return headCount(t, `/api/saas-inv?${query(p, ['tag', 'category', 'u'], b)}`);
    case '/gen-ai-apps/list': return headCount(t, `/api/saas-inv?${query(p, ['tag', 'category', 'u'], b, { genai: 'true' })}`);
    case '/inventory-websites/list': return headCount(t, `/api/nonsaas-inv?${query(p, [], b)}`);
    default: return null;
  }
}

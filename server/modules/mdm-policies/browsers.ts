// Policies › FLEET › Browsers (issue 20, /browsers): the browsers a company allows on managed devices. The
// figures come from the installed-apps inventory (installed_apps, current rows of the scope's active
// endpoints); the decision is stored per account (mdm_browser_decisions, no row = allowed). A decision is a
// policy change: one transaction with its audit row and the policy version bump, so the agents receive the
// disallowed browsers as block-launch rules of the document's mdm_apps section (document.ts).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { MDM_BROWSERS, type BrowserDevice, type BrowserRow } from '../../../src/api/contract/mdm-policies';
import type { Db } from '../../db/client';
import { mdmBrowserDecisions } from '../../db/schema/index';
import { notFound } from '../../lib/http-error';
import { bumpPolicyVersion } from '../../lib/policy-version';
import { iso } from '../../lib/sql';
import { aliased, countedEndpoints } from '../../metrics/endpoints';
import type { Scope } from '../../plugins/scope';
import type { Audit } from '../saas/audit';
import { n, rows } from '../dashboard/scoped';

type Browser = (typeof MDM_BROWSERS)[number];
type Family = BrowserDevice['platform_family'];

export function browserNamed(name: string): Browser {
  const found = MDM_BROWSERS.find((b) => b.name.toLowerCase() === name.toLowerCase());
  if (!found) throw notFound(`No browser named ${name}.`);
  return found;
}

/** (browser, lower(app name)) pairs of the given browsers, as an SQL VALUES list aliased b(browser, app). */
function namesOf(browsers: readonly Browser[]): SQL {
  const pairs = browsers.flatMap((b) => b.apps.map((a) => sql`(${b.name}, ${a.toLowerCase()})`));
  return sql`(values ${sql.join(pairs, sql`, `)}) as b(browser, app)`;
}

/** Current installations (alias i) of the browsers on the scope's active endpoints (alias e), with b.browser. */
const installed = (scope: Scope, browsers: readonly Browser[], join: SQL = sql``) => sql`
  installed_apps i
  join ${namesOf(browsers)} on lower(i.name) = b.app
  join endpoints e on e.account_id = i.account_id and e.id = i.endpoint_id ${join}
  where i.account_id = ${scope.accountId}::uuid and i.removed_at is null and e.status = 'ACTIVE' and ${countedEndpoints(scope, aliased('e'))}`;

async function rowsFor(db: Db, scope: Scope, browsers: readonly Browser[]): Promise<BrowserRow[]> {
  const [figures, decisions] = await Promise.all([
    rows<{ browser: string; version: string | null; devices: unknown }>(db, sql`
      select b.browser, i.version, count(distinct i.endpoint_id) as devices from ${installed(scope, browsers)}
      group by grouping sets ((b.browser, i.version), (b.browser))`),
    db.select().from(mdmBrowserDecisions).where(eq(mdmBrowserDecisions.accountId, scope.accountId)),
  ]);
  return browsers.map((b) => {
    const mine = figures.filter((f) => f.browser === b.name);
    const decision = decisions.find((d) => d.browser === b.name);
    return {
      name: b.name,
      label: b.label,
      apps: [...b.apps],
      allowed: decision?.allowed ?? true,
      devices: n(mine.find((f) => f.version === null)?.devices),
      versions: mine
        .filter((f) => f.version !== null)
        .map((f) => ({ version: f.version!, devices: n(f.devices) }))
        .sort((x, y) => y.devices - x.devices || y.version.localeCompare(x.version, 'en', { numeric: true })),
      updated_by: decision?.updatedBy ?? null,
      updated_at: iso(decision?.updatedAt ?? null),
    };
  });
}

export async function listBrowsers(db: Db, scope: Scope): Promise<BrowserRow[]> {
  return rowsFor(db, scope, MDM_BROWSERS);
}

export async function getBrowser(db: Db, scope: Scope, name: string): Promise<BrowserRow> {
  const [row] = await rowsFor(db, scope, [browserNamed(name)]);
  return row!;
}

export async function listBrowserDevices(db: Db, scope: Scope, name: string, q: { page: number; size: number }): Promise<BrowserDevice[]> {
  const found = await rows<Record<string, unknown>>(db, sql`
    select distinct on (lower(e.hostname), e.id) e.id, e.hostname, e.platform_family::text as platform_family, e.last_seen,
      o.name as owner_name, o.email as owner_email, i.name as app_name, i.version
    from ${installed(scope, [browserNamed(name)], sql`left join people o on o.account_id = e.account_id and o.id = e.owner_person_id`)}
    order by lower(e.hostname), e.id, i.last_seen desc limit ${q.size} offset ${(q.page - 1) * q.size}`);
  return found.map((r) => ({
    id: String(r.id),
    hostname: String(r.hostname),
    platform_family: String(r.platform_family) as Family,
    owner_name: r.owner_name == null ? null : String(r.owner_name),
    owner_email: r.owner_email == null ? null : String(r.owner_email),
    app_name: String(r.app_name),
    version: String(r.version),
    last_seen: iso(r.last_seen as string)!,
  }));
}

export async function countBrowserDevices(db: Db, scope: Scope, name: string): Promise<number> {
  const [r] = await rows<{ n: unknown }>(db, sql`select count(distinct i.endpoint_id) as n from ${installed(scope, [browserNamed(name)])}`);
  return n(r?.n);
}

export async function setBrowserDecision(db: Db, scope: Scope, name: string, allowed: boolean, now: Date, audit: Audit): Promise<BrowserRow> {
  const browser = browserNamed(name);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ allowed: mdmBrowserDecisions.allowed })
      .from(mdmBrowserDecisions)
      .where(and(eq(mdmBrowserDecisions.accountId, scope.accountId), eq(mdmBrowserDecisions.browser, browser.name)));
    const version = await bumpPolicyVersion(tx, scope.accountId, now);
    const values = { allowed, policyVersion: version, updatedBy: scope.email, updatedAt: now };
    await tx
      .insert(mdmBrowserDecisions)
      .values({ accountId: scope.accountId, browser: browser.name, ...values })
      .onConflictDoUpdate({ target: [mdmBrowserDecisions.accountId, mdmBrowserDecisions.browser], set: values });
    await audit(tx, browser.label, { browser: browser.name, before: before?.allowed ?? true, allowed });
  });
  return getBrowser(db, scope, browser.name);
}

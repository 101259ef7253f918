// Inventory › FLEET › Browser Policy (issue 18): the browsers and extensions the agents report
// (browser_extensions) and the account's allow/block decisions (browser_extension_policies). A decision is
// a policy change: one transaction with its audit row and the policy version bump, so the agents fetch a
// document that lists the blocked extensions (agent/policy.ts) and remove them.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { BROWSERS } from '../../../src/api/contract/catalog';
import type { ExtensionAction, ExtensionFilters, ExtensionPolicyBody, ExtensionPolicyRow, BrowserRow } from '../../../src/api/contract/applications';
import type { Db } from '../../db/client';
import { browserExtensionPolicies } from '../../db/schema/index';
import { notFound } from '../../lib/http-error';
import { containsPattern, iso } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';
import { endpointScope, n, rows } from '../dashboard/scoped';
import { policyChange, type ChangeContext } from '../web-policies/change';

type Browser = (typeof BROWSERS)[number];

/** Extension rows (alias `x`) of the scope's endpoints (alias `e`). */
const seen = (scope: Scope) => sql`
  browser_extensions x join endpoints e on e.account_id = x.account_id and e.id = x.endpoint_id
  where x.account_id = ${scope.accountId}::uuid and ${endpointScope(scope)}`;

export async function listBrowsers(db: Db, scope: Scope): Promise<BrowserRow[]> {
  const found = await rows<{ browser: Browser; endpoints: unknown; extensions: unknown }>(db, sql`
    select x.browser::text as browser, count(distinct x.endpoint_id) as endpoints, count(distinct x.extension_id) as extensions
    from ${seen(scope)} and x.removed_at is null
    group by x.browser order by endpoints desc, browser`);
  return found.map((r) => ({ browser: r.browser, endpoints: n(r.endpoints), extensions: n(r.extensions) }));
}

function where(f: ExtensionFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.q) {
    const q = containsPattern(f.q);
    parts.push(sql`(g.name ilike ${q} or g.extension_id ilike ${q})`);
  }
  if (f.b?.length) parts.push(sql`g.browsers && ${`{${f.b.join(',')}}`}::text[]`);
  if (f.action === 'NONE') parts.push(sql`d.action is null`);
  else if (f.action) parts.push(sql`d.action::text = ${f.action}`);
  if (f.risky !== undefined) parts.push(sql`g.risky = ${f.risky}`);
  return sql.join(parts, sql` and `);
}

/** One row per extension id the scope's endpoints reported, with the account's decision; permissions are unioned over every report. */
const decided = (scope: Scope, f: ExtensionFilters) => sql`
  select g.*, d.action::text as action, d.decided_by_email, d.decided_at
  from (
    select x.extension_id,
      (array_agg(x.name order by x.last_seen desc))[1] as name,
      array_agg(distinct x.browser::text) as browsers,
      coalesce(array_agg(distinct x.version) filter (where x.removed_at is null), '{}') as versions,
      coalesce((select array_agg(distinct p order by p) from browser_extensions y, unnest(y.permissions) p
        where y.account_id = ${scope.accountId}::uuid and y.extension_id = x.extension_id), '{}') as permissions,
      bool_or(x.risky) as risky,
      count(distinct x.endpoint_id) filter (where x.removed_at is null) as endpoints,
      count(distinct x.endpoint_id) filter (where x.removed_at is not null) as removed_endpoints
    from ${seen(scope)}
    group by x.extension_id
  ) g
  left join browser_extension_policies d on d.account_id = ${scope.accountId}::uuid and d.extension_id = g.extension_id
  where ${where(f)}`;

export async function countExtensions(db: Db, scope: Scope, f: ExtensionFilters): Promise<number> {
  const [row] = await rows<{ n: unknown }>(db, sql`select count(*) as n from (${decided(scope, f)}) z`);
  return n(row?.n);
}

export async function listExtensions(db: Db, scope: Scope, f: ExtensionFilters & { page: number; size: number }): Promise<ExtensionPolicyRow[]> {
  const found = await rows<Record<string, unknown>>(db, sql`
    select * from (${decided(scope, f)}) z
    order by (z.action = 'BLOCK') desc nulls last, z.risky desc, z.endpoints desc, lower(z.name), z.extension_id
    limit ${f.size} offset ${(f.page - 1) * f.size}`);
  return found.map((r) => ({
    extension_id: String(r.extension_id),
    name: String(r.name),
    browsers: (r.browsers as Browser[]).sort(),
    versions: (r.versions as string[]).sort(),
    permissions: r.permissions as string[],
    risky: Boolean(r.risky),
    endpoints: n(r.endpoints),
    removed_endpoints: n(r.removed_endpoints),
    action: (r.action as ExtensionAction | null) ?? null,
    decided_by: r.decided_by_email == null ? null : String(r.decided_by_email),
    decided_at: iso(r.decided_at as string | null),
  }));
}

/** The extension's latest name anywhere in the company (a decision is company-wide), or 404 when no endpoint ever reported it. */
async function nameOf(db: Db, accountId: string, extensionId: string): Promise<string> {
  const [row] = await rows<{ name: string }>(db, sql`
    select name from browser_extensions where account_id = ${accountId}::uuid and extension_id = ${extensionId}
    order by last_seen desc limit 1`);
  if (!row) throw notFound('No endpoint of this company has reported this extension.');
  return row.name;
}

export async function setExtensionPolicy(ctx: ChangeContext, body: ExtensionPolicyBody) {
  const { scope, now } = ctx;
  const name = await nameOf(ctx.db, scope.accountId, body.extension_id);
  const { result, version } = await policyChange(ctx, async (tx) => {
    const [before] = await tx
      .select({ action: browserExtensionPolicies.action })
      .from(browserExtensionPolicies)
      .where(and(eq(browserExtensionPolicies.accountId, scope.accountId), eq(browserExtensionPolicies.extensionId, body.extension_id)));
    const values = { name, action: body.action, decidedBy: scope.memberId, decidedByEmail: scope.email, decidedAt: now };
    await tx
      .insert(browserExtensionPolicies)
      .values({ accountId: scope.accountId, extensionId: body.extension_id, ...values })
      .onConflictDoUpdate({ target: [browserExtensionPolicies.accountId, browserExtensionPolicies.extensionId], set: values });
    return {
      result: body.action,
      action: body.action === 'BLOCK' ? 'browser-extension.block' : 'browser-extension.allow',
      target: name,
      details: { extension_id: body.extension_id, before: before?.action ?? null, after: body.action },
    };
  });
  return { extension_id: body.extension_id, action: result, policy_version: version };
}

export async function deleteExtensionPolicy(ctx: ChangeContext, extensionId: string) {
  const { scope } = ctx;
  const { version } = await policyChange(ctx, async (tx) => {
    const [removed] = await tx
      .delete(browserExtensionPolicies)
      .where(and(eq(browserExtensionPolicies.accountId, scope.accountId), eq(browserExtensionPolicies.extensionId, extensionId)))
      .returning({ name: browserExtensionPolicies.name, action: browserExtensionPolicies.action });
    if (!removed) throw notFound('This extension has no allow or block decision.');
    return { result: null, action: 'browser-extension.undecide', target: removed.name, details: { extension_id: extensionId, before: removed.action, after: null } };
  });
  return { extension_id: extensionId, action: null, policy_version: version };
}

/** The policy document's blocked extensions (agent/policy.ts), read in the document's transaction. */
export async function blockedExtensions(db: Db, accountId: string): Promise<{ extension_id: string; name: string }[]> {
  const found = await db
    .select({ extension_id: browserExtensionPolicies.extensionId, name: browserExtensionPolicies.name })
    .from(browserExtensionPolicies)
    .where(and(eq(browserExtensionPolicies.accountId, accountId), eq(browserExtensionPolicies.action, 'BLOCK')))
    .orderBy(browserExtensionPolicies.extensionId);
  return found;
}

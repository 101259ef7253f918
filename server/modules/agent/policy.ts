// Issue 5 enforcement: the versioned policy document an agent fetches, and its acknowledgement.
// Policies are monitored without the product's device management and enforced with it (spec part 2 §4):
// the document is what an enforcing agent applies; the ack is how the console knows it reached the device.
import { sql } from 'drizzle-orm';
import { policyEtag, type PolicyDocument } from '../../../src/api/contract/agent';
import type { Db } from '../../db/client';
import { rowsOf } from '../../ingest/sql-arrays';
import { HttpError } from '../../lib/http-error';
import { currentPolicyVersion } from '../../lib/policy-version';
import type { Device } from './device-auth';

type Action = 'Block' | 'Block Alert' | 'Report';

/**
 * Effective app access: an explicit Sanctioned or Unsanctioned setting wins; otherwise an app of one of
 * the account's unsanctioned categories is Unsanctioned with that category's action (the strictest, when
 * it has several). Catalog apps and the account's own custom apps alike.
 */
async function effectiveApps(db: Db, accountId: string): Promise<PolicyDocument['apps']> {
  const rows = rowsOf<{ name: string; domains: string[]; access_type: 'Sanctioned' | 'Unsanctioned'; action: Action | null }>(
    await db.execute(sql`
      with apps as (
        select s.id, s.name, s.domains, s.categories from saas_apps s
        union all
        select c.id, c.name, c.domains, array[c.category] from custom_apps c where c.account_id = ${accountId}::uuid
      ),
      explicit as (
        select app_id, access_type::text as access_type, unsanctioned_action::text as action
        from account_app_settings where account_id = ${accountId}::uuid and access_type <> 'Unclassified'
      ),
      categories as (select category, action::text as action from unsanctioned_categories where account_id = ${accountId}::uuid)
      select a.name, a.domains,
        coalesce(e.access_type, 'Unsanctioned') as access_type,
        case when e.app_id is not null then e.action else (
          select c.action from categories c where c.category = any(a.categories)
          order by case c.action when 'Block' then 0 when 'Block Alert' then 1 else 2 end limit 1
        ) end as action
      from apps a left join explicit e on e.app_id = a.id
      where e.app_id is not null or exists (select 1 from categories c where c.category = any(a.categories))
      order by a.name`),
  );
  return rows.map((r) => ({ name: r.name, domains: r.domains, access_type: r.access_type, ...(r.action ? { action: r.action } : {}) }));
}

/** The whole document, read in one transaction so its contents match its version. */
export async function policyDocumentOf(db: Db, accountId: string, now: Date): Promise<PolicyDocument> {
  return db.transaction(async (tx) => {
    const { version } = await currentPolicyVersion(tx, accountId);
    const apps = await effectiveApps(tx, accountId);
    const blocked = rowsOf<{ category: string }>(
      await tx.execute(sql`select category from blocked_categories where account_id = ${accountId}::uuid order by category`),
    );
    const websites = rowsOf<{ domain: string; action: Action }>(
      await tx.execute(sql`select domain, action::text as action from blocked_websites where account_id = ${accountId}::uuid order by domain`),
    );
    const fences = rowsOf<{ name: string; countries: string[]; action: Action }>(
      await tx.execute(sql`select name, countries, action::text as action from geo_fences where account_id = ${accountId}::uuid order by name`),
    );
    // A bypassed app (kind 'app') bypasses its domains; kind 'other' lists domains itself.
    const bypassed = rowsOf<{ domain: string }>(
      await tx.execute(sql`
        select distinct d as domain from (
          select unnest(b.domains) as d from bypassed_domains b where b.account_id = ${accountId}::uuid
          union all
          select unnest(s.domains) from bypassed_domains b join saas_apps s on s.name = b.name
          where b.account_id = ${accountId}::uuid and b.kind = 'app'
          union all
          select unnest(c.domains) from bypassed_domains b join custom_apps c on c.account_id = b.account_id and c.name = b.name
          where b.account_id = ${accountId}::uuid and b.kind = 'app'
        ) x order by d`),
    );
    return {
      version,
      generated_at: now.toISOString(),
      apps,
      blocked_categories: blocked.map((r) => r.category),
      blocked_websites: websites,
      geo_fences: fences,
      bypassed_domains: bypassed.map((r) => r.domain),
    };
  });
}

/** True when If-None-Match names this version (a list, or *, as RFC 9110 allows). */
export function matchesEtag(header: string | undefined, version: number): boolean {
  if (!header) return false;
  const wanted = policyEtag(version);
  return header.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === '*' || t === wanted;
  });
}

/** Records the version the device now enforces; a version the account never had is refused. */
export async function acknowledgePolicy(db: Db, device: Device, version: number, now: Date): Promise<{ version: number; applied_at: string }> {
  const current = await currentPolicyVersion(db, device.accountId);
  if (version > current.version) {
    const message = `Version ${version} does not exist yet; the current policy version is ${current.version}.`;
    throw new HttpError(400, 'VALIDATION', message, {}, [{ path: 'version', message }]);
  }
  await db.execute(sql`
    update endpoints set policy_version = ${version}, policy_applied_at = ${now.toISOString()}::timestamptz
    where account_id = ${device.accountId}::uuid and id = ${device.endpointId}::uuid`);
  return { version, applied_at: now.toISOString() };
}

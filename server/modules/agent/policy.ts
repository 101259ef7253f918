// Issue 5 enforcement: the versioned policy document an agent fetches, and its acknowledgement.
// Policies are monitored without the product's device management and enforced with it (spec part 2 §4):
// the document is what an enforcing agent applies; the ack is how the console knows it reached the device.
import { sql } from 'drizzle-orm';
import { policyEtag, type PolicyDocument } from '../../../src/api/contract/agent';
import type { Db } from '../../db/client';
import { rowsOf } from '../../ingest/sql-arrays';
import { HttpError } from '../../lib/http-error';
import { currentPolicyVersion } from '../../lib/policy-version';
import { agentSettingsPolicy } from '../agent-settings/service';
import { safeDomains } from '../alerts/service';
import { blockedExtensions } from '../applications/browser-policy';
import { compliancePolicy } from '../compliance-config/service';
import { dlpPolicySection } from '../dlp-policies/document';
import { mdmAppsSection } from '../mdm-policies/document';
import { enforcedApps } from '../saas/service';
import type { Device } from './device-auth';

type Action = 'Block' | 'Block Alert' | 'Report';

/**
 * The apps of the document: every app whose effective access is not Unclassified, computed by the SaaS
 * module's one rule (server/modules/saas/access.ts), so what the console shows is what an agent enforces.
 */
async function effectiveApps(db: Db, accountId: string): Promise<PolicyDocument['apps']> {
  const apps = await enforcedApps(db, accountId);
  return apps.map((a) => ({ name: a.name, domains: a.domains, access_type: a.access_type, ...(a.action_type ? { action: a.action_type } : {}) }));
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
      safe_domains: await safeDomains(tx, accountId),
      blocked_extensions: await blockedExtensions(tx, accountId),
      ...(await compliancePolicy(tx, accountId)),
      dlp_policies: await dlpPolicySection(tx, accountId),
      ...(await mdmAppsSection(tx, accountId)),
      ...(await agentSettingsPolicy(tx, accountId)),
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

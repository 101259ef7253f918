// Endpoint firewall rules (issue 23 "Firewall rules"; /config-endpoints, /add-new-rule, /update-rule): kept per
// account, pushed to agents in the policy document (every change bumps the policy version), with their live
// reach: how many of the account's active endpoints on the rule's platforms acknowledged a version holding it.
import { and, eq, sql } from 'drizzle-orm';
import type { FirewallRule, FirewallRuleBody } from '../../../src/api/contract/compliance-config';
import { firewallRuleBody, normalizePorts } from '../../../src/api/contract/compliance-config';
import type { PolicyDocument } from '../../../src/api/contract/agent';
import type { Db } from '../../db/client';
import { firewallRules } from '../../db/schema/compliance';
import { rowsOf } from '../../ingest/sql-arrays';
import { conflict, notFound } from '../../lib/http-error';
import { bumpPolicyVersion } from '../../lib/policy-version';
import { containsPattern, iso } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';
import type { Audit } from '../saas/audit';

type RuleRow = typeof firewallRules.$inferSelect;
type Parsed = ReturnType<typeof firewallRuleBody.parse>;

/** The active endpoints per platform family that hold a given policy version or a later one. */
async function reachOf(db: Db, accountId: string): Promise<(rule: RuleRow) => { applied: number; total: number }> {
  const rows = rowsOf<{ family: string; version: number; n: number }>(
    await db.execute(sql`
      select platform_family::text as family, policy_version as version, count(*)::int as n
      from endpoints where account_id = ${accountId}::uuid and status = 'ACTIVE'
      group by 1, 2`),
  );
  return (rule) => {
    const mine = rows.filter((r) => rule.platforms.includes(r.family));
    return {
      applied: mine.filter((r) => r.version >= rule.policyVersion).reduce((n, r) => n + r.n, 0),
      total: mine.reduce((n, r) => n + r.n, 0),
    };
  };
}

function toApi(rule: RuleRow, reach: { applied: number; total: number }): FirewallRule {
  return {
    id: rule.id,
    name: rule.name,
    description: rule.description,
    direction: rule.direction as FirewallRule['direction'],
    protocol: rule.protocol as FirewallRule['protocol'],
    ports: rule.ports,
    remote_addresses: rule.remoteAddresses,
    action: rule.action as FirewallRule['action'],
    platforms: rule.platforms as FirewallRule['platforms'],
    enabled: rule.enabled,
    priority: rule.priority,
    created_at: iso(rule.createdAt)!,
    updated_at: iso(rule.updatedAt)!,
    reach,
  };
}

function whereOf(scope: Scope, query: { q?: string; enabled?: boolean }) {
  return and(
    eq(firewallRules.accountId, scope.accountId),
    query.enabled === undefined ? undefined : eq(firewallRules.enabled, query.enabled),
    query.q
      ? sql`(${firewallRules.name} ilike ${containsPattern(query.q)} or ${firewallRules.ports} ilike ${containsPattern(query.q)} or array_to_string(${firewallRules.remoteAddresses}, ',') ilike ${containsPattern(query.q)})`
      : undefined,
  );
}

export async function listFirewallRules(db: Db, scope: Scope, query: { page: number; size: number; q?: string; enabled?: boolean }): Promise<FirewallRule[]> {
  const rows = await db
    .select()
    .from(firewallRules)
    .where(whereOf(scope, query))
    .orderBy(firewallRules.priority, firewallRules.name)
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const reach = await reachOf(db, scope.accountId);
  return rows.map((r) => toApi(r, reach(r)));
}

export async function countFirewallRules(db: Db, scope: Scope, query: { q?: string; enabled?: boolean }): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(firewallRules).where(whereOf(scope, query));
  return Number(row?.n ?? 0);
}

async function ruleOf(db: Db, scope: Scope, id: string): Promise<RuleRow> {
  const [row] = await db.select().from(firewallRules).where(and(eq(firewallRules.accountId, scope.accountId), eq(firewallRules.id, id)));
  if (!row) throw notFound('Firewall rule not found.');
  return row;
}

export async function getFirewallRule(db: Db, scope: Scope, id: string): Promise<FirewallRule> {
  const row = await ruleOf(db, scope, id);
  return toApi(row, (await reachOf(db, scope.accountId))(row));
}

function valuesOf(body: Parsed) {
  return {
    name: body.name,
    description: body.description || null,
    direction: body.direction,
    protocol: body.protocol,
    ports: normalizePorts(body.ports),
    remoteAddresses: [...new Set(body.remote_addresses.map((a) => a.trim()))],
    action: body.action,
    platforms: body.platforms,
    enabled: body.enabled,
    priority: body.priority,
  };
}

async function nameTaken(tx: Db, accountId: string, name: string, exceptId?: string): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from firewall_rules where account_id = ${accountId}::uuid and name = ${name} and (${exceptId ?? null}::uuid is null or id <> ${exceptId ?? null}::uuid)`),
  );
  return rows.length > 0;
}

export async function createFirewallRule(db: Db, scope: Scope, body: Parsed, now: Date, audit: Audit): Promise<FirewallRule> {
  const id = await db.transaction(async (tx) => {
    if (await nameTaken(tx, scope.accountId, body.name)) throw conflict(`A firewall rule named ${body.name} already exists.`);
    const version = await bumpPolicyVersion(tx, scope.accountId, now);
    const [row] = await tx
      .insert(firewallRules)
      .values({ accountId: scope.accountId, ...valuesOf(body), createdAt: now, createdBy: scope.memberId, updatedAt: now, policyVersion: version })
      .returning({ id: firewallRules.id });
    await audit(tx, body.name, { id: row.id, ...valuesOf(body) });
    return row.id;
  });
  return getFirewallRule(db, scope, id);
}

export async function updateFirewallRule(db: Db, scope: Scope, id: string, body: Parsed, now: Date, audit: Audit): Promise<FirewallRule> {
  await db.transaction(async (tx) => {
    const before = await ruleOf(tx, scope, id);
    if (await nameTaken(tx, scope.accountId, body.name, id)) throw conflict(`A firewall rule named ${body.name} already exists.`);
    const version = await bumpPolicyVersion(tx, scope.accountId, now);
    await tx
      .update(firewallRules)
      .set({ ...valuesOf(body), updatedAt: now, policyVersion: version })
      .where(and(eq(firewallRules.accountId, scope.accountId), eq(firewallRules.id, id)));
    await audit(tx, body.name, { id, before: toApi(before, { applied: 0, total: 0 }), after: valuesOf(body) });
  });
  return getFirewallRule(db, scope, id);
}

export async function deleteFirewallRule(db: Db, scope: Scope, id: string, now: Date, audit: Audit): Promise<{ id: string }> {
  await db.transaction(async (tx) => {
    const before = await ruleOf(tx, scope, id);
    await tx.delete(firewallRules).where(and(eq(firewallRules.accountId, scope.accountId), eq(firewallRules.id, id)));
    await bumpPolicyVersion(tx, scope.accountId, now);
    await audit(tx, before.name, { id, name: before.name });
  });
  return { id };
}

/** The policy document's firewall_rules: the enabled rules, lowest priority first. */
export async function firewallPolicy(db: Db, accountId: string): Promise<NonNullable<PolicyDocument['firewall_rules']>> {
  const rows = await db
    .select()
    .from(firewallRules)
    .where(and(eq(firewallRules.accountId, accountId), eq(firewallRules.enabled, true)))
    .orderBy(firewallRules.priority, firewallRules.name);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    direction: r.direction,
    protocol: r.protocol,
    ports: r.ports,
    remote_addresses: r.remoteAddresses,
    action: r.action,
    platforms: r.platforms,
    priority: r.priority,
  }));
}

/** Seeds add rules straight, at policy version 0 (every endpoint that ever acknowledged holds them). */
export async function seedFirewallRules(tx: Db, accountId: string, rules: readonly FirewallRuleBody[], now: Date): Promise<void> {
  for (const rule of rules) {
    await tx.insert(firewallRules).values({ accountId, ...valuesOf(firewallRuleBody.parse(rule)), createdAt: now, updatedAt: now, policyVersion: 0 });
  }
}

// Compliance configuration (issue 23): the account's selected frameworks and its controls (enabled,
// parameters, group scope) over the shipped catalogue (catalog.ts), what agents are told to evaluate
// (the policy document) and which reported results count towards an endpoint's compliance state.
// Every change bumps the policy version and recomputes the account's endpoints' compliance_state in
// its own transaction, so the dashboard, /compliance and the agents see one configuration.
import { and, eq, sql } from 'drizzle-orm';
import type { ControlDetail, ControlRow, FrameworkSummary, UpdateControlBody } from '../../../src/api/contract/compliance-config';
import type { PolicyDocument } from '../../../src/api/contract/agent';
import type { Db } from '../../db/client';
import { complianceControls, complianceFrameworkSelections } from '../../db/schema/compliance';
import { complianceStateSql } from '../../ingest/write-state';
import { arrayLiteral, rowsOf } from '../../ingest/sql-arrays';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { bumpPolicyVersion } from '../../lib/policy-version';
import { iso } from '../../lib/sql';
import { aliased, countedEndpoints } from '../../metrics/endpoints';
import type { Scope } from '../../plugins/scope';
import type { Audit } from '../saas/audit';
import { checkById, checkIdsOf, CHECKS, controlKey, FRAMEWORKS, frameworkById, paramsOfControl, parseControlKey, type CheckParam } from './catalog';
import { companyScope } from '../provider/figures';
import { operatedCompany } from '../provider/service';
import { firewallPolicy } from './firewall';

type ControlFilter = { framework?: string; enabled?: boolean; selected?: boolean; q?: string };
type ControlSettings = { frameworkId: string; controlId: string; enabled: boolean; params: Record<string, number>; groupIds: string[]; updatedAt: Date | null };

async function selectionsOf(db: Db, accountId: string): Promise<Map<string, Date>> {
  const rows = await db.select().from(complianceFrameworkSelections).where(eq(complianceFrameworkSelections.accountId, accountId));
  return new Map(rows.map((r) => [r.frameworkId, r.selectedAt]));
}

async function settingsOf(db: Db, accountId: string): Promise<Map<string, ControlSettings>> {
  const rows = await db.select().from(complianceControls).where(eq(complianceControls.accountId, accountId));
  return new Map(rows.map((r) => [controlKey(r.frameworkId, r.controlId), { frameworkId: r.frameworkId, controlId: r.controlId, enabled: r.enabled, params: r.params, groupIds: r.groupIds, updatedAt: r.updatedAt }]));
}

/** true once the account has any control row: from then on only its enabled controls count (write-state.ts). */
async function isConfigured(db: Db, accountId: string): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(complianceControls).where(eq(complianceControls.accountId, accountId));
  return Number(row?.n ?? 0) > 0;
}

/** The enabled controls of selected frameworks, with their check ids, in catalogue order. */
export async function enabledControls(db: Db, accountId: string): Promise<{ frameworkId: string; controlId: string; checkIds: string[] }[]> {
  const [selected, settings] = await Promise.all([selectionsOf(db, accountId), settingsOf(db, accountId)]);
  return FRAMEWORKS.filter((f) => selected.has(f.id)).flatMap((f) =>
    f.controls.filter((c) => settings.get(controlKey(f.id, c.id))?.enabled).map((c) => ({ frameworkId: f.id, controlId: c.id, checkIds: [...c.checks] })),
  );
}

/**
 * The check names whose results count for the account. An account that never configured compliance counts
 * every check its agents report (the agents' default set), so those names are answered.
 */
export async function enabledChecks(db: Db, accountId: string): Promise<string[]> {
  if (!(await isConfigured(db, accountId))) {
    const rows = rowsOf<{ control: string }>(await db.execute(sql`select distinct control from compliance_results where account_id = ${accountId}::uuid order by control`));
    return rows.map((r) => r.control);
  }
  const ids = new Set((await enabledControls(db, accountId)).flatMap((c) => c.checkIds));
  return CHECKS.filter((c) => ids.has(c.id)).map((c) => c.name);
}

function paramsInForce(params: readonly CheckParam[], values: Record<string, number> | undefined): Record<string, number> {
  return Object.fromEntries(params.map((p) => [p.key, values?.[p.key] ?? p.default]));
}

/**
 * The policy document's compliance part: the checks of the enabled controls with their parameters (the
 * strictest value when two controls set one differently) and the enabled firewall rules. Without any
 * compliance configuration `compliance_checks` is left out, and agents evaluate their default set.
 */
export async function compliancePolicy(db: Db, accountId: string): Promise<Pick<PolicyDocument, 'compliance_checks' | 'firewall_rules'>> {
  const firewall_rules = await firewallPolicy(db, accountId);
  if (!(await isConfigured(db, accountId))) return { firewall_rules };
  const settings = await settingsOf(db, accountId);
  const byCheck = new Map<string, Record<string, number>>();
  for (const control of await enabledControls(db, accountId)) {
    const values = settings.get(controlKey(control.frameworkId, control.controlId))?.params;
    for (const id of control.checkIds) {
      const check = checkById(id)!;
      const mine = paramsInForce(check.params ?? [], values);
      const held = byCheck.get(id);
      if (!held) {
        byCheck.set(id, mine);
        continue;
      }
      for (const p of check.params ?? []) held[p.key] = p.strictest === 'min' ? Math.min(held[p.key], mine[p.key]) : Math.max(held[p.key], mine[p.key]);
    }
  }
  const compliance_checks = CHECKS.filter((c) => byCheck.has(c.id)).map((c) => ({ name: c.name, params: byCheck.get(c.id)! }));
  return { compliance_checks, firewall_rules };
}

// ---------- frameworks ----------

export async function listFrameworks(db: Db, scope: Scope): Promise<FrameworkSummary[]> {
  const [selected, settings] = await Promise.all([selectionsOf(db, scope.accountId), settingsOf(db, scope.accountId)]);
  return FRAMEWORKS.map((f) => ({
    id: f.id,
    name: f.name,
    version: f.version,
    source: f.source,
    control_count: f.controls.length,
    enabled_count: f.controls.filter((c) => settings.get(controlKey(f.id, c.id))?.enabled).length,
    selected: selected.has(f.id),
    selected_at: iso(selected.get(f.id)),
  }));
}

/** The provider's read-only view of a managed company's frameworks (404 for a company it does not manage). */
export async function companyFrameworks(db: Db, scope: Scope, companyId: string): Promise<FrameworkSummary[]> {
  const { account } = await operatedCompany(db, scope, companyId);
  return listFrameworks(db, companyScope(account, scope));
}

/** After a change of what counts: new policy version, every endpoint of the account re-derived. */
async function afterChange(tx: Db, accountId: string, now: Date): Promise<void> {
  await bumpPolicyVersion(tx, accountId, now);
  await tx.execute(complianceStateSql(accountId, null));
}

export async function selectFramework(db: Db, scope: Scope, id: string, selected: boolean, now: Date, audit: Audit): Promise<FrameworkSummary> {
  const framework = frameworkById(id);
  if (!framework) throw notFound('Framework not found.');
  await db.transaction(async (tx) => {
    const changed = selected
      ? await tx.insert(complianceFrameworkSelections).values({ accountId: scope.accountId, frameworkId: id, selectedAt: now, selectedBy: scope.memberId }).onConflictDoNothing().returning()
      : await tx.delete(complianceFrameworkSelections).where(and(eq(complianceFrameworkSelections.accountId, scope.accountId), eq(complianceFrameworkSelections.frameworkId, id))).returning();
    // The first selection of a framework turns its controls on; later selections keep the account's settings.
    let turnedOn = 0;
    if (selected && changed.length > 0) {
      const [known] = rowsOf<{ n: number }>(
        await tx.execute(sql`select count(*)::int as n from compliance_controls where account_id = ${scope.accountId}::uuid and framework_id = ${id}`),
      );
      if (Number(known?.n ?? 0) === 0) {
        for (const control of framework.controls) {
          const checkNames = control.checks.map((c) => checkById(c)!.name);
          await tx.insert(complianceControls).values({ accountId: scope.accountId, frameworkId: id, controlId: control.id, enabled: true, checkNames, updatedAt: now, updatedBy: scope.memberId });
        }
        turnedOn = framework.controls.length;
      }
    }
    if (changed.length > 0) await afterChange(tx, scope.accountId, now);
    await audit(tx, framework.name, { framework: id, selected, changed: changed.length > 0, controls_enabled: turnedOn });
  });
  return (await listFrameworks(db, scope)).find((f) => f.id === id)!;
}

// ---------- controls ----------

function rowOf(frameworkId: string, controlId: string, selected: ReadonlyMap<string, Date>, settings: ReadonlyMap<string, ControlSettings>): ControlRow {
  const framework = frameworkById(frameworkId)!;
  const control = framework.controls.find((c) => c.id === controlId)!;
  const s = settings.get(controlKey(frameworkId, controlId));
  return {
    key: controlKey(frameworkId, controlId),
    framework_id: frameworkId,
    framework_name: framework.name,
    control_id: controlId,
    title: control.title,
    framework_selected: selected.has(frameworkId),
    enabled: s?.enabled ?? false,
    checks: control.checks.map((id) => checkById(id)!.name),
    group_ids: s?.groupIds ?? [],
    updated_at: iso(s?.updatedAt),
  };
}

async function filteredControls(db: Db, scope: Scope, query: ControlFilter): Promise<ControlRow[]> {
  const [selected, settings] = await Promise.all([selectionsOf(db, scope.accountId), settingsOf(db, scope.accountId)]);
  const q = query.q?.toLowerCase();
  return FRAMEWORKS.filter((f) => !query.framework || f.id === query.framework)
    .flatMap((f) => f.controls.map((c) => rowOf(f.id, c.id, selected, settings)))
    .filter((r) => query.enabled === undefined || r.enabled === query.enabled)
    .filter((r) => query.selected === undefined || r.framework_selected === query.selected)
    .filter((r) => !q || [r.control_id, r.title, r.framework_name, ...r.checks].some((t) => t.toLowerCase().includes(q)));
}

export async function listControls(db: Db, scope: Scope, query: ControlFilter & { page: number; size: number }): Promise<ControlRow[]> {
  const rows = await filteredControls(db, scope, query);
  return rows.slice((query.page - 1) * query.size, query.page * query.size);
}

export async function countControls(db: Db, scope: Scope, query: ControlFilter): Promise<number> {
  return (await filteredControls(db, scope, query)).length;
}

function parseKey(key: string): { frameworkId: string; controlId: string } {
  const parsed = parseControlKey(key);
  if (!parsed) throw notFound('Control not found.');
  return parsed;
}

/** The in-scope endpoints (people's endpoints, not infrastructure) of a control's group scope, with its checks' results. */
async function controlEndpoints(db: Db, scope: Scope, checkNames: readonly string[], groupIds: readonly string[]) {
  const e = aliased('e');
  const inGroups = groupIds.length === 0
    ? sql`true`
    : sql`exists (select 1 from person_groups pg where pg.account_id = e.account_id and pg.person_id = e.owner_person_id and pg.group_id = any(${arrayLiteral(groupIds)}::uuid[]))`;
  return rowsOf<{ id: string; hostname: string; mdm_managed: boolean; results: number; failed: string[] | null }>(
    await db.execute(sql`
      select e.id, e.hostname, e.mdm_managed, count(r.control)::int as results,
             array_agg(r.control order by r.control) filter (where not r.passed) as failed
      from endpoints e
      left join compliance_results r on r.account_id = e.account_id and r.endpoint_id = e.id and r.control = any(${arrayLiteral(checkNames)}::text[])
      where ${countedEndpoints(scope, e)} and e.status = 'ACTIVE' and ${inGroups}
      group by e.id, e.hostname, e.mdm_managed
      order by e.hostname`),
  );
}

export async function getControl(db: Db, scope: Scope, key: string): Promise<ControlDetail> {
  const { frameworkId, controlId } = parseKey(key);
  const [selected, settings] = await Promise.all([selectionsOf(db, scope.accountId), settingsOf(db, scope.accountId)]);
  const row = rowOf(frameworkId, controlId, selected, settings);
  const framework = frameworkById(frameworkId)!;
  const checks = checkIdsOf(frameworkId, controlId).map((id) => checkById(id)!);
  const groups = row.group_ids.length
    ? rowsOf<{ id: string; name: string }>(
        await db.execute(sql`select id, name from groups where account_id = ${scope.accountId}::uuid and id = any(${arrayLiteral(row.group_ids)}::uuid[]) order by name`),
      )
    : [];
  const endpoints = await controlEndpoints(db, scope, row.checks, row.group_ids);
  const evaluated = endpoints.filter((r) => r.results > 0);
  const failing = evaluated.filter((r) => (r.failed?.length ?? 0) > 0);
  return {
    ...row,
    framework_version: framework.version,
    framework_source: framework.source,
    check_details: checks.map((c) => ({
      id: c.id,
      name: c.name,
      description: c.description,
      platforms: c.platforms,
      params: (c.params ?? []).map((p) => ({ key: p.key, label: p.label, default: p.default, min: p.min, max: p.max })),
      enforced_with_mdm: c.enforcedWithMdm,
      needs_encryption_off_to_enforce: c.needsEncryptionOffToEnforce ?? false,
    })),
    params: paramsInForce(paramsOfControl(frameworkId, controlId), settings.get(key)?.params),
    groups,
    endpoints_passing: evaluated.length - failing.length,
    endpoints_failing: failing.length,
    failing_endpoints: failing.slice(0, 20).map((r) => ({ id: r.id, hostname: r.hostname, failed_checks: r.failed ?? [] })),
    endpoints_enforced: endpoints.filter((r) => r.mdm_managed).length,
    endpoints_monitored: endpoints.filter((r) => !r.mdm_managed).length,
  };
}

function invalid(issues: { path: string; message: string }[]): HttpError {
  return new HttpError(400, 'VALIDATION', issues.map((i) => i.message).join(' '), {}, issues);
}

export async function updateControl(db: Db, scope: Scope, key: string, body: UpdateControlBody, now: Date, audit: Audit): Promise<ControlDetail> {
  const { frameworkId, controlId } = parseKey(key);
  const declared = paramsOfControl(frameworkId, controlId);
  const issues: { path: string; message: string }[] = [];
  for (const [name, value] of Object.entries(body.params ?? {})) {
    const p = declared.find((d) => d.key === name);
    if (!p) issues.push({ path: `params.${name}`, message: declared.length ? `This control has no parameter ${name} (it takes ${declared.map((d) => d.key).join(', ')}).` : 'This control takes no parameters.' });
    else if (value < p.min || value > p.max) issues.push({ path: `params.${name}`, message: `${p.label} must be from ${p.min} to ${p.max}.` });
  }
  const groupIds = body.group_ids ? [...new Set(body.group_ids)] : undefined;
  if (groupIds?.length) {
    const found = new Set(
      rowsOf<{ id: string }>(await db.execute(sql`select id from groups where account_id = ${scope.accountId}::uuid and id = any(${arrayLiteral(groupIds)}::uuid[])`)).map((r) => r.id),
    );
    groupIds.forEach((id, i) => {
      if (!found.has(id)) issues.push({ path: `group_ids.${i}`, message: `No group ${id} in this company.` });
    });
  }
  if (issues.length) throw invalid(issues);

  await db.transaction(async (tx) => {
    const selected = await selectionsOf(tx, scope.accountId);
    if (body.enabled && !selected.has(frameworkId)) throw conflict(`Select ${frameworkById(frameworkId)!.name} on Framework Selection before enabling its controls.`);
    const before = (await settingsOf(tx, scope.accountId)).get(key);
    const next = {
      enabled: body.enabled ?? before?.enabled ?? false,
      params: body.params ? { ...(before?.params ?? {}), ...body.params } : (before?.params ?? {}),
      groupIds: groupIds ?? before?.groupIds ?? [],
    };
    const checkNames = checkIdsOf(frameworkId, controlId).map((id) => checkById(id)!.name);
    await tx
      .insert(complianceControls)
      .values({ accountId: scope.accountId, frameworkId, controlId, ...next, checkNames, updatedAt: now, updatedBy: scope.memberId })
      .onConflictDoUpdate({
        target: [complianceControls.accountId, complianceControls.frameworkId, complianceControls.controlId],
        set: { ...next, checkNames, updatedAt: now, updatedBy: scope.memberId },
      });
    // The first row makes the account configured: what counts may change even when nothing was enabled.
    await afterChange(tx, scope.accountId, now);
    await audit(tx, key, { framework: frameworkId, control: controlId, before: before ? { enabled: before.enabled, params: before.params, group_ids: before.groupIds } : null, after: { enabled: next.enabled, params: next.params, group_ids: next.groupIds } });
  });
  return getControl(db, scope, key);
}

/**
 * The demo seed sets a whole configuration at once: the frameworks selected and the listed controls enabled.
 * Like every seeded setting it belongs to the account's initial policy (no version bump).
 */
export async function seedConfiguration(tx: Db, accountId: string, input: { frameworks: readonly string[]; enabled: readonly { frameworkId: string; controlId: string }[] }, now: Date): Promise<void> {
  if (input.frameworks.length) {
    await tx
      .insert(complianceFrameworkSelections)
      .values(input.frameworks.map((frameworkId) => ({ accountId, frameworkId, selectedAt: now })))
      .onConflictDoNothing();
  }
  // one statement for every control, not one per control; one row per key, as an insert may not update a row twice
  const controls = new Map(input.enabled.map((c) => [`${c.frameworkId}\u0000${c.controlId}`, c]));
  if (controls.size) {
    await tx
      .insert(complianceControls)
      .values(
        [...controls.values()].map((c) => ({
          accountId,
          frameworkId: c.frameworkId,
          controlId: c.controlId,
          enabled: true,
          checkNames: checkIdsOf(c.frameworkId, c.controlId).map((id) => checkById(id)!.name),
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [complianceControls.accountId, complianceControls.frameworkId, complianceControls.controlId],
        set: { enabled: true, checkNames: sql`excluded.check_names`, updatedAt: now },
      });
  }
  await tx.execute(complianceStateSql(accountId, null));
}

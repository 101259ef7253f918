// Agent releases and canary plans (issue 24). The tables are global (provider data); the figures read the
// endpoints of the companies the caller operates (scope.operatedAccounts(): SuperAdmin all, the provider
// admin its managed ones), with the dashboard's population (non-infra endpoints, server/modules/provider/figures).
// Every change writes its audit row in its own transaction; refused transitions answer 409. Each company's
// update channel (./channel, issue 27) shapes what it is offered and whether and when a plan picks it.
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, not, sql, type SQL } from 'drizzle-orm';
import {
  canaryTransition,
  downloadPath,
  releaseTransition,
  type AgentBuild,
  type BuildBody,
  type CanaryAction,
  type CanaryStatus,
  type CanaryTarget,
  type CompanyRef,
  type CompanyRelease,
  type CreateVersionBody,
  type PlanBody,
  type PlanCompaniesQuery,
  type PlanDetail,
  type PlanListQuery,
  type PlanRollout,
  type PlanRow,
  type ReleaseAction,
  type ReleaseStatus,
  type RolloutCompany,
  type RolloutQuery,
  type RolloutSummary,
  type UpdateVersionBody,
  type VersionDetail,
  type VersionListQuery,
  type VersionRow,
} from '../../../src/api/contract/releases';
import type { PlatformCode } from '../../../src/api/contract/catalog';
import type { Db } from '../../db/client';
import { accounts, agentBuilds, agentReleases, canaryPlanCompanies, canaryPlans, type AgentReleaseRow, type CanaryPlanRow } from '../../db/schema/index';
import { rowsOf } from '../../ingest/sql-arrays';
import { conflict, notFound } from '../../lib/http-error';
import { containsPattern, iso } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';
import { agentVersions, companyScope } from '../provider/figures';
import { NEWEST_FIRST } from './agent-update';
import { channelOf, channelsOf, takesUpdates } from './channel';
import { stageNewcomers, stageSize } from './selection';

/** Writes the change's audit row in the change's transaction. */
export type Audit = (tx: Db, action: string, target: string, details?: Record<string, unknown>) => Promise<void>;

type CreateVersion = Omit<CreateVersionBody, 'notes' | 'builds'> & { notes: string; builds: (BuildBody & { platform: PlatformCode })[] };

// ---------- fleet figures across the operated companies ----------

/** The operated customer companies (the provider's own account runs no fleet of customers). */
function operatedCustomers(scope: Scope): SQL {
  return and(scope.operatedAccounts(), not(accounts.isProvider)) as SQL;
}

/** Non-infra endpoints of the operated companies by agent version: the population of figures.agentVersions, across companies. */
async function fleetVersions(db: Db, scope: Scope): Promise<Map<string, number>> {
  const found = rowsOf<{ version: string; n: string }>(
    await db.execute(sql`
      select e.agent_version as version, count(*) as n from endpoints e join accounts on accounts.id = e.account_id
      where ${operatedCustomers(scope)} and not e.infra group by 1`),
  );
  return new Map(found.map((r) => [r.version, Number(r.n)]));
}

async function latestReleased(db: Db): Promise<string | null> {
  const [row] = rowsOf<{ version: string }>(await db.execute(sql`select version from agent_releases where status = 'released' order by ${NEWEST_FIRST} limit 1`));
  return row?.version ?? null;
}

// ---------- versions ----------

function versionWhere(query: Pick<VersionListQuery, 'q' | 'status'>): SQL | undefined {
  return and(query.q ? ilike(agentReleases.version, containsPattern(query.q)) : undefined, query.status ? eq(agentReleases.status, query.status) : undefined);
}

function buildOf(b: typeof agentBuilds.$inferSelect): AgentBuild {
  return { platform: b.platform, file_name: b.fileName, size_bytes: b.sizeBytes, sha256: b.sha256, download_path: b.downloadPath };
}

async function versionRows(db: Db, scope: Scope, releases: AgentReleaseRow[]): Promise<(VersionRow & { builds: AgentBuild[] })[]> {
  if (releases.length === 0) return [];
  const builds = await db
    .select()
    .from(agentBuilds)
    .where(inArray(agentBuilds.version, releases.map((r) => r.version)))
    .orderBy(asc(agentBuilds.platform));
  const counts = await fleetVersions(db, scope);
  const latest = await latestReleased(db);
  return releases.map((r) => {
    const own = builds.filter((b) => b.version === r.version);
    return {
      version: r.version,
      status: r.status as ReleaseStatus,
      notes: r.notes,
      released_at: iso(r.releasedAt),
      created_by: r.createdByEmail,
      created_at: iso(r.createdAt)!,
      updated_at: iso(r.updatedAt)!,
      platforms: own.map((b) => b.platform),
      endpoints: counts.get(r.version) ?? 0,
      latest: r.version === latest,
      builds: own.map(buildOf),
    };
  });
}

export async function listVersions(db: Db, scope: Scope, query: VersionListQuery): Promise<VersionRow[]> {
  const found = await db
    .select()
    .from(agentReleases)
    .where(versionWhere(query))
    .orderBy(sql`string_to_array(${agentReleases.version}, '.')::int[] desc`)
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return (await versionRows(db, scope, found)).map(({ builds: _builds, ...row }) => row);
}

export async function countVersions(db: Db, query: VersionListQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(agentReleases).where(versionWhere(query));
  return Number(row?.n ?? 0);
}

async function releaseOf(db: Db, version: string): Promise<AgentReleaseRow> {
  const [found] = await db.select().from(agentReleases).where(eq(agentReleases.version, version));
  if (!found) throw notFound(`No version ${version}.`);
  return found;
}

export async function getVersion(db: Db, scope: Scope, version: string): Promise<VersionDetail> {
  const [row] = await versionRows(db, scope, [await releaseOf(db, version)]);
  return row!;
}

export async function createVersion(db: Db, scope: Scope, body: CreateVersion, now: Date, audit: Audit): Promise<VersionDetail> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(agentReleases)
      .values({ version: body.version, notes: body.notes, createdBy: scope.memberId, createdByEmail: scope.email, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) throw conflict(`Version ${body.version} already exists.`);
    if (body.builds.length > 0) {
      await tx.insert(agentBuilds).values(
        body.builds.map((b) => ({ version: body.version, platform: b.platform, fileName: b.file_name, sizeBytes: b.size_bytes, sha256: b.sha256, downloadPath: downloadPath(body.version, b.file_name), createdAt: now })),
      );
    }
    await audit(tx, 'release.create', body.version, { builds: body.builds.map((b) => b.platform) });
  });
  return getVersion(db, scope, body.version);
}

export async function updateVersion(db: Db, scope: Scope, version: string, body: UpdateVersionBody, now: Date, audit: Audit): Promise<VersionDetail> {
  await releaseOf(db, version);
  await db.transaction(async (tx) => {
    await tx.update(agentReleases).set({ notes: body.notes, updatedAt: now }).where(eq(agentReleases.version, version));
    await audit(tx, 'release.notes', version);
  });
  return getVersion(db, scope, version);
}

function draftOnly(release: AgentReleaseRow): void {
  if (release.status !== 'draft') throw conflict(`Version ${release.version} was released: its builds can no longer change. Add a new version instead.`);
}

export async function putBuild(db: Db, scope: Scope, version: string, platform: PlatformCode, body: BuildBody, now: Date, audit: Audit): Promise<VersionDetail> {
  draftOnly(await releaseOf(db, version));
  const values = { fileName: body.file_name, sizeBytes: body.size_bytes, sha256: body.sha256, downloadPath: downloadPath(version, body.file_name) };
  await db.transaction(async (tx) => {
    await tx
      .insert(agentBuilds)
      .values({ version, platform, ...values, createdAt: now })
      .onConflictDoUpdate({ target: [agentBuilds.version, agentBuilds.platform], set: values });
    await tx.update(agentReleases).set({ updatedAt: now }).where(eq(agentReleases.version, version));
    await audit(tx, 'release.build', `${version} ${platform}`, { file_name: body.file_name, sha256: body.sha256 });
  });
  return getVersion(db, scope, version);
}

export async function deleteBuild(db: Db, scope: Scope, version: string, platform: PlatformCode, now: Date, audit: Audit): Promise<VersionDetail> {
  draftOnly(await releaseOf(db, version));
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(agentBuilds)
      .where(and(eq(agentBuilds.version, version), eq(agentBuilds.platform, platform)))
      .returning();
    if (gone.length === 0) throw notFound(`Version ${version} has no build for ${platform}.`);
    await tx.update(agentReleases).set({ updatedAt: now }).where(eq(agentReleases.version, version));
    await audit(tx, 'release.build.delete', `${version} ${platform}`);
  });
  return getVersion(db, scope, version);
}

/** The plan, if any, that is rolling this version out now (active or paused). */
async function runningPlanOf(db: Db, version: string): Promise<CanaryPlanRow | undefined> {
  const [plan] = await db
    .select()
    .from(canaryPlans)
    .where(and(eq(canaryPlans.version, version), inArray(canaryPlans.status, ['active', 'paused'])))
    .limit(1);
  return plan;
}

export async function changeRelease(db: Db, scope: Scope, version: string, action: ReleaseAction, now: Date, audit: Audit): Promise<VersionDetail> {
  await db.transaction(async (tx) => {
    // the row lock makes two concurrent changes of one version wait for each other
    const [release] = await tx.select().from(agentReleases).where(eq(agentReleases.version, version)).for('update');
    if (!release) throw notFound(`No version ${version}.`);
    const [builds] = await tx.select({ n: count() }).from(agentBuilds).where(eq(agentBuilds.version, version));
    const step = releaseTransition({ status: release.status as ReleaseStatus, builds: Number(builds?.n ?? 0) }, action);
    if (!step.ok) throw conflict(step.reason);
    const plan = await runningPlanOf(tx, version);
    if (plan) throw conflict(`The canary plan '${plan.name}' is rolling this version out: complete it or roll it back first.`);
    await tx
      .update(agentReleases)
      .set({ status: step.status, releasedAt: action === 'release' ? now : release.releasedAt, updatedAt: now })
      .where(eq(agentReleases.version, version));
    await audit(tx, `release.${action}`, version, { from: release.status, to: step.status });
  });
  return getVersion(db, scope, version);
}

// ---------- rollout overview (/copilot-release) ----------

interface CompanyPlan {
  accountId: string;
  id: string;
  name: string;
  version: string;
  status: CanaryStatus;
}

/** The running plan (active or paused) whose stage includes each company. */
async function plansByCompany(db: Db, accountIds: readonly string[]): Promise<Map<string, CompanyPlan>> {
  if (accountIds.length === 0) return new Map();
  const found = await db
    .select({ accountId: canaryPlanCompanies.accountId, id: canaryPlans.id, name: canaryPlans.name, version: canaryPlans.version, status: canaryPlans.status })
    .from(canaryPlanCompanies)
    .innerJoin(canaryPlans, eq(canaryPlans.id, canaryPlanCompanies.planId))
    .where(and(inArray(canaryPlanCompanies.accountId, [...accountIds]), isNotNull(canaryPlanCompanies.stage), inArray(canaryPlans.status, ['active', 'paused'])))
    .orderBy(desc(canaryPlans.startedAt));
  const out = new Map<string, CompanyPlan>();
  for (const r of found) if (!out.has(r.accountId)) out.set(r.accountId, { ...r, status: r.status as CanaryStatus });
  return out;
}

function rolloutWhere(scope: Scope, q?: string): SQL {
  return and(operatedCustomers(scope), q ? ilike(accounts.name, containsPattern(q)) : undefined) as SQL;
}

export async function listRollout(db: Db, scope: Scope, query: RolloutQuery): Promise<CompanyRelease[]> {
  const found = await db
    .select()
    .from(accounts)
    .where(rolloutWhere(scope, query.q))
    .orderBy(asc(accounts.name), asc(accounts.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const latest = await latestReleased(db);
  const ids = found.map((a) => a.id);
  const [plans, channels] = await Promise.all([plansByCompany(db, ids), channelsOf(db, ids)]);
  const out: CompanyRelease[] = [];
  for (const account of found) {
    const versions = await agentVersions(db, companyScope(account, scope));
    const plan = plans.get(account.id) ?? null;
    const channel = channels.get(account.id)!;
    // a paused plan holds its companies where they are, and the 'off' channel takes no update: both are offered nothing
    const target = channel === 'off' ? null : plan ? (plan.status === 'active' ? plan.version : null) : latest;
    out.push({
      id: account.id,
      name: account.name,
      target_version: target,
      channel,
      plan: plan && { id: plan.id, name: plan.name, status: plan.status },
      endpoints: versions.reduce((sum, v) => sum + v.count, 0),
      on_target: channel === 'off' ? 0 : (versions.find((v) => v.version === (plan?.version ?? latest))?.count ?? 0),
      versions,
    });
  }
  return out;
}

export async function countRollout(db: Db, scope: Scope, query: RolloutQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(accounts).where(rolloutWhere(scope, query.q));
  return Number(row?.n ?? 0);
}

export async function rolloutSummary(db: Db, scope: Scope): Promise<RolloutSummary> {
  const counts = await fleetVersions(db, scope);
  const latest = await latestReleased(db);
  const [companies] = await db.select({ n: count() }).from(accounts).where(operatedCustomers(scope));
  const versions = [...counts].map(([version, n]) => ({ version, count: n })).sort((a, b) => b.count - a.count || (a.version < b.version ? 1 : -1));
  return {
    latest,
    endpoints: versions.reduce((sum, v) => sum + v.count, 0),
    on_latest: latest ? (counts.get(latest) ?? 0) : 0,
    companies: Number(companies?.n ?? 0),
    versions,
  };
}

// ---------- canary plans ----------

function planWhere(query: Pick<PlanListQuery, 'q' | 'status'>): SQL | undefined {
  return and(
    query.q ? sql`(${ilike(canaryPlans.name, containsPattern(query.q))} or ${ilike(canaryPlans.version, containsPattern(query.q))})` : undefined,
    query.status ? eq(canaryPlans.status, query.status) : undefined,
  );
}

async function planRows(db: Db, plans: CanaryPlanRow[]): Promise<PlanRow[]> {
  if (plans.length === 0) return [];
  const joined = await db
    .select({ planId: canaryPlanCompanies.planId, n: count() })
    .from(canaryPlanCompanies)
    .where(and(inArray(canaryPlanCompanies.planId, plans.map((p) => p.id)), isNotNull(canaryPlanCompanies.stage)))
    .groupBy(canaryPlanCompanies.planId);
  const inBy = new Map(joined.map((j) => [j.planId, Number(j.n)]));
  return plans.map((p) => ({
    id: p.id,
    name: p.name,
    version: p.version,
    target: p.target as CanaryTarget,
    stages: p.stages,
    current_stage: p.currentStage,
    status: p.status as CanaryStatus,
    companies_in: inBy.get(p.id) ?? 0,
    created_by: p.createdByEmail,
    created_at: iso(p.createdAt)!,
    started_at: iso(p.startedAt),
    finished_at: iso(p.finishedAt),
  }));
}

export async function listPlans(db: Db, query: PlanListQuery): Promise<PlanRow[]> {
  const found = await db
    .select()
    .from(canaryPlans)
    .where(planWhere(query))
    .orderBy(desc(canaryPlans.createdAt), desc(canaryPlans.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return planRows(db, found);
}

export async function countPlans(db: Db, query: PlanListQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(canaryPlans).where(planWhere(query));
  return Number(row?.n ?? 0);
}

async function planOf(db: Db, id: string): Promise<CanaryPlanRow> {
  const [plan] = await db.select().from(canaryPlans).where(eq(canaryPlans.id, id));
  if (!plan) throw notFound('No such canary plan.');
  return plan;
}

export async function getPlan(db: Db, scope: Scope, id: string): Promise<PlanDetail> {
  const plan = await planOf(db, id);
  const [row] = await planRows(db, [plan]);
  // the chosen companies of a 'companies' plan, or the ones a stage included, that the caller operates
  const companies = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(canaryPlanCompanies)
    .innerJoin(accounts, eq(accounts.id, canaryPlanCompanies.accountId))
    .where(and(eq(canaryPlanCompanies.planId, id), scope.operatedAccounts()))
    .orderBy(asc(accounts.name));
  return { ...row!, companies };
}

export async function listPlanCompanies(db: Db, scope: Scope, query: PlanCompaniesQuery): Promise<CompanyRef[]> {
  return db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(rolloutWhere(scope, query.q))
    .orderBy(asc(accounts.name), asc(accounts.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
}

type PlanInput = Omit<PlanBody, 'company_ids'> & { company_ids: string[] };

/** A plan rolls out a draft version that has builds; the chosen companies must be operated customers. */
async function checkPlan(db: Db, scope: Scope, body: PlanInput): Promise<void> {
  const [release] = await db.select().from(agentReleases).where(eq(agentReleases.version, body.version));
  if (!release) throw notFound(`No version ${body.version}.`);
  if (release.status !== 'draft') throw conflict(`Version ${body.version} is ${release.status}: a canary plan rolls out a draft version.`);
  const [builds] = await db.select({ n: count() }).from(agentBuilds).where(eq(agentBuilds.version, body.version));
  if (Number(builds?.n ?? 0) === 0) throw conflict(`Version ${body.version} has no platform build yet.`);
  if (body.company_ids.length > 0) {
    const ids = [...new Set(body.company_ids)];
    const [known] = await db.select({ n: count() }).from(accounts).where(and(operatedCustomers(scope), inArray(accounts.id, ids)));
    if (Number(known?.n ?? 0) !== ids.length) throw notFound('Some of the chosen companies are not among the ones you manage.');
  }
}

async function writeChosen(tx: Db, planId: string, body: PlanInput): Promise<void> {
  await tx.delete(canaryPlanCompanies).where(eq(canaryPlanCompanies.planId, planId));
  const ids = [...new Set(body.company_ids)];
  if (ids.length > 0) await tx.insert(canaryPlanCompanies).values(ids.map((accountId) => ({ planId, accountId, chosen: true })));
}

export async function createPlan(db: Db, scope: Scope, body: PlanInput, now: Date, audit: Audit): Promise<PlanDetail> {
  await checkPlan(db, scope, body);
  const id = await db.transaction(async (tx) => {
    const [plan] = await tx
      .insert(canaryPlans)
      .values({ name: body.name, version: body.version, target: body.target, stages: body.stages, createdBy: scope.memberId, createdByEmail: scope.email, createdAt: now, updatedAt: now })
      .returning();
    await writeChosen(tx, plan!.id, body);
    await audit(tx, 'canary.create', body.name, { plan_id: plan!.id, version: body.version, target: body.target, stages: body.stages, companies: body.company_ids.length });
    return plan!.id;
  });
  return getPlan(db, scope, id);
}

export async function updatePlan(db: Db, scope: Scope, id: string, body: PlanInput, now: Date, audit: Audit): Promise<PlanDetail> {
  await checkPlan(db, scope, body);
  await db.transaction(async (tx) => {
    const [plan] = await tx.select().from(canaryPlans).where(eq(canaryPlans.id, id)).for('update');
    if (!plan) throw notFound('No such canary plan.');
    if (plan.status !== 'draft') throw conflict('Only a draft plan can change; this one has started.');
    await tx.update(canaryPlans).set({ name: body.name, version: body.version, target: body.target, stages: body.stages, updatedAt: now }).where(eq(canaryPlans.id, id));
    await writeChosen(tx, id, body);
    await audit(tx, 'canary.update', body.name, { plan_id: id, version: body.version, target: body.target, stages: body.stages, companies: body.company_ids.length });
  });
  return getPlan(db, scope, id);
}

interface Pool {
  ids: string[];
  /** the companies on the 'canary' channel: a stage picks them first */
  early: Set<string>;
}

/** The companies a plan draws from: its chosen ones, or every operated customer company for a percentage; never one on the 'off' channel. */
async function poolOf(tx: Db, scope: Scope, plan: CanaryPlanRow): Promise<Pool> {
  const rows =
    plan.target === 'companies'
      ? await tx
          .select({ id: canaryPlanCompanies.accountId, channel: channelOf(canaryPlanCompanies.accountId) })
          .from(canaryPlanCompanies)
          .where(and(eq(canaryPlanCompanies.planId, plan.id), eq(canaryPlanCompanies.chosen, true), takesUpdates(canaryPlanCompanies.accountId)))
      : await tx
          .select({ id: accounts.id, channel: channelOf(accounts.id) })
          .from(accounts)
          .where(and(operatedCustomers(scope), takesUpdates(accounts.id)));
  return { ids: rows.map((r) => r.id), early: new Set(rows.filter((r) => r.channel === 'canary').map((r) => r.id)) };
}

/** Adds the companies the stage includes; the ones already in keep their stage. */
async function includeStage(tx: Db, scope: Scope, plan: CanaryPlanRow, stage: number, now: Date): Promise<string[]> {
  const pool = await poolOf(tx, scope, plan);
  const joined = await tx
    .select({ id: canaryPlanCompanies.accountId })
    .from(canaryPlanCompanies)
    .where(and(eq(canaryPlanCompanies.planId, plan.id), isNotNull(canaryPlanCompanies.stage)));
  const newcomers = stageNewcomers(plan.id, pool.ids, new Set(joined.map((j) => j.id)), plan.stages[stage]!, pool.early);
  if (newcomers.length > 0) {
    await tx
      .insert(canaryPlanCompanies)
      .values(newcomers.map((accountId) => ({ planId: plan.id, accountId, stage, joinedAt: now })))
      .onConflictDoUpdate({ target: [canaryPlanCompanies.planId, canaryPlanCompanies.accountId], set: { stage, joinedAt: now } });
  }
  return newcomers;
}

export async function changePlan(db: Db, scope: Scope, id: string, action: CanaryAction, now: Date, audit: Audit): Promise<PlanDetail> {
  await db.transaction(async (tx) => {
    const [plan] = await tx.select().from(canaryPlans).where(eq(canaryPlans.id, id)).for('update');
    if (!plan) throw notFound('No such canary plan.');
    const step = canaryTransition({ status: plan.status as CanaryStatus, current_stage: plan.currentStage, stages: plan.stages }, action);
    if (!step.ok) throw conflict(step.reason);
    if (action === 'start' || action === 'resume') {
      const [other] = await tx
        .select({ name: canaryPlans.name })
        .from(canaryPlans)
        .where(and(inArray(canaryPlans.status, ['active', 'paused']), sql`${canaryPlans.id} <> ${id}`))
        .limit(1);
      if (other) throw conflict(`The canary plan '${other.name}' is running: complete it or roll it back before starting another.`);
    }
    if (action === 'start') {
      const [release] = await tx.select().from(agentReleases).where(eq(agentReleases.version, plan.version));
      const [builds] = await tx.select({ n: count() }).from(agentBuilds).where(eq(agentBuilds.version, plan.version));
      if (release?.status !== 'draft') throw conflict(`Version ${plan.version} is ${release?.status ?? 'gone'}: a canary plan rolls out a draft version.`);
      if (Number(builds?.n ?? 0) === 0) throw conflict(`Version ${plan.version} has no platform build yet.`);
    }
    const added = action === 'start' || action === 'widen' ? await includeStage(tx, scope, plan, step.stage!, now) : [];
    const finished = step.status === 'completed' || step.status === 'rolled_back';
    await tx
      .update(canaryPlans)
      .set({
        status: step.status,
        currentStage: step.stage,
        updatedAt: now,
        startedAt: action === 'start' ? now : plan.startedAt,
        finishedAt: finished ? now : plan.finishedAt,
      })
      .where(eq(canaryPlans.id, id));
    if (action === 'complete') {
      // the rollout reached everyone: the version becomes the released one
      await tx.update(agentReleases).set({ status: 'released', releasedAt: now, updatedAt: now }).where(eq(agentReleases.version, plan.version));
    }
    await audit(tx, `canary.${action}`, plan.name, { plan_id: id, version: plan.version, from: plan.status, to: step.status, stage: step.stage, added: added.length });
  });
  return getPlan(db, scope, id);
}

export async function planRollout(db: Db, scope: Scope, id: string): Promise<PlanRollout> {
  const plan = await planOf(db, id);
  const pool = new Set((await poolOf(db, scope, plan)).ids);
  const members = await db
    .select({ account: accounts, stage: canaryPlanCompanies.stage })
    .from(canaryPlanCompanies)
    .innerJoin(accounts, eq(accounts.id, canaryPlanCompanies.accountId))
    .where(and(eq(canaryPlanCompanies.planId, id), scope.operatedAccounts()));
  const stageOf = new Map(members.map((m) => [m.account.id, m.stage]));
  // every company of the pool, the ones a stage included first
  const poolAccounts = pool.size === 0 ? [] : await db.select().from(accounts).where(inArray(accounts.id, [...pool]));
  const companies: RolloutCompany[] = [];
  for (const account of poolAccounts) {
    const versions = await agentVersions(db, companyScope(account, scope));
    companies.push({
      id: account.id,
      name: account.name,
      stage: stageOf.get(account.id) ?? null,
      endpoints: versions.reduce((sum, v) => sum + v.count, 0),
      on_version: versions.find((v) => v.version === plan.version)?.count ?? 0,
    });
  }
  companies.sort((a, b) => (a.stage ?? 99) - (b.stage ?? 99) || a.name.localeCompare(b.name));
  const reached = plan.currentStage ?? -1;
  const stages = plan.stages.map((percent, i) => {
    const inStage = companies.filter((c) => c.stage !== null && c.stage <= i);
    return {
      percent,
      companies: inStage.length,
      planned: stageSize(percent, pool.size),
      endpoints: inStage.reduce((sum, c) => sum + c.endpoints, 0),
      on_version: inStage.reduce((sum, c) => sum + c.on_version, 0),
      reached: i <= reached && plan.status !== 'draft',
    };
  });
  return { version: plan.version, status: plan.status as CanaryStatus, pool: pool.size, stages, companies };
}

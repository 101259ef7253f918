// Provider actions across companies (issue 24 "Beyond the peers"). The preview reads; the run re-validates
// the whole selection first (a company that is not the caller's, or an unknown app, refuses the run before
// anything is written), then applies company by company, each in its own transaction through the very
// function the company's own screen uses (saas reclassify for an app, applyCompanyFlags for a flag), with
// that company's audit row and its result row in the same transaction. A company whose change fails keeps
// its old setting and gets a 'failed' result; the others are not undone.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  APP_USAGE_DAYS,
  type ActionPreview,
  type ActionRun,
  type CatalogAppOption,
  type PreviewCompany,
  type ProviderActionBody,
  type ProviderActionKind,
  type ResultStatus,
  type RunResult,
  type RunSummary,
} from '../../../src/api/contract/provider-actions';
import type { ActionType } from '../../../src/api/contract/saas';
import type { Db } from '../../db/client';
import { accounts, people, providerActionResults, providerActionRuns, saasApps, usageSessions, type AccountRow, type ProviderActionRunRow } from '../../db/schema/index';
import { HttpError, notFound } from '../../lib/http-error';
import { containsPattern, iso } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';
import { appByName } from '../saas/apps';
import type { Audit } from '../saas/audit';
import { reclassify } from '../saas/classify-service';
import { companyScope, endpointTotals, flagsOf } from './figures';
import { applyCompanyFlags, type FlagsAudit } from './service';

/** The audit writers of a run, bound by the route to the request (who, trace id). */
export interface ActionAudits {
  /** the company's own row, in its log */
  company: (tx: Db, account: AccountRow, action: string, target: string, details: Record<string, unknown>) => Promise<void>;
  /** the run's row, in the operator's company */
  run: (tx: Db, target: string, details: Record<string, unknown>) => Promise<void>;
}

const accessLabel = (access: string, action: ActionType | null | undefined) => (access === 'Unsanctioned' && action ? `Unsanctioned (${action})` : access);
const flagLabel = (on: boolean) => (on ? 'on' : 'off');

function targetOf(body: ProviderActionBody): string {
  return body.action === 'app-access' ? `${body.app}: ${accessLabel(body.access, body.action_type)}` : `${body.flag}: ${flagLabel(body.value)}`;
}

/** The selected companies in the order given, all of them the caller's, or 404 naming none of the others. */
async function selectedCompanies(db: Db, scope: Scope, ids: readonly string[]): Promise<AccountRow[]> {
  const found = await db.select().from(accounts).where(and(scope.operatedAccounts(), inArray(accounts.id, [...ids])));
  const byId = new Map(found.map((a) => [a.id, a]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) throw notFound(`${missing.length} of the selected companies are not among the ones you manage.`);
  return ids.map((id) => byId.get(id)!);
}

async function catalogApp(db: Db, name: string): Promise<{ id: string; name: string }> {
  const [app] = await db.select({ id: saasApps.id, name: saasApps.name }).from(saasApps).where(sql`lower(${saasApps.name}) = lower(${name})`).limit(1);
  if (!app) throw new HttpError(400, 'VALIDATION', 'No such app in the catalog.', {}, [{ path: 'app', message: `${name}: no such app in the catalog.` }]);
  return app;
}

type Checked = { body: ProviderActionBody; companies: AccountRow[]; app: { id: string; name: string } | null };

async function check(db: Db, scope: Scope, body: ProviderActionBody): Promise<Checked> {
  const companies = await selectedCompanies(db, scope, body.company_ids);
  const app = body.action === 'app-access' ? await catalogApp(db, body.app) : null;
  // the catalog's own spelling of the name, so every company's audit row and the run name the app alike
  return { body: app && body.action === 'app-access' ? { ...body, app: app.name } : body, companies, app };
}

async function appUsage(db: Db, accountId: string, appId: string, now: Date): Promise<{ people: number; endpoints: number }> {
  const since = new Date(now.getTime() - APP_USAGE_DAYS * 86_400_000);
  const [row] = await db
    .select({ people: sql<number>`count(distinct ${usageSessions.personId})::int`, endpoints: sql<number>`count(distinct ${usageSessions.endpointId})::int` })
    .from(usageSessions)
    .where(and(eq(usageSessions.accountId, accountId), eq(usageSessions.appId, appId), sql`${usageSessions.at} >= ${since.toISOString()}::timestamptz`));
  return { people: Number(row?.people ?? 0), endpoints: Number(row?.endpoints ?? 0) };
}

/** One company's side of the action, read from `db` (the run reads it again inside the company's transaction). */
async function previewOne(db: Db, scope: Scope, checked: Checked, account: AccountRow, now: Date): Promise<PreviewCompany> {
  const company = companyScope(account, scope);
  const totals = await endpointTotals(db, company, now);
  const { body } = checked;
  if (body.action === 'app-access') {
    const app = checked.app!;
    const current = await appByName(db, account.id, app.name);
    const from = current ? accessLabel(current.access_type, current.action_type) : 'Unclassified';
    const to = accessLabel(body.access, body.action_type);
    const usage = await appUsage(db, account.id, app.id, now);
    return { id: account.id, name: account.name, change: from !== to, from, to, endpoints: usage.endpoints, endpoints_online: totals.online, people: usage.people };
  }
  const [peopleCount] = await db.select({ n: count() }).from(people).where(eq(people.accountId, account.id));
  const from = flagLabel(flagsOf(account)[body.flag]);
  const to = flagLabel(body.value);
  return { id: account.id, name: account.name, change: from !== to, from, to, endpoints: totals.total, endpoints_online: totals.online, people: Number(peopleCount?.n ?? 0) };
}

export async function previewAction(db: Db, scope: Scope, input: ProviderActionBody, now: Date): Promise<ActionPreview> {
  const checked = await check(db, scope, input);
  const companies: PreviewCompany[] = [];
  for (const account of checked.companies) companies.push(await previewOne(db, scope, checked, account, now));
  const changing = companies.filter((c) => c.change).length;
  return { action: checked.body.action, target: targetOf(checked.body), companies, changing, unchanged: companies.length - changing };
}

/** Applies the change to one company inside `tx`; answers false when the company already had it. */
async function applyOne(tx: Db, scope: Scope, checked: Checked, account: AccountRow, runId: string, now: Date, audits: ActionAudits): Promise<boolean> {
  const { body } = checked;
  const details = { provider_action_run: runId };
  if (body.action === 'app-access') {
    const audit: Audit = (atx, target, d) => audits.company(atx, account, 'saas.app.classify', target, { ...d, ...details });
    await reclassify(tx, companyScope(account, scope), body.app, { is_sanctioned: body.access === 'Sanctioned', action_type: body.action_type ?? null }, now, audit);
    return true;
  }
  const [fresh] = await tx.select().from(accounts).where(eq(accounts.id, account.id)).for('update');
  const audit: FlagsAudit = (atx, a, d) => audits.company(atx, a, 'account.flags', a.name, { ...d, ...details });
  const changed = await applyCompanyFlags(tx, fresh, { [body.flag]: body.value }, audit);
  return changed.length > 0;
}

export async function runAction(db: Db, scope: Scope, input: ProviderActionBody, now: Date, audits: ActionAudits): Promise<ActionRun> {
  const checked = await check(db, scope, input);
  const runId = randomUUID();
  const target = targetOf(checked.body);
  await db.transaction(async (tx) => {
    await tx.insert(providerActionRuns).values({
      accountId: scope.homeAccountId,
      id: runId,
      memberId: scope.memberId,
      email: scope.email,
      action: checked.body.action,
      params: { ...checked.body },
      createdAt: now,
    });
    await audits.run(tx, target, { provider_action_run: runId, action: checked.body.action, company_ids: checked.body.company_ids });
  });
  for (const account of checked.companies) {
    const base = { accountId: account.id, runId, accountName: account.name, finishedAt: now };
    const seen = await previewOne(db, scope, checked, account, now);
    const figures = { fromValue: seen.from, toValue: seen.to, endpoints: seen.endpoints, people: seen.people };
    if (!seen.change) {
      await db.insert(providerActionResults).values({ ...base, ...figures, status: 'unchanged' });
      continue;
    }
    try {
      await db.transaction(async (tx) => {
        const applied = await applyOne(tx, scope, checked, account, runId, now, audits);
        await tx.insert(providerActionResults).values({ ...base, ...figures, status: applied ? 'applied' : 'unchanged' });
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db.insert(providerActionResults).values({ ...base, ...figures, status: 'failed', message: message.slice(0, 500) });
    }
  }
  return getActionRun(db, scope, runId);
}

// ---------- the runs ----------

/** Runs the caller may see: SuperAdmin all; a provider admin those of its own (provider) company. */
function visibleRuns(scope: Scope): SQL | undefined {
  return scope.role === 'SuperAdmin' ? undefined : eq(providerActionRuns.accountId, scope.homeAccountId);
}

/** Results in companies the caller operates (another operator's run may have reached others). */
function visibleResults(scope: Scope): SQL {
  return sql`${providerActionResults.accountId} in (select ${accounts.id} from ${accounts} where ${scope.operatedAccounts()})`;
}

async function summaries(db: Db, scope: Scope, runs: ProviderActionRunRow[]): Promise<(RunSummary & { params: Record<string, unknown> })[]> {
  if (runs.length === 0) return [];
  const tallies = await db
    .select({ runId: providerActionResults.runId, status: providerActionResults.status, n: count() })
    .from(providerActionResults)
    .where(and(inArray(providerActionResults.runId, runs.map((r) => r.id)), visibleResults(scope)))
    .groupBy(providerActionResults.runId, providerActionResults.status);
  return runs.map((r) => {
    const of = (status: ResultStatus) => Number(tallies.find((t) => t.runId === r.id && t.status === status)?.n ?? 0);
    const body = r.params as ProviderActionBody;
    return {
      id: r.id,
      created_at: iso(r.createdAt)!,
      email: r.email,
      action: r.action as ProviderActionKind,
      target: targetOf(body),
      companies: of('applied') + of('unchanged') + of('failed'),
      applied: of('applied'),
      unchanged: of('unchanged'),
      failed: of('failed'),
      params: r.params,
    };
  });
}

export async function listActionRuns(db: Db, scope: Scope, query: { page: number; size: number }): Promise<RunSummary[]> {
  const runs = await db
    .select()
    .from(providerActionRuns)
    .where(visibleRuns(scope))
    .orderBy(desc(providerActionRuns.createdAt), desc(providerActionRuns.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return (await summaries(db, scope, runs)).map(({ params: _params, ...summary }) => summary);
}

export async function countActionRuns(db: Db, scope: Scope): Promise<number> {
  const [row] = await db.select({ n: count() }).from(providerActionRuns).where(visibleRuns(scope));
  return Number(row?.n ?? 0);
}

export async function getActionRun(db: Db, scope: Scope, id: string): Promise<ActionRun> {
  const [run] = await db.select().from(providerActionRuns).where(and(eq(providerActionRuns.id, id), visibleRuns(scope))).limit(1);
  if (!run) throw notFound('No such action run.');
  const [summary] = await summaries(db, scope, [run]);
  const rows = await db
    .select()
    .from(providerActionResults)
    .where(and(eq(providerActionResults.runId, id), visibleResults(scope)));
  const order = new Map(((run.params.company_ids as string[] | undefined) ?? []).map((cid, i) => [cid, i]));
  rows.sort((a, b) => (order.get(a.accountId) ?? 0) - (order.get(b.accountId) ?? 0));
  const results = rows.map(
    (r): RunResult => ({
      company_id: r.accountId,
      company_name: r.accountName,
      status: r.status as ResultStatus,
      from: r.fromValue,
      to: r.toValue,
      message: r.message,
      endpoints: r.endpoints,
      people: r.people,
    }),
  );
  return { ...summary, results };
}

/** Catalog apps for the action's app picker. */
export async function searchActionApps(db: Db, q: string | undefined): Promise<CatalogAppOption[]> {
  const found = await db
    .select({ name: saasApps.name, categories: saasApps.categories, icon: saasApps.icon })
    .from(saasApps)
    .where(q ? sql`${saasApps.name} ilike ${containsPattern(q)}` : undefined)
    .orderBy(sql`lower(${saasApps.name})`)
    .limit(20);
  return found.map((a) => ({ name: a.name, categories: a.categories, icon: a.icon ?? null }));
}

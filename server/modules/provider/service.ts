// Provider administration (issue 24): the operator's managed companies with their health, one company's
// overview, its flags (audited), its admin action log and its people. Every call is limited to the
// operated companies of the caller (scope.operatedAccounts(): SuperAdmin all, the provider admin its own).
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isBillingEnabled, type CompanyListQuery } from '../../../src/api/contract/accounts';
import { FEATURE_FLAGS } from '../../../src/api/contract/common';
import type { AdminEvent, AdminEventQuery, CompanyAdmin, CompanyOverview, FlagsBody, FlagValues, ManagedCompanyRow } from '../../../src/api/contract/provider';
import type { PersonRow, UserListQuery } from '../../../src/api/contract/users';
import type { Db } from '../../db/client';
import { accounts, auditLog, members, people, type AccountRow } from '../../db/schema/index';
import { notFound } from '../../lib/http-error';
import { containsPattern, iso } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';
import type { AlertFilterQuery, AlertListQuery, AlertRow } from '../../../src/api/contract/alerts';
import { countAlerts, listAlerts, type AlertKind } from '../alerts/service';
import { countPeople, listPeople } from '../users/service';
import { agentVersions, alertsWeek, companyScope, endpointTotals, flagsOf, setupProgress } from './figures';

const parent = alias(accounts, 'parent');

function listFilter(scope: Scope, query: Pick<CompanyListQuery, 'q' | 'status'>): SQL {
  return and(
    scope.operatedAccounts(),
    query.q ? ilike(accounts.name, containsPattern(query.q)) : undefined,
    query.status ? eq(accounts.status, query.status) : undefined,
  ) as SQL;
}

const billingOf = (a: AccountRow) =>
  isBillingEnabled({ billing_period: a.billingPeriod, billing_type: a.billingType, unit_amount: a.unitAmount, billing_start_date: a.billingStartDate });

async function healthRow(db: Db, scope: Scope, account: AccountRow, parentName: string | null, now: Date): Promise<ManagedCompanyRow> {
  const company = companyScope(account, scope);
  const endpoints = await endpointTotals(db, company, now);
  const alerts = await alertsWeek(db, company, now);
  const setup = await setupProgress(db, company, account);
  return {
    id: account.id,
    client_id: account.clientId,
    name: account.name,
    status: account.status,
    parent_name: parentName,
    created_at: iso(account.createdAt)!,
    endpoints_online: endpoints.online,
    endpoints_total: endpoints.total,
    agent_versions: await agentVersions(db, company),
    alerts_week: alerts.total,
    setup_done: setup.done,
    setup_total: setup.total,
    billing_enabled: billingOf(account),
    flags: flagsOf(account),
  };
}

export async function listManagedCompanies(db: Db, scope: Scope, query: CompanyListQuery, now: Date): Promise<ManagedCompanyRow[]> {
  const found = await db
    .select({ account: accounts, parentName: parent.name })
    .from(accounts)
    .leftJoin(parent, eq(parent.id, accounts.parentId))
    .where(listFilter(scope, query))
    .orderBy(asc(accounts.name), asc(accounts.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const out: ManagedCompanyRow[] = [];
  for (const r of found) out.push(await healthRow(db, scope, r.account, r.parentName, now));
  return out;
}

export async function countManagedCompanies(db: Db, scope: Scope, query: CompanyListQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(accounts).where(listFilter(scope, query));
  return Number(row?.n ?? 0);
}

/** A company the caller operates, or 404: another provider admin's companies are not even named. */
export async function operatedCompany(db: Db, scope: Scope, id: string): Promise<{ account: AccountRow; parentName: string | null }> {
  const [found] = await db
    .select({ account: accounts, parentName: parent.name })
    .from(accounts)
    .leftJoin(parent, eq(parent.id, accounts.parentId))
    .where(and(scope.operatedAccounts(), eq(accounts.id, id)))
    .limit(1);
  if (!found) throw notFound('No such company among the ones you manage.');
  return found;
}

const RECENT_EVENTS = 10;

function eventRow(r: typeof auditLog.$inferSelect): AdminEvent {
  return { id: r.id, at: iso(r.at)!, email: r.email, role: r.role, action: r.action, target: r.target };
}

export async function companyOverview(db: Db, scope: Scope, id: string, now: Date): Promise<CompanyOverview> {
  const { account, parentName } = await operatedCompany(db, scope, id);
  const company = companyScope(account, scope);
  const row = await healthRow(db, scope, account, parentName, now);
  const endpoints = await endpointTotals(db, company, now);
  const alerts = await alertsWeek(db, company, now);
  const admins = await db.select().from(members).where(eq(members.accountId, account.id)).orderBy(asc(members.email));
  const [peopleCount] = await db.select({ n: count() }).from(people).where(eq(people.accountId, account.id));
  const recent = await db.select().from(auditLog).where(eq(auditLog.accountId, account.id)).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(RECENT_EVENTS);
  return {
    ...row,
    billing_period: account.billingPeriod,
    billing_type: account.billingType,
    endpoints_idle: endpoints.idle,
    endpoints_long_idle: endpoints.longIdle,
    people: Number(peopleCount?.n ?? 0),
    admins: admins.map(
      (m): CompanyAdmin => ({
        id: m.id,
        email: m.email,
        name: `${m.firstName} ${m.lastName}`.trim(),
        role: m.role,
        invited: m.passwordHash === null && m.loginType === 'BASIC',
        created_at: iso(m.createdAt)!,
      }),
    ),
    saas_alerts_week: alerts.saas,
    website_alerts_week: alerts.website,
    recent_events: recent.map(eventRow),
  };
}

const COLUMN_OF = {
  enable_dlp: 'enableDlp',
  enable_vpn: 'enableVpn',
  enable_mdm: 'enableMdm',
  enable_execute_command: 'enableExecuteCommand',
  disable_session_logs: 'disableSessionLogs',
} as const satisfies Record<keyof FlagValues, keyof AccountRow>;

export type FlagsAudit = (tx: Db, account: AccountRow, details: Record<string, unknown>) => Promise<void>;

/**
 * Sets the flags of one company inside `tx` and writes the audit row there; answers the flags that
 * changed (none: nothing written). Shared by the company details' PATCH and the cross-company actions.
 */
export async function applyCompanyFlags(tx: Db, account: AccountRow, body: FlagsBody, audit: FlagsAudit): Promise<(keyof FlagValues)[]> {
  const before = flagsOf(account);
  const changed = FEATURE_FLAGS.filter((f) => body[f] !== undefined && body[f] !== before[f]);
  if (changed.length === 0) return changed;
  const set: Partial<Record<(typeof COLUMN_OF)[keyof FlagValues], boolean>> = {};
  for (const f of changed) set[COLUMN_OF[f]] = body[f]!;
  await tx.update(accounts).set(set).where(eq(accounts.id, account.id));
  await audit(tx, account, {
    account_id: account.id,
    changed,
    before: Object.fromEntries(changed.map((f) => [f, before[f]])),
    after: Object.fromEntries(changed.map((f) => [f, body[f]])),
  });
  return changed;
}

/** Turns features on or off; the audit row goes to the company's own admin action log, in the same transaction. */
export async function updateCompanyFlags(db: Db, scope: Scope, id: string, body: FlagsBody, now: Date, audit: FlagsAudit): Promise<CompanyOverview> {
  const { account } = await operatedCompany(db, scope, id);
  const before = flagsOf(account);
  if (FEATURE_FLAGS.some((f) => body[f] !== undefined && body[f] !== before[f])) {
    await db.transaction(async (tx) => {
      await applyCompanyFlags(tx, account, body, audit);
    });
  }
  return companyOverview(db, scope, id, now);
}

function eventFilter(accountId: string, query: AdminEventQuery): SQL {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  return and(
    eq(auditLog.accountId, accountId),
    pattern ? or(ilike(auditLog.action, pattern), ilike(auditLog.target, pattern), ilike(auditLog.email, pattern)) : undefined,
  ) as SQL;
}

export async function listCompanyEvents(db: Db, scope: Scope, id: string, query: AdminEventQuery): Promise<AdminEvent[]> {
  const { account } = await operatedCompany(db, scope, id);
  const found = await db
    .select()
    .from(auditLog)
    .where(eventFilter(account.id, query))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return found.map(eventRow);
}

export async function countCompanyEvents(db: Db, scope: Scope, id: string, query: AdminEventQuery): Promise<number> {
  const { account } = await operatedCompany(db, scope, id);
  const [row] = await db.select({ n: count() }).from(auditLog).where(eventFilter(account.id, query));
  return Number(row?.n ?? 0);
}

/** /user-list: the company's people, through the users module over the company's own scope. */
export async function listCompanyUsers(db: Db, scope: Scope, id: string, query: UserListQuery): Promise<PersonRow[]> {
  const { account } = await operatedCompany(db, scope, id);
  return listPeople(db, companyScope(account, scope), query);
}

export async function countCompanyUsers(db: Db, scope: Scope, id: string, query: UserListQuery): Promise<number> {
  const { account } = await operatedCompany(db, scope, id);
  return countPeople(db, companyScope(account, scope), query);
}

/** The company's alerts, through the alerts module over the company's own scope (its own alert list's rows). */
export async function listCompanyAlerts(db: Db, scope: Scope, id: string, kind: AlertKind, query: AlertListQuery, now: Date): Promise<AlertRow[]> {
  const { account } = await operatedCompany(db, scope, id);
  return listAlerts(db, companyScope(account, scope), kind, query, now);
}

export async function countCompanyAlerts(db: Db, scope: Scope, id: string, kind: AlertKind, query: AlertFilterQuery, now: Date): Promise<number> {
  const { account } = await operatedCompany(db, scope, id);
  return countAlerts(db, companyScope(account, scope), kind, query, now);
}

import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  FEATURE_NAMES,
  flagsBeyondCreator,
  type AccountDetails,
  type AccountStats,
  type AccountStatus,
  type CompanyListQuery,
  type CompanyRow,
  type FeatureFlag,
  type ManagedAccountBody,
} from '../../../src/api/contract/accounts';
import { isSuperAdminType } from '../../../src/api/contract/access';
import type { Db } from '../../db/client';
import { accountManagers, accounts, members, people, type AccountRow } from '../../db/schema/index';
import { conflict, forbidden } from '../../lib/http-error';
import { newClientId } from '../../lib/ids';
import { containsPattern, iso } from '../../lib/sql';
import { accessContextOf, type Scope } from '../../plugins/scope';
import { companyScope, endpointTotals } from '../provider/figures';

export function accountDetails(a: AccountRow): AccountDetails {
  return {
    id: a.id,
    client_id: a.clientId,
    name: a.name,
    logo: a.logo,
    disable_username_password: a.disableUsernamePassword,
    group_by_category: a.groupByCategory,
    show_legacy_agent_online_offline_graph: a.showLegacyAgentOnlineOfflineGraph,
    billing_period: a.billingPeriod,
    billing_type: a.billingType,
    unit_amount: a.unitAmount,
    billing_start_date: a.billingStartDate,
    enable_mdm: a.enableMdm,
    enable_vpn: a.enableVpn,
    enable_dlp: a.enableDlp,
    enable_execute_command: a.enableExecuteCommand,
    disable_session_logs: a.disableSessionLogs,
    user_onboarding_required: a.userOnboardingRequired,
    is_provider: a.isProvider,
    created_at: iso(a.createdAt)!,
  };
}

/** spec part 2 §4: whether the company still needs onboarding and has started its setup guide. */
export function accountStatus(a: AccountRow): AccountStatus {
  return { user_onboarding_required: a.userOnboardingRequired, setup_started: a.setupStarted };
}

const parent = alias(accounts, 'parent');

function listFilter(scoped: SQL, query: Pick<CompanyListQuery, 'q' | 'status'>): SQL {
  return and(scoped, query.q ? ilike(accounts.name, containsPattern(query.q)) : undefined, query.status ? eq(accounts.status, query.status) : undefined) as SQL;
}

async function companyRows(db: Db, where: SQL, now: Date, page?: { page: number; size: number }): Promise<CompanyRow[]> {
  const base = db
    .select({
      account: accounts,
      parentName: parent.name,
      peopleCount: sql<number>`(select count(*) from ${people} where ${people.accountId} = ${accounts.id})::int`,
    })
    .from(accounts)
    .leftJoin(parent, eq(parent.id, accounts.parentId))
    .where(where)
    .orderBy(asc(accounts.name), asc(accounts.id));
  const rows = page ? await base.limit(page.size).offset((page.page - 1) * page.size) : await base;
  const out: CompanyRow[] = [];
  for (const r of rows) {
    // the company's own dashboard figure (issue 24), the same one /palisade-accounts shows
    const endpoints = await endpointTotals(db, companyScope(r.account, NO_ASKER), now);
    out.push({
      id: r.account.id,
      client_id: r.account.clientId,
      name: r.account.name,
      status: r.account.status,
      parent_name: r.parentName,
      endpoint_count: endpoints.total,
      people_count: Number(r.peopleCount),
      created_at: iso(r.account.createdAt)!,
    });
  }
  return out;
}

/** Endpoint totals read no per-member state. */
const NO_ASKER = { memberId: '00000000-0000-0000-0000-000000000000', email: '' };

export function listCompanies(db: Db, scoped: SQL, query: CompanyListQuery, now: Date): Promise<CompanyRow[]> {
  return companyRows(db, listFilter(scoped, query), now, query);
}

export async function countCompanies(db: Db, scoped: SQL, query: CompanyListQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(accounts).where(listFilter(scoped, query));
  return Number(row?.n ?? 0);
}

/** spec part 1 §3: account counters Pending, All and Active Accounts, over the companies the caller may reach. */
export async function companyStats(db: Db, scoped: SQL): Promise<AccountStats> {
  const [row] = await db
    .select({
      all: count(),
      pending: sql<number>`count(*) filter (where ${accounts.status} = 'PENDING')`,
      active: sql<number>`count(*) filter (where ${accounts.status} = 'ACTIVE')`,
    })
    .from(accounts)
    .where(scoped);
  return { all: Number(row?.all ?? 0), pending: Number(row?.pending ?? 0), active: Number(row?.active ?? 0) };
}

export const COMPANY_EXISTS = (name: string) => `A company named ${name} already exists.`;
export const ADMIN_EXISTS = (email: string) => `${email} already has a console account; choose another first admin.`;

const listed = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`);

export const FEATURES_BEYOND_CREATOR = (company: string, flags: readonly FeatureFlag[]) =>
  `${company} does not have ${listed(flags.map((f) => FEATURE_NAMES[f]))}; a company you create cannot have a feature your company lacks.`;

/**
 * docs/ROLES.md "Creating companies": only the provider (SuperAdmin or PALISADE_ADMIN of the provider's
 * account) grants any feature; everyone else is bounded by its own company, the parent of what it creates.
 */
async function refuseFeaturesBeyondCreator(db: Db, scope: Scope, body: ManagedAccountBody): Promise<void> {
  const home = scope.homeAccountId === scope.accountId ? scope.account : (await db.select().from(accounts).where(eq(accounts.id, scope.homeAccountId)))[0];
  if (!home) throw forbidden();
  if (isSuperAdminType(scope.role) && home.isProvider) return;
  const beyond = flagsBeyondCreator(accessContextOf(home, scope.role).flags, body);
  if (beyond.length > 0) throw forbidden(FEATURES_BEYOND_CREATOR(home.name, beyond));
}

/**
 * POST /api/managed-accounts: the provider's admins create customer companies they then manage;
 * an account admin creates a sub-account of its own company, with no feature its company lacks.
 */
export type CompanyAudit = (tx: Db, created: { id: string; clientId: string; name: string }) => Promise<void>;

export async function createCompany(db: Db, scope: Scope, body: ManagedAccountBody, now: Date, audit: CompanyAudit): Promise<CompanyRow> {
  if (scope.role !== 'PALISADE_ADMIN' && scope.role !== 'SuperAdmin' && scope.role !== 'ADMIN') throw forbidden();
  await refuseFeaturesBeyondCreator(db, scope, body);
  const [clash] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(scope.accessibleAccounts(), sql`lower(${accounts.name}) = lower(${body.name})`))
    .limit(1);
  if (clash) throw conflict(COMPANY_EXISTS(body.name));
  const adminEmail = body.admin_email?.toLowerCase();
  if (adminEmail) {
    const [taken] = await db.select({ id: members.id }).from(members).where(eq(members.email, adminEmail)).limit(1);
    if (taken) throw conflict(ADMIN_EXISTS(adminEmail));
  }
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(accounts)
      .values({
        clientId: newClientId(),
        name: body.name,
        status: 'PENDING',
        parentId: scope.role === 'ADMIN' ? scope.homeAccountId : null,
        enableDlp: body.enable_dlp,
        enableVpn: body.enable_vpn,
        enableMdm: body.enable_mdm,
        enableExecuteCommand: body.enable_execute_command,
        disableSessionLogs: body.disable_session_logs,
        userOnboardingRequired: true,
        createdAt: now,
      })
      .returning({ id: accounts.id, clientId: accounts.clientId, name: accounts.name });
    // issue 24: the first admin, without a password until the invitation e-mail (the mail issue) is accepted
    if (adminEmail) {
      await tx.insert(members).values({ accountId: created.id, email: adminEmail, firstName: '', lastName: '', role: 'ADMIN', passwordHash: null, loginType: 'BASIC', createdAt: now });
    }
    if (scope.role === 'PALISADE_ADMIN') await tx.insert(accountManagers).values({ accountId: created.id, memberId: scope.memberId, createdAt: now });
    await audit(tx, created);
    return created.id;
  });
  const [row] = await companyRows(db, eq(accounts.id, id), now);
  return row;
}

// The one scoping helper (DESIGN.md tenancy): every query on tenant data takes its where-clause from here.
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { isBillingEnabled } from '../../src/api/contract/accounts';
import type { AccessContext } from '../../src/api/contract/access';
import type { Role } from '../../src/api/contract/common';
import { accountManagers, accounts, groups, people, personGroups, type AccountRow } from '../db/schema/index';

export interface Scope {
  /** the company the session is on (the token's account_id) */
  accountId: string;
  account: AccountRow;
  memberId: string;
  email: string;
  role: Role;
  /** the member's own company; what it may reach is decided from here, not from the current company */
  homeAccountId: string;
  /** for GROUP_ADMIN the groups it is limited to; null when not limited */
  groupIds: readonly string[] | null;
  access: AccessContext;
  /** people of the current company that the role may see */
  people(): SQL;
  /** groups of the current company that the role may see */
  groups(): SQL;
  /** companies the member may switch to and list */
  accessibleAccounts(): SQL;
  /** companies of the provider-operator lists (GET /api/all-accounts) */
  operatedAccounts(): SQL;
}

export interface Principal {
  memberId: string;
  role: Role;
  homeAccountId: string;
}

/** The companies a member may reach: its own and its sub-accounts; a provider admin its managed ones; SuperAdmin all. */
export function accessibleAccountsWhere(p: Principal): SQL {
  switch (p.role) {
    case 'SuperAdmin':
      return sql`true`;
    case 'PALISADE_ADMIN':
      return or(eq(accounts.id, p.homeAccountId), managedBy(p.memberId)) as SQL;
    default:
      return or(eq(accounts.id, p.homeAccountId), eq(accounts.parentId, p.homeAccountId)) as SQL;
  }
}

function managedBy(memberId: string): SQL {
  return sql`${accounts.id} in (select ${accountManagers.accountId} from ${accountManagers} where ${accountManagers.memberId} = ${memberId})`;
}

/** GET /api/all-accounts: SuperAdmin sees every company, the provider admin the ones it manages; others none. */
export function operatedAccountsWhere(p: Principal): SQL {
  if (p.role === 'SuperAdmin') return sql`true`;
  if (p.role === 'PALISADE_ADMIN') return managedBy(p.memberId);
  return sql`false`;
}

export function accessContextOf(account: AccountRow, role: Role): AccessContext {
  return {
    role,
    flags: {
      enable_dlp: account.enableDlp,
      enable_vpn: account.enableVpn,
      enable_mdm: account.enableMdm,
      enable_execute_command: account.enableExecuteCommand,
      disable_session_logs: account.disableSessionLogs,
    },
    billing: isBillingEnabled({
      billing_period: account.billingPeriod,
      billing_type: account.billingType,
      unit_amount: account.unitAmount,
      billing_start_date: account.billingStartDate,
    }),
    onProviderAccount: account.isProvider,
  };
}

export function createScope(input: { account: AccountRow; principal: Principal; email: string; groupIds: readonly string[] | null }): Scope {
  const { account, principal, groupIds } = input;
  const accountId = account.id;
  return {
    accountId,
    account,
    memberId: principal.memberId,
    email: input.email,
    role: principal.role,
    homeAccountId: principal.homeAccountId,
    groupIds,
    access: accessContextOf(account, principal.role),
    people() {
      const own = eq(people.accountId, accountId);
      if (groupIds === null) return own;
      if (groupIds.length === 0) return sql`false`;
      return and(
        own,
        sql`exists (select 1 from ${personGroups} where ${personGroups.accountId} = ${accountId} and ${personGroups.personId} = ${people.id} and ${inArray(personGroups.groupId, [...groupIds])})`,
      ) as SQL;
    },
    groups() {
      const own = eq(groups.accountId, accountId);
      if (groupIds === null) return own;
      if (groupIds.length === 0) return sql`false`;
      return and(own, inArray(groups.id, [...groupIds])) as SQL;
    },
    accessibleAccounts: () => accessibleAccountsWhere(principal),
    operatedAccounts: () => operatedAccountsWhere(principal),
  };
}

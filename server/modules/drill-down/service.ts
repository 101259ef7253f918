// The account drill-down (spec part 2 §2.6): one operated company as its own admin sees it, read through the
// same service functions as the company's own screens (fleet, users' groups, accounts) over companyScope().
// A company outside scope.operatedAccounts() answers 404 without being named.
import { and, eq } from 'drizzle-orm';
import type { CompanyListQuery, CompanyRow } from '../../../src/api/contract/accounts';
import type { SubaccountDetail } from '../../../src/api/contract/drill-down';
import type { DeviceDetail, DeviceFilters, DeviceRow } from '../../../src/api/contract/fleet';
import type { GroupDetail, GroupListQuery, GroupRow } from '../../../src/api/contract/users';
import type { Db } from '../../db/client';
import { accounts, type AccountRow } from '../../db/schema/index';
import { notFound } from '../../lib/http-error';
import type { Scope } from '../../plugins/scope';
import { countCompanies, listCompanies } from '../accounts/service';
import * as fleet from '../fleet/service';
import { companyScope, flagsOf } from '../provider/figures';
import { operatedCompany } from '../provider/service';
import { countGroups, getGroup, listGroups } from '../users/groups-service';

async function operated(db: Db, scope: Scope, id: string): Promise<AccountRow | undefined> {
  const [found] = await db.select().from(accounts).where(and(scope.operatedAccounts(), eq(accounts.id, id))).limit(1);
  return found;
}

/** The company as its own account admin sees it, or 404. */
async function company(db: Db, scope: Scope, id: string): Promise<Scope> {
  const { account } = await operatedCompany(db, scope, id);
  return companyScope(account, scope);
}

export async function listCompanyDevices(db: Db, scope: Scope, id: string, query: DeviceFilters & { page: number; size: number }): Promise<DeviceRow[]> {
  return fleet.listDevices(db, await company(db, scope, id), 'people', query);
}

export async function countCompanyDevices(db: Db, scope: Scope, id: string, query: DeviceFilters): Promise<number> {
  return fleet.countDevices(db, await company(db, scope, id), 'people', query);
}

export async function getCompanyDevice(db: Db, scope: Scope, id: string, deviceId: string): Promise<DeviceDetail> {
  return fleet.getDevice(db, await company(db, scope, id), deviceId);
}

export async function listCompanyGroups(db: Db, scope: Scope, id: string, query: GroupListQuery): Promise<GroupRow[]> {
  return listGroups(db, await company(db, scope, id), query);
}

export async function countCompanyGroups(db: Db, scope: Scope, id: string, query: GroupListQuery): Promise<number> {
  return countGroups(db, await company(db, scope, id), query);
}

export async function getCompanyGroup(db: Db, scope: Scope, id: string, name: string): Promise<GroupDetail> {
  return getGroup(db, await company(db, scope, id), name);
}

/** The companies whose parent is this one, as the accounts module lists companies. */
export async function listSubaccounts(db: Db, scope: Scope, id: string, query: CompanyListQuery, now: Date): Promise<CompanyRow[]> {
  await company(db, scope, id);
  return listCompanies(db, eq(accounts.parentId, id), query, now);
}

export async function countSubaccounts(db: Db, scope: Scope, id: string, query: CompanyListQuery): Promise<number> {
  await company(db, scope, id);
  return countCompanies(db, eq(accounts.parentId, id), query);
}

/**
 * A sub-account of an operated company (customer admins create them, so the operator rarely manages them
 * itself): 404 unless its parent, or the sub-account itself, is among the caller's operated companies.
 */
export async function getSubaccount(db: Db, scope: Scope, id: string, now: Date): Promise<SubaccountDetail> {
  const [sub] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  if (!sub?.parentId) throw notFound('No such sub-account among the companies you manage.');
  const self = await operated(db, scope, sub.id);
  if (!self && !(await operated(db, scope, sub.parentId))) throw notFound('No such sub-account among the companies you manage.');
  const [row] = await listCompanies(db, eq(accounts.id, sub.id), { page: 1, size: 1 }, now);
  return { ...row, parent_id: sub.parentId, flags: flagsOf(sub), operated: self !== undefined };
}

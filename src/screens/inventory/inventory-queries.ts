// What the inventory screens need of src/api/queries/saas.ts, with the page left out of count keys so
// paging does not refetch the total, and the bulk edit as a mutation that refreshes every app view.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkItem, DrillQuery, InventoryQuery, RangeParams } from '../../api/contract/saas';
import { invalidateAppViews } from '../../api/queries/saas-mutations';
import { downloadAppUsersCsv, downloadInventoryCsv, saasInventoryQueries as q, saveClassifications } from '../../api/queries/saas';

export type RangeQuery = RangeParams;
export type InventoryListQuery = InventoryQuery & { page: number; size: number };
export type DrillListQuery = DrillQuery & { page: number; size: number };

const withoutPage = <T extends { page?: number; size?: number }>({ page: _p, size: _s, ...rest }: T) => rest;

export const inventoryQueries = {
  list: (query: InventoryListQuery) => q.list(query),
  count: (query: InventoryListQuery) => q.count(withoutPage(query)),
  detail: (name: string, range: RangeQuery) => q.detail(name, range),
  users: (name: string, query: DrillListQuery) => q.users(name, query),
  usersCount: (name: string, query: DrillListQuery) => q.usersCount(name, withoutPage(query)),
  devices: (name: string, query: DrillListQuery) => q.devices(name, query),
  devicesCount: (name: string, query: DrillListQuery) => q.devicesCount(name, withoutPage(query)),
  userReport: q.userReport,
  deviceReport: q.deviceReport,
  genAiUsers: (query: DrillListQuery) => q.genAiUsers(query),
  genAiUsersCount: (query: DrillListQuery) => q.genAiUsersCount(withoutPage(query)),
};

export const downloadListCsv = (query: InventoryListQuery) => downloadInventoryCsv(withoutPage(query));
export const downloadUsersCsv = (name: string, query: DrillListQuery) => downloadAppUsersCsv(name, withoutPage(query));

/** POST /saas-applications {applications}: a rejected batch stores nothing and lists each bad item. */
export function useBulkEditApps() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (applications: BulkItem[]) => saveClassifications(applications),
    onSettled: () => invalidateAppViews(client),
  });
}

// Query factories of the account drill-down (spec part 2 §2.6): one operated company's endpoints, one
// endpoint, its groups and one group, its sub-accounts and one sub-account. The company's overview and
// people come from providerQueries (company, users).
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, countEndpoint, listEndpoint } from '../client';
import type { CompanyListQuery } from '../contract/accounts';
import { drillDownApi } from '../contract/drill-down';
import type { GroupListQuery } from '../contract/users';
import type { DeviceListParams } from './fleet';

type Unpaged<T> = Omit<T, 'page' | 'size'>;
type DeviceQuery = DeviceListParams & { page: number; size: number };

export const drillDownQueries = {
  all: () => ['drill-down'] as const,
  devices: (id: string, query: DeviceQuery) =>
    queryOptions({
      queryKey: [...drillDownQueries.all(), 'devices', id, query] as const,
      queryFn: () => listEndpoint(drillDownApi.listCompanyDevices, { params: { id }, query }),
    }),
  deviceCount: (id: string, filters: Unpaged<DeviceListParams>) =>
    queryOptions({
      queryKey: [...drillDownQueries.all(), 'devices-count', id, filters] as const,
      queryFn: () => countEndpoint(drillDownApi.countCompanyDevices, { params: { id }, query: filters }),
    }),
  device: (id: string, deviceId: string) =>
    queryOptions({
      queryKey: [...drillDownQueries.all(), 'device', id, deviceId] as const,
      queryFn: () => callEndpoint(drillDownApi.getCompanyDevice, { params: { id, deviceId } }),
    }),
  subaccounts: (id: string, query: CompanyListQuery) =>
    queryOptions({
      queryKey: [...drillDownQueries.all(), 'subaccounts', id, query] as const,
      queryFn: () => listEndpoint(drillDownApi.listSubaccounts, { params: { id }, query }),
    }),
  subaccountCount: (id: string, filters: Unpaged<CompanyListQuery>) =>
    queryOptions({
      queryKey: [...drillDownQueries.all(), 'subaccounts-count', id, filters] as const,
      queryFn: () => countEndpoint(drillDownApi.countSubaccounts, { params: { id }, query: filters }),
    }),
  subaccount: (id: string) =>
    queryOptions({
      queryKey: [...drillDownQueries.all(), 'subaccount', id] as const,
      queryFn: () => callEndpoint(drillDownApi.getSubaccount, { params: { id } }),
    }),
  groups: (id: string, query: GroupListQuery) =>
    queryOptions({
      queryKey: [...drillDownQueries.all(), 'groups', id, query] as const,
      queryFn: () => listEndpoint(drillDownApi.listCompanyGroups, { params: { id }, query }),
    }),
  groupCount: (id: string, filters: Unpaged<GroupListQuery>) =>
    queryOptions({
      queryKey: [...drillDownQueries.all(), 'groups-count', id, filters] as const,
      queryFn: () => countEndpoint(drillDownApi.countCompanyGroups, { params: { id }, query: filters }),
    }),
  group: (id: string, name: string) =>
    queryOptions({
      queryKey: [...drillDownQueries.all(), 'group', id, name] as const,
      queryFn: () => callEndpoint(drillDownApi.getCompanyGroup, { params: { id, name } }),
    }),
};

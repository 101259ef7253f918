// Query factories and changes of the MDM application groups (issue 20): /application-policies, the add and
// update screens and the two detail screens. A change moves the policy version, so it also refreshes the
// policy reach figures.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { downloadCsv } from '../../ui/download-csv';
import { callEndpoint, countEndpoint, fetchEndpoint, listEndpoint } from '../client';
import { mdmAppsApi, type AppGroupBody, type AppGroupDeviceQuery, type AppGroupFilters, type AppGroupListQuery } from '../contract/mdm-apps';
import { fileNameOf } from './fleet';
import { policyStatusQueries } from './policy-status';

type Filters<T> = Omit<T, 'page' | 'size'>;

export const mdmAppsQueries = {
  all: () => ['mdm-apps'] as const,
  groups: (query: Partial<AppGroupListQuery>) =>
    queryOptions({ queryKey: [...mdmAppsQueries.all(), 'groups', 'list', query] as const, queryFn: () => listEndpoint(mdmAppsApi.listAppGroups, { query }) }),
  groupCount: (filters: Partial<Filters<AppGroupListQuery>>) =>
    queryOptions({
      queryKey: [...mdmAppsQueries.all(), 'groups', 'count', filters] as const,
      queryFn: () => countEndpoint(mdmAppsApi.countAppGroups, { query: filters }),
    }),
  group: (id: string) =>
    queryOptions({
      queryKey: [...mdmAppsQueries.all(), 'groups', 'detail', id] as const,
      queryFn: ({ signal }) => callEndpoint(mdmAppsApi.getAppGroup, { params: { id } }, { signal }),
    }),
  devices: (id: string, query: Partial<AppGroupDeviceQuery>) =>
    queryOptions({
      queryKey: [...mdmAppsQueries.all(), 'groups', 'devices', id, query] as const,
      queryFn: () => listEndpoint(mdmAppsApi.listAppGroupDevices, { params: { id }, query }),
    }),
  deviceCount: (id: string, filters: Partial<Filters<AppGroupDeviceQuery>>) =>
    queryOptions({
      queryKey: [...mdmAppsQueries.all(), 'groups', 'devices-count', id, filters] as const,
      queryFn: () => countEndpoint(mdmAppsApi.countAppGroupDevices, { params: { id }, query: filters }),
    }),
};

function change<V, R>(name: string, mutationFn: (variables: V) => Promise<R>) {
  return mutationOptions({
    mutationKey: [...mdmAppsQueries.all(), name],
    mutationFn,
    onSettled: (_data, _error, _variables, _result, context) =>
      Promise.all([mdmAppsQueries, policyStatusQueries].map((f) => context.client.invalidateQueries({ queryKey: f.all() }))),
  });
}

export const mdmAppsMutations = {
  createGroup: () => change('create-group', (body: AppGroupBody) => callEndpoint(mdmAppsApi.createAppGroup, { body })),
  updateGroup: () => change('update-group', ({ id, body }: { id: string; body: AppGroupBody }) => callEndpoint(mdmAppsApi.updateAppGroup, { params: { id }, body })),
  deleteGroup: () => change('delete-group', (id: string) => callEndpoint(mdmAppsApi.deleteAppGroup, { params: { id } })),
};

/** GET /mdm/app-groups-report: the filtered groups as a CSV file. */
export async function downloadAppGroupsReport(filters: AppGroupFilters): Promise<void> {
  const res = await fetchEndpoint(mdmAppsApi.getAppGroupsReport, { query: filters });
  downloadCsv(fileNameOf(res, 'Application Groups.csv'), await res.text());
}

// Query factories and changes of the MDM managed applications and the App Catalog (issue 20): /content-apps,
// /add-custom-apps, /update-custom-apps/:id and /app-catalog. Adding or removing an app changes both lists.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { downloadCsv } from '../../ui/download-csv';
import { fillPath } from '../../lib/url';
import { callEndpoint, countEndpoint, fetchEndpoint, listEndpoint, request } from '../client';
import {
  managedAppRow, mdmCatalogApi, type CatalogListQuery, type CustomAppBody, type ManagedAppFilters, type ManagedAppListQuery, type ManagedAppRow,
} from '../contract/mdm-catalog';
import { fileNameOf } from './fleet';

type Filters<T> = Omit<T, 'page' | 'size'>;

export const mdmCatalogQueries = {
  all: () => ['mdm-catalog'] as const,
  apps: (query: Partial<ManagedAppListQuery>) =>
    queryOptions({ queryKey: [...mdmCatalogQueries.all(), 'apps', 'list', query] as const, queryFn: () => listEndpoint(mdmCatalogApi.listManagedApps, { query }) }),
  appCount: (filters: Partial<Filters<ManagedAppListQuery>>) =>
    queryOptions({
      queryKey: [...mdmCatalogQueries.all(), 'apps', 'count', filters] as const,
      queryFn: () => countEndpoint(mdmCatalogApi.countManagedApps, { query: filters }),
    }),
  app: (id: string) =>
    queryOptions({
      queryKey: [...mdmCatalogQueries.all(), 'apps', 'detail', id] as const,
      queryFn: ({ signal }) => callEndpoint(mdmCatalogApi.getManagedApp, { params: { id } }, { signal }),
    }),
  tokens: () =>
    queryOptions({
      queryKey: [...mdmCatalogQueries.all(), 'tokens'] as const,
      queryFn: ({ signal }) => callEndpoint(mdmCatalogApi.listContentTokenChoices, undefined, { signal }),
    }),
  catalog: (query: Partial<CatalogListQuery>) =>
    queryOptions({ queryKey: [...mdmCatalogQueries.all(), 'catalog', 'list', query] as const, queryFn: () => listEndpoint(mdmCatalogApi.listCatalogApps, { query }) }),
  catalogCount: (filters: Partial<Filters<CatalogListQuery>>) =>
    queryOptions({
      queryKey: [...mdmCatalogQueries.all(), 'catalog', 'count', filters] as const,
      queryFn: () => countEndpoint(mdmCatalogApi.countCatalogApps, { query: filters }),
    }),
  categories: () =>
    queryOptions({
      queryKey: [...mdmCatalogQueries.all(), 'catalog', 'categories'] as const,
      queryFn: ({ signal }) => callEndpoint(mdmCatalogApi.listCatalogCategories, undefined, { signal }),
      staleTime: 5 * 60_000,
    }),
};

function change<V, R>(name: string, mutationFn: (variables: V) => Promise<R>) {
  return mutationOptions({
    mutationKey: [...mdmCatalogQueries.all(), name],
    mutationFn,
    onSettled: (_data, _error, _variables, _result, context) => context.client.invalidateQueries({ queryKey: mdmCatalogQueries.all() }),
  });
}

/** POST /mdm/managed-apps/{id}/package: the .pkg as multipart/form-data (field "file"). */
function uploadPackage({ id, file }: { id: string; file: File }): Promise<ManagedAppRow> {
  const form = new FormData();
  form.append('file', file, file.name);
  return request('POST', fillPath(mdmCatalogApi.uploadPackage.path, { id }), { body: form, schema: managedAppRow });
}

export const mdmCatalogMutations = {
  createCustomApp: () => change('create', (body: CustomAppBody) => callEndpoint(mdmCatalogApi.createCustomApp, { body })),
  updateCustomApp: () => change('update', ({ id, body }: { id: string; body: CustomAppBody }) => callEndpoint(mdmCatalogApi.updateCustomApp, { params: { id }, body })),
  uploadPackage: () => change('upload', uploadPackage),
  deleteApp: () => change('delete', (id: string) => callEndpoint(mdmCatalogApi.deleteManagedApp, { params: { id } })),
  addCatalogApp: () => change('add-catalog', (id: string) => callEndpoint(mdmCatalogApi.addCatalogApp, { params: { id } })),
};

/** GET /mdm/managed-apps-report: the filtered managed apps as a CSV file. */
export async function downloadManagedAppsReport(filters: ManagedAppFilters): Promise<void> {
  const res = await fetchEndpoint(mdmCatalogApi.getManagedAppsReport, { query: filters });
  downloadCsv(fileNameOf(res, 'Managed Applications.csv'), await res.text());
}

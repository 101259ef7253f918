// Query factories and changes of the provider's global catalog (issue 24): SaaS apps and their logos,
// website categories, websites and native apps, every call through the contract's catalogAdminApi. A
// catalog change is seen by every company's inventory, so it also drops the cached SaaS and website views.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint, countEndpoint, listEndpoint, request } from '../client';
import {
  catalogAdminApi,
  catalogImage,
  type CatalogImage,
  type CatalogSaasBody,
  type CatalogSaasQuery,
  type CatalogWebsiteBody,
  type CatalogWebsiteQuery,
  type NativeAppBody,
  type NativeAppQuery,
  type WebsiteCategoryBody,
  type WebsiteCategoryQuery,
} from '../contract/catalog-admin';
import { fillPath } from '../../lib/url';
import { saasQueries } from './saas';
import { websiteQueries } from './websites';

const withoutPage = <Q extends { page?: unknown; size?: unknown }>({ page: _page, size: _size, ...rest }: Q) => rest;
type ListOf<Q> = Partial<Q>;

export const catalogAdminQueries = {
  all: () => ['catalog-admin'] as const,
  saasApps: (query: ListOf<CatalogSaasQuery>) =>
    queryOptions({ queryKey: [...catalogAdminQueries.all(), 'saas', 'list', query] as const, queryFn: () => listEndpoint(catalogAdminApi.listSaasApps, { query }) }),
  saasCount: (query: ListOf<CatalogSaasQuery>) =>
    queryOptions({
      queryKey: [...catalogAdminQueries.all(), 'saas', 'count', withoutPage(query)] as const,
      queryFn: () => countEndpoint(catalogAdminApi.countSaasApps, { query: withoutPage(query) }),
    }),
  saasApp: (name: string) =>
    queryOptions({
      queryKey: [...catalogAdminQueries.all(), 'saas', 'detail', name] as const,
      queryFn: ({ signal }) => callEndpoint(catalogAdminApi.getSaasApp, { params: { name } }, { signal }),
    }),
  categories: (query: ListOf<WebsiteCategoryQuery>) =>
    queryOptions({
      queryKey: [...catalogAdminQueries.all(), 'categories', 'list', query] as const,
      queryFn: () => listEndpoint(catalogAdminApi.listWebsiteCategories, { query }),
    }),
  categoryCount: (query: ListOf<WebsiteCategoryQuery>) =>
    queryOptions({
      queryKey: [...catalogAdminQueries.all(), 'categories', 'count', withoutPage(query)] as const,
      queryFn: () => countEndpoint(catalogAdminApi.countWebsiteCategories, { query: withoutPage(query) }),
    }),
  /** every category name, for the website form's choices */
  categoryNames: () =>
    queryOptions({
      queryKey: [...catalogAdminQueries.all(), 'categories', 'names'] as const,
      queryFn: async () => (await listEndpoint(catalogAdminApi.listWebsiteCategories, { query: { page: 1, size: 500 } }))?.map((c) => c.name) ?? [],
      staleTime: 30_000,
    }),
  category: (name: string) =>
    queryOptions({
      queryKey: [...catalogAdminQueries.all(), 'categories', 'detail', name] as const,
      queryFn: ({ signal }) => callEndpoint(catalogAdminApi.getWebsiteCategory, { params: { name } }, { signal }),
    }),
  websites: (query: ListOf<CatalogWebsiteQuery>) =>
    queryOptions({ queryKey: [...catalogAdminQueries.all(), 'websites', 'list', query] as const, queryFn: () => listEndpoint(catalogAdminApi.listWebsites, { query }) }),
  websiteCount: (query: ListOf<CatalogWebsiteQuery>) =>
    queryOptions({
      queryKey: [...catalogAdminQueries.all(), 'websites', 'count', withoutPage(query)] as const,
      queryFn: () => countEndpoint(catalogAdminApi.countWebsites, { query: withoutPage(query) }),
    }),
  website: (domain: string) =>
    queryOptions({
      queryKey: [...catalogAdminQueries.all(), 'websites', 'detail', domain] as const,
      queryFn: ({ signal }) => callEndpoint(catalogAdminApi.getWebsite, { params: { domain } }, { signal }),
    }),
  nativeApps: (query: ListOf<NativeAppQuery>) =>
    queryOptions({ queryKey: [...catalogAdminQueries.all(), 'native', 'list', query] as const, queryFn: () => listEndpoint(catalogAdminApi.listNativeApps, { query }) }),
  nativeCount: (query: ListOf<NativeAppQuery>) =>
    queryOptions({
      queryKey: [...catalogAdminQueries.all(), 'native', 'count', withoutPage(query)] as const,
      queryFn: () => countEndpoint(catalogAdminApi.countNativeApps, { query: withoutPage(query) }),
    }),
  nativeApp: (id: string) =>
    queryOptions({
      queryKey: [...catalogAdminQueries.all(), 'native', 'detail', id] as const,
      queryFn: ({ signal }) => callEndpoint(catalogAdminApi.getNativeApp, { params: { id } }, { signal }),
    }),
  installedNames: (q: string) =>
    queryOptions({
      queryKey: [...catalogAdminQueries.all(), 'installed-names', q] as const,
      queryFn: ({ signal }) => callEndpoint(catalogAdminApi.listInstalledNames, { query: { q: q || undefined, limit: 20 } }, { signal }),
      staleTime: 60_000,
    }),
};

/** A catalog change shows in every company's SaaS and website views. */
async function invalidateCatalogViews(client: QueryClient): Promise<void> {
  await Promise.all([catalogAdminQueries, saasQueries, websiteQueries].map((factory) => client.invalidateQueries({ queryKey: factory.all() })));
}

function change<V, R>(name: string, mutationFn: (variables: V) => Promise<R>) {
  return mutationOptions({
    mutationKey: [...catalogAdminQueries.all(), name],
    mutationFn,
    onSettled: (_data, _error, _variables, _result, context) => invalidateCatalogViews(context.client),
  });
}

/** POST /catalog-admin/saas-apps/{name}/images: the logo as multipart/form-data (field "file"). */
function uploadLogo({ name, file }: { name: string; file: File }): Promise<CatalogImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  return request('POST', fillPath(catalogAdminApi.uploadSaasAppImage.path, { name }), { body: form, schema: catalogImage });
}

export const catalogAdminMutations = {
  addSaasApp: () => change('addSaasApp', (body: CatalogSaasBody) => callEndpoint(catalogAdminApi.addSaasApp, { body })),
  updateSaasApp: () =>
    change('updateSaasApp', ({ name, body }: { name: string; body: CatalogSaasBody }) => callEndpoint(catalogAdminApi.updateSaasApp, { params: { name }, body })),
  deleteSaasApp: () => change('deleteSaasApp', (name: string) => callEndpoint(catalogAdminApi.deleteSaasApp, { params: { name } })),
  uploadLogo: () => change('uploadLogo', uploadLogo),
  deleteLogo: () =>
    change('deleteLogo', ({ name, imageId }: { name: string; imageId: string }) => callEndpoint(catalogAdminApi.deleteSaasAppImage, { params: { name, imageId } })),
  addCategory: () => change('addCategory', (body: WebsiteCategoryBody) => callEndpoint(catalogAdminApi.addWebsiteCategory, { body })),
  updateCategory: () =>
    change('updateCategory', ({ name, body }: { name: string; body: WebsiteCategoryBody }) => callEndpoint(catalogAdminApi.updateWebsiteCategory, { params: { name }, body })),
  deleteCategory: () => change('deleteCategory', (name: string) => callEndpoint(catalogAdminApi.deleteWebsiteCategory, { params: { name } })),
  addWebsite: () => change('addWebsite', (body: CatalogWebsiteBody) => callEndpoint(catalogAdminApi.addWebsite, { body })),
  updateWebsite: () =>
    change('updateWebsite', ({ domain, body }: { domain: string; body: CatalogWebsiteBody }) => callEndpoint(catalogAdminApi.updateWebsite, { params: { domain }, body })),
  deleteWebsite: () => change('deleteWebsite', (domain: string) => callEndpoint(catalogAdminApi.deleteWebsite, { params: { domain } })),
  addNativeApp: () => change('addNativeApp', (body: NativeAppBody) => callEndpoint(catalogAdminApi.addNativeApp, { body })),
  updateNativeApp: () =>
    change('updateNativeApp', ({ id, body }: { id: string; body: NativeAppBody }) => callEndpoint(catalogAdminApi.updateNativeApp, { params: { id }, body })),
  deleteNativeApp: () => change('deleteNativeApp', (id: string) => callEndpoint(catalogAdminApi.deleteNativeApp, { params: { id } })),
};

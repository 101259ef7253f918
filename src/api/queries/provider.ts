// Query factories of the provider administration (issue 24): the managed companies with their health,
// one company's overview, its admin action log and its people; and the changes (create, flags).
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { callEndpoint, countEndpoint, listEndpoint } from '../client';
import { accountsApi, type CompanyListQuery, type ManagedAccountBody } from '../contract/accounts';
import type { EndpointArgs, EndpointDef } from '../contract/endpoint';
import { providerApi, providerConfigApi, type AdminEventQuery, type FlagsBody } from '../contract/provider';
import type { AlertFilters } from '../contract/alerts';
import type { UserListQuery } from '../contract/users';
import { companyQueries } from './accounts';

type Unpaged<T> = Omit<T, 'page' | 'size'>;

export const providerQueries = {
  all: () => ['provider'] as const,
  companies: (query: CompanyListQuery) =>
    queryOptions({
      queryKey: [...providerQueries.all(), 'companies', query] as const,
      queryFn: () => listEndpoint(providerApi.listManagedCompanies, { query }),
    }),
  companyCount: (filters: Unpaged<CompanyListQuery>) =>
    queryOptions({
      queryKey: [...providerQueries.all(), 'companies-count', filters] as const,
      queryFn: () => countEndpoint(providerApi.countManagedCompanies, { query: filters }),
    }),
  stats: () =>
    queryOptions({
      queryKey: [...providerQueries.all(), 'stats'] as const,
      queryFn: () => callEndpoint(providerApi.getManagedCompanyStats),
    }),
  company: (id: string) =>
    queryOptions({
      queryKey: [...providerQueries.all(), 'company', id] as const,
      queryFn: () => callEndpoint(providerApi.getCompanyOverview, { params: { id } }),
    }),
  events: (id: string, query: AdminEventQuery) =>
    queryOptions({
      queryKey: [...providerQueries.all(), 'events', id, query] as const,
      queryFn: () => listEndpoint(providerApi.listCompanyEvents, { params: { id }, query }),
    }),
  eventCount: (id: string, filters: Unpaged<AdminEventQuery>) =>
    queryOptions({
      queryKey: [...providerQueries.all(), 'events-count', id, filters] as const,
      queryFn: () => countEndpoint(providerApi.countCompanyEvents, { params: { id }, query: filters }),
    }),
  users: (id: string, query: UserListQuery) =>
    queryOptions({
      queryKey: [...providerQueries.all(), 'users', id, query] as const,
      queryFn: () => listEndpoint(providerApi.listCompanyUsers, { params: { id }, query }),
    }),
  userCount: (id: string, filters: Unpaged<UserListQuery>) =>
    queryOptions({
      queryKey: [...providerQueries.all(), 'users-count', id, filters] as const,
      queryFn: () => countEndpoint(providerApi.countCompanyUsers, { params: { id }, query: filters }),
    }),
  /** a company's SaaS or website alerts, newest first */
  alerts: (id: string, kind: 'saas' | 'website', query: AlertFilters & { page: number; size: number }) =>
    queryOptions({
      queryKey: [...providerQueries.all(), 'alerts', id, kind, query] as const,
      queryFn: () => listEndpoint(kind === 'saas' ? providerApi.listCompanySaasAlerts : providerApi.listCompanyWebsiteAlerts, { params: { id }, query }),
    }),
  alertCount: (id: string, kind: 'saas' | 'website', filters: AlertFilters) =>
    queryOptions({
      queryKey: [...providerQueries.all(), 'alerts-count', id, kind, filters] as const,
      queryFn: () => countEndpoint(kind === 'saas' ? providerApi.countCompanySaasAlerts : providerApi.countCompanyWebsiteAlerts, { params: { id }, query: filters }),
    }),
  /** GET /all-accounts (/admin-accounts): every company for the SuperAdmin */
  allAccounts: (query: CompanyListQuery) =>
    queryOptions({
      queryKey: [...providerQueries.all(), 'all-accounts', query] as const,
      queryFn: () => listEndpoint(accountsApi.listAllAccounts, { query }),
    }),
  allAccountCount: (filters: Unpaged<CompanyListQuery>) =>
    queryOptions({
      queryKey: [...providerQueries.all(), 'all-accounts-count', filters] as const,
      queryFn: () => countEndpoint(accountsApi.countAllAccounts, { query: filters }),
    }),
};

export const providerMutations = {
  /** POST /managed-accounts; 400 and 409 are shown on the form, not as a global error */
  createCompany: () =>
    mutationOptions({
      mutationKey: [...providerQueries.all(), 'create'],
      mutationFn: (body: ManagedAccountBody) => callEndpoint(accountsApi.createManagedAccount, { body }, { globalErrors: false }),
      onSettled: (_d, _e, _v, _r, context) =>
        Promise.all([context.client.invalidateQueries({ queryKey: providerQueries.all() }), context.client.invalidateQueries({ queryKey: companyQueries.all() })]),
    }),
  /** PATCH /provider/companies/{id}/flags */
  updateFlags: () =>
    mutationOptions({
      mutationKey: [...providerQueries.all(), 'flags'],
      mutationFn: ({ id, body }: { id: string; body: FlagsBody }) => callEndpoint(providerApi.updateCompanyFlags, { params: { id }, body }),
      onSettled: (_d, _e, _v, _r, context) => context.client.invalidateQueries({ queryKey: providerQueries.all() }),
    }),
};

type QueryOf<E extends EndpointDef> = NonNullable<EndpointArgs<E>['query']>;
const cfg = providerConfigApi;
const configKey = (...parts: readonly unknown[]) => [...providerQueries.all(), 'config', ...parts] as const;

/** A managed company's configurations and logs, read-only (the account details' Configurations and Logs tabs). */
export const providerConfigQueries = {
  bypasses: (id: string, query: QueryOf<typeof cfg.listCompanyBypasses>) =>
    queryOptions({ queryKey: configKey('bypasses', id, query), queryFn: () => listEndpoint(cfg.listCompanyBypasses, { params: { id }, query }) }),
  bypassCount: (id: string, query: QueryOf<typeof cfg.countCompanyBypasses>) =>
    queryOptions({ queryKey: configKey('bypasses-count', id, query), queryFn: () => countEndpoint(cfg.countCompanyBypasses, { params: { id }, query }) }),
  saasApps: (id: string, query: QueryOf<typeof cfg.listCompanySaasApps>) =>
    queryOptions({ queryKey: configKey('saas-apps', id, query), queryFn: () => listEndpoint(cfg.listCompanySaasApps, { params: { id }, query }) }),
  saasAppCount: (id: string, query: QueryOf<typeof cfg.countCompanySaasApps>) =>
    queryOptions({ queryKey: configKey('saas-apps-count', id, query), queryFn: () => countEndpoint(cfg.countCompanySaasApps, { params: { id }, query }) }),
  blockedWebsites: (id: string, query: QueryOf<typeof cfg.listCompanyBlockedWebsites>) =>
    queryOptions({ queryKey: configKey('blocked-websites', id, query), queryFn: () => listEndpoint(cfg.listCompanyBlockedWebsites, { params: { id }, query }) }),
  blockedWebsiteCount: (id: string, query: QueryOf<typeof cfg.countCompanyBlockedWebsites>) =>
    queryOptions({ queryKey: configKey('blocked-websites-count', id, query), queryFn: () => countEndpoint(cfg.countCompanyBlockedWebsites, { params: { id }, query }) }),
  blockedCategories: (id: string) =>
    queryOptions({ queryKey: configKey('blocked-categories', id), queryFn: () => callEndpoint(cfg.listCompanyBlockedCategories, { params: { id } }) }),
  geoFences: (id: string, query: QueryOf<typeof cfg.listCompanyGeoFences>) =>
    queryOptions({ queryKey: configKey('geo-fences', id, query), queryFn: () => listEndpoint(cfg.listCompanyGeoFences, { params: { id }, query }) }),
  geoFenceCount: (id: string, query: QueryOf<typeof cfg.countCompanyGeoFences>) =>
    queryOptions({ queryKey: configKey('geo-fences-count', id, query), queryFn: () => countEndpoint(cfg.countCompanyGeoFences, { params: { id }, query }) }),
  endpoints: (id: string, query: QueryOf<typeof cfg.listCompanyEndpoints>) =>
    queryOptions({ queryKey: configKey('endpoints', id, query), queryFn: () => listEndpoint(cfg.listCompanyEndpoints, { params: { id }, query }) }),
  endpointCount: (id: string, query: QueryOf<typeof cfg.countCompanyEndpoints>) =>
    queryOptions({ queryKey: configKey('endpoints-count', id, query), queryFn: () => countEndpoint(cfg.countCompanyEndpoints, { params: { id }, query }) }),
  emailTemplates: (id: string) =>
    queryOptions({ queryKey: configKey('email-templates', id), queryFn: () => callEndpoint(cfg.listCompanyEmailTemplates, { params: { id } }) }),
  policyStatus: (id: string) =>
    queryOptions({ queryKey: configKey('policy-status', id), queryFn: () => callEndpoint(cfg.getCompanyPolicyStatus, { params: { id } }) }),
  notifications: (id: string, query: QueryOf<typeof cfg.listCompanyNotifications>) =>
    queryOptions({ queryKey: configKey('notifications', id, query), queryFn: () => listEndpoint(cfg.listCompanyNotifications, { params: { id }, query }) }),
  notificationCount: (id: string, query: QueryOf<typeof cfg.countCompanyNotifications>) =>
    queryOptions({ queryKey: configKey('notifications-count', id, query), queryFn: () => countEndpoint(cfg.countCompanyNotifications, { params: { id }, query }) }),
  errorLogs: (id: string, query: QueryOf<typeof cfg.listCompanyErrorLogs>) =>
    queryOptions({ queryKey: configKey('error-logs', id, query), queryFn: () => listEndpoint(cfg.listCompanyErrorLogs, { params: { id }, query }) }),
  errorLogCount: (id: string, query: QueryOf<typeof cfg.countCompanyErrorLogs>) =>
    queryOptions({ queryKey: configKey('error-logs-count', id, query), queryFn: () => countEndpoint(cfg.countCompanyErrorLogs, { params: { id }, query }) }),
};

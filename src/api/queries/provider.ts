// Query factories of the provider administration (issue 24): the managed companies with their health,
// one company's overview, its admin action log and its people; and the changes (create, flags).
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { callEndpoint, countEndpoint, listEndpoint } from '../client';
import { accountsApi, type CompanyListQuery, type ManagedAccountBody } from '../contract/accounts';
import { providerApi, type AdminEventQuery, type FlagsBody } from '../contract/provider';
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

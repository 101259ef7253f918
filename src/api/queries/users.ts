// Query factories of the monitored people (spec part 1 §7 GET /users, HEAD /users).
import { queryOptions } from '@tanstack/react-query';
import { usersApi, type UserListParams } from '../contract/users';
import { countEndpoint, listEndpoint } from '../client';

/** Counts ignore the page, so paging does not refetch a total. */
const withoutPage = ({ page: _page, size: _size, ...rest }: UserListParams) => rest;

export const userQueries = {
  all: () => ['users'] as const,
  lists: () => [...userQueries.all(), 'list'] as const,
  /** GET /users: rows, or null when the call failed (spec part 2 §7) */
  list: (query: UserListParams) =>
    queryOptions({
      queryKey: [...userQueries.lists(), query] as const,
      queryFn: () => listEndpoint(usersApi.listUsers, { query }),
    }),
  /** HEAD /users: the total under the same filters */
  count: (query: UserListParams) =>
    queryOptions({
      queryKey: [...userQueries.all(), 'count', withoutPage(query)] as const,
      queryFn: () => countEndpoint(usersApi.countUsers, { query: withoutPage(query) }),
    }),
};

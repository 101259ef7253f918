// Query factories of the monitored people (spec part 1 §7 GET /users, HEAD /users).
import { queryOptions } from '@tanstack/react-query';
import { usersApi, type UserListQuery } from '../contract/users';
import { listEndpoint } from '../client';

export const userQueries = {
  all: () => ['users'] as const,
  lists: () => [...userQueries.all(), 'list'] as const,
  /** GET /users: rows, or null when the call failed (spec part 2 §7) */
  list: (query: Partial<UserListQuery>) =>
    queryOptions({
      queryKey: [...userQueries.lists(), query] as const,
      queryFn: () => listEndpoint(usersApi.listUsers, { query }),
    }),
};

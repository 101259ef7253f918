// Query factories of the monitored people (spec part 1 §7 GET /users, HEAD /users) and of their
// management (Admin › MANAGEMENT): one person, the groups, and the changes.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { importResult, usersApi, type GroupBody, type GroupListParams, type ImportResult, type PersonBody, type PersonUpdateBody, type UserListParams } from '../contract/users';
import { notificationsApi } from '../contract/notifications';
import { callEndpoint, countEndpoint, listEndpoint, request } from '../client';
import { dashboardQueries } from './dashboard';
import { fleetQueries } from './fleet';
import { notificationQueries } from './notifications';

/** Counts ignore the page, so paging does not refetch a total. */
const withoutPage = <Q extends { page?: unknown; size?: unknown }>({ page: _page, size: _size, ...rest }: Q) => rest;

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
  /** GET /users/{email} */
  detail: (email: string) =>
    queryOptions({
      queryKey: [...userQueries.all(), 'detail', email.toLowerCase()] as const,
      queryFn: ({ signal }) => callEndpoint(usersApi.getUser, { params: { email } }, { signal }),
    }),
};

export const groupQueries = {
  all: () => ['groups'] as const,
  /** GET /groups: rows, or null when the call failed */
  list: (query: GroupListParams) =>
    queryOptions({
      queryKey: [...groupQueries.all(), 'list', query] as const,
      queryFn: () => listEndpoint(usersApi.listGroups, { query }),
    }),
  count: (query: GroupListParams) =>
    queryOptions({
      queryKey: [...groupQueries.all(), 'count', withoutPage(query)] as const,
      queryFn: () => countEndpoint(usersApi.countGroups, { query: withoutPage(query) }),
    }),
  /** GET /groups-lite: every group by name, for choosing */
  options: () =>
    queryOptions({
      queryKey: [...groupQueries.all(), 'options'] as const,
      queryFn: ({ signal }) => callEndpoint(usersApi.listGroupOptions, {}, { signal }),
    }),
  detail: (name: string) =>
    queryOptions({
      queryKey: [...groupQueries.all(), 'detail', name] as const,
      queryFn: ({ signal }) => callEndpoint(usersApi.getGroup, { params: { name } }, { signal }),
    }),
};

/** A change to people or groups moves the lists, counts and the fleet's owners and the dashboard's people figures. */
async function invalidatePeopleViews(client: QueryClient): Promise<void> {
  await Promise.all([userQueries, groupQueries, fleetQueries, dashboardQueries].map((factory) => client.invalidateQueries({ queryKey: factory.all() })));
}

function change<V, R>(name: string, mutationFn: (variables: V) => Promise<R>) {
  return mutationOptions({
    mutationKey: [...userQueries.all(), name],
    mutationFn,
    onSettled: (_data, _error, _variables, _result, context) => invalidatePeopleViews(context.client),
  });
}

/** A message sent: the Notification Logs show it. */
function sent<V, R>(name: string, mutationFn: (variables: V) => Promise<R>) {
  return mutationOptions({
    mutationKey: [...userQueries.all(), name],
    mutationFn,
    onSettled: (_data, _error, _variables, _result, context) => context.client.invalidateQueries({ queryKey: notificationQueries.all() }),
  });
}

/** POST /upload-users: the CSV file as multipart/form-data (field "file"). */
function uploadPeople(file: File): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return request('POST', usersApi.uploadUsers.path, { body: form, schema: importResult });
}

export const userMutations = {
  addUser: () => change('addUser', (body: PersonBody) => callEndpoint(usersApi.addUser, { body })),
  uploadUsers: () => change('uploadUsers', uploadPeople),
  updateUser: () => change('updateUser', ({ id, body }: { id: string; body: PersonUpdateBody }) => callEndpoint(usersApi.updateUser, { params: { id }, body })),
  deleteUser: () => change('deleteUser', (id: string) => callEndpoint(usersApi.deleteUser, { params: { id } })),
  addGroup: () => change('addGroup', (body: GroupBody) => callEndpoint(usersApi.addGroup, { body })),
  updateGroup: () => change('updateGroup', ({ id, body }: { id: string; body: GroupBody }) => callEndpoint(usersApi.updateGroup, { params: { id }, body })),
  deleteGroup: () => change('deleteGroup', (id: string) => callEndpoint(usersApi.deleteGroup, { params: { id } })),
  /** the notifications area's invitation calls (POST /notification-invite-users, -all-users) */
  invite: () => sent('invite', (emails: string[]) => callEndpoint(notificationsApi.inviteUsers, { body: { users: emails } })),
  inviteAll: () => sent('inviteAll', () => callEndpoint(notificationsApi.inviteAllUsers)),
};

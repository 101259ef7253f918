// IAM integration calls (issue 27): a directory connection with its sync runs, "Import now", and the SCIM
// tokens of a source. Import and connection changes refresh the people lists too.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../client';
import { iamApi, type CreateScimTokenBody, type DirectoryBody, type DirectoryKind } from '../contract/iam';

export const iamQueries = {
  all: () => ['iam'] as const,
  directory: (kind: DirectoryKind) => queryOptions({ queryKey: [...iamQueries.all(), 'directory', kind] as const, queryFn: () => callEndpoint(iamApi.getDirectory, { params: { kind } }) }),
  scimTokens: (kind: DirectoryKind) => queryOptions({ queryKey: [...iamQueries.all(), 'scim-tokens', kind] as const, queryFn: () => callEndpoint(iamApi.listScimTokens, { params: { kind } }) }),
};

const refresh = (client: QueryClient) => {
  void client.invalidateQueries({ queryKey: iamQueries.all() });
  void client.invalidateQueries({ queryKey: ['users'] });
  void client.invalidateQueries({ queryKey: ['groups'] });
};

export const iamMutations = {
  save: (client: QueryClient, kind: DirectoryKind) =>
    mutationOptions({
      mutationKey: ['iam', 'save', kind],
      mutationFn: (body: DirectoryBody) => callEndpoint(iamApi.saveDirectory, { params: { kind }, body }),
      onSuccess: (data) => client.setQueryData(iamQueries.directory(kind).queryKey, data),
    }),
  remove: (client: QueryClient, kind: DirectoryKind) =>
    mutationOptions({ mutationKey: ['iam', 'remove', kind], mutationFn: () => callEndpoint(iamApi.deleteDirectory, { params: { kind } }), onSuccess: () => refresh(client) }),
  importNow: (client: QueryClient, kind: DirectoryKind) =>
    mutationOptions({
      mutationKey: ['iam', 'import', kind],
      mutationFn: () => (kind === 'google' ? callEndpoint(iamApi.googleDomainImport) : callEndpoint(iamApi.importNow, { params: { kind } })),
      onSuccess: () => refresh(client),
    }),
  /** Google OAuth consent: the authorisation URL to send the admin to */
  googleSetup: () => mutationOptions({ mutationKey: ['iam', 'google-setup'], mutationFn: () => callEndpoint(iamApi.googleOauthSetup) }),
  createToken: (client: QueryClient, kind: DirectoryKind) =>
    mutationOptions({
      mutationKey: ['iam', 'scim-token', kind],
      mutationFn: (body: CreateScimTokenBody) => callEndpoint(iamApi.createScimToken, { params: { kind }, body }),
      onSuccess: () => void client.invalidateQueries({ queryKey: iamQueries.scimTokens(kind).queryKey }),
    }),
  revokeToken: (client: QueryClient, kind: DirectoryKind) =>
    mutationOptions({
      mutationKey: ['iam', 'scim-revoke', kind],
      mutationFn: (id: string) => callEndpoint(iamApi.revokeScimToken, { params: { kind, id } }),
      onSuccess: () => void client.invalidateQueries({ queryKey: iamQueries.scimTokens(kind).queryKey }),
    }),
};

// Query factories and changes of DLP policies (issue 21): exfiltration, LLM and data activity policies and
// what they watch (custom data, dictionaries, tokens and file hashes, folders). A change moves the policy
// version, so it also refreshes the policy reach.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint, countEndpoint, listEndpoint } from '../client';
import {
  dlpPoliciesApi,
  type CustomDataBody,
  type DictionaryBody,
  type DlpPolicyBody,
  type DlpPolicyListQuery,
  type FileHashBody,
  type FolderBody,
  type TokenBody,
} from '../contract/dlp-policies';
import { dlpDetectApi, type PreviewBody } from '../contract/dlp-detect';
import { policyStatusQueries } from './policy-status';

type Page = { page?: number; size?: number; q?: string };
const key = (...parts: unknown[]) => ['dlp-policies', ...parts] as const;

export const dlpPolicyQueries = {
  all: () => ['dlp-policies'] as const,
  policies: (query: Partial<DlpPolicyListQuery>) => queryOptions({ queryKey: key('policies', 'list', query), queryFn: () => listEndpoint(dlpPoliciesApi.listDlpPolicies, { query }) }),
  policyCount: (filters: Omit<Partial<DlpPolicyListQuery>, 'page' | 'size'>) =>
    queryOptions({ queryKey: key('policies', 'count', filters), queryFn: () => countEndpoint(dlpPoliciesApi.countDlpPolicies, { query: filters }) }),
  policy: (id: string) => queryOptions({ queryKey: key('policies', 'detail', id), queryFn: ({ signal }) => callEndpoint(dlpPoliciesApi.getDlpPolicy, { params: { id } }, { signal }) }),
  customData: (query: Page) => queryOptions({ queryKey: key('custom', 'list', query), queryFn: () => listEndpoint(dlpPoliciesApi.listDlpCustomData, { query }) }),
  customDataCount: (q?: string) => queryOptions({ queryKey: key('custom', 'count', q), queryFn: () => countEndpoint(dlpPoliciesApi.countDlpCustomData, { query: { q } }) }),
  customDataOne: (id: string) => queryOptions({ queryKey: key('custom', 'detail', id), queryFn: ({ signal }) => callEndpoint(dlpPoliciesApi.getDlpCustomData, { params: { id } }, { signal }) }),
  customDataMatches: (id: string) =>
    queryOptions({ queryKey: key('custom', 'matches', id), queryFn: ({ signal }) => callEndpoint(dlpPoliciesApi.matchDlpCustomData, { params: { id } }, { signal }) }),
  dictionaries: (query: Page) => queryOptions({ queryKey: key('dictionaries', 'list', query), queryFn: () => listEndpoint(dlpPoliciesApi.listDlpDictionaries, { query }) }),
  dictionaryCount: (q?: string) => queryOptions({ queryKey: key('dictionaries', 'count', q), queryFn: () => countEndpoint(dlpPoliciesApi.countDlpDictionaries, { query: { q } }) }),
  dictionary: (id: string) => queryOptions({ queryKey: key('dictionaries', 'detail', id), queryFn: ({ signal }) => callEndpoint(dlpPoliciesApi.getDlpDictionary, { params: { id } }, { signal }) }),
  fingerprints: (query: Page & { kind?: 'token' | 'file' }) =>
    queryOptions({ queryKey: key('fingerprints', 'list', query), queryFn: () => listEndpoint(dlpPoliciesApi.listDlpFingerprints, { query }) }),
  fingerprintCount: (filters: { q?: string; kind?: 'token' | 'file' }) =>
    queryOptions({ queryKey: key('fingerprints', 'count', filters), queryFn: () => countEndpoint(dlpPoliciesApi.countDlpFingerprints, { query: filters }) }),
  folders: (query: Page) => queryOptions({ queryKey: key('folders', 'list', query), queryFn: () => listEndpoint(dlpPoliciesApi.listDlpFolders, { query }) }),
  folderCount: (q?: string) => queryOptions({ queryKey: key('folders', 'count', q), queryFn: () => countEndpoint(dlpPoliciesApi.countDlpFolders, { query: { q } }) }),
  folder: (id: string) => queryOptions({ queryKey: key('folders', 'detail', id), queryFn: ({ signal }) => callEndpoint(dlpPoliciesApi.getDlpFolder, { params: { id } }, { signal }) }),
};

export async function invalidateDlpPolicyViews(client: QueryClient): Promise<void> {
  await Promise.all([dlpPolicyQueries, policyStatusQueries].map((f) => client.invalidateQueries({ queryKey: f.all() })));
}

function change<V, R>(name: string, mutationFn: (variables: V) => Promise<R>) {
  return mutationOptions({ mutationKey: key(name), mutationFn, onSettled: (_d, _e, _v, _r, context) => invalidateDlpPolicyViews(context.client) });
}

export const dlpPolicyMutations = {
  createPolicy: () => change('create-policy', (body: DlpPolicyBody) => callEndpoint(dlpPoliciesApi.createDlpPolicy, { body })),
  updatePolicy: () => change('update-policy', ({ id, body }: { id: string; body: DlpPolicyBody }) => callEndpoint(dlpPoliciesApi.updateDlpPolicy, { params: { id }, body })),
  deletePolicy: () => change('delete-policy', (id: string) => callEndpoint(dlpPoliciesApi.deleteDlpPolicy, { params: { id } })),
  createCustomData: () => change('create-custom', (body: CustomDataBody) => callEndpoint(dlpPoliciesApi.createDlpCustomData, { body })),
  updateCustomData: () => change('update-custom', ({ id, body }: { id: string; body: CustomDataBody }) => callEndpoint(dlpPoliciesApi.updateDlpCustomData, { params: { id }, body })),
  deleteCustomData: () => change('delete-custom', (id: string) => callEndpoint(dlpPoliciesApi.deleteDlpCustomData, { params: { id } })),
  createDictionary: () => change('create-dictionary', (body: DictionaryBody) => callEndpoint(dlpPoliciesApi.createDlpDictionary, { body })),
  updateDictionary: () => change('update-dictionary', ({ id, body }: { id: string; body: DictionaryBody }) => callEndpoint(dlpPoliciesApi.updateDlpDictionary, { params: { id }, body })),
  deleteDictionary: () => change('delete-dictionary', (id: string) => callEndpoint(dlpPoliciesApi.deleteDlpDictionary, { params: { id } })),
  createToken: () => change('create-token', (body: TokenBody) => callEndpoint(dlpPoliciesApi.createDlpToken, { body })),
  createFileHash: () => change('create-file-hash', (body: FileHashBody) => callEndpoint(dlpPoliciesApi.createDlpFileHash, { body })),
  deleteFingerprint: () => change('delete-fingerprint', (id: string) => callEndpoint(dlpPoliciesApi.deleteDlpFingerprint, { params: { id } })),
  createFolder: () => change('create-folder', (body: FolderBody) => callEndpoint(dlpPoliciesApi.createDlpFolder, { body })),
  updateFolder: () => change('update-folder', ({ id, body }: { id: string; body: FolderBody }) => callEndpoint(dlpPoliciesApi.updateDlpFolder, { params: { id }, body })),
  deleteFolder: () => change('delete-folder', (id: string) => callEndpoint(dlpPoliciesApi.deleteDlpFolder, { params: { id } })),
};

/** What the detector library knows (GET /dlp/data-types) and a preview over pasted text (POST /dlp/preview). */
export const dlpDetectQueries = {
  dataTypes: () => queryOptions({ queryKey: key('data-types'), queryFn: ({ signal }) => callEndpoint(dlpDetectApi.listDlpDataTypes, {}, { signal }), staleTime: Infinity }),
};
export const dlpPreview = () => mutationOptions({ mutationKey: key('preview'), mutationFn: (body: PreviewBody) => callEndpoint(dlpDetectApi.previewDlp, { body }) });

// DLP policies (issue 21 "the rest of DLP"; spec part 2 §2.6 Policies › DLP): exfiltration, LLM and data
// activity policies, and what they watch besides the built-in data types: custom data types, dictionaries,
// exact tokens and file hashes (stored as SHA-256 only) and monitored folders. Every change reaches agents
// through the policy document's `dlp_policies` section with a new policy version.
import { z } from 'zod';
import { BUILTIN_TYPE_NAMES } from '../../lib/dlp/builtins';
import { customTypeErrors, isSha256Hex, REGEX_LIMITS } from '../../lib/dlp/custom';
import { SYSTEM_DICTIONARIES } from '../../lib/dlp/dictionaries';
import { canChangeDlpPolicies, canPreviewDlp } from './access';
import { PLATFORM_FAMILIES } from './catalog';
import { pageQuery } from './common';
import { previewResult } from './dlp-detect';
import { countOf, endpoint } from './endpoint';

const tag = 'dlp-policies';
const uuid = z.guid();
const NOT_FOUND = [404] as const;
const idParams = z.object({ id: uuid });
const deleted = z.object({ id: z.string() });
const name = z.string().trim().min(1, 'Name is required.').max(100);
const listQuery = pageQuery.extend({ q: z.string().trim().max(200).optional() });

// ---------- policies ----------

/** exfiltration: /data-exfiltration; llm: Gen AI prompts (/update-LLM); activity: /Sensitive-data-groups */
export const DLP_POLICY_KINDS = ['exfiltration', 'llm', 'activity'] as const;
export type DlpPolicyKind = (typeof DLP_POLICY_KINDS)[number];
/** where data leaves: the destinations issue 21 names */
export const DLP_CHANNELS = ['USB', 'Cloud Storage', 'Gen AI', 'Email', 'Print', 'Clipboard'] as const;
export const DLP_ACTIONS = ['Alert', 'Report', 'Block'] as const;
export const DLP_MAX_ITEMS = 50;
const SYSTEM_DICTIONARY_IDS = new Set(SYSTEM_DICTIONARIES.map((d) => d.id));

const idList = z.array(uuid).max(DLP_MAX_ITEMS).default([]);

export const dlpPolicyBody = z
  .object({
    kind: z.enum(DLP_POLICY_KINDS),
    name,
    description: z.string().trim().max(500).optional(),
    data_types: z.array(z.enum(BUILTIN_TYPE_NAMES as [string, ...string[]])).max(BUILTIN_TYPE_NAMES.length).default([]),
    custom_type_ids: idList,
    /** system dictionary ids or the ids of the account's dictionaries */
    dictionary_ids: z.array(z.string().trim().min(1).max(100)).max(DLP_MAX_ITEMS).default([]),
    fingerprint_ids: idList,
    folder_ids: idList,
    channels: z.array(z.enum(DLP_CHANNELS)).max(DLP_CHANNELS.length).default([]),
    /** Gen AI apps (by name) an LLM policy applies to; none = every Gen AI app */
    destinations: z.array(z.string().trim().min(1).max(200)).max(DLP_MAX_ITEMS).default([]),
    action: z.enum(DLP_ACTIONS),
    /** groups the policy applies to; none = everyone */
    group_ids: idList,
    enabled: z.boolean().default(true),
  })
  .superRefine((p, ctx) => {
    const watched = p.data_types.length + p.custom_type_ids.length + p.dictionary_ids.length + p.fingerprint_ids.length + p.folder_ids.length;
    if (watched === 0) ctx.addIssue({ code: 'custom', path: ['data_types'], message: 'Choose at least one data type, custom data, dictionary, token, file hash or folder to watch.' });
    if (p.kind !== 'llm' && p.channels.length === 0) ctx.addIssue({ code: 'custom', path: ['channels'], message: 'Choose at least one channel.' });
    if (p.kind === 'llm' && p.channels.some((c) => c !== 'Gen AI')) ctx.addIssue({ code: 'custom', path: ['channels'], message: 'An LLM policy watches Gen AI prompts only.' });
    if (p.kind !== 'llm' && p.destinations.length > 0) ctx.addIssue({ code: 'custom', path: ['destinations'], message: 'Only an LLM policy names Gen AI destinations.' });
    for (const key of ['data_types', 'custom_type_ids', 'dictionary_ids', 'fingerprint_ids', 'folder_ids', 'channels', 'destinations', 'group_ids'] as const) {
      if (new Set(p[key]).size !== p[key].length) ctx.addIssue({ code: 'custom', path: [key], message: 'An item is listed twice.' });
    }
    p.dictionary_ids.forEach((id, i) => {
      if (!SYSTEM_DICTIONARY_IDS.has(id) && !uuid.safeParse(id).success) ctx.addIssue({ code: 'custom', path: ['dictionary_ids', i], message: `"${id}" is not a dictionary.` });
    });
  });
export type DlpPolicyBody = z.input<typeof dlpPolicyBody>;
export type DlpPolicyParsed = z.output<typeof dlpPolicyBody>;

export const dlpPolicy = z.object({
  id: z.string(),
  kind: z.enum(DLP_POLICY_KINDS),
  name: z.string(),
  description: z.string().nullable(),
  data_types: z.array(z.string()),
  custom_type_ids: z.array(z.string()),
  dictionary_ids: z.array(z.string()),
  fingerprint_ids: z.array(z.string()),
  folder_ids: z.array(z.string()),
  channels: z.array(z.string()),
  destinations: z.array(z.string()),
  action: z.enum(DLP_ACTIONS),
  group_ids: z.array(z.string()),
  /** the scope's group names, in the order of group_ids */
  groups: z.array(z.string()),
  enabled: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** live reach: active endpoints that acknowledged a policy version holding this policy, of all active endpoints */
  reach: z.object({ applied: z.number().int(), total: z.number().int() }),
});
export type DlpPolicy = z.infer<typeof dlpPolicy>;

export const dlpPolicyListQuery = listQuery.extend({ kind: z.enum(DLP_POLICY_KINDS).optional() });
export type DlpPolicyListQuery = z.input<typeof dlpPolicyListQuery>;

/** The policy document's section (GET /agent/v1/policy `dlp_policies`): enabled policies with what they watch resolved. */
export const dlpPolicyDocument = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    kind: z.enum(DLP_POLICY_KINDS),
    action: z.enum(DLP_ACTIONS),
    channels: z.array(z.string()),
    destinations: z.array(z.string()),
    data_types: z.array(z.string()),
    custom_types: z.array(z.object({ name: z.string(), kind: z.enum(['regex', 'keywords']), pattern: z.string().optional(), keywords: z.array(z.string()).optional(), case_sensitive: z.boolean() })),
    dictionaries: z.array(z.object({ name: z.string(), words: z.array(z.string()) })),
    /** SHA-256 hex of normalised tokens (never the tokens) */
    token_hashes: z.array(z.string()),
    file_hashes: z.array(z.string()),
    folders: z.array(z.object({ platform: z.string(), path: z.string(), include_subfolders: z.boolean() })),
    /** groups the policy applies to; empty = everyone */
    group_ids: z.array(z.string()),
  }),
);
export type DlpPolicyDocument = z.infer<typeof dlpPolicyDocument>;

// ---------- custom data types ----------

export const customDataBody = z
  .object({
    name,
    kind: z.enum(['regex', 'keywords']),
    pattern: z.string().max(REGEX_LIMITS.patternLength).optional(),
    keywords: z.array(z.string().trim().min(1).max(200)).max(200).default([]),
    case_sensitive: z.boolean().default(false),
    /** the text the administrator tried the type on; kept to show its matches again */
    sample_text: z.string().max(10_000).default(''),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'regex') {
      if (!c.pattern) return ctx.addIssue({ code: 'custom', path: ['pattern'], message: 'A pattern is required.' });
      const [error] = customTypeErrors([{ kind: 'regex', name: c.name, pattern: c.pattern, caseSensitive: c.case_sensitive }]);
      if (error) ctx.addIssue({ code: 'custom', path: ['pattern'], message: error.message });
    } else {
      if (c.keywords.length === 0) ctx.addIssue({ code: 'custom', path: ['keywords'], message: 'Enter at least one keyword.' });
      if (c.pattern) ctx.addIssue({ code: 'custom', path: ['pattern'], message: 'A keyword list has no pattern.' });
    }
  });
export type CustomDataBody = z.input<typeof customDataBody>;

export const customData = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['regex', 'keywords']),
  pattern: z.string().nullable(),
  keywords: z.array(z.string()),
  case_sensitive: z.boolean(),
  sample_text: z.string(),
  /** policies that watch it */
  policies: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CustomData = z.infer<typeof customData>;

// ---------- dictionaries ----------

export const dictionaryBody = z
  .object({
    name,
    /** a system dictionary the account's dictionary extends, or none */
    base_id: z.enum(SYSTEM_DICTIONARIES.map((d) => d.id) as [string, ...string[]]).nullable().default(null),
    words: z.array(z.string().trim().min(2, 'A word has at least 2 characters.').max(100)).max(1000).default([]),
  })
  .superRefine((d, ctx) => {
    if (!d.base_id && d.words.length === 0) ctx.addIssue({ code: 'custom', path: ['words'], message: 'Enter at least one word or choose a system dictionary.' });
  });
export type DictionaryBody = z.input<typeof dictionaryBody>;

export const dictionary = z.object({
  id: z.string(),
  name: z.string(),
  base_id: z.string().nullable(),
  base_name: z.string().nullable(),
  words: z.array(z.string()),
  policies: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Dictionary = z.infer<typeof dictionary>;

// ---------- exact tokens and file hashes ----------

export const FINGERPRINT_KINDS = ['token', 'file'] as const;

/** A token in clear: the server keeps only the SHA-256 of its normalised form. */
export const tokenBody = z.object({
  name,
  token: z.string().min(3, 'A token has at least 3 characters.').max(500).refine((t) => !/\s/.test(t.trim()), 'A token is one word, without spaces.'),
});
export type TokenBody = z.input<typeof tokenBody>;

/** A file's SHA-256 (64 hex digits), pasted or computed in the browser from a chosen file. */
export const fileHashBody = z.object({
  name,
  sha256: z.string().trim().refine(isSha256Hex, 'A SHA-256 hash is 64 hexadecimal digits.'),
});
export type FileHashBody = z.input<typeof fileHashBody>;

export const fingerprint = z.object({
  id: z.string(),
  kind: z.enum(FINGERPRINT_KINDS),
  name: z.string(),
  sha256: z.string(),
  policies: z.number().int(),
  created_at: z.string(),
});
export type Fingerprint = z.infer<typeof fingerprint>;
export const fingerprintListQuery = listQuery.extend({ kind: z.enum(FINGERPRINT_KINDS).optional() });

// ---------- monitored folders ----------

/** Why a folder path is not valid on the platform, or null. */
export function folderPathProblem(platform: (typeof PLATFORM_FAMILIES)[number], path: string): string | null {
  const p = path.trim();
  if (p.includes('\0')) return 'A path may not contain a NUL character.';
  if (platform === 'Windows') {
    const drive = /^[A-Za-z]:\\/.test(p);
    const unc = /^\\\\[^\\/]+\\[^\\/]+/.test(p);
    const variable = /^%[A-Za-z_][A-Za-z0-9_]*%(\\|$)/.test(p);
    if (!drive && !unc && !variable) return 'A Windows folder starts with a drive (C:\\), a share (\\\\server\\share) or a variable (%USERPROFILE%\\).';
    const rest = drive ? p.slice(3) : p;
    if (/[<>:"|?*/]/.test(rest)) return 'A Windows path may not contain < > : " | ? * or /.';
    return null;
  }
  if (!p.startsWith('/') && !p.startsWith('~/') && p !== '~') return `A ${platform} folder is an absolute path (/Users/…) or starts with ~/.`;
  if (p.split('/').some((part) => part === '..')) return 'A path may not contain "..".';
  return null;
}

export const folderBody = z
  .object({
    name,
    platform: z.enum(PLATFORM_FAMILIES),
    path: z.string().trim().min(1, 'Path is required.').max(400),
    include_subfolders: z.boolean().default(true),
  })
  .superRefine((f, ctx) => {
    const problem = folderPathProblem(f.platform, f.path);
    if (problem) ctx.addIssue({ code: 'custom', path: ['path'], message: problem });
  });
export type FolderBody = z.input<typeof folderBody>;

export const folder = z.object({
  id: z.string(),
  name: z.string(),
  platform: z.enum(PLATFORM_FAMILIES),
  path: z.string(),
  include_subfolders: z.boolean(),
  policies: z.number().int(),
  created_at: z.string(),
});
export type Folder = z.infer<typeof folder>;

// ---------- endpoints ----------

const listPolicies = endpoint({
  method: 'GET', path: '/dlp-policies', access: canPreviewDlp, tag,
  description: 'The account\u2019s DLP policies (exfiltration, LLM, data activity) with their live reach; filters kind and q; paged.',
  query: dlpPolicyListQuery, response: z.array(dlpPolicy),
});
const listCustomData = endpoint({ method: 'GET', path: '/dlp-custom-data', access: canPreviewDlp, tag, query: listQuery, response: z.array(customData) });
const listDictionaries = endpoint({ method: 'GET', path: '/dlp-dictionaries', access: canPreviewDlp, tag, query: listQuery, response: z.array(dictionary) });
const listFingerprints = endpoint({
  method: 'GET', path: '/dlp-fingerprints', access: canPreviewDlp, tag,
  description: 'Exact tokens and file hashes, as SHA-256 only; filter kind (token or file).',
  query: fingerprintListQuery, response: z.array(fingerprint),
});
const listFolders = endpoint({ method: 'GET', path: '/dlp-folders', access: canPreviewDlp, tag, query: listQuery, response: z.array(folder) });

export const dlpPoliciesApi = {
  listDlpPolicies: listPolicies,
  countDlpPolicies: countOf(listPolicies),
  getDlpPolicy: endpoint({ method: 'GET', path: '/dlp-policies/:id', access: canPreviewDlp, tag, params: idParams, response: dlpPolicy, errors: NOT_FOUND }),
  createDlpPolicy: endpoint({
    method: 'POST', path: '/dlp-policies', access: canChangeDlpPolicies, tag, status: 201,
    description: 'Adds a DLP policy; agents receive it with the next policy version.',
    body: dlpPolicyBody, response: dlpPolicy, errors: [409],
  }),
  updateDlpPolicy: endpoint({ method: 'PUT', path: '/dlp-policies/:id', access: canChangeDlpPolicies, tag, params: idParams, body: dlpPolicyBody, response: dlpPolicy, errors: [404, 409] }),
  deleteDlpPolicy: endpoint({ method: 'DELETE', path: '/dlp-policies/:id', access: canChangeDlpPolicies, tag, params: idParams, response: deleted, errors: NOT_FOUND }),

  listDlpCustomData: listCustomData,
  countDlpCustomData: countOf(listCustomData),
  getDlpCustomData: endpoint({ method: 'GET', path: '/dlp-custom-data/:id', access: canPreviewDlp, tag, params: idParams, response: customData, errors: NOT_FOUND }),
  matchDlpCustomData: endpoint({
    method: 'GET', path: '/dlp-custom-data/:id/matches', access: canPreviewDlp, tag,
    description: 'Runs the stored custom type over its stored sample text with the agents\u2019 detectors.',
    params: idParams, response: previewResult, errors: NOT_FOUND,
  }),
  createDlpCustomData: endpoint({
    method: 'POST', path: '/dlp-custom-data', access: canChangeDlpPolicies, tag, status: 201,
    description: 'Adds a custom data type; an invalid or catastrophic pattern answers 400 with the reason.',
    body: customDataBody, response: customData, errors: [409],
  }),
  updateDlpCustomData: endpoint({ method: 'PUT', path: '/dlp-custom-data/:id', access: canChangeDlpPolicies, tag, params: idParams, body: customDataBody, response: customData, errors: [404, 409] }),
  deleteDlpCustomData: endpoint({ method: 'DELETE', path: '/dlp-custom-data/:id', access: canChangeDlpPolicies, tag, params: idParams, response: deleted, errors: [404, 409] }),

  listDlpDictionaries: listDictionaries,
  countDlpDictionaries: countOf(listDictionaries),
  getDlpDictionary: endpoint({ method: 'GET', path: '/dlp-dictionaries/:id', access: canPreviewDlp, tag, params: idParams, response: dictionary, errors: NOT_FOUND }),
  createDlpDictionary: endpoint({ method: 'POST', path: '/dlp-dictionaries', access: canChangeDlpPolicies, tag, status: 201, body: dictionaryBody, response: dictionary, errors: [409] }),
  updateDlpDictionary: endpoint({ method: 'PUT', path: '/dlp-dictionaries/:id', access: canChangeDlpPolicies, tag, params: idParams, body: dictionaryBody, response: dictionary, errors: [404, 409] }),
  deleteDlpDictionary: endpoint({ method: 'DELETE', path: '/dlp-dictionaries/:id', access: canChangeDlpPolicies, tag, params: idParams, response: deleted, errors: [404, 409] }),

  listDlpFingerprints: listFingerprints,
  countDlpFingerprints: countOf(listFingerprints),
  createDlpToken: endpoint({
    method: 'POST', path: '/dlp-fingerprints/tokens', access: canChangeDlpPolicies, tag, status: 201,
    description: 'Registers an exact data token; only the SHA-256 of its normalised form is stored.',
    body: tokenBody, response: fingerprint, errors: [409],
  }),
  createDlpFileHash: endpoint({ method: 'POST', path: '/dlp-fingerprints/files', access: canChangeDlpPolicies, tag, status: 201, body: fileHashBody, response: fingerprint, errors: [409] }),
  deleteDlpFingerprint: endpoint({ method: 'DELETE', path: '/dlp-fingerprints/:id', access: canChangeDlpPolicies, tag, params: idParams, response: deleted, errors: [404, 409] }),

  listDlpFolders: listFolders,
  countDlpFolders: countOf(listFolders),
  getDlpFolder: endpoint({ method: 'GET', path: '/dlp-folders/:id', access: canPreviewDlp, tag, params: idParams, response: folder, errors: NOT_FOUND }),
  createDlpFolder: endpoint({ method: 'POST', path: '/dlp-folders', access: canChangeDlpPolicies, tag, status: 201, body: folderBody, response: folder, errors: [409] }),
  updateDlpFolder: endpoint({ method: 'PUT', path: '/dlp-folders/:id', access: canChangeDlpPolicies, tag, params: idParams, body: folderBody, response: folder, errors: [404, 409] }),
  deleteDlpFolder: endpoint({ method: 'DELETE', path: '/dlp-folders/:id', access: canChangeDlpPolicies, tag, params: idParams, response: deleted, errors: [404, 409] }),
};

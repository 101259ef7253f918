// Inventory › DLP calls (issue 21; spec part 2 §7 "Devices" GET and HEAD /sensitive-files, "Copy-paste",
// "Exports" DataActivity.csv): what the endpoint scanners found (sensitive files), sensitive data pasted
// between apps, secrets in source code, and the data types seen. Every call needs data loss prevention
// (enable_dlp, capability canSeeSensitiveData); a group admin sees its groups' people's rows only.
//
// A period is a range of UTC days, as the dashboard reads its rollups (server/modules/dashboard/range.ts):
// s and e (epoch ms) in zone z cover the local dates of s and e; `on` is one day. A file counts in a period
// when it was on the endpoint at some time in it; without a period, the files on the endpoints now.
import { z } from 'zod';
import { canSeeSensitiveData } from './access';
import { ALERT_ACTIONS, SEVERITIES } from './catalog';
import { isoDaySchema, pageQuery, queryList, sortOrderSchema } from './common';
import { countOf, endpoint } from './endpoint';
import { rangeQuery } from './saas';

export const DLP_FILES = { activity: 'DataActivity.csv', files: 'SensitiveData.csv', sourceCode: 'SourceCode.csv' } as const;

const text = (max: number) => z.string().trim().min(1).max(max);

/** s and e come together, s first; `on` replaces them */
export const dlpPeriodQuery = z.object({
  s: rangeQuery.shape.s.optional(),
  e: rangeQuery.shape.e.optional(),
  z: rangeQuery.shape.z,
  on: isoDaySchema.optional(),
});

function periodRule(v: { s?: number; e?: number; on?: string }, ctx: z.RefinementCtx): void {
  if ((v.s === undefined) !== (v.e === undefined)) ctx.addIssue({ code: 'custom', path: [v.s === undefined ? 's' : 'e'], message: 's and e go together.' });
  if (v.s !== undefined && v.e !== undefined && v.s > v.e) ctx.addIssue({ code: 'custom', path: ['e'], message: 'The range must end after it starts.' });
  if (v.on !== undefined && v.s !== undefined) ctx.addIssue({ code: 'custom', path: ['on'], message: 'Give a day or a range, not both.' });
}

const filterFields = {
  ...dlpPeriodQuery.shape,
  /** one person, by e-mail (case-insensitive, exact) */
  u: text(254).optional(),
  /** data types, exact */
  type: queryList(text(100), 20),
  /** one endpoint */
  endpoint: z.uuid().optional(),
};
const csvFormat = z.enum(['csv']).optional();

// ---------- sensitive files ----------

export const FILE_SORTS = ['last_seen', 'first_seen', 'match_count', 'path', 'hostname'] as const;
const fileFilterObject = z.object({
  ...filterFields,
  /** the file's path or the endpoint's host name, in part */
  q: z.string().trim().max(200).optional(),
  sb: z.enum(FILE_SORTS).default('last_seen'),
  so: sortOrderSchema.default('desc'),
});
export const fileFilterQuery = fileFilterObject.superRefine(periodRule);
export type FileFilters = z.input<typeof fileFilterQuery>;
export type FileFilterQuery = z.output<typeof fileFilterQuery>;
export const fileListQuery = pageQuery.extend(fileFilterObject.shape).extend({ format: csvFormat }).superRefine(periodRule);
export type FileListQuery = z.output<typeof fileListQuery>;

const endpointRef = z.object({ id: z.string(), hostname: z.string() });
const personRef = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const sensitiveFileRow = z.object({
  /** the file on its endpoint (endpoint and path): /file-details/{id}, /scan-history/{id} */
  id: z.string(),
  endpoint: endpointRef,
  /** who used the endpoint when the file was found; null when the agent reported nobody */
  person: personRef.nullable(),
  path: z.string(),
  data_type: z.string(),
  match_count: z.number().int(),
  first_seen: z.string(),
  last_seen: z.string(),
  /** when a later scan found the file gone or clean */
  removed_at: z.string().nullable(),
});
export type SensitiveFileRow = z.infer<typeof sensitiveFileRow>;

export const fileParams = z.object({ id: z.guid() });

/** GET /sensitive-files/{id}: one file on one endpoint, each data type its scans found in it. */
export const sensitiveFileDetail = z.object({
  id: z.string(),
  endpoint: endpointRef,
  person: personRef.nullable(),
  path: z.string(),
  first_seen: z.string(),
  last_seen: z.string(),
  /** still on the endpoint with at least one data type */
  present: z.boolean(),
  types: z.array(z.object({ data_type: z.string(), match_count: z.number().int(), first_seen: z.string(), last_seen: z.string(), removed_at: z.string().nullable() })),
});
export type SensitiveFileDetail = z.infer<typeof sensitiveFileDetail>;

// ---------- endpoints and people with sensitive data ----------

const groupFilterObject = z.object({
  ...filterFields,
  /** the host name, the owner's name or e-mail, in part */
  q: z.string().trim().max(200).optional(),
  so: sortOrderSchema.default('desc'),
});
export const groupFilterQuery = groupFilterObject.superRefine(periodRule);
export type GroupFilters = z.input<typeof groupFilterQuery>;
export type GroupFilterQuery = z.output<typeof groupFilterQuery>;
export const groupListQuery = pageQuery.extend(groupFilterObject.shape).superRefine(periodRule);
export type GroupListQuery = z.output<typeof groupListQuery>;

const findings = {
  files: z.number().int(),
  matches: z.number().int(),
  data_types: z.array(z.string()),
  last_seen: z.string(),
};
export const dlpEndpointRow = z.object({ endpoint: endpointRef.extend({ platform_family: z.string() }), person: personRef.nullable(), ...findings });
export type DlpEndpointRow = z.infer<typeof dlpEndpointRow>;
export const dlpPersonRow = z.object({ person: personRef, endpoints: z.number().int(), ...findings });
export type DlpPersonRow = z.infer<typeof dlpPersonRow>;

// ---------- data types ----------

export const dataTypeParams = z.object({ name: text(100) });
export const dataTypeRow = z.object({
  data_type: z.string(),
  /** files with it on endpoints now */
  files: z.number().int(),
  endpoints: z.number().int(),
  /** copy-paste events of it in the last 90 days */
  pastes: z.number().int(),
});
export type DataTypeRow = z.infer<typeof dataTypeRow>;
export const DATA_DICTIONARY_DAYS = 90;

/** GET /sensitive-data-types/{name}: one data type over the period (files, endpoints, people) and where it is most. */
export const dataTypeDetail = z.object({
  data_type: z.string(),
  files: z.number().int(),
  matches: z.number().int(),
  endpoints: z.number().int(),
  people: z.number().int(),
  pastes: z.number().int(),
  top_endpoints: z.array(z.object({ endpoint: endpointRef, files: z.number().int(), matches: z.number().int() })),
});
export type DataTypeDetail = z.infer<typeof dataTypeDetail>;
export const DATA_TYPE_TOP = 10;

// ---------- copy-paste activity ----------

const activityFilterObject = z.object({
  ...filterFields,
  action: queryList(z.enum(ALERT_ACTIONS), 3),
  /** true: pasted into a Gen AI app (the catalog's or the company's custom apps marked Gen AI) */
  genai: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  /** the source or destination app, or the host name, in part */
  q: z.string().trim().max(200).optional(),
  so: sortOrderSchema.default('desc'),
});
export const activityFilterQuery = activityFilterObject.superRefine(periodRule);
export type ActivityFilters = z.input<typeof activityFilterQuery>;
export type ActivityFilterQuery = z.output<typeof activityFilterQuery>;
export const activityListQuery = pageQuery.extend(activityFilterObject.shape).extend({ format: csvFormat }).superRefine(periodRule);
export type ActivityListQuery = z.output<typeof activityListQuery>;

export const copyPasteRow = z.object({
  id: z.string(),
  time: z.string(),
  endpoint: endpointRef,
  person: personRef,
  source: z.string(),
  destination: z.string(),
  data_type: z.string(),
  match_count: z.number().int(),
  action: z.enum(ALERT_ACTIONS),
});
export type CopyPasteRow = z.infer<typeof copyPasteRow>;
export const activityParams = z.object({ id: z.uuid() });

/** GET /sensitive-copy-paste-activity-report/{id}: one event and the person's other pastes around it. */
export const copyPasteReport = z.object({ event: copyPasteRow, recent: z.array(copyPasteRow) });
export type CopyPasteReport = z.infer<typeof copyPasteReport>;
export const REPORT_RECENT = 10;

/** GET /device-copy-paste-action: the filtered events by action (the list's action filter left out). */
export const copyPasteActions = z.object({ Alert: z.number().int(), Report: z.number().int(), Block: z.number().int() });
export type CopyPasteActions = z.infer<typeof copyPasteActions>;

// ---------- source code ----------

const codeFilterObject = z.object({
  ...filterFields,
  severity: queryList(z.enum(SEVERITIES), 4),
  /** the repository, path or rule, in part */
  q: z.string().trim().max(200).optional(),
  so: sortOrderSchema.default('desc'),
});
export const codeFilterQuery = codeFilterObject.superRefine(periodRule);
export type CodeFilters = z.input<typeof codeFilterQuery>;
export type CodeFilterQuery = z.output<typeof codeFilterQuery>;
export const codeListQuery = pageQuery.extend(codeFilterObject.shape).extend({ format: csvFormat }).superRefine(periodRule);
export type CodeListQuery = z.output<typeof codeListQuery>;

export const sourceCodeRow = z.object({
  id: z.string(),
  time: z.string(),
  endpoint: endpointRef,
  person: personRef,
  repository: z.string(),
  path: z.string(),
  line: z.number().int().nullable(),
  rule: z.string(),
  severity: z.enum(SEVERITIES),
  /** where the code was sent, for an upload */
  destination: z.string().nullable(),
});
export type SourceCodeRow = z.infer<typeof sourceCodeRow>;

// ---------- the calls ----------

const access = canSeeSensitiveData;
const tag = 'dlp';
const CSV_NOTE = 'format=csv answers every filtered row as a CSV download.';

const listSensitiveFiles = endpoint({
  method: 'GET', path: '/sensitive-files', access, tag,
  description: `Files the endpoint scanners found with sensitive data, one row per data type, in the period (or on the endpoints now). ${CSV_NOTE}`,
  query: fileListQuery, response: z.array(sensitiveFileRow), produces: ['application/json', 'text/csv'],
});
const listDlpEndpoints = endpoint({
  method: 'GET', path: '/sensitive-data-endpoints', access, tag,
  description: 'Endpoints with sensitive files in the period: files, matches, data types, most files first.',
  query: groupListQuery, response: z.array(dlpEndpointRow),
});
const listDlpPeople = endpoint({
  method: 'GET', path: '/sensitive-data-users', access, tag,
  description: 'People with sensitive files on their endpoints in the period: endpoints, files, matches, data types.',
  query: groupListQuery, response: z.array(dlpPersonRow),
});
const listCopyPaste = endpoint({
  method: 'GET', path: '/sensitive-copy-paste-activity', access, tag,
  description: `Sensitive data pasted from one app into another in the period, newest first, with the action taken. ${CSV_NOTE} File ${DLP_FILES.activity}.`,
  query: activityListQuery, response: z.array(copyPasteRow), produces: ['application/json', 'text/csv'],
});
const listSourceCode = endpoint({
  method: 'GET', path: '/source-code-findings', access, tag,
  description: `Secrets and other findings in source code on the endpoints in the period, newest first. ${CSV_NOTE}`,
  query: codeListQuery, response: z.array(sourceCodeRow), produces: ['application/json', 'text/csv'],
});

export const dlpApi = {
  listSensitiveFiles,
  countSensitiveFiles: countOf(listSensitiveFiles),
  getSensitiveFile: endpoint({
    method: 'GET', path: '/sensitive-files/:id', access, tag,
    description: 'One file on one endpoint: each data type found in it, when it was first and last seen, and when it was removed.',
    params: fileParams, response: sensitiveFileDetail, errors: [404],
  }),
  listDlpEndpoints,
  countDlpEndpoints: countOf(listDlpEndpoints),
  listDlpPeople,
  countDlpPeople: countOf(listDlpPeople),
  listDataDictionary: endpoint({
    method: 'GET', path: '/data-dictionary', access, tag,
    description: `The data types found in the company: files on endpoints now and copy-paste events of the last ${DATA_DICTIONARY_DAYS} days.`,
    response: z.array(dataTypeRow),
  }),
  getDataType: endpoint({
    method: 'GET', path: '/sensitive-data-types/:name', access, tag,
    description: 'One data type in the period: files, matches, endpoints, people, pastes, and the endpoints with the most files.',
    params: dataTypeParams, query: dlpPeriodQuery.superRefine(periodRule), response: dataTypeDetail, errors: [404],
  }),
  listCopyPaste,
  countCopyPaste: countOf(listCopyPaste),
  getCopyPasteReport: endpoint({
    method: 'GET', path: '/sensitive-copy-paste-activity-report/:id', access, tag,
    description: `One copy-paste event and the ${REPORT_RECENT} latest pastes of the same person.`,
    params: activityParams, response: copyPasteReport, errors: [404],
  }),
  copyPasteActions: endpoint({
    method: 'GET', path: '/device-copy-paste-action', access, tag,
    description: 'The filtered copy-paste events counted by action (Alert, Report, Block); the action filter is ignored.',
    query: activityFilterQuery, response: copyPasteActions,
  }),
  listSourceCode,
  countSourceCode: countOf(listSourceCode),
} as const;

// DLP detection calls (issue 21 "Detection, for real"): the built-in data types the detector library
// knows, and a policy preview that runs the same detectors the agents use over pasted text.
import { z } from 'zod';
import { BUILTIN_TYPE_NAMES } from '../../lib/dlp/builtins';
import { customTypeErrors, REGEX_LIMITS, type CustomType } from '../../lib/dlp/custom';
import { SYSTEM_DICTIONARIES } from '../../lib/dlp/dictionaries';
import { canPreviewDlp } from './access';
import { endpoint } from './endpoint';

const tag = 'dlp-detect';

/** The longest text the preview scans (characters). */
export const PREVIEW_MAX_CHARS = 100_000;
export const PREVIEW_MAX_CUSTOM = 10;
export const PREVIEW_MAX_KEYWORDS = 200;

const typeName = z.string().trim().min(1).max(100);

const regexType = z.object({
  kind: z.literal('regex'),
  name: typeName,
  pattern: z.string().min(1).max(REGEX_LIMITS.patternLength),
  case_sensitive: z.boolean().default(true),
});
const keywordType = z.object({
  kind: z.literal('keywords'),
  name: typeName,
  keywords: z.array(z.string().trim().min(1).max(200)).min(1).max(PREVIEW_MAX_KEYWORDS),
  case_sensitive: z.boolean().default(false),
});
export const customTypeSchema = z.discriminatedUnion('kind', [regexType, keywordType]);
export type CustomTypeInput = z.input<typeof customTypeSchema>;

/** The library's form of a custom type from the API's (snake_case) form. */
export function toCustomType(c: z.output<typeof customTypeSchema>): CustomType {
  return c.kind === 'regex'
    ? { kind: 'regex', name: c.name, pattern: c.pattern, caseSensitive: c.case_sensitive }
    : { kind: 'keywords', name: c.name, keywords: c.keywords, caseSensitive: c.case_sensitive };
}

export const previewBody = z
  .object({
    text: z.string().min(1).max(PREVIEW_MAX_CHARS, `The text is longer than ${PREVIEW_MAX_CHARS.toLocaleString('en')} characters.`),
    /** built-in types to run; all when omitted */
    types: z.array(z.enum(BUILTIN_TYPE_NAMES as [string, ...string[]])).max(BUILTIN_TYPE_NAMES.length).optional(),
    custom: z.array(customTypeSchema).max(PREVIEW_MAX_CUSTOM).default([]),
    /** system dictionary ids (GET /dlp/data-types lists them) */
    dictionaries: z.array(z.enum(SYSTEM_DICTIONARIES.map((d) => d.id) as [string, ...string[]])).max(SYSTEM_DICTIONARIES.length).default([]),
  })
  .superRefine((body, ctx) => {
    // The library's own checks (compile errors, patterns whose backtracking explodes), as 400 reasons.
    body.custom.forEach((c, index) => {
      const [error] = customTypeErrors([toCustomType(c)]);
      if (error) ctx.addIssue({ code: 'custom', path: ['custom', index, c.kind === 'regex' ? 'pattern' : 'keywords'], message: error.message });
    });
  });
export type PreviewBody = z.input<typeof previewBody>;

export const previewFinding = z.object({
  type: z.string(),
  source: z.enum(['builtin', 'custom', 'dictionary', 'token']),
  count: z.number().int(),
  /** masked: never a full card number, identifier or secret */
  samples: z.array(z.string()),
  /** [start, end) character offsets into the text, the first 200 */
  spans: z.array(z.tuple([z.number().int(), z.number().int()])),
  truncated: z.boolean().optional(),
});
export type PreviewFinding = z.infer<typeof previewFinding>;

export const previewResult = z.object({
  findings: z.array(previewFinding),
  total: z.number().int(),
  characters: z.number().int(),
});
export type PreviewResult = z.infer<typeof previewResult>;

export const dataTypesResult = z.object({
  types: z.array(z.object({ name: z.string(), description: z.string() })),
  dictionaries: z.array(z.object({ id: z.string(), name: z.string(), description: z.string(), words: z.number().int() })),
});
export type DataTypesResult = z.infer<typeof dataTypesResult>;

export const dlpDetectApi = {
  previewDlp: endpoint({
    method: 'POST', path: '/dlp/preview', access: canPreviewDlp, tag, readOnly: true,
    description:
      'Runs the DLP detectors over a pasted text (built-in types, optional custom regex/keyword types and system dictionaries) and answers the matches by type with masked samples. Nothing is stored.',
    body: previewBody, response: previewResult,
  }),
  listDlpDataTypes: endpoint({
    method: 'GET', path: '/dlp/data-types', access: canPreviewDlp, tag,
    description: 'The built-in data types the detectors know, with what each checks, and the system dictionaries.',
    response: dataTypesResult,
  }),
};

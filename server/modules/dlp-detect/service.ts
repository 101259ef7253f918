// The DLP policy preview (issue 21): runs src/lib/dlp, the detector library the simulated agents use,
// over a text an administrator pasted. Stateless: nothing is read from or written to the database.
import { toCustomType, type DataTypesResult, type PreviewResult, type previewBody } from '../../../src/api/contract/dlp-detect';
import { SYSTEM_DICTIONARIES } from '../../../src/lib/dlp/dictionaries';
import { builtinTypes, scanText } from '../../../src/lib/dlp/scan';
import type { z } from 'zod';

export function preview(body: z.output<typeof previewBody>): PreviewResult {
  const findings = scanText(body.text, {
    ...(body.types ? { types: body.types } : {}),
    custom: body.custom.map(toCustomType),
    dictionaries: SYSTEM_DICTIONARIES.filter((d) => body.dictionaries.includes(d.id)),
  });
  return { findings, total: findings.reduce((sum, f) => sum + f.count, 0), characters: body.text.length };
}

export function dataTypes(): DataTypesResult {
  return {
    types: builtinTypes(),
    dictionaries: SYSTEM_DICTIONARIES.map(({ id, name, description, words }) => ({ id, name, description, words: words.length })),
  };
}

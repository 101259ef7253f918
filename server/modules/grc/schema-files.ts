// The published evidence shapes (docs/integrations/<kind>-evidence.schema.json): JSON Schema written from the
// contract's zod schemas; tests/api/grc-schema.test.ts keeps the files equal to what this writes.
import { z } from 'zod';
import { EVIDENCE_SCHEMAS, type GrcKind } from '../../../src/api/contract/grc';

export const schemaFileOf = (kind: GrcKind) => `docs/integrations/${kind}-evidence.schema.json`;

export function evidenceJsonSchema(kind: GrcKind): Record<string, unknown> {
  return {
    ...z.toJSONSchema(EVIDENCE_SCHEMAS[kind], { target: 'draft-2020-12' }),
    $id: `https://palisade.example/schemas/${kind}-evidence.schema.json`,
    title: `Palisade endpoint compliance evidence for ${kind === 'vanta' ? 'Vanta' : 'Scrut'}: one posted page`,
  };
}

export const schemaText = (kind: GrcKind) => `${JSON.stringify(evidenceJsonSchema(kind), null, 2)}\n`;

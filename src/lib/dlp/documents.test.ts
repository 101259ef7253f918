// The synthetic documents the demo's agents scan: a document written with N valid values of a type
// (plus look-alike decoys and filler) scans back to exactly N of that type and nothing else.
import { describe, expect, it } from 'vitest';
import { lineAt, syntheticDocument, syntheticSourceFile, typeOfRule, WRITABLE_TYPES } from './documents';
import { seededRand } from './samples';
import { countsByType, scanText } from './scan';


describe('syntheticDocument', () => {
  it.each(WRITABLE_TYPES.map((t) => [t]))('%s: the scan finds exactly what was written', (type) => {
    const rand = seededRand(type.length * 7919);
    for (const count of [0, 1, 7, 60]) {
      const doc = syntheticDocument(rand, type, count);
      expect(countsByType(scanText(doc)), `${type} × ${count}`).toEqual(count === 0 ? {} : { [type]: count });
    }
  });
  it('carries decoys a bare pattern would have counted', () => {
    const doc = syntheticDocument(seededRand(3), 'Credit Card Number', 200);
    const bare = doc.match(/Card on file: [\d -]+/g)!.length;
    expect(bare).toBeGreaterThan(200);
    expect(countsByType(scanText(doc))).toEqual({ 'Credit Card Number': 200 });
  });
  it('is the same for the same seed', () => {
    expect(syntheticDocument(seededRand(9), 'IBAN', 5)).toBe(syntheticDocument(seededRand(9), 'IBAN', 5));
  });
});

describe('syntheticSourceFile', () => {
  it('puts the rule’s secret on the line after the code before it', () => {
    const rand = seededRand(11);
    for (const rule of ['AWS Access Key', 'GitHub Personal Access Token', 'Slack Bot Token', 'Generic API Key', 'JWT Secret']) {
      const type = typeOfRule(rule)!;
      const file = syntheticSourceFile(rand, type, 41);
      const finding = scanText(file).find((f) => f.type === type)!;
      expect(finding.count, rule).toBe(1);
      expect(lineAt(file, finding.spans[0][0])).toBe(42);
    }
    expect(typeOfRule('Internal Hostname')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { reclassifyBody } from '../../api/contract/saas';
import { accessChange, accessFields, accessOf, changesFor, explanationKey, isComplete } from './access';

describe('app access values', () => {
  it('read an app as the choice it shows', () => {
    expect(accessOf({ access_type: 'Sanctioned', action_type: null })).toBe('Sanctioned');
    expect(accessOf({ access_type: 'Unsanctioned', action_type: 'Block Alert' })).toBe('Block Alert');
    expect(accessOf({ access_type: 'Unsanctioned', action_type: null })).toBe('Unsanctioned');
    expect(accessOf({ access_type: 'Unclassified', action_type: null })).toBe('Unclassified');
  });

  it('need a security action before an unsanctioned choice can be saved (spec part 1 §5)', () => {
    expect(isComplete('Unsanctioned')).toBe(false);
    expect(isComplete(undefined)).toBe(false);
    expect(isComplete('Report')).toBe(true);
    expect(isComplete('Unclassified')).toBe(true);
  });

  it('become the change and the body fields the contract accepts', () => {
    expect(accessChange('Sanctioned')).toEqual({ kind: 'sanction' });
    expect(accessChange('Block')).toEqual({ kind: 'unsanction', action: 'Block' });
    expect(accessChange('Unclassified')).toEqual({ kind: 'unclassify' });
    expect(accessFields('Report')).toEqual({ is_sanctioned: false, action_type: 'Report' });
    expect(accessFields('Unclassified')).toEqual({ is_sanctioned: null, action_type: null });
    for (const value of ['Sanctioned', 'Block', 'Block Alert', 'Report', 'Unclassified'] as const) {
      expect(reclassifyBody.safeParse(accessFields(value)).success).toBe(true);
    }
  });

  it('offer every decision but the current one', () => {
    const kinds = (app: Parameters<typeof changesFor>[0]) => changesFor(app).map((c) => (c.kind === 'unsanction' ? c.action : c.kind));
    expect(kinds({ access_type: 'Unclassified', action_type: null })).toEqual(['sanction', 'Block', 'Block Alert', 'Report']);
    expect(kinds({ access_type: 'Unsanctioned', action_type: 'Report' })).toEqual(['sanction', 'Block', 'Block Alert']);
  });

  it('explain each change with one sentence key', () => {
    expect(explanationKey({ kind: 'sanction' })).toBe('explain.Sanctioned');
    expect(explanationKey({ kind: 'unsanction', action: 'Block Alert' })).toBe('explain.BlockAlert');
    expect(explanationKey({ kind: 'unclassify' })).toBe('explain.Unclassified');
  });
});

import { describe, expect, it } from 'vitest';
import { compilePattern, decodePath, matchPattern, specificity } from './match';

const match = (pattern: string, pathname: string) => matchPattern(compilePattern(pattern), decodePath(pathname));

describe('matchPattern', () => {
  it('matches static segments only whole, ignoring case and trailing slashes', () => {
    expect(match('/saas/list', '/saas/list')).toEqual({});
    expect(match('/saas/list', '/SaaS/LIST//')).toEqual({});
    expect(match('/saas', '/saas/list')).toBeUndefined();
    expect(match('/saas', '/saas-list')).toBeUndefined();
    expect(match('/', '/')).toEqual({});
  });

  it('reads required and optional params', () => {
    expect(match('/update-group/:name', '/update-group')).toBeUndefined();
    expect(match('/update-rule/:id?', '/update-rule')).toEqual({ id: undefined });
    expect(match('/update-rule/:id?', '/update-rule/7')).toEqual({ id: '7' });
    expect(match('/update-rule/:id?', '/update-rule7')).toBeUndefined();
    expect(match('/mdm-history/:id/:name?/:accountId?/device-details', '/mdm-history/1/device-details')).toEqual({ id: '1', name: undefined, accountId: undefined });
  });

  it('treats a static segment ending in ? as optional', () => {
    expect(match('/reports/old?', '/reports')).toEqual({});
    expect(match('/reports/old?', '/reports/old')).toEqual({});
  });

  it('decodes params, an encoded slash included, and leaves a malformed segment as it is', () => {
    expect(match('/group/:id/:name?', '/group/1/R%26D%2FLabs')).toEqual({ id: '1', name: 'R&D/Labs' });
    expect(match('/group/:id', '/group/%E0%A4%A')).toEqual({ id: '%E0%A4%A' });
  });
});

describe('specificity', () => {
  it('ranks static segments above params and params above optional ones', () => {
    expect(specificity('/account-email-template/:trigger/create')).toBeGreaterThan(specificity('/account-email-template/:trigger/:id'));
    expect(specificity('/a/:id')).toBeGreaterThan(specificity('/a/:id?'));
  });
});

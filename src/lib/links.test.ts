import { describe, expect, it } from 'vitest';
import { matchRoute } from '../app/routes/table';
import { linkTo } from './links';
import { fillPath, searchString } from './url';

describe('linkTo', () => {
  it('builds plain and child paths from the route table', () => {
    expect(linkTo('dashboard')).toBe('/dashboard');
    expect(linkTo('saas-list')).toBe('/saas/list');
    expect(linkTo('new-conversation')).toBe('/chatbot/conversation');
    expect(linkTo('kc-email-templates')).toBe('/email-templates');
    expect(linkTo('email-compliance-tab')).toBe('/email-report/compliance-tab');
  });

  it('fills params, encodes them and drops unfilled optional ones', () => {
    expect(linkTo('saas-users-list', { name: 'Google Drive' })).toBe('/saas-users/Google%20Drive/list');
    expect(linkTo('palisade-account-details', { id: 7 })).toBe('/palisade-account-details/7');
    expect(linkTo('palisade-account-details', { id: 7, name: 'Acme/Corp' })).toBe('/palisade-account-details/7/Acme%2FCorp');
    expect(linkTo('device-details', { id: 'd1' })).toBe('/mdm-history/d1/device-details');
    expect(linkTo('device-details', { id: 'd1', name: 'MBP', accountId: 'a' })).toBe('/mdm-history/d1/MBP/a/device-details');
    expect(linkTo('download-instructions', { name: 'copilot', type: 'DARWIN_ARM_64', installType: '' })).toBe('/download-instructions/copilot/DARWIN_ARM_64');
  });

  it('refuses to build a link without a required param', () => {
    expect(() => linkTo('update-group', {})).toThrow(/missing parameter "name"/);
  });

  it('adds the filters as search params: arrays repeated, dates as epoch ms, empty values left out', () => {
    const start = new Date(Date.UTC(2026, 0, 1));
    expect(linkTo('alerts-saas-apps', undefined, { t: 'Block', o: ['Windows', 'MacOS'], s: start, q: '', u: undefined })).toBe(
      `/alerts-saas-apps?t=Block&o=Windows&o=MacOS&s=${start.getTime()}`,
    );
    expect(searchString({ q: 'a&b' })).toBe('?q=a%26b');
    expect(searchString({})).toBe('');
  });

  it('builds links that the table matches back to the same route and params', () => {
    const url = linkTo('gen-ai-user-report', { appName: 'ChatGPT', userName: 'ada@acme.test' });
    const match = matchRoute(url);
    expect(match?.route.id).toBe('gen-ai-user-report');
    expect(match?.params).toEqual({ appName: 'ChatGPT', userName: 'ada@acme.test' });
    expect(matchRoute(linkTo('update-group', { name: 'Sales/EMEA' }))?.params).toEqual({ name: 'Sales/EMEA' });
  });

  it('fills a bare pattern', () => {
    expect(fillPath('/:parentname/:id/subaccount/details/:name?', { parentname: 'acme', id: 3 })).toBe('/acme/3/subaccount/details');
    expect(fillPath('/')).toBe('/');
  });
});

describe('linkTo and the destination filter schema', () => {
  it('carries filters the destination reads, repeated keys included', () => {
    expect(linkTo('saas', undefined, { tag: 'Unsanctioned' })).toBe('/saas?tag=Unsanctioned');
    expect(linkTo('alerts-saas-apps', undefined, { t: ['Block', 'Alert'] })).toBe('/alerts-saas-apps?t=Block&t=Alert');
    expect(linkTo('endpoints-v2', undefined, { o: ['Windows', 'MacOS', 'Linux'] })).toBe('/endpoints/v2?o=Windows&o=MacOS&o=Linux');
  });

  it('refuses a filter its destination would not read', () => {
    expect(() => linkTo('saas', undefined, { tag: 'Blocked' })).toThrow(/saas does not accept/);
    expect(() => linkTo('devices', undefined, { colour: 'red' })).toThrow(/devices does not accept/);
    expect(() => linkTo('compliance', undefined, { status: 'Non Compliant', encryption: 'Non HD Encrypted', tab: 'endpoints' })).not.toThrow();
  });
});

// The palette's discovered-data steps: the endpoints with sensitive data (GET /sensitive-data-endpoints) open
// /dlp-endpoint-details/{id}; the sensitive files (GET /sensitive-files, one row per data type) are listed once
// each and open /file-details/{id}; nothing without enable_dlp.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DlpEndpointRow, SensitiveFileRow } from '../../api/contract/dlp';
import { json, mockApi } from '../../app/session/testing';
import { openStep, paletteContext, stepRoutes, targets } from './area-testing';
import { dlpFindingsArea } from './dlp-findings';

const ENDPOINT: DlpEndpointRow = {
  endpoint: { id: '00000000-0000-4000-8000-0000000000d1', hostname: 'MBP-042', platform_family: 'MacOS' },
  person: { id: 'p1', name: 'Omar Lewis', email: 'omar.lewis@acme.test' },
  files: 3, matches: 40, data_types: ['Credit Card Number', 'Email Address'], last_seen: '2026-11-26T10:00:00.000Z',
};
const file = (dataType: string, id = '00000000-0000-4000-8000-0000000000f1', path = '/Users/omar/Documents/payroll.xlsx'): SensitiveFileRow => ({
  id, endpoint: { id: ENDPOINT.endpoint.id, hostname: 'MBP-042' }, person: ENDPOINT.person,
  path, data_type: dataType, match_count: 4, first_seen: '2026-11-01T10:00:00.000Z', last_seen: '2026-11-26T10:00:00.000Z', removed_at: null,
});

afterEach(() => vi.unstubAllGlobals());

describe('palette: discovered data', () => {
  it('is offered only where data loss prevention is on, to who opens the inventory', () => {
    expect(stepRoutes(dlpFindingsArea, paletteContext('AUDITOR'))).toEqual(['dlp-endpoint-details', 'file-details']);
    expect(stepRoutes(dlpFindingsArea, paletteContext('ADMIN', { flags: { enable_dlp: false } }))).toEqual([]);
  });

  it('opens an endpoint’s discovered data and a file’s details, each file once with all its data types', async () => {
    mockApi(({ url }) => {
      if (url.pathname === '/api/sensitive-data-endpoints') return json(200, [ENDPOINT]);
      if (url.pathname === '/api/sensitive-files') return json(200, [file('Credit Card Number'), file('IBAN')]);
      return undefined;
    });
    const ctx = paletteContext('ADMIN');
    const endpoints = await openStep(dlpFindingsArea, 'dlp-endpoint-details', ctx, 1);
    expect(targets(endpoints)).toEqual([['MBP-042', `/dlp-endpoint-details/${ENDPOINT.endpoint.id}`]]);
    expect(endpoints[0]!.subtitle).toBe('omar.lewis@acme.test · 3 files · Credit Card Number, Email Address');

    const files = await openStep(dlpFindingsArea, 'file-details', ctx, 1);
    expect(targets(files)).toEqual([['payroll.xlsx', '/file-details/00000000-0000-4000-8000-0000000000f1']]);
    expect(files[0]!.subtitle).toBe('on MBP-042 · Credit Card Number, IBAN');
  });

  it('asks the server when a search goes past a full first page, though its files carry two data types each', async () => {
    const page = Array.from({ length: 250 }, (_, i) => [file('IBAN', `f-${i}`, `/srv/export-${i}.csv`), file('Email Address', `f-${i}`, `/srv/export-${i}.csv`)]).flat();
    const calls = mockApi(({ url }) => {
      if (url.pathname !== '/api/sensitive-files') return undefined;
      return json(200, url.searchParams.get('q') === 'salaries' ? [file('IBAN', 'f-late', '/srv/salaries.csv')] : page);
    });
    const files = await openStep(dlpFindingsArea, 'file-details', paletteContext('ADMIN', { search: 'salaries' }), 251);
    expect(targets(files).at(-1)).toEqual(['salaries.csv', '/file-details/f-late']);
    expect(calls.map((c) => c.url.searchParams.get('q'))).toEqual([null, 'salaries']);
  });
});

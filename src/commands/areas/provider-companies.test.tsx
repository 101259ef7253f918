// The palette's managed-company steps: for provider operators, Company and each of its tabs list the managed
// companies (GET /provider/companies) and open /palisade-account-details/{id}/{name}/…; nothing for a company's
// own roles.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ManagedCompanyRow } from '../../api/contract/provider';
import { allRoutes } from '../../app/routes/table';
import { json, mockApi } from '../../app/session/testing';
import { openStep, paletteContext, stepRoutes, targets } from './area-testing';
import { COMPANY_ROUTES, providerCompaniesArea } from './provider-companies';

const GLOBEX: ManagedCompanyRow = {
  id: '00000000-0000-4000-8000-0000000000e1', client_id: 'globex', name: 'Globex', status: 'ACTIVE', parent_name: 'Palisade', created_at: '2026-01-01T00:00:00.000Z',
  endpoints_online: 12, endpoints_total: 15, agent_versions: [], alerts_week: 0, setup_done: 3, setup_total: 8, billing_enabled: false,
  flags: { enable_dlp: false, enable_vpn: false, enable_mdm: false, enable_execute_command: false, disable_session_logs: false },
};

afterEach(() => vi.unstubAllGlobals());

describe('palette: managed companies', () => {
  it('claims the company page and every tab under it, offered to operators only', () => {
    expect(COMPANY_ROUTES).toContain('palisade-account-details');
    expect(COMPANY_ROUTES).toContain('palisade-account-admin-event-logs');
    expect([...COMPANY_ROUTES].sort()).toEqual(allRoutes.filter((r) => r.path.startsWith('/palisade-account-details/')).map((r) => r.id).sort());
    for (const role of ['SuperAdmin', 'PALISADE_ADMIN'] as const) expect(stepRoutes(providerCompaniesArea, paletteContext(role, { onProviderAccount: true })), role).toEqual([...COMPANY_ROUTES]);
    for (const role of ['ADMIN', 'GROUP_ADMIN', 'AUDITOR'] as const) expect(stepRoutes(providerCompaniesArea, paletteContext(role)), role).toEqual([]);
  });

  it('lists the managed companies and opens the chosen tab of one', async () => {
    mockApi(({ url }) => (url.pathname === '/api/provider/companies' ? json(200, [GLOBEX]) : undefined));
    const ctx = paletteContext('PALISADE_ADMIN', { onProviderAccount: true });
    const details = await openStep(providerCompaniesArea, 'palisade-account-details', ctx, 1);
    expect(targets(details)).toEqual([['Globex', `/palisade-account-details/${GLOBEX.id}/Globex`]]);
    expect(details[0]!.subtitle).toBe('Active · 12 of 15 endpoints online · Palisade');
    expect(targets(await openStep(providerCompaniesArea, 'palisade-account-admin-event-logs', ctx, 1))).toEqual([
      ['Globex', `/palisade-account-details/${GLOBEX.id}/Globex/logs/admin-event-logs`],
    ]);
  });
});

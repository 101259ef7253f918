// The palette's endpoint steps (issue 18): the Sensitive Data step only where the tab is (a DLP company, a
// role that opens endpoint details), and the endpoint commands it lists.
import { describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { canAccess, type AccessContext } from '../../api/contract/access';
import { ROLES } from '../../api/contract/common';
import { findRoute } from '../../app/routes/table';
import { endpointCommands, sensitiveCommands, sensitiveStep } from './endpoints';

const t = i18n.getFixedT('en', 'commands') as Parameters<typeof sensitiveStep>[1];
const on = { enable_dlp: true, enable_vpn: true, enable_mdm: true, enable_execute_command: true, disable_session_logs: false };

describe('the Sensitive Data step', () => {
  it('is offered to the roles that open endpoint details, and only with data loss prevention', () => {
    const gate = findRoute('endpoint-details')!.gate;
    for (const role of ROLES) {
      for (const enable_dlp of [true, false]) {
        const access: AccessContext = { role, flags: { ...on, enable_dlp }, billing: true, onProviderAccount: false };
        expect(sensitiveStep(access, t) !== null, `${role} dlp=${enable_dlp}`).toBe(enable_dlp && canAccess(gate, access));
      }
    }
    const step = sensitiveStep({ role: 'ADMIN', flags: on, billing: true, onProviderAccount: false }, t)!;
    expect(step.title).toBe("Open an endpoint's sensitive data");
  });

  it('lists endpoints by hostname, serial and owner, each opening its Sensitive Data tab', () => {
    const rows = [{ id: '00000000-0000-4000-8000-000000000001', hostname: 'MBP-GRACE', serial: 'C02X', owner_email: 'grace@acme.test' }];
    expect(endpointCommands(rows, t)[0]).toMatchObject({ title: 'MBP-GRACE', href: '/endpoint-details/00000000-0000-4000-8000-000000000001' });
    expect(sensitiveCommands(rows, t)[0]).toMatchObject({
      title: 'Sensitive Data · MBP-GRACE',
      subtitle: 'C02X · grace@acme.test',
      keywords: ['C02X', 'grace@acme.test'],
      href: '/endpoint-details/00000000-0000-4000-8000-000000000001?tab=sensitive',
    });
  });
});

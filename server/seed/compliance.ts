// The demo tenant's compliance configuration (issue 23): Acme and Initech select CIS Controls, SOC 2 and
// ISO 27001 and enable the controls whose checks are all among those their agents have reported from the
// start (server/seed/fleet/data.ts CONTROLS), so the seeded dashboard figures stay what they were. Globex
// has no device management, which gates compliance frameworks (spec part 2 §2.7): it keeps the agents'
// default set. Acme also has a few endpoint firewall rules.
import type { FirewallRuleBody } from '../../src/api/contract/compliance-config';
import type { Db } from '../db/client';
import { CHECKS, FRAMEWORKS } from '../modules/compliance-config/catalog';
import { seedFirewallRules } from '../modules/compliance-config/firewall';
import { seedConfiguration } from '../modules/compliance-config/service';
import { CONTROLS } from './fleet/data';

const DEMO_FRAMEWORKS = ['cis', 'soc2', 'iso27001'] as const;

const ACME_RULES: FirewallRuleBody[] = [
  { name: 'Block inbound SMB from outside', direction: 'Inbound', protocol: 'TCP', ports: '139,445', remote_addresses: [], action: 'Block', platforms: ['Windows', 'MacOS', 'Linux'], priority: 10 },
  { name: 'Allow SSH from the office network', direction: 'Inbound', protocol: 'TCP', ports: '22', remote_addresses: ['10.20.0.0/16'], action: 'Allow', platforms: ['MacOS', 'Linux'], priority: 20 },
  { name: 'Block inbound RDP', direction: 'Inbound', protocol: 'TCP', ports: '3389', remote_addresses: [], action: 'Block', platforms: ['Windows'], priority: 30 },
  { name: 'Block outbound Telnet', direction: 'Outbound', protocol: 'TCP', ports: '23', remote_addresses: [], action: 'Block', platforms: ['Windows', 'MacOS', 'Linux'], priority: 40 },
  { name: 'Allow DNS to the resolvers', direction: 'Outbound', protocol: 'UDP', ports: '53', remote_addresses: ['10.20.0.53', '10.20.0.54'], action: 'Allow', platforms: ['Windows', 'MacOS', 'Linux'], priority: 50, enabled: false },
];

/** The controls of the demo frameworks whose checks the demo agents already report. */
export function demoControls(): { frameworkId: string; controlId: string }[] {
  const reported = new Set(CONTROLS.map(([, name]) => name));
  const reportedIds = new Set(CHECKS.filter((c) => reported.has(c.name)).map((c) => c.id));
  return FRAMEWORKS.filter((f) => (DEMO_FRAMEWORKS as readonly string[]).includes(f.id)).flatMap((f) =>
    f.controls.filter((c) => c.checks.every((id) => reportedIds.has(id))).map((c) => ({ frameworkId: f.id, controlId: c.id })),
  );
}

export async function seedDemoCompliance(tx: Db, input: { now: Date; configured: readonly string[]; firewall: string }): Promise<void> {
  for (const accountId of input.configured) await seedConfiguration(tx, accountId, { frameworks: DEMO_FRAMEWORKS, enabled: demoControls() }, input.now);
  await seedFirewallRules(tx, input.firewall, ACME_RULES, input.now);
}

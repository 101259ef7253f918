// What a simulated agent reports about compliance (issue 23 "Agents"): it evaluates the checks of the policy
// document it acknowledged (compliance_checks, with their parameters) and reports those only; a device without
// a document, or whose account configured nothing, reports the default set the demo seed reports. The device's
// state comes from its own settings (a hash of its serial), and changes over time: now and then a device
// turns its firewall off for a while, then back on.
import { createHash, randomUUID } from 'node:crypto';
import type { AgentEvent } from '../../src/api/contract/agent';
import type { FleetDevice } from '../../server/seed/fleet/index';
import { CONTROLS } from '../../server/seed/fleet/data';
import type { Random } from '../../server/seed/random';
import { checkByName } from '../../server/modules/compliance-config/catalog';

export type ComplianceCheckRequest = { name: string; params: Record<string, number> };

/** The checks a device reports before it has a document: those the demo seed reports. */
export const DEFAULT_CHECKS: readonly ComplianceCheckRequest[] = CONTROLS.map(([, name]) => ({ name, params: {} }));

/** A stable number in [0, 1) for this device and topic. */
function unit(serial: string, topic: string): number {
  return createHash('sha256').update(`${serial}\u0001${topic}`).digest().readUInt32BE(0) / 2 ** 32;
}

/** Firewall off windows: in a few 20-minute slots a device has its firewall off, then it is back on. */
const FIREWALL_SLOT_MS = 20 * 60_000;
export function firewallOff(device: FleetDevice, now: Date): boolean {
  return unit(device.serial, `firewall-${Math.floor(now.getTime() / FIREWALL_SLOT_MS)}`) < 0.06;
}

/** The device's settings that parameterised checks compare with. */
function settings(device: FleetDevice) {
  const pick = <T>(topic: string, values: readonly T[]) => values[Math.floor(unit(device.serial, topic) * values.length)];
  return {
    screenLockMinutes: pick('lock', [2, 5, 5, 5, 5, 10, 15] as const),
    passwordMinLength: pick('password', [8, 12, 12, 12, 14, 16] as const),
    patchAgeDays: pick('patch', [3, 10, 20, 25, 45] as const),
  };
}

/** Whether the check passes on the device now, and the evidence when it does not. */
export function evaluate(device: FleetDevice, check: ComplianceCheckRequest, now: Date): { passed: boolean; details?: string } {
  const s = settings(device);
  const p = check.params;
  const chance = (topic: string, rate: number) => unit(device.serial, topic) < rate;
  switch (checkByName(check.name)?.id) {
    case 'disk-encryption':
      return device.diskEncrypted ? { passed: true } : { passed: false, details: 'The system volume is not encrypted.' };
    case 'firewall':
      return firewallOff(device, now) || chance('firewall-off', 0.03) ? { passed: false, details: 'The host firewall is off.' } : { passed: true };
    case 'screen-lock': {
      const max = p.screenLockMinutes ?? 5;
      return s.screenLockMinutes <= max ? { passed: true } : { passed: false, details: `The screen locks after ${s.screenLockMinutes} minutes (at most ${max} allowed).` };
    }
    case 'automatic-updates':
      return chance('updates', 0.06) ? { passed: false, details: 'Automatic updates are turned off.' } : { passed: true };
    case 'os-supported': {
      const max = p.patchAgeDays ?? 30;
      return s.patchAgeDays <= max ? { passed: true } : { passed: false, details: `The latest security update is ${s.patchAgeDays} days old (at most ${max} allowed).` };
    }
    case 'endpoint-protection':
      return chance('protection', 0.03) ? { passed: false, details: 'Real-time protection is off.' } : { passed: true };
    case 'password-policy': {
      const min = p.passwordMinLength ?? 12;
      return s.passwordMinLength >= min ? { passed: true } : { passed: false, details: `Passwords may be ${s.passwordMinLength} characters (at least ${min} required).` };
    }
    case 'remote-access':
      return chance('remote', 0.04) ? { passed: false, details: 'AnyDesk is installed.' } : { passed: true };
    case 'agent-running':
      return { passed: true };
    case 'guest-account':
      return chance('guest', 0.05) ? { passed: false, details: 'The guest account is enabled.' } : { passed: true };
    case 'auto-login':
      return chance('autologin', 0.04) ? { passed: false, details: 'Automatic login is on.' } : { passed: true };
    case 'insecure-services':
      return chance('services', 0.03) ? { passed: false, details: 'FTP server is running.' } : { passed: true };
    default:
      return { passed: true };
  }
}

/** The compliance events of one report: every requested check the device's platform supports, now and then. */
export function complianceEvents(device: FleetDevice, random: Random, now: Date, checks: readonly ComplianceCheckRequest[] | null): AgentEvent[] {
  if (!random.chance(0.3)) return [];
  const at = now.toISOString();
  return (checks ?? DEFAULT_CHECKS).flatMap((check) => {
    const known = checkByName(check.name);
    if (known && device.family !== 'Unknown' && !known.platforms.includes(device.family)) return [];
    const result = evaluate(device, check, now);
    return [{ kind: 'compliance' as const, id: randomUUID(), at, framework: known?.legacyFramework ?? 'Custom', control: check.name, ...result }];
  });
}

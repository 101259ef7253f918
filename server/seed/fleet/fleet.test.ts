import { describe, expect, it } from 'vitest';
import { agentEvent } from '../../../src/api/contract/agent';
import { DEMO_ACCOUNTS } from '../accounts';
import { CATALOG_APPS } from '../catalog/index';
import { demoPeople } from '../people';
import { generateFleet, profileFor, type FleetPerson } from './index';

const now = new Date('2026-03-18T15:30:00Z');
const acme = DEMO_ACCOUNTS.find((a) => a.key === 'acme')!;
const people = demoPeople(acme, 'acme-id', now).people as FleetPerson[];
const profile = profileFor('acme', { devices: 60, days: 30 });

describe('fleet generator', () => {
  it('generates the same endpoints and events, ids included, on every run', () => {
    const a = generateFleet(profile, people, now);
    const b = generateFleet(profile, people, now);
    expect(b.devices.map((d) => [d.hostname, d.serial, d.platform])).toEqual(a.devices.map((d) => [d.hostname, d.serial, d.platform]));
    for (const i of [0, 17, 59]) expect(b.eventsOf(b.devices[i])).toEqual(a.eventsOf(a.devices[i]));
  });

  it('emits only events the agent contract accepts, with unique ids, inside the window and not after now', () => {
    const fleet = generateFleet(profile, people, now);
    const names = new Set(CATALOG_APPS.map((a) => a.name));
    const ids = new Set<string>();
    const start = now.getTime() - 32 * 86_400_000;
    let count = 0;
    for (const device of fleet.devices) {
      for (const event of fleet.eventsOf(device)) {
        count++;
        const parsed = agentEvent.safeParse(event);
        expect(parsed.success, JSON.stringify(event)).toBe(true);
        expect(ids.has(event.id)).toBe(false);
        ids.add(event.id);
        const at = Date.parse(event.at);
        expect(at).toBeLessThanOrEqual(now.getTime());
        expect(at).toBeLessThanOrEqual(device.lastSeen.getTime());
        if (event.kind !== 'installed_app' && event.kind !== 'extension' && event.kind !== 'compliance') expect(at).toBeGreaterThan(start);
        if ((event.kind === 'usage' || event.kind === 'saas_alert') && event.app) expect(names.has(event.app), event.app).toBe(true);
      }
    }
    expect(count).toBeGreaterThan(3000);
  });

  it('gives endpoints only to people with the agent, with hostnames and serials that look real', () => {
    const fleet = generateFleet(profile, people, now);
    expect(fleet.devices).toHaveLength(60);
    for (const d of fleet.devices) {
      expect(d.owner.copilotStatus).not.toBe('not_installed');
      expect(d.hostname).toMatch(/^(MBP|MBA|IMAC)-\d{3}$|^ACME-(LT|DT)-\d{4}$|^[a-z]{3}-ws-\d{3}$|^[a-z0-9-]+-\d{2}$/);
    }
    expect(new Set(fleet.devices.map((d) => d.serial)).size).toBe(60);
  });

  it('starts the window on local midnight of the company’s zone', () => {
    const { days } = generateFleet(profile, people, now).context;
    expect(days).toHaveLength(30);
    // 2026-03-18 is a Wednesday; New York is on daylight time (UTC-4) from 8 March
    expect(new Date(days[29].start).toISOString()).toBe('2026-03-18T04:00:00.000Z');
    expect(days[29].weekday).toBe(3);
    expect(new Date(days[0].start).toISOString()).toBe('2026-02-17T05:00:00.000Z');
  });
});

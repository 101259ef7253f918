// The demo's DLP events come from the detectors (issue 21): every sensitive file and paste reports a
// built-in data type the library knows, with the count scanText found in its synthetic content.
import { describe, expect, it } from 'vitest';
import { BUILTIN_TYPE_NAMES } from '../../../src/lib/dlp/builtins';
import { DEMO_ACCOUNTS } from '../accounts';
import { demoPeople } from '../people';
import { generateFleet, profileFor, type FleetPerson } from './index';

const now = new Date('2026-03-18T15:30:00Z');
const acme = DEMO_ACCOUNTS.find((a) => a.key === 'acme')!;
const people = demoPeople(acme, 'acme-id', now).people as FleetPerson[];
const profile = profileFor('acme', { devices: 80, days: 30 });

describe('DLP events of the demo fleet', () => {
  const fleet = generateFleet(profile, people, now);
  const events = fleet.devices.flatMap((d) => fleet.eventsOf(d));

  it('report only data types the detectors know, with what they counted', () => {
    const files = events.filter((e) => e.kind === 'dlp_file');
    const pastes = events.filter((e) => e.kind === 'copy_paste');
    expect(files.length).toBeGreaterThan(20);
    expect(pastes.length).toBeGreaterThan(5);
    for (const e of [...files, ...pastes]) {
      expect(BUILTIN_TYPE_NAMES, e.data_type).toContain(e.data_type);
      if (!('removed' in e && e.removed)) expect(e.match_count).toBeGreaterThan(0);
    }
    // secrets come a few to a file
    for (const e of files) if (['Private Key', 'AWS Access Key', 'GitHub Token', 'Slack Token'].includes(e.data_type)) expect(e.match_count).toBeLessThanOrEqual(3);
  });

  it('count the same on every run', () => {
    const again = generateFleet(profile, people, now);
    const counts = (f: typeof fleet) => f.devices.flatMap((d) => f.eventsOf(d)).flatMap((e) => (e.kind === 'dlp_file' || e.kind === 'copy_paste' ? [[e.data_type, e.match_count]] : []));
    expect(counts(again)).toEqual(counts(fleet));
  });
});

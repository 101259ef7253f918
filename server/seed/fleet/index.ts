import type { AgentEvent } from '../../../src/api/contract/agent';
import { generateActivity } from './activity';
import { generateCommands, type CommandRecord } from './commands';
import { activeDays, blockedCategories, deviceRandom, DeviceEvents, fleetContext, type FleetContext } from './context';
import { generateDevices, type FleetDevice, type FleetPerson } from './devices';
import { generateDlp } from './dlp';
import { generatePosture } from './posture';
import type { CompanyProfile } from './profile';
import { generateThreats } from './threats';
import { generateZtpa } from './ztpa';

export type { CompanyProfile } from './profile';
export type { FleetDevice, FleetPerson } from './devices';
export type { CommandRecord } from './commands';
export { DEMO_PROFILES, DEMO_SEED, profileFor } from './profile';
export { AGENT_VERSIONS } from './devices';

export interface Fleet {
  context: FleetContext;
  devices: FleetDevice[];
  commands: CommandRecord[];
  blockedCategories: ReturnType<typeof blockedCategories>;
  /** the telemetry of one device, in time order; the same ids on every call */
  eventsOf(device: FleetDevice): AgentEvent[];
}

/**
 * A company's endpoints and everything they report over the window ending at now, from its profile
 * and its people. Deterministic: the same profile, people and day give the same fleet and event ids;
 * each device draws from its own random stream, so devices can be generated one at a time.
 */
export function generateFleet(profile: CompanyProfile, people: readonly FleetPerson[], now: Date): Fleet {
  const context = fleetContext(profile, now);
  const devices = generateDevices(profile, people, now);
  return {
    context,
    devices,
    commands: generateCommands(context, devices),
    blockedCategories: blockedCategories(profile),
    eventsOf(device) {
      const random = deviceRandom(device, 'events');
      const days = activeDays(context, device, random);
      const out = new DeviceEvents(context, device, random);
      generatePosture(out);
      generateActivity(out, days);
      generateThreats(out, days);
      generateDlp(out, days);
      generateZtpa(out, days);
      return out.events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
    },
  };
}

// The fleet simulator (issue 3): virtual endpoints driven through the real agent API over HTTP, with the
// demo seed's generator behind them, so a started server fills up the way a real fleet would fill it.
import type { AgentEvent, CommandPollResponse } from '../../src/api/contract/agent';
import { DEMO_ACCOUNTS, DEMO_ENROLMENT_SECRETS } from '../../server/seed/accounts';
import { generateFleet, profileFor, type Fleet, type FleetDevice, type FleetPerson } from '../../server/seed/fleet/index';
import { demoPeople } from '../../server/seed/people';
import { Random } from '../../server/seed/random';
import { AgentClient, AgentHttpError, type CallStats, type Fetch, type RetryPolicy } from './agent-client';
import { liveEvents } from './live';
import { syntheticPeople } from './people';

export const MAX_BATCH = 500;

export interface SimulateOptions {
  url: string;
  /** a demo company key (acme, globex, initech) or any name: the e-mail domain is <account>.test */
  account: string;
  devices: number;
  days: number;
  seed: number;
  /** the account's enrolment secret; defaults to the demo secret of a demo company */
  secret?: string;
  /** events per telemetry call, at most 500 */
  batchSize?: number;
  /** devices worked on at once */
  concurrency?: number;
  /** after the backlog, keep a trickle of new events going until the signal aborts */
  live?: boolean;
  liveIntervalMs?: number;
  now?: Date;
  fetch?: Fetch;
  signal?: AbortSignal;
  retry?: Partial<RetryPolicy>;
  log?: (line: string) => void;
}

export interface SimulationReport {
  account: string;
  devices: number;
  enrolled: number;
  /** events the generator made for the backlog */
  generated: number;
  batches: number;
  /** events of batches the server answered 200 to: stored now or already stored before */
  acknowledged: number;
  accepted: number;
  duplicates: number;
  /** events of batches the server refused (400) or never answered */
  unacknowledged: number;
  retries: number;
  commands: { success: number; failure: number; ignored: number };
  live: { ticks: number; events: number };
}

interface Endpoint {
  device: FleetDevice;
  token: string;
}

export function secretFor(account: string, given?: string): string {
  if (given) return given;
  const demo = (DEMO_ENROLMENT_SECRETS as Record<string, string>)[account];
  if (!demo) throw new Error(`--secret is required for '${account}': only the demo companies (acme, globex, initech) have a known secret.`);
  return demo;
}

/** The people who own the virtual endpoints: a demo company's own (same e-mails as in its database), else invented ones. */
export function simulatedPeople(account: string, devices: number, now: Date): FleetPerson[] {
  const demo = DEMO_ACCOUNTS.find((a) => a.key === account && a.peopleCount > 0);
  if (demo) return demoPeople(demo, account, now).people as FleetPerson[];
  return syntheticPeople(account, Math.max(3, Math.ceil(devices * 0.8)), now);
}

/** The virtual fleet a run drives: the demo generator with the run's account, size and seed. */
export function simulatedFleet(options: Pick<SimulateOptions, 'account' | 'devices' | 'days' | 'seed'>, now: Date): Fleet {
  const profile = profileFor(options.account, { devices: options.devices, days: options.days, seed: options.seed });
  return generateFleet(profile, simulatedPeople(options.account, options.devices, now), now);
}

export async function runSimulation(options: SimulateOptions): Promise<SimulationReport> {
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const batchSize = Math.min(MAX_BATCH, Math.max(1, options.batchSize ?? MAX_BATCH));
  const secret = secretFor(options.account, options.secret);
  const stats: CallStats = { retries: 0 };
  const client = new AgentClient(options.url, {
    fetch: options.fetch ?? fetch,
    signal: options.signal,
    stats,
    retry: { maxWaitMs: 120_000, baseDelayMs: 250, ...options.retry },
  });
  const fleet = simulatedFleet(options, now);
  const report: SimulationReport = {
    account: options.account, devices: fleet.devices.length, enrolled: 0, generated: 0, batches: 0, acknowledged: 0, accepted: 0,
    duplicates: 0, unacknowledged: 0, retries: 0, commands: { success: 0, failure: 0, ignored: 0 }, live: { ticks: 0, events: 0 },
  };
  const endpoints: Endpoint[] = [];

  const send = async (token: string, events: readonly AgentEvent[]) => {
    for (let i = 0; i < events.length; i += batchSize) {
      const batch = events.slice(i, i + batchSize);
      report.batches++;
      try {
        const answer = await client.telemetry(token, batch);
        report.acknowledged += batch.length;
        report.accepted += answer.accepted;
        report.duplicates += answer.duplicates;
      } catch (error) {
        report.unacknowledged += batch.length;
        log(`batch of ${batch.length} not acknowledged: ${error instanceof AgentHttpError ? error.message : String(error)}`);
      }
    }
  };

  const work = async (device: FleetDevice) => {
    const { device_token: token } = await client.enrol({
      secret, hostname: device.hostname, serial: device.serial, platform: device.platform, os_name: device.osName, os_version: device.osVersion,
      agent_version: device.agentVersion, owner_email: device.owner.email, owner_name: device.owner.name, mdm_managed: device.mdmManaged,
      disk_encrypted: device.diskEncrypted, infra: device.infra,
    });
    report.enrolled++;
    const endpoint = { device, token };
    endpoints.push(endpoint);
    const events = fleet.eventsOf(device);
    report.generated += events.length;
    await send(token, events);
    const beat = await client.heartbeat(token, { agent_version: device.agentVersion, os_version: device.osVersion, hostname: device.hostname });
    if (beat.pending_commands > 0) await answerCommands(endpoint);
  };

  const answerCommands = async ({ device, token }: Endpoint) => {
    const { commands } = await client.commands(token);
    for (const command of commands) await answer(client, device, token, command, report);
  };

  // A small worker pool: each worker takes the next device until none is left.
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 8, fleet.devices.length)) }, async () => {
    while (next < fleet.devices.length && !options.signal?.aborted) await work(fleet.devices[next++]);
  });
  await Promise.all(workers);
  log(`backlog sent: ${report.acknowledged} of ${report.generated} events acknowledged by ${options.url}`);

  if (options.live) await runLive(fleet, endpoints, options, report, send, answerCommands, client);
  report.retries = stats.retries;
  return report;
}

async function answer(client: AgentClient, device: FleetDevice, token: string, command: CommandPollResponse['commands'][number], report: SimulationReport): Promise<void> {
  const random = new Random(`simulate:${device.stream}:command:${command.id}`);
  // some agents never answer: the server's time-out turns those into Abort (spec part 2 §4)
  if (random.chance(0.05)) {
    report.commands.ignored++;
    return;
  }
  const success = random.chance(0.84);
  await client.commandResult(token, command.id, {
    status: success ? 'Success' : 'Failure',
    output: success ? `${device.hostname}: '${command.command}' completed.` : `${command.command.split(' ')[0]}: permission denied`,
    exit_code: success ? 0 : 1,
  });
  report.commands[success ? 'success' : 'failure']++;
}

async function runLive(
  fleet: Fleet,
  endpoints: Endpoint[],
  options: SimulateOptions,
  report: SimulationReport,
  send: (token: string, events: readonly AgentEvent[]) => Promise<void>,
  answerCommands: (e: Endpoint) => Promise<void>,
  client: AgentClient,
): Promise<void> {
  const interval = options.liveIntervalMs ?? 5000;
  const random = new Random(`simulate:${options.account}:${options.seed}:live`);
  const log = options.log ?? (() => {});
  log(`live: a few events every ${interval / 1000} s until Ctrl+C`);
  while (!options.signal?.aborted && endpoints.length > 0) {
    report.live.ticks++;
    const busy = random.shuffle(endpoints).slice(0, Math.max(1, Math.round(endpoints.length * 0.03)));
    for (const endpoint of busy) {
      const events = liveEvents(fleet, endpoint.device, random, new Date());
      report.live.events += events.length;
      await send(endpoint.token, events);
      const beat = await client.heartbeat(endpoint.token);
      if (beat.pending_commands > 0) await answerCommands(endpoint);
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, interval);
      options.signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });
  }
}

// The fleet simulator (issue 3): virtual endpoints driven through the real agent API over HTTP, with the
// demo seed's generator behind them, so a started server fills up the way a real fleet would fill it.
import { randomUUID } from 'node:crypto';
import type { AgentEvent, CommandPollResponse } from '../../src/api/contract/agent';
import { MAX_ACTIVITY_EVENTS, type DlpActivityEvent } from '../../src/api/contract/dlp-activity';
import { DEMO_ACCOUNTS, DEMO_ENROLMENT_SECRETS } from '../../server/seed/accounts';
import { CATALOG_APPS, type CatalogApp } from '../../server/seed/catalog/index';
import { generateFleet, profileFor, type Fleet, type FleetDevice, type FleetPerson } from '../../server/seed/fleet/index';
import { agentLogText } from '../../server/seed/endpoint-logs';
import { demoPeople } from '../../server/seed/people';
import { Random } from '../../server/seed/random';
import { AgentClient, AgentHttpError, sleep, type CallStats, type Fetch, type RetryPolicy } from './agent-client';
import { runCommand } from './commands';
import { emptyTally, type DlpTally } from './dlp';
import { liveEvents } from './live';
import { runLiveMacs, type LiveMacsOptions, type LiveMacsReport } from './mdm-live';
import { runGateways } from './ztpa';
import { syntheticPeople } from './people';
import { AgentPolicy } from './policy';

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
  /** how often each live endpoint calls heartbeat (and so notices a new policy); default: what enrolment answers */
  heartbeatIntervalMs?: number;
  /** a catalog app every busy endpoint also opens on each live tick (--use), to watch a policy change take effect */
  useApp?: string;
  /** issue 21: the chance, per busy endpoint and live tick, that its person pastes or uploads text (default 0.2) */
  dlpRate?: number;
  /** issue 20: simulated Macs on the MDM command server during --live (needs the account's enable_mdm and a PIN) */
  mdm?: Omit<LiveMacsOptions, 'url' | 'fetch' | 'signal' | 'log' | 'account' | 'seed' | 'intervalMs'>;
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
  /** events of batches the server refused (400) or never answered: telemetry and dlp-activity calls */
  unacknowledged: number;
  retries: number;
  commands: { success: number; failure: number; ignored: number };
  /** the live ticks, and the events they made (telemetry and dlp-activity) */
  live: { ticks: number; events: number };
  /** issue 5: policy documents fetched and versions acknowledged; the highest version applied */
  policy: { fetched: number; acknowledged: number; version: number | null };
  /** issue 24: agent updates the endpoints installed when a heartbeat offered one */
  updates?: number;
  /** issue 21: the live pastes and uploads, and what the DLP policies made of them */
  dlp: DlpTally;
  /** issue 21: the uploads' POST /dlp-activity calls, counted as the telemetry calls are (their unacknowledged events count above too) */
  dlpActivity: { batches: number; acknowledged: number; accepted: number; duplicates: number; unacknowledged: number };
  /** issue 20: the live Macs and their answers to MDM commands; absent when MDM was not run */
  mdm?: LiveMacsReport;
}

interface Endpoint {
  device: FleetDevice;
  token: string;
  /** the document this endpoint enforces; null until it fetched one */
  policy: AgentPolicy | null;
  lastBeat: number;
  /** the agent version it runs: the generated one until a heartbeat offers an update */
  agentVersion?: string;
  heartbeatMs: number;
  /** the browser extensions this endpoint reported installed, by browser and id: what a block removes */
  extensions: Map<string, ExtensionEvent>;
}

type ExtensionEvent = Extract<AgentEvent, { kind: 'extension' }>;

/** The extensions the endpoint's backlog left installed (the newest report per browser and id wins). */
function installedExtensions(events: readonly AgentEvent[]): Map<string, ExtensionEvent> {
  const latest = new Map<string, ExtensionEvent>();
  for (const e of events) {
    if (e.kind !== 'extension') continue;
    const key = `${e.browser}\u0001${e.extension_id}`;
    const seen = latest.get(key);
    if (!seen || seen.at <= e.at) latest.set(key, e);
  }
  for (const [key, e] of latest) if (e.removed) latest.delete(key);
  return latest;
}

/** A blocked extension is removed by the agent, which reports it removed in its next inventory. */
function removals(endpoint: Endpoint, now: Date): AgentEvent[] {
  const blocked = endpoint.policy?.blockedExtensions;
  if (!blocked?.size) return [];
  const events: AgentEvent[] = [];
  for (const [key, e] of endpoint.extensions) {
    if (!blocked.has(e.extension_id)) continue;
    endpoint.extensions.delete(key);
    events.push({ ...e, id: randomUUID(), at: now.toISOString(), enabled: false, removed: true });
  }
  return events;
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
    policy: { fetched: 0, acknowledged: 0, version: null }, dlp: emptyTally(),
    dlpActivity: { batches: 0, acknowledged: 0, accepted: 0, duplicates: 0, unacknowledged: 0 },
  };
  const useApp = options.useApp === undefined ? undefined : catalogApp(options.useApp);
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

  /** The uploads an endpoint reported, in calls of their own; retried like telemetry, the ids make a second delivery a duplicate. */
  const sendActivity = async (token: string, events: readonly DlpActivityEvent[]) => {
    const size = Math.min(batchSize, MAX_ACTIVITY_EVENTS);
    const tally = report.dlpActivity;
    for (let i = 0; i < events.length; i += size) {
      const batch = events.slice(i, i + size);
      tally.batches++;
      try {
        const answer = await client.dlpActivity(token, batch);
        tally.acknowledged += batch.length;
        tally.accepted += answer.accepted;
        tally.duplicates += answer.duplicates;
      } catch (error) {
        tally.unacknowledged += batch.length;
        report.unacknowledged += batch.length;
        log(`dlp-activity batch of ${batch.length} not acknowledged: ${error instanceof AgentHttpError ? error.message : String(error)}`);
      }
    }
  };

  /** Fetches the document unless the endpoint already enforces `latest`, applies it and acknowledges it. */
  const syncPolicy = async (endpoint: Endpoint) => {
    const document = await client.policy(endpoint.token, endpoint.policy?.version);
    if (!document) return;
    report.policy.fetched++;
    endpoint.policy = new AgentPolicy(document);
    await client.policyAck(endpoint.token, document.version);
    report.policy.acknowledged++;
    report.policy.version = Math.max(report.policy.version ?? 0, document.version);
    await enforceExtensions(endpoint);
  };

  const enforceExtensions = async (endpoint: Endpoint) => {
    const events = removals(endpoint, new Date());
    if (events.length) await send(endpoint.token, events);
  };

  const heartbeat = async (endpoint: Endpoint, body: Parameters<AgentClient['heartbeat']>[1] = {}) => {
    const beat = await client.heartbeat(endpoint.token, { agent_version: endpoint.agentVersion ?? endpoint.device.agentVersion, ...body });
    endpoint.lastBeat = Date.now();
    if (beat.policy_version !== undefined && beat.policy_version > (endpoint.policy?.version ?? -1)) await syncPolicy(endpoint);
    if (beat.pending_commands > 0) await answerCommands(endpoint);
    if (beat.update && beat.update.version !== (endpoint.agentVersion ?? endpoint.device.agentVersion)) await installUpdate(endpoint, beat.update.version);
  };

  /** issue 24: the agent installs the offered version, restarts and calls in at once with its new version */
  const installUpdate = async (endpoint: Endpoint, version: string) => {
    endpoint.agentVersion = version;
    report.updates = (report.updates ?? 0) + 1;
    const beat = await client.heartbeat(endpoint.token, { agent_version: version });
    endpoint.lastBeat = Date.now();
    if (beat.pending_commands > 0) await answerCommands(endpoint);
  };

  const work = async (device: FleetDevice) => {
    const { device_token: token, heartbeat_interval_s: interval } = await client.enrol({
      secret, hostname: device.hostname, serial: device.serial, platform: device.platform, os_name: device.osName, os_version: device.osVersion,
      agent_version: device.agentVersion, owner_email: device.owner.email, owner_name: device.owner.name, mdm_managed: device.mdmManaged,
      disk_encrypted: device.diskEncrypted, infra: device.infra,
    });
    report.enrolled++;
    const events = fleet.eventsOf(device);
    const endpoint: Endpoint = {
      device, token, policy: null, lastBeat: Date.now(), heartbeatMs: options.heartbeatIntervalMs ?? interval * 1000, extensions: installedExtensions(events),
    };
    endpoints.push(endpoint);
    // an agent fetches its policy as it starts (issue 5); the backlog is history and stays as it happened
    await syncPolicy(endpoint);
    report.generated += events.length;
    await send(token, events);
    // then it applies the document to what is installed: blocked extensions go, reported removed
    await enforceExtensions(endpoint);
    await heartbeat(endpoint, { agent_version: device.agentVersion, os_version: device.osVersion, hostname: device.hostname });
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

  // now and then an agent uploads its log file (the endpoint's Logs tab), text as the demo seed writes it
  const uploadLog = (endpoint: Endpoint, random: Random) =>
    client.uploadLog(endpoint.token, 'agent.log', agentLogText(random, endpoint.agentVersion ?? endpoint.device.agentVersion, new Date())).catch(() => undefined);
  if (options.live) await runLive(fleet, endpoints, options, report, { send, sendActivity }, heartbeat, useApp, uploadLog);
  report.retries = stats.retries;
  return report;
}

function catalogApp(name: string): CatalogApp {
  const app = CATALOG_APPS.find((a) => a.name.toLowerCase() === name.toLowerCase());
  if (!app) throw new Error(`--use: '${name}' is not an app of the catalog.`);
  return app;
}

async function answer(client: AgentClient, device: FleetDevice, token: string, command: CommandPollResponse['commands'][number], report: SimulationReport): Promise<void> {
  // some agents never answer: the server's time-out turns those into Abort (spec part 2 §4; commands.ts)
  const result = runCommand(device, command);
  if (!result) {
    report.commands.ignored++;
    return;
  }
  await client.commandResult(token, command.id, result);
  report.commands[result.status === 'Success' ? 'success' : 'failure']++;
}

async function runLive(
  fleet: Fleet,
  endpoints: Endpoint[],
  options: SimulateOptions,
  report: SimulationReport,
  senders: { send: (token: string, events: readonly AgentEvent[]) => Promise<void>; sendActivity: (token: string, events: readonly DlpActivityEvent[]) => Promise<void> },
  heartbeat: (e: Endpoint) => Promise<void>,
  useApp: CatalogApp | undefined,
  uploadLog: (e: Endpoint, random: Random) => Promise<void>,
): Promise<void> {
  const interval = options.liveIntervalMs ?? 5000;
  const random = new Random(`simulate:${options.account}:${options.seed}:live`);
  const log = options.log ?? (() => {});
  log(`live: a few events every ${interval / 1000} s until Ctrl+C`);
  const macs = options.mdm
    ? runLiveMacs({ ...options.mdm, url: options.url, fetch: options.fetch, signal: options.signal, log, account: options.account, seed: options.seed, intervalMs: interval })
    : null;
  void runGateways({ url: options.url, fetch: options.fetch, account: options.account, people: fleet.devices.map((d) => d.owner.email), seed: options.seed, intervalMs: interval, signal: options.signal, log });
  while (!options.signal?.aborted && endpoints.length > 0) {
    report.live.ticks++;
    const busy = random.shuffle(endpoints).slice(0, Math.max(1, Math.round(endpoints.length * 0.03)));
    for (const endpoint of busy) {
      const { telemetry, dlpActivity } = liveEvents(fleet, endpoint.device, random, new Date(), {
        policy: endpoint.policy, extraApp: useApp, dlp: { rate: options.dlpRate ?? 0.2, tally: report.dlp },
      });
      report.live.events += telemetry.length + dlpActivity.length;
      await senders.send(endpoint.token, telemetry);
      // the uploads after the telemetry batch, in a call of their own
      if (dlpActivity.length) await senders.sendActivity(endpoint.token, dlpActivity);
      await heartbeat(endpoint);
      if (random.chance(0.01)) await uploadLog(endpoint, random);
    }
    // the quiet endpoints still call in on their heartbeat schedule, which is how they learn of a new policy
    const due = Date.now();
    for (const endpoint of endpoints) if (!busy.includes(endpoint) && due - endpoint.lastBeat >= endpoint.heartbeatMs) await heartbeat(endpoint);
    await sleep(interval, options.signal);
  }
  if (macs) report.mdm = await macs;
}

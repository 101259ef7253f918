// Simulated ZTPA gateways (issue 22), started by the live mode: each gateway enrols once with its one-time
// token (the demo gateways' seeded tokens, or those made at setup step 2, passed comma-separated in the
// environment variable ZTPA_GATEWAY_TOKENS),
// keeps its credential in a state file as a real gateway keeps it on disk, heartbeats, fetches its policy
// when the heartbeat shows a new version, and reports the connections it saw: a person the policy does
// not name for that subnet and port is denied, as the real gateway would.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { DEMO_ACCOUNTS } from '../../server/seed/accounts';
import { demoGatewayToken } from '../../server/seed/fleet/ztpa';
import {
  GATEWAY_AGENT_PATH, type GatewayActivityBody, type GatewayHeartbeatBody, type GatewayPolicyDocument,
} from '../../src/api/contract/ztpa';
import { cidrHasAddress, parseCidr, parseIPv4 } from '../../src/lib/cidr';
import { Random as SeededRandom } from '../../server/seed/random';
import { AgentClient, AgentHttpError, sleep, type Fetch } from './agent-client';

/** The gateways the demo seed gives a company (server/seed/fleet/context.ts). */
const DEMO_GATEWAYS = ['us-east-gateway', 'eu-west-gateway', 'hq-office-gateway'];
export const GATEWAY_SIM_VERSION = '1.4.2';

export interface GatewaySimOptions {
  client: AgentClient;
  account: string;
  /** enrolment tokens to try besides the demo ones */
  tokens?: readonly string[];
  /** where credentials are kept between runs (default .simulate-gateways.json) */
  stateFile?: string;
  /** the people whose traffic the gateways see (e-mails) */
  people: readonly string[];
  random: SeededRandom;
  log: (line: string) => void;
}

interface Credential {
  gateway_id: string;
  gateway_token: string;
}

interface SimGateway extends Credential {
  policy: GatewayPolicyDocument | null;
  bytesIn: number;
  bytesOut: number;
  recent: Map<string, number>;
}

type State = Record<string, Credential[]>;

function readState(file: string): State {
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as State;
  } catch {
    return {};
  }
}

/** The rules whose subnet holds `address` and whose ports hold `port` (who they name aside). */
export function rulesFor(policy: GatewayPolicyDocument, address: string | null, port: number | null): GatewayPolicyDocument['rules'] {
  const ip = address ? parseIPv4(address) : null;
  if (ip === null) return [];
  return policy.rules.filter((r) => {
    const block = parseCidr(r.subnet);
    if (!block || !cidrHasAddress(block, ip)) return false;
    return (
      r.ports.length === 0 ||
      (port !== null && r.ports.some((p) => {
        const [lo, hi = lo] = p.split('-').map(Number);
        return port >= lo && port <= hi;
      }))
    );
  });
}

/** true when the policy lets `email` reach `address` on `port`. */
export function allowedBy(policy: GatewayPolicyDocument, email: string, address: string | null, port: number | null): boolean {
  return rulesFor(policy, address, port).some((r) => r.all_users || r.emails.includes(email));
}

export interface GatewaySimCommand {
  id: string;
  command_id: string;
  command: string;
  params: Record<string, string | number | boolean>;
}

/** What the simulated gateway answers for a library command, from what it holds (policy, counters). */
export function runGatewayCommand(
  c: GatewaySimCommand,
  g: { policy: GatewayPolicyDocument | null; bytesIn: number; bytesOut: number; recent: Map<string, number> },
  now: number,
): { status: 'Success' | 'Failure'; exit_code: number; output: string } {
  const policy = g.policy;
  switch (c.command_id) {
    case 'show-peers': {
      const lines = ['interface: wg0', `  public key: ${policy?.public_key ?? '(none)'}`, '  listening port: 51820', ''];
      for (const [email, at] of g.recent) lines.push(`peer: ${email}`, `  latest handshake: ${Math.round((now - at) / 1000)} seconds ago`, '');
      if (g.recent.size === 0) lines.push('(no peer connected)');
      return { status: 'Success', exit_code: 0, output: lines.join('\n') };
    }
    case 'show-interface':
      return { status: 'Success', exit_code: 0, output: `4: wg0: <POINTOPOINT,NOARP,UP,LOWER_UP> mtu 1420 state UNKNOWN\n    inet ${policy?.endpoint_ip_range ?? '-'} scope global wg0\n    RX bytes ${g.bytesIn}  TX bytes ${g.bytesOut}` };
    case 'restart-wireguard':
      return { status: 'Success', exit_code: 0, output: '[#] ip link delete dev wg0\n[#] ip link add wg0 type wireguard\n[#] wg setconf wg0 /dev/fd/63\n[#] ip link set mtu 1420 up dev wg0' };
    case 'reload-policy':
      return { status: 'Success', exit_code: 0, output: `policy ${policy?.version ?? '-'} loaded: ${policy?.rules.length ?? 0} rules, ${policy?.destinations.length ?? 0} destinations` };
    case 'ping': {
      const host = String(c.params.host ?? '');
      const count = Number(c.params.count ?? 4);
      const known = policy?.destinations.find((d) => d.host === host || d.address === host);
      if (!known) return { status: 'Failure', exit_code: 1, output: `PING ${host}: ${count} packets transmitted, 0 received, 100% packet loss` };
      const rows = Array.from({ length: count }, (_, i) => `64 bytes from ${known.address ?? host}: icmp_seq=${i + 1} ttl=63 time=${(1 + i * 0.3).toFixed(1)} ms`);
      return { status: 'Success', exit_code: 0, output: [`PING ${host} (${known.address ?? host})`, ...rows, `${count} packets transmitted, ${count} received, 0% packet loss`].join('\n') };
    }
    case 'tail-log':
      return { status: 'Success', exit_code: 0, output: `-- palisade-gateway ${GATEWAY_SIM_VERSION} --\nheartbeat ok, ${g.recent.size} connected users` };
    default:
      return { status: 'Failure', exit_code: 127, output: `${c.command}: command not found` };
  }
}

/** Enrols (or reuses the stored credentials of) the company's gateways; answers a tick function for the live loop. */
export async function startGateways(options: GatewaySimOptions): Promise<() => Promise<void>> {
  const { client, account, log, random } = options;
  const stateFile = options.stateFile ?? '.simulate-gateways.json';
  const state = readState(stateFile);
  const key = `${account}`;
  const credentials = new Map((state[key] ?? []).map((c) => [c.gateway_id, c]));
  const isDemo = DEMO_ACCOUNTS.some((a) => a.key === account);
  const given = (process.env.ZTPA_GATEWAY_TOKENS ?? '').split(',').map((x) => x.trim()).filter(Boolean);
  const tokens = [...(isDemo ? DEMO_GATEWAYS.map((name) => demoGatewayToken(account, name)) : []), ...(options.tokens ?? []), ...given];
  for (const token of tokens) {
    try {
      const enrolled = await client.call<Credential>('POST', `${GATEWAY_AGENT_PATH}/enrol`, null, { enrolment_token: token, version: GATEWAY_SIM_VERSION, hostname: `sim-${account}` });
      credentials.set(enrolled.gateway_id, { gateway_id: enrolled.gateway_id, gateway_token: enrolled.gateway_token });
      log(`gateway ${enrolled.gateway_id} enrolled`);
    } catch (error) {
      // a used or expired token: the stored credential (if any) is what the gateway runs with
      if (!(error instanceof AgentHttpError && error.status === 401)) throw error;
    }
  }
  state[key] = [...credentials.values()];
  writeFileSync(stateFile, JSON.stringify(state, null, 2), { mode: 0o600 });
  const gateways: SimGateway[] = [...credentials.values()].map((c) => ({ ...c, policy: null, bytesIn: 0, bytesOut: 0, recent: new Map() }));
  if (gateways.length === 0) log('no ZTPA gateway to run: set ZTPA_GATEWAY_TOKENS to the token of setup step 2');
  else log(`${gateways.length} ZTPA gateway(s) running`);

  const dropped = new Set<string>();
  return async () => {
    for (const g of gateways) {
      if (dropped.has(g.gateway_id)) continue;
      try {
        await tick(g);
      } catch (error) {
        if (error instanceof AgentHttpError && error.status === 401) {
          // deleted in the console or enrolled again elsewhere: this simulated gateway stops
          dropped.add(g.gateway_id);
          log(`gateway ${g.gateway_id}: credential refused, stopped`);
        } else throw error;
      }
    }
  };

  async function tick(g: SimGateway): Promise<void> {
    const now = Date.now();
    const connections: GatewayActivityBody['connections'] = [];
    const policy = g.policy;
    if (policy && policy.destinations.length > 0 && options.people.length > 0) {
      for (let n = random.int(0, 3); n > 0; n--) {
        const d = random.pick(policy.destinations);
        const names = rulesFor(policy, d.address, d.port).flatMap((r) => r.emails);
        // mostly someone the policy names for it; now and then anyone, and the gateway decides
        const named = names.length > 0 && random.chance(0.85) ? random.pick(names) : random.pick(options.people);
        const allowed = allowedBy(policy, named, d.address, d.port);
        const duration = allowed ? random.int(30, 1800) : 0;
        const bytesIn = allowed ? Math.round(random.logNormal(1_500_000, 1.2)) : 0;
        const bytesOut = allowed ? Math.round(random.logNormal(200_000, 1.2)) : 0;
        g.bytesIn += bytesIn;
        g.bytesOut += bytesOut;
        if (allowed) g.recent.set(named, now);
        connections.push({
          id: randomUUID(), at: new Date(now).toISOString(), user: named, destination: d.host, ...(d.port === null ? {} : { port: d.port }),
          action: allowed ? 'Allow' : 'Deny', bytes_in: bytesIn, bytes_out: bytesOut, duration_s: duration,
        });
      }
    }
    for (const [email, at] of g.recent) if (now - at > 15 * 60_000) g.recent.delete(email);
    const events: GatewayHeartbeatBody['events'] = [];
    const denied = connections.filter((c) => c.action === 'Deny');
    for (const c of denied) events!.push({ at: c.at, level: 'info', message: `Denied ${c.user} to ${c.destination}:${c.port ?? '*'} (no policy names them).` });
    if (random.chance(0.02) && g.policy?.destinations.length) {
      events!.push({ at: new Date(now).toISOString(), level: 'error', message: `Upstream ${random.pick(g.policy.destinations).host} did not answer within 10 s.` });
    }
    const beat = await client.call<{ policy_version: string }>('POST', `${GATEWAY_AGENT_PATH}/heartbeat`, g.gateway_token, {
      version: GATEWAY_SIM_VERSION, connected_users: g.recent.size, bytes_in: g.bytesIn, bytes_out: g.bytesOut, events,
    } satisfies GatewayHeartbeatBody);
    if (!g.policy || g.policy.version !== beat.policy_version) {
      const before = g.policy?.public_key ?? null;
      g.policy = await client.call<GatewayPolicyDocument>('GET', `${GATEWAY_AGENT_PATH}/policy`, g.gateway_token);
      log(`gateway ${g.gateway_id}: policy ${g.policy.version} (${g.policy.rules.length} rules)`);
      if (before !== null && g.policy.public_key !== before) {
        // a rotation in the console: take the new key pair, as the real gateway rewrites wg0.conf
        const key = await client.call<{ public_key: string }>('GET', `${GATEWAY_AGENT_PATH}/key`, g.gateway_token);
        log(`gateway ${g.gateway_id}: key rotated to ${key.public_key}`);
      }
    }
    // commands sent from the console (Inventory › COMMANDS › Gateways)
    const pending = await client.call<{ commands: GatewaySimCommand[] }>('GET', `${GATEWAY_AGENT_PATH}/commands`, g.gateway_token);
    for (const c of pending.commands) {
      const result = runGatewayCommand(c, g, now);
      await client.call('POST', `${GATEWAY_AGENT_PATH}/commands/${c.id}/result`, g.gateway_token, result);
      log(`gateway ${g.gateway_id}: ${c.command_id} → ${result.status}`);
    }
    if (connections.length > 0) await client.call('POST', `${GATEWAY_AGENT_PATH}/activity`, g.gateway_token, { connections } satisfies GatewayActivityBody);
  }
}

/** The live mode's gateways: started once, then a tick every interval until the signal aborts (errors are logged, not thrown). */
export async function runGateways(options: {
  url: string; fetch?: Fetch; account: string; people: readonly string[]; seed: number; intervalMs: number; signal?: AbortSignal; log: (line: string) => void;
}): Promise<void> {
  const client = new AgentClient(options.url, { fetch: options.fetch ?? fetch, signal: options.signal, stats: { retries: 0 }, retry: { maxWaitMs: 60_000, baseDelayMs: 250 } });
  try {
    const tick = await startGateways({ client, account: options.account, people: options.people, random: new SeededRandom(`simulate:${options.account}:${options.seed}:gateways`), log: options.log });
    while (!options.signal?.aborted) {
      await tick();
      await sleep(options.intervalMs, options.signal);
    }
  } catch (error) {
    if (!options.signal?.aborted) options.log(`ZTPA gateways stopped: ${error instanceof Error ? error.message : String(error)}`);
  }
}

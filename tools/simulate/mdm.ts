// Simulated Macs on the MDM command server (issue 20, part 3): a Mac polls PUT /mdm/server with its
// enrolment token (the profile's ServerURL query), answers each command as a Mac would — Acknowledged with
// the command's result (DeviceInformation's QueryResponses, SecurityInfo's FileVault state, a rotated
// FileVault recovery key, an application list), or NotNow while busy (asked again on a later poll) — and
// stops when the server answers an empty body.
import { randomBytes } from 'node:crypto';
import * as plist from 'plist';

export interface SimulatedMac {
  accountId: string;
  /** mdm_devices.id */
  deviceId: string;
  udid: string;
  name: string;
  serialNumber: string;
  /** the enrolment token of the Mac's profile (?enrolment=) */
  token: string;
  /** FileVault on (SecurityInfo answers this) */
  fileVault?: boolean;
  model?: string;
  osVersion?: string;
}

type Dict = Record<string, unknown>;
export interface PollResult {
  statusCode: number;
  /** the next command the server sent, or null for an empty body */
  command: { CommandUUID: string; Command: Dict & { RequestType: string } } | null;
  body: string;
}

/** How a poll travels: light-my-request in tests, fetch against a running server in the live simulator. */
export type Transport = (request: { method?: 'PUT' | 'POST'; url: string; body: string; headers: Record<string, string> }) => Promise<{ statusCode: number; body: string }>;

export const MDM_SERVER_PATH = '/mdm/server';

export async function poll(send: Transport, mac: SimulatedMac, message: Dict): Promise<PollResult> {
  const res = await send({
    url: `${MDM_SERVER_PATH}?enrolment=${encodeURIComponent(mac.token)}`,
    body: plist.build({ UDID: mac.udid, ...message } as Parameters<typeof plist.build>[0]),
    headers: { 'content-type': 'application/x-apple-aspen-mdm' },
  });
  const command = res.statusCode === 200 && res.body.trim() ? (plist.parse(res.body) as unknown as PollResult['command']) : null;
  return { statusCode: res.statusCode, command, body: res.body };
}

interface Injectable {
  inject(options: { method: 'PUT' | 'POST'; url: string; payload: string; headers: Record<string, string> }): Promise<{ statusCode: number; body: string }>;
}

/** Polls through a Fastify app's inject (API tests). */
export function injectTransport(app: Injectable): Transport {
  return ({ method = 'PUT', url, body, headers }) => app.inject({ method, url, payload: body, headers });
}

export function pollAs(app: Injectable, mac: SimulatedMac, message: Dict): Promise<PollResult> {
  return poll(injectTransport(app), mac, message);
}

/** A FileVault personal recovery key: six groups of four from Apple's alphabet (no I, O, 0, 1). */
export function recoveryKey(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(24);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]);
  return Array.from({ length: 6 }, (_, i) => chars.slice(i * 4, i * 4 + 4).join('')).join('-');
}

/** The Mac's answer to one command (Acknowledged with its result). */
export function acknowledge(mac: SimulatedMac, command: NonNullable<PollResult['command']>): Dict {
  const answer: Dict = { Status: 'Acknowledged', CommandUUID: command.CommandUUID };
  switch (command.Command.RequestType) {
    case 'DeviceInformation':
      answer.QueryResponses = {
        DeviceName: mac.name, SerialNumber: mac.serialNumber, OSVersion: mac.osVersion ?? '14.6.1', BuildVersion: '23G93', ModelName: mac.model ?? 'MacBook Pro',
        Model: 'MacBookPro18,3', ProductName: 'MacBookPro18,3', DeviceCapacity: 494.38, AvailableDeviceCapacity: 212.7,
      };
      break;
    case 'SecurityInfo':
      answer.SecurityInfo = { FDE_Enabled: mac.fileVault ?? true, FDE_HasPersonalRecoveryKey: mac.fileVault ?? true, SystemIntegrityProtectionEnabled: true };
      break;
    case 'RotateFileVaultKey':
      answer.RotateResult = { NewRecoveryKey: recoveryKey() };
      mac.fileVault = true;
      break;
    case 'InstalledApplicationList':
      answer.InstalledApplicationList = ['Safari', 'Google Chrome', 'Slack', 'Microsoft Outlook', 'Zoom', 'Palisade Copilot'].map((Name, i) => ({ Name, Identifier: `com.example.app${i}`, ShortVersion: `${i + 1}.0` }));
      break;
    case 'Settings': {
      const item = (command.Command.Settings as Dict[] | undefined)?.[0];
      if (item?.Item === 'DeviceName' && typeof item.DeviceName === 'string') mac.name = item.DeviceName;
      break;
    }
    default:
      break;
  }
  return answer;
}

export interface SessionReport {
  acknowledged: number;
  notNow: number;
}

/**
 * One check of the Mac: poll Idle, then answer each command until the server has none. A busy Mac
 * (`busy` true) answers its first command NotNow and stops: the command stays queued for the next check.
 */
export async function macSession(send: Transport, mac: SimulatedMac, options: { busy?: boolean; maxCommands?: number } = {}): Promise<SessionReport> {
  const report: SessionReport = { acknowledged: 0, notNow: 0 };
  let res = await poll(send, mac, { Status: 'Idle' });
  for (let n = 0; res.command && n < (options.maxCommands ?? 20); n++) {
    if (options.busy) {
      await poll(send, mac, { Status: 'NotNow', CommandUUID: res.command.CommandUUID });
      report.notNow++;
      return report;
    }
    res = await poll(send, mac, acknowledge(mac, res.command));
    report.acknowledged++;
  }
  return report;
}

/** A transport over fetch to a running server (the live simulator). */
export function fetchTransport(baseUrl: string, fetcher: typeof fetch = fetch): Transport {
  return async ({ method = 'PUT', url, body, headers }) => {
    const res = await fetcher(new URL(url, baseUrl), { method, body, headers });
    return { statusCode: res.status, body: await res.text() };
  };
}

// ---------- enrolling a simulated Mac through the public flow, and the standalone live loop ----------

/** The enrolment token of a downloaded (unsigned) profile: the com.apple.mdm payload's ServerURL query. */
export function enrolmentTokenOf(profile: string): string {
  const root = plist.parse(profile) as { PayloadContent?: { PayloadType?: string; ServerURL?: string }[] };
  const mdm = root.PayloadContent?.find((p) => p.PayloadType === 'com.apple.mdm');
  const token = mdm?.ServerURL ? new URL(mdm.ServerURL).searchParams.get('enrolment') : null;
  if (!token) throw new Error('The profile has no com.apple.mdm payload with an enrolment token (a signed profile is not read here).');
  return token;
}

const CHECKIN_PATH = '/mdm/checkin';

/** Enrols one Mac with a PIN: downloads the profile, then checks in (Authenticate, TokenUpdate) as a Mac does. */
export async function enrolWithPin(send: Transport, pin: string, mac: Omit<SimulatedMac, 'token' | 'deviceId' | 'accountId'>): Promise<Omit<SimulatedMac, 'deviceId' | 'accountId'>> {
  const res = await send({ method: 'POST', url: '/api/mdm/enroll-pin', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: pin }) });
  if (res.statusCode !== 200) throw new Error(`enrolment refused (${res.statusCode}): ${res.body}`);
  const token = enrolmentTokenOf(res.body);
  const checkin = async (message: Dict) => {
    const r = await send({ url: `${CHECKIN_PATH}?enrolment=${encodeURIComponent(token)}`, headers: { 'content-type': 'application/x-apple-aspen-mdm-checkin' }, body: plist.build(message as Parameters<typeof plist.build>[0]) });
    if (r.statusCode !== 200) throw new Error(`check-in ${String(message.MessageType)} refused (${r.statusCode}): ${r.body}`);
  };
  const identity = { UDID: mac.udid, SerialNumber: mac.serialNumber, DeviceName: mac.name, Model: 'MacBookPro18,3', ModelName: mac.model ?? 'MacBook Pro', OSVersion: mac.osVersion ?? '14.6.1', ProductName: 'MacBookPro18,3', Topic: 'com.apple.mgmt.External.simulated' };
  await checkin({ MessageType: 'Authenticate', ...identity });
  await checkin({ MessageType: 'TokenUpdate', UDID: mac.udid, Topic: identity.Topic, Token: randomBytes(32), PushMagic: randomBytes(16).toString('hex').toUpperCase() });
  return { ...mac, token };
}

const SERIAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/**
 * npx tsx tools/simulate/mdm.ts --url http://localhost:8080 --pin <PIN> [--macs 3] [--interval 5] [--busy 0.25]
 * Enrols the Macs with the PIN (a multi-use PIN an admin created on /mdm-enroll), then every few seconds each
 * Mac checks the command server; a busy one answers NotNow and acknowledges on a later check.
 */
async function main(): Promise<void> {
  const { parseArgs } = await import('node:util');
  const { values } = parseArgs({ options: { url: { type: 'string', default: 'http://localhost:8080' }, pin: { type: 'string' }, macs: { type: 'string', default: '3' }, interval: { type: 'string', default: '5' }, busy: { type: 'string', default: '0.25' } } });
  if (!values.pin) throw new Error('--pin <PIN> is required: create a multi-use PIN on /mdm-enroll.');
  const baseUrl = values.url;
  const send = fetchTransport(baseUrl);
  // the Mac does not know its server-side ids; only its token and UDID travel
  const macs: SimulatedMac[] = [];
  for (let i = 1; i <= Number(values.macs); i++) {
    const serialNumber = `C02${[...randomBytes(7)].map((b) => SERIAL_ALPHABET[b % SERIAL_ALPHABET.length]).join('')}`;
    const mac = await enrolWithPin(send, values.pin, { udid: crypto.randomUUID().toUpperCase(), name: `SIM-MAC-${String(i).padStart(2, '0')}`, serialNumber, fileVault: i % 3 !== 0 });
    console.log(`enrolled ${mac.name} (${mac.serialNumber})`);
    macs.push({ ...mac, deviceId: '', accountId: '' });
  }
  const busy = Number(values.busy);
  for (;;) {
    for (const mac of macs) {
      const report = await macSession(send, mac, { busy: Math.random() < busy });
      if (report.acknowledged || report.notNow) console.log(`${mac.name}: ${report.acknowledged} acknowledged, ${report.notNow} not now`);
    }
    await new Promise((r) => setTimeout(r, Number(values.interval) * 1000));
  }
}

if (process.argv[1]?.endsWith('simulate/mdm.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

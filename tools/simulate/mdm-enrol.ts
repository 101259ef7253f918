// A simulated Mac's enrolment (issue 20, part 1): reads the downloaded .mobileconfig as macOS would
// (the MDM payload's CheckInURL with its ?enrolment= token, the identity payload) and builds the check-in
// property lists a Mac sends to PUT /mdm/checkin: Authenticate, TokenUpdate, CheckOut.
import { randomBytes, randomUUID } from 'node:crypto';
import { build, parse, type PlistValue } from 'plist';

export interface MacIdentity {
  udid: string;
  serialNumber: string;
  model?: string;
  osVersion?: string;
  deviceName?: string;
}

export interface ProfileEnrolment {
  checkInUrl: string;
  serverUrl: string;
  /** the ?enrolment= token of the profile's URLs */
  token: string;
  topic: string | null;
}

type Dict = Record<string, unknown>;

/** The MDM payload of an (unsigned) profile and its enrolment token. */
export function readProfile(xml: string): ProfileEnrolment {
  const profile = parse(xml) as Dict;
  const payloads = (profile.PayloadContent ?? []) as Dict[];
  const mdm = payloads.find((p) => p.PayloadType === 'com.apple.mdm');
  if (!mdm) throw new Error('The profile has no com.apple.mdm payload.');
  const checkInUrl = String(mdm.CheckInURL);
  const token = new URL(checkInUrl).searchParams.get('enrolment');
  if (!token) throw new Error('The CheckInURL carries no enrolment token.');
  return { checkInUrl, serverUrl: String(mdm.ServerURL), token, topic: typeof mdm.Topic === 'string' ? mdm.Topic : null };
}

export function newMac(serialNumber = randomBytes(6).toString('hex').toUpperCase()): MacIdentity {
  return { udid: randomUUID().toUpperCase(), serialNumber, model: 'MacBookPro18,3', osVersion: '14.5', deviceName: `Mac ${serialNumber.slice(-4)}` };
}

export function authenticateMessage(mac: MacIdentity, topic: string | null): string {
  return build({
    MessageType: 'Authenticate', UDID: mac.udid, SerialNumber: mac.serialNumber, Model: mac.model ?? 'Mac', ModelName: 'MacBook Pro',
    OSVersion: mac.osVersion ?? '14.5', DeviceName: mac.deviceName ?? mac.serialNumber, ...(topic ? { Topic: topic } : {}),
  } as PlistValue);
}

export function tokenUpdateMessage(mac: MacIdentity, topic: string | null): string {
  return build({
    MessageType: 'TokenUpdate', UDID: mac.udid, Token: randomBytes(32), PushMagic: randomUUID().toUpperCase(), UnlockToken: randomBytes(64),
    AwaitingConfiguration: false, ...(topic ? { Topic: topic } : {}),
  } as PlistValue);
}

export function checkOutMessage(mac: MacIdentity): string {
  return build({ MessageType: 'CheckOut', UDID: mac.udid } as PlistValue);
}

/** How a check-in travels: light-my-request in tests, fetch against a running server otherwise. */
export type CheckinTransport = (request: { url: string; body: string; headers: Record<string, string> }) => Promise<{ statusCode: number; body: string }>;

export const checkinUrl = (token: string) => `/mdm/checkin?enrolment=${encodeURIComponent(token)}`;
const HEADERS = { 'content-type': 'application/x-apple-aspen-mdm-checkin' };

/** Authenticate then TokenUpdate, as a Mac does right after installing the profile. */
export async function enrolMac(send: CheckinTransport, enrolment: ProfileEnrolment, mac: MacIdentity): Promise<void> {
  for (const body of [authenticateMessage(mac, enrolment.topic), tokenUpdateMessage(mac, enrolment.topic)]) {
    const res = await send({ url: checkinUrl(enrolment.token), body, headers: HEADERS });
    if (res.statusCode !== 200) throw new Error(`check-in answered ${res.statusCode}: ${res.body}`);
  }
}

export async function checkOutMac(send: CheckinTransport, enrolment: ProfileEnrolment, mac: MacIdentity): Promise<void> {
  const res = await send({ url: checkinUrl(enrolment.token), body: checkOutMessage(mac), headers: HEADERS });
  if (res.statusCode !== 200) throw new Error(`check-out answered ${res.statusCode}: ${res.body}`);
}

// The MDM check-in protocol (issue 20): PUT /mdm/checkin with an XML property list body, MessageType
// Authenticate (creates or refreshes the device), TokenUpdate (push token, push magic, unlock token) and
// CheckOut (unenrols). The device is authenticated by the enrolment token its profile carries in the URL
// query (see profile.ts). The fleet endpoint with the same serial number is marked mdm_managed in the same
// transaction, so the dashboard's MDM figure (server/metrics/endpoints.ts `mdm`) moves with it.
import type { FastifyPluginAsync } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { parse } from 'plist';
import type { Db } from '../../db/client';
import { auditLog, endpoints, mdmDevices, mdmEnrolments, type MdmDeviceRow } from '../../db/schema/index';
import { HttpError, unauthorized } from '../../lib/http-error';
import { secretBox } from '../../lib/secret-box';
import { accountOfEnrolmentToken } from './pins';
import { sha256 } from './profile';

const MAX_BODY = 256 * 1024;
const UNKNOWN = 'Unknown or checked-out enrolment; install the enrolment profile again.';

export interface MdmIdentity {
  accountId: string;
  enrolmentId: string;
  pinId: string | null;
  deviceId: string | null;
}

/** The enrolment a token names (from a check-in or command-server URL), or null. */
export async function findEnrolmentByToken(db: Db, token: string): Promise<MdmIdentity | null> {
  const accountId = accountOfEnrolmentToken(token);
  if (!accountId) return null;
  const [row] = await db
    .select({ id: mdmEnrolments.id, pinId: mdmEnrolments.pinId, deviceId: mdmEnrolments.deviceId })
    .from(mdmEnrolments)
    .where(and(eq(mdmEnrolments.accountId, accountId), eq(mdmEnrolments.secretHash, sha256(token))));
  return row ? { accountId, enrolmentId: row.id, pinId: row.pinId, deviceId: row.deviceId } : null;
}

/**
 * For the command server (/mdm/server): the enrolled device a request's enrolment token and UDID name,
 * or null (unknown token, another device's UDID, or checked out).
 */
export async function findMdmDeviceByIdentity(db: Db, token: string, udid: string): Promise<MdmDeviceRow | null> {
  const identity = await findEnrolmentByToken(db, token);
  if (!identity) return null;
  const [device] = await db
    .select()
    .from(mdmDevices)
    .where(and(eq(mdmDevices.accountId, identity.accountId), eq(mdmDevices.udid, udid), eq(mdmDevices.enrolmentId, identity.enrolmentId)));
  return device && device.status === 'ENROLLED' ? device : null;
}

export type CheckinMessage = Record<string, unknown> & { MessageType: string; UDID: string };

export function parseCheckin(text: string): CheckinMessage {
  let parsed: unknown;
  try {
    parsed = parse(text);
  } catch (error) {
    throw new HttpError(400, 'BAD_PLIST', `The body is not a property list: ${(error as Error).message}`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new HttpError(400, 'BAD_PLIST', 'The property list must be a dictionary.');
  const message = parsed as Record<string, unknown>;
  if (typeof message.MessageType !== 'string') throw new HttpError(400, 'BAD_PLIST', 'MessageType is missing.');
  if (typeof message.UDID !== 'string' || !/^[A-Za-z0-9-]{8,64}$/.test(message.UDID)) throw new HttpError(400, 'BAD_PLIST', 'UDID is missing or malformed.');
  return message as CheckinMessage;
}

const str = (v: unknown, max = 200): string | null => (typeof v === 'string' && v.length > 0 ? v.slice(0, max) : null);
const data = (v: unknown): string | null => (v instanceof Uint8Array ? Buffer.from(v).toString('base64') : typeof v === 'string' && v ? v : null);

async function setManaged(tx: Db, accountId: string, endpointId: string | null, managed: boolean): Promise<void> {
  if (!endpointId) return;
  await tx.update(endpoints).set({ mdmManaged: managed }).where(and(eq(endpoints.accountId, accountId), eq(endpoints.id, endpointId)));
}

async function deviceEvent(tx: Db, accountId: string, action: string, target: string, details: Record<string, unknown>, now: Date) {
  await tx.insert(auditLog).values({ accountId, at: now, memberId: null, email: 'mdm-device', role: null, action, target, traceId: 'mdm-checkin', details });
}

export async function handleCheckin(db: Db, identity: MdmIdentity, message: CheckinMessage, now: Date): Promise<void> {
  const { accountId } = identity;
  const udid = message.UDID;
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(mdmDevices).where(and(eq(mdmDevices.accountId, accountId), eq(mdmDevices.udid, udid)));
    switch (message.MessageType) {
      case 'Authenticate': {
        const serial = str(message.SerialNumber, 64);
        const [endpoint] = serial
          ? await tx.select({ id: endpoints.id }).from(endpoints).where(and(eq(endpoints.accountId, accountId), eq(endpoints.serial, serial)))
          : [];
        const values = {
          enrolmentId: identity.enrolmentId,
          serialNumber: serial,
          model: str(message.Model) ?? str(message.ProductName),
          osVersion: str(message.OSVersion, 40),
          deviceName: str(message.DeviceName),
          endpointId: endpoint?.id ?? null,
          status: 'ENROLLED' as const,
          enrolledByPinId: identity.pinId,
          lastCheckinAt: now,
          topic: str(message.Topic),
        };
        let deviceId: string;
        if (existing) {
          deviceId = existing.id;
          await tx.update(mdmDevices).set({ ...values, enrolledAt: existing.status === 'ENROLLED' ? existing.enrolledAt : now })
            .where(and(eq(mdmDevices.accountId, accountId), eq(mdmDevices.id, existing.id)));
          if (existing.endpointId && existing.endpointId !== values.endpointId) await setManaged(tx, accountId, existing.endpointId, false);
        } else {
          deviceId = crypto.randomUUID();
          await tx.insert(mdmDevices).values({ accountId, id: deviceId, udid, enrolledAt: now, createdAt: now, ...values });
        }
        await tx.update(mdmEnrolments).set({ deviceId }).where(and(eq(mdmEnrolments.accountId, accountId), eq(mdmEnrolments.id, identity.enrolmentId)));
        await setManaged(tx, accountId, values.endpointId, true);
        await deviceEvent(tx, accountId, 'mdm.device.enrol', values.deviceName ?? serial ?? udid, { udid, serial_number: serial, endpoint_id: values.endpointId }, now);
        return;
      }
      case 'TokenUpdate': {
        if (!existing || existing.enrolmentId !== identity.enrolmentId) throw new HttpError(409, 'NOT_AUTHENTICATED', 'Send Authenticate before TokenUpdate.');
        const unlock = data(message.UnlockToken);
        await tx
          .update(mdmDevices)
          .set({
            pushToken: data(message.Token) ?? existing.pushToken,
            pushMagic: str(message.PushMagic) ?? existing.pushMagic,
            topic: str(message.Topic) ?? existing.topic,
            unlockTokenSealed: unlock ? secretBox().seal(unlock, `mdm-unlock:${existing.id}`) : existing.unlockTokenSealed,
            status: 'ENROLLED',
            lastCheckinAt: now,
          })
          .where(and(eq(mdmDevices.accountId, accountId), eq(mdmDevices.id, existing.id)));
        await setManaged(tx, accountId, existing.endpointId, true);
        return;
      }
      case 'CheckOut': {
        if (!existing || existing.enrolmentId !== identity.enrolmentId) return;
        await tx
          .update(mdmDevices)
          .set({ status: 'UNENROLLED', lastCheckinAt: now, pushToken: null, pushMagic: null })
          .where(and(eq(mdmDevices.accountId, accountId), eq(mdmDevices.id, existing.id)));
        await setManaged(tx, accountId, existing.endpointId, false);
        await deviceEvent(tx, accountId, 'mdm.device.checkout', existing.deviceName ?? existing.serialNumber ?? udid, { udid }, now);
        return;
      }
      default:
        // UserAuthenticate, GetBootstrapToken, SetBootstrapToken, DeclarativeManagement: accepted, nothing kept
        if (existing && existing.enrolmentId === identity.enrolmentId) {
          await tx.update(mdmDevices).set({ lastCheckinAt: now }).where(and(eq(mdmDevices.accountId, accountId), eq(mdmDevices.id, existing.id)));
        }
    }
  });
}

/** The unlock token of a device, opened (for the command server's ClearPasscode). */
export function openUnlockToken(device: Pick<MdmDeviceRow, 'id' | 'unlockTokenSealed'>): string | null {
  return device.unlockTokenSealed ? secretBox().open(device.unlockTokenSealed, `mdm-unlock:${device.id}`) : null;
}

const CHECKIN_TYPES = ['application/x-apple-aspen-mdm-checkin', 'application/xml', 'text/xml', 'application/x-plist'];

/** PUT /mdm/checkin, registered outside /api (devices have no console session). */
const checkinRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(CHECKIN_TYPES, { parseAs: 'string', bodyLimit: MAX_BODY }, (_request, body, done) => done(null, body));
  app.put('/mdm/checkin', { bodyLimit: MAX_BODY, schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const token = typeof query.enrolment === 'string' ? query.enrolment : '';
    const identity = await findEnrolmentByToken(app.db, token);
    if (!identity) throw unauthorized(UNKNOWN);
    if (typeof request.body !== 'string') throw new HttpError(400, 'BAD_PLIST', 'Send the check-in as an XML property list (Content-Type application/x-apple-aspen-mdm-checkin).');
    const message = parseCheckin(request.body);
    await handleCheckin(app.db, identity, message, app.now());
    return reply.code(200).header('content-type', 'text/plain; charset=utf-8').send('');
  });
};

export default checkinRoutes;

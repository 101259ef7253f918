// How the command server recognises a Mac: as mdm-enrol's check-in does, through its exported
// findMdmDeviceByIdentity (the profile's ServerURL carries the enrolment token, ?enrolment=me_<account>_<secret>;
// the device must be enrolled and carry the UDID the poll sends). Anything else is 401.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { unauthorized } from '../../lib/http-error';
import { findMdmDeviceByIdentity } from '../mdm-enrol/index';
import type { MdmDeviceRef, PlistDict } from './command-server';

const UNKNOWN = 'Unknown or checked-out MDM enrolment; enrol the Mac again.';

export async function authenticateMdmDevice(db: Db, request: FastifyRequest, message: PlistDict): Promise<MdmDeviceRef> {
  const raw = (request.query as Record<string, unknown> | undefined)?.enrolment;
  const token = typeof raw === 'string' ? raw : '';
  const udid = typeof message.UDID === 'string' ? message.UDID : '';
  const device = token && udid ? await findMdmDeviceByIdentity(db, token, udid) : null;
  if (!device) throw unauthorized(UNKNOWN);
  return { accountId: device.accountId, deviceId: device.id };
}

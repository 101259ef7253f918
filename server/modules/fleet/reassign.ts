// POST /api/devices/reassign/{id} (spec part 2 §7, issue 18): gives an endpoint to another person of the
// company. Both must be in the admin's scope (404 otherwise); the change and its audit row (owner before
// and after) commit together.
import { and, eq, sql } from 'drizzle-orm';
import type { DeviceRow, ReassignBody } from '../../../src/api/contract/fleet';
import type { Db } from '../../db/client';
import { endpoints, people } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/http-error';
import type { Scope } from '../../plugins/scope';
import type { Audit } from '../web-policies/change';
import { getDevice } from './service';

export async function reassignDevice(db: Db, scope: Scope, id: string, body: ReassignBody, audit: Audit): Promise<DeviceRow> {
  const device = await getDevice(db, scope, id);
  const [person] = await db
    .select({ id: people.id, name: people.name, email: people.email })
    .from(people)
    .where(and(scope.people(), body.person_id ? eq(people.id, body.person_id) : sql`lower(${people.email}) = ${body.email}`));
  if (!person) throw notFound('No such user.');
  if (device.owner?.id === person.id) throw conflict(`${device.hostname} already belongs to ${person.email}.`);
  await db.transaction(async (tx) => {
    await tx.update(endpoints).set({ ownerPersonId: person.id }).where(and(eq(endpoints.accountId, scope.accountId), eq(endpoints.id, id)));
    await audit(tx as unknown as Db, 'device.reassign', device.hostname, {
      endpoint_id: id,
      before: device.owner ? { id: device.owner.id, email: device.owner.email, name: device.owner.name } : null,
      after: { id: person.id, email: person.email, name: person.name },
    });
  });
  const { first_seen: _f, owner_department: _d, groups: _g, policy_version: _v, policy_applied_at: _a, ...row } = await getDevice(db, scope, id);
  return row;
}

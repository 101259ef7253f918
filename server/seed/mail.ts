// Demo mail (issue 16): the invitations Acme Corp's admin sent while setting up, and one non-compliance
// notice, queued through the outbox like any message (without SMTP_URL the server stores them).
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { linkTo } from '../../src/lib/links';
import type { Db } from '../db/client';
import { endpoints, members, people } from '../db/schema/index';
import { queueMessages } from '../mail/outbox';
import { mailSettingsFromEnv } from '../mail/transport';

const INVITED = 6;

export async function seedDemoMail(db: Db, options: { now: Date; accountId: string; adminEmail: string }): Promise<void> {
  const { publicUrl } = mailSettingsFromEnv(process.env);
  const [admin] = await db.select({ first: members.firstName, last: members.lastName }).from(members).where(eq(members.email, options.adminEmail));
  const adminName = admin ? `${admin.first} ${admin.last}` : options.adminEmail;
  const invited = await db
    .select({ id: people.id, name: people.name, email: people.email })
    .from(people)
    .where(and(eq(people.accountId, options.accountId), ne(people.copilotStatus, 'installed')))
    .orderBy(asc(people.email))
    .limit(INVITED);
  await queueMessages(
    db,
    invited.map((p) => ({
      accountId: options.accountId,
      recipient: p.email,
      trigger: 'user-invitation',
      variables: { recipientName: p.name, inviterName: adminName, downloadLink: publicUrl + linkTo('copilot-download') },
      related: { type: 'person' as const, id: p.id, label: p.name },
      requestedBy: options.adminEmail,
    })),
    new Date(options.now.getTime() - 2 * 86_400_000),
  );
  const [device] = await db
    .select({ id: endpoints.id, hostname: endpoints.hostname, owner: people.name, email: people.email })
    .from(endpoints)
    .innerJoin(people, and(eq(people.accountId, endpoints.accountId), eq(people.id, endpoints.ownerPersonId)))
    .where(and(eq(endpoints.accountId, options.accountId), eq(endpoints.complianceState, 'NON_COMPLIANT'), isNotNull(endpoints.ownerPersonId)))
    .orderBy(asc(endpoints.hostname))
    .limit(1);
  if (!device) return;
  await queueMessages(
    db,
    [
      {
        accountId: options.accountId,
        recipient: device.email,
        trigger: 'noncompliance-notice',
        variables: {
          recipientName: device.owner,
          deviceName: device.hostname,
          deviceLink: publicUrl + linkTo('mdm-history', { id: device.id, name: device.hostname }),
          failedControls: 'Disk encryption, Screen lock',
        },
        related: { type: 'endpoint', id: device.id, label: device.hostname },
        requestedBy: options.adminEmail,
      },
    ],
    new Date(options.now.getTime() - 86_400_000),
  );
}

// Manually entered endpoints for the demo (issue 18): the hardware Acme keeps without the agent (printers,
// phones, spares in a drawer), some of it assigned to people, so /endpoint-list is populated on first start.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { assets, people } from '../db/schema/index';

type Kind = 'laptop' | 'desktop' | 'phone' | 'tablet' | 'printer' | 'other';

/** [hostname, serial, kind, os, model, notes, assigned to the n-th person by name or unassigned] */
const ACME_ASSETS: readonly (readonly [string, string | null, Kind, string | null, string, string | null, number | null])[] = [
  ['HQ-PRINT-01', 'VNB3K12345', 'printer', null, 'HP LaserJet Pro M404dn', 'Second floor, by the kitchen', null],
  ['HQ-PRINT-02', 'VNB3K12377', 'printer', null, 'HP Color LaserJet Pro M479fdw', 'Finance room', null],
  ['SPARE-MBP-01', 'C02FX1Q7MD6M', 'laptop', 'macOS 14', 'MacBook Pro 14" (M3)', 'Loaner pool: wipe after each use', null],
  ['SPARE-MBP-02', 'C02FX1Q8MD6M', 'laptop', 'macOS 14', 'MacBook Pro 14" (M3)', 'Loaner pool: wipe after each use', null],
  ['SPARE-LAT-01', '5CG3301ABC', 'laptop', 'Windows 11', 'Dell Latitude 7440', 'Awaiting re-imaging', null],
  ['IPHONE-SALES-01', 'F17GQ2XKN1', 'phone', 'iOS 18', 'iPhone 15', 'Sales team shared phone', 3],
  ['IPHONE-SALES-02', 'F17GQ2XKN2', 'phone', 'iOS 18', 'iPhone 15', null, 8],
  ['PIXEL-FIELD-01', '2A181FDH300ABC', 'phone', 'Android 15', 'Pixel 8', 'Field engineer', 12],
  ['IPAD-RECEPTION', 'DMPXK3ABQ1GC', 'tablet', 'iPadOS 18', 'iPad (10th generation)', 'Visitor sign-in kiosk', null],
  ['CONF-ROOM-NUC-1', 'G6JY12300XYZ', 'desktop', 'Windows 11', 'Intel NUC 13 Pro', 'Boardroom video conferencing', null],
  ['BADGE-READER-01', null, 'other', null, 'HID Signo 40', 'Main entrance', null],
  ['LAB-DESKTOP-07', 'MXL3301XYZ', 'desktop', 'Ubuntu 24.04', 'HP Z2 Tower G9', 'Hardware lab bench', 20],
];

export async function seedDemoAssets(db: Db, accountId: string): Promise<number> {
  const staff = await db.select({ id: people.id }).from(people).where(eq(people.accountId, accountId)).orderBy(asc(people.name)).limit(30);
  const rows = ACME_ASSETS.map(([hostname, serial, kind, os, model, notes, owner]) => ({
    accountId, hostname, serial, kind, os, model, notes, ownerPersonId: owner === null ? null : (staff[owner]?.id ?? null),
  }));
  await db.insert(assets).values(rows).onConflictDoNothing();
  return rows.length;
}

// The demo tenant's setup-guide state (DESIGN.md demo tenant), for the seed to call once the
// companies and members exist. Acme is an established company: every step done by its admin. Globex's
// admin dismissed the guide, so it is not sent there but the header still counts what is left.
// Initech (onboarding required) keeps a fresh guide.
import { SETUP_STEP_IDS } from '../../src/api/contract/setup';
import type { Db } from '../db/client';
import { setupPreferences, setupVisits } from '../db/schema/setup';

const DAY_MS = 86_400_000;

export interface DemoSetupInput {
  now: Date;
  acme: { accountId: string; adminId: string };
  globex: { accountId: string; adminId: string };
}

export async function seedDemoSetup(db: Db, input: DemoSetupInput): Promise<void> {
  const { now, acme, globex } = input;
  // One step a day, finished a year ago: the company was set up in its first week.
  await db.insert(setupVisits).values(
    SETUP_STEP_IDS.map((step, i) => ({ accountId: acme.accountId, step, memberId: acme.adminId, visitedAt: new Date(now.getTime() - (380 - i) * DAY_MS) })),
  );
  await db.insert(setupPreferences).values({ accountId: globex.accountId, memberId: globex.adminId, dismissedAt: new Date(now.getTime() - 30 * DAY_MS), hiddenAt: null });
}

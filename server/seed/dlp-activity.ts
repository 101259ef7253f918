// Data Activity beyond copy-paste for the demo (issue 21): what Acme's agents and browser extensions saw
// leaving through USB, cloud storage, Gen AI prompts and print, each acted on by one of the policies the
// demo seeds (server/seed/dlp-policies.ts). Stored through the same ingest function as
// POST /agent/v1/dlp-activity, so the rows are what real agents would have stored.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { DlpActivityEvent } from '../../src/api/contract/dlp-activity';
import type { Db } from '../db/client';
import { dlpPolicies, endpoints } from '../db/schema/index';
import { ingestDlpActivity } from '../modules/dlp-activity/service';
import { Random } from './random';

const HISTORY_DAYS = 30;
const PAYMENT = 'Block payment data leaving endpoints';
const SECRETS = 'No secrets in Gen AI prompts';
const PERSONAL = 'Report personal data copied or printed';

type Story = {
  policy: string;
  channel: DlpActivityEvent['channel'];
  types: readonly string[];
  destinations: readonly string[];
  sources: readonly string[];
  weight: number;
};
/** What the agent sees, by the policy that acts on it. */
const AGENT_STORIES: readonly Story[] = [
  { policy: PAYMENT, channel: 'USB', types: ['Credit Card Number', 'IBAN'], destinations: ['SanDisk Ultra USB 3.0', 'Kingston DataTraveler'], sources: ['Q3 payments.xlsx', 'refunds-export.csv'], weight: 3 },
  { policy: PAYMENT, channel: 'Cloud Storage', types: ['Credit Card Number', 'IBAN'], destinations: ['Dropbox', 'Google Drive', 'OneDrive'], sources: ['supplier-bank-details.pdf', 'card-disputes.xlsx'], weight: 3 },
  { policy: PAYMENT, channel: 'Gen AI', types: ['Credit Card Number'], destinations: ['ChatGPT', 'Gemini'], sources: ['Excel', 'Outlook'], weight: 2 },
  { policy: SECRETS, channel: 'Gen AI', types: ['AWS Access Key', 'GitHub Token', 'Private Key'], destinations: ['ChatGPT', 'Claude', 'GitHub Copilot Chat'], sources: ['Visual Studio Code', 'Terminal'], weight: 3 },
  { policy: PERSONAL, channel: 'Print', types: ['US Social Security Number', 'Email Address'], destinations: ['HP LaserJet 4th Floor', 'Canon iR-ADV Finance'], sources: ['benefits-enrolment.pdf', 'new-hires.xlsx'], weight: 2 },
];
type Site = { site: string; destination: string; channel: DlpActivityEvent['channel']; operations: readonly NonNullable<DlpActivityEvent['operation']>[] };
/** What the browser extension sees on web pages. */
const SITES: readonly Site[] = [
  { site: 'chatgpt.com', destination: 'ChatGPT', channel: 'Gen AI', operations: ['paste', 'upload'] },
  { site: 'gemini.google.com', destination: 'Gemini', channel: 'Gen AI', operations: ['paste'] },
  { site: 'claude.ai', destination: 'Claude', channel: 'Gen AI', operations: ['paste', 'upload'] },
  { site: 'drive.google.com', destination: 'Google Drive', channel: 'Cloud Storage', operations: ['upload'] },
  { site: 'www.dropbox.com', destination: 'Dropbox', channel: 'Cloud Storage', operations: ['upload'] },
  { site: 'wetransfer.com', destination: 'WeTransfer', channel: 'Cloud Storage', operations: ['upload', 'form_post'] },
];

export async function seedDemoDlpActivity(db: Db, input: { accountId: string; now: Date }): Promise<number> {
  const policies = new Map(
    (await db.select({ id: dlpPolicies.id, name: dlpPolicies.name }).from(dlpPolicies).where(eq(dlpPolicies.accountId, input.accountId))).map((p) => [p.name, p.id]),
  );
  if (!policies.size) return 0;
  const devices = await db
    .select({ id: endpoints.id, firstSeen: endpoints.firstSeen, lastSeen: endpoints.lastSeen })
    .from(endpoints)
    .where(and(eq(endpoints.accountId, input.accountId), isNotNull(endpoints.ownerPersonId)))
    .orderBy(endpoints.serial);
  const random = new Random(`dlp-activity:${input.accountId}`);
  let stored = 0;
  for (const device of devices) {
    if (!random.chance(0.45)) continue;
    const from = Math.max(device.firstSeen.getTime(), input.now.getTime() - HISTORY_DAYS * 86_400_000);
    const to = Math.min(device.lastSeen.getTime(), input.now.getTime());
    if (to <= from) continue;
    const when = () => new Date(from + Math.floor(random.float() * (to - from))).toISOString();
    const events: DlpActivityEvent[] = [];
    for (let k = 1 + random.poisson(2); k > 0; k--) {
      const story = random.weighted(AGENT_STORIES.map((s) => [s, s.weight] as const));
      const policyId = policies.get(story.policy);
      events.push({
        id: random.uuid(),
        at: when(),
        origin: 'agent',
        channel: story.channel,
        source: random.pick(story.sources),
        destination: random.pick(story.destinations),
        data_types: random.chance(0.3) && story.types.length > 1 ? story.types.slice(0, 2) : [random.pick(story.types)],
        match_count: random.int(1, 40),
        ...(policyId ? { policy_id: policyId } : {}),
        action: story.policy === PERSONAL ? 'Report' : 'Block',
      });
    }
    for (let k = random.poisson(2); k > 0; k--) {
      const site = random.pick(SITES);
      const secrets = site.channel === 'Gen AI' && random.chance(0.5);
      const story = secrets ? AGENT_STORIES[3]! : AGENT_STORIES[0]!;
      const policyId = policies.get(story.policy);
      events.push({
        id: random.uuid(),
        at: when(),
        origin: 'extension',
        channel: site.channel,
        operation: random.pick(site.operations),
        destination: site.destination,
        site: site.site,
        data_types: [random.pick(story.types)],
        match_count: random.int(1, 12),
        ...(policyId ? { policy_id: policyId } : {}),
        action: 'Block',
      });
    }
    stored += (await ingestDlpActivity(db, { accountId: input.accountId, endpointId: device.id, events })).accepted;
  }
  return stored;
}

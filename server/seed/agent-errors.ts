// Copilot Error Logs for the demo fleet (issue 26): a history of the errors agents report, sent through
// the same ingest path as POST /agent/v1/telemetry (the `agent_error` event), so the seeded rows are what
// real agents would have stored. The simulator draws its live errors from the same list.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { AgentEventOf } from '../../src/api/contract/agent';
import type { Db } from '../db/client';
import { endpoints } from '../db/schema/index';
import { ingestBulk } from '../ingest/index';
import { Random } from './random';

type AgentErrorEvent = AgentEventOf<'agent_error'>;
type Template = Pick<AgentErrorEvent, 'code' | 'component' | 'severity'> & { message: (r: Random, platform: string) => string; weight: number };

const HOSTS = ['login.microsoftonline.com', 'appleid.apple.com', 'bank.example.com', 'update.googleapis.com'];
const PATHS = { win: ['C:\\Users\\Public\\Documents\\payroll.xlsx', 'C:\\ProgramData\\Backup\\db.bak'], mac: ['/Users/Shared/Q3 forecast.numbers', '/Library/Caches/com.apple.mail'] };
const pathFor = (r: Random, platform: string) => r.pick(platform.startsWith('WIN') ? PATHS.win : PATHS.mac);
const browserFor = (platform: string) => (platform.startsWith('DARWIN') ? 'Safari' : platform.startsWith('WIN') ? 'Edge' : 'Chrome');

/** What goes wrong on endpoints, by part of the agent; weights keep warnings common and critical errors rare. */
export const AGENT_ERROR_TEMPLATES: readonly Template[] = [
  { code: 'WF_CERT_PINNED', component: 'Web Filter', severity: 'Warning', weight: 10, message: (r) => `TLS inspection skipped for ${r.pick(HOSTS)}: the site pins its certificate.` },
  { code: 'WF_PROXY_TIMEOUT', component: 'Web Filter', severity: 'Error', weight: 4, message: (r) => `The local proxy did not answer within ${r.pick([15, 30, 60])} s; traffic passed unfiltered for the request.` },
  { code: 'POLICY_FETCH_FAILED', component: 'Policy Sync', severity: 'Error', weight: 5, message: (r) => `Policy download failed (HTTP ${r.pick([502, 503, 504])}); the agent keeps enforcing the last applied version.` },
  { code: 'POLICY_APPLY_FAILED', component: 'Policy Sync', severity: 'Critical', weight: 1, message: (r) => `Policy version ${r.int(2, 40)} could not be applied: the browser extension rejected the rule set.` },
  { code: 'TELEMETRY_RETRY', component: 'Telemetry', severity: 'Warning', weight: 8, message: (r) => `Telemetry upload failed (HTTP 503); ${r.int(20, 900)} events kept for the next attempt.` },
  { code: 'TELEMETRY_QUEUE_FULL', component: 'Telemetry', severity: 'Critical', weight: 1, message: () => 'The offline event queue reached 10000 events; the oldest usage events were dropped.' },
  { code: 'DLP_SCAN_TIMEOUT', component: 'DLP Scanner', severity: 'Warning', weight: 5, message: (r, p) => `Scan of ${pathFor(r, p)} stopped after 120 s; the file is scanned again later.` },
  { code: 'DLP_ACCESS_DENIED', component: 'DLP Scanner', severity: 'Warning', weight: 4, message: (r, p) => `Cannot read ${pathFor(r, p)}: access denied.` },
  { code: 'EXT_NOT_RESPONDING', component: 'Browser Extension', severity: 'Error', weight: 4, message: (_r, p) => `The ${browserFor(p)} extension stopped answering the native host for 5 minutes.` },
  { code: 'EXT_DISABLED', component: 'Browser Extension', severity: 'Critical', weight: 2, message: (_r, p) => `The Palisade extension was turned off in ${browserFor(p)}; sites are not filtered in that browser.` },
  { code: 'UPDATE_DISK_SPACE', component: 'Updater', severity: 'Warning', weight: 3, message: (r) => `Update postponed: ${r.int(120, 480)} MB free, 500 MB needed.` },
  { code: 'UPDATE_SIGNATURE', component: 'Updater', severity: 'Critical', weight: 1, message: () => 'The downloaded update package failed its signature check and was discarded.' },
  { code: 'SERVICE_RESTARTED', component: 'Agent Service', severity: 'Error', weight: 3, message: (r) => `The agent service restarted after an unexpected exit (code ${r.pick(['0xC0000005', '139', '134'])}).` },
];

/** One plausible error of an endpoint's agent at `at` (an id from the stream, so a seeded history is the same on every run). */
export function agentErrorEvent(random: Random, endpoint: { platform: string; agentVersion: string }, at: Date): AgentErrorEvent {
  const template = random.weighted(AGENT_ERROR_TEMPLATES.map((t) => [t, t.weight] as const));
  return {
    kind: 'agent_error',
    id: random.uuid(),
    at: at.toISOString(),
    code: template.code,
    component: template.component,
    severity: template.severity,
    message: template.message(random, endpoint.platform),
    agent_version: endpoint.agentVersion,
  };
}

/** The history the demo keeps, like the fleet's telemetry. */
const HISTORY_DAYS = 90;

/** About one endpoint in six reports errors; those report a few over the last 90 days, between enrolment and their last heartbeat. */
export async function seedDemoAgentErrors(db: Db, input: { accountIds: readonly string[]; now: Date }): Promise<number> {
  let stored = 0;
  for (const accountId of input.accountIds) {
    const rows = await db
      .select({ id: endpoints.id, platform: endpoints.platform, agentVersion: endpoints.agentVersion, firstSeen: endpoints.firstSeen, lastSeen: endpoints.lastSeen })
      .from(endpoints)
      .where(and(eq(endpoints.accountId, accountId), isNotNull(endpoints.ownerPersonId)))
      .orderBy(endpoints.serial);
    const random = new Random(`agent-errors:${accountId}`);
    const items: { endpointId: string; event: AgentErrorEvent }[] = [];
    for (const endpoint of rows) {
      if (!random.chance(0.16)) continue;
      const from = Math.max(endpoint.firstSeen.getTime(), input.now.getTime() - HISTORY_DAYS * 86_400_000);
      const to = Math.min(endpoint.lastSeen.getTime(), input.now.getTime());
      if (to <= from) continue;
      for (let n = 1 + random.poisson(1.5); n > 0; n--) {
        const at = new Date(from + Math.floor(random.float() * (to - from)));
        items.push({ endpointId: endpoint.id, event: agentErrorEvent(random, endpoint, at) });
      }
    }
    if (items.length === 0) continue;
    const counts = await ingestBulk(db, { accountId, items, now: input.now, touchEndpoints: false });
    stored += counts.accepted;
  }
  return stored;
}

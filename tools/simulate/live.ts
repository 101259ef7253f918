import { randomUUID } from 'node:crypto';
import type { AgentEvent } from '../../src/api/contract/agent';
import type { DlpActivityEvent } from '../../src/api/contract/dlp-activity';
import { agentErrorEvent } from '../../server/seed/agent-errors';
import { perfProfile, perfSampleEvent } from '../../server/seed/endpoint-perf';
import type { CatalogApp } from '../../server/seed/catalog/index';
import type { Fleet, FleetDevice } from '../../server/seed/fleet/index';
import { LOOKALIKES } from '../../server/seed/fleet/data';
import type { Random } from '../../server/seed/random';
import { complianceEvents } from './compliance';
import { DlpEnforcer, nextTransfer, transferEvent, type DlpTally } from './dlp';
import { ALERT_OF, type AgentPolicy, type AppDecision } from './policy';

type Browser = FleetDevice['browser'];

/** The demo seed's decisions, for a device that has no policy document yet. */
function seededDecision(fleet: Fleet, app: CatalogApp): AppDecision {
  const setting = fleet.context.settings.get(app.name);
  if (setting?.accessType === 'Unsanctioned') return { access: 'Unsanctioned', alert: ALERT_OF[setting.action ?? 'Block'] };
  return { access: setting?.accessType ?? 'Unclassified' };
}

/**
 * One app session that just ended, as the device's policy has it (spec part 2 §4): Block → a Block alert
 * and no usage; Block Alert → an Alert and the usage; Report → a Report and the usage; otherwise usage.
 */
function appSession(events: AgentEvent[], app: CatalogApp, decision: AppDecision, browser: Browser, random: Random, now: Date): void {
  const duration = random.int(60, 900);
  // the session started duration seconds ago and ends now
  const at = new Date(now.getTime() - duration * 1000).toISOString();
  const weighted = Math.round(duration * (0.4 + 0.5 * random.float()));
  const url = `https://${app.domains[0]}/`;
  if (decision.access === 'Unsanctioned' && decision.alert) {
    events.push({ kind: 'saas_alert', id: randomUUID(), at, app: app.name, url, browser, action: decision.alert, reason: 'Unsanctioned App' });
    if (decision.alert === 'Block') return;
  }
  events.push({ kind: 'usage', id: randomUUID(), at, app: app.name, url, browser, duration_s: duration, weighted_duration_s: weighted });
}

export interface LiveOptions {
  /** the document the device acknowledged; null → the demo seed's settings */
  policy: AgentPolicy | null;
  /** an app every busy device also opens this tick (--use), to watch a policy change take effect */
  extraApp?: CatalogApp;
  /** issue 21: the chance, each tick, that the person pastes or uploads text (the agent applies the DLP policies), and the tally */
  dlp?: { rate: number; tally: DlpTally };
}

const NO_DLP_POLICIES = new DlpEnforcer([]);

/** One live tick of an endpoint: its telemetry events, and the uploads it reports through POST /agent/v1/dlp-activity. */
export interface LiveBatch {
  telemetry: AgentEvent[];
  dlpActivity: DlpActivityEvent[];
}

/**
 * A few events of what the person at this endpoint is doing right now (--live): app sessions that just
 * ended, now and then a site visit, and the alerts the company's policies raise for them; a paste is a
 * telemetry event, an upload a dlp-activity event of its own.
 */
export function liveEvents(fleet: Fleet, device: FleetDevice, random: Random, now: Date, options: LiveOptions = { policy: null }): LiveBatch {
  const { context } = fleet;
  const { policy } = options;
  const decide = (app: CatalogApp) => (policy ? policy.app(app.name) : seededDecision(fleet, app));
  const events: AgentEvent[] = [];
  const dlpActivity: DlpActivityEvent[] = [];
  const { work, genAi } = context.samplers(device.owner.department);
  for (let n = random.int(1, 3); n > 0; n--) {
    const app = (random.chance(0.12) && genAi.apps.length ? genAi : work).pick(random);
    appSession(events, app, decide(app), device.browser, random, now);
  }
  if (options.extraApp) appSession(events, options.extraApp, decide(options.extraApp), device.browser, random, now);
  if (options.dlp && random.chance(options.dlp.rate)) {
    // a paste or upload; into an app the policy blocks outright the person cannot paste at all
    const transfer = nextTransfer(random, genAi.apps);
    const target = genAi.apps.find((a) => a.name === transfer.destination);
    const blocked = target && decide(target).alert === 'Block';
    const reported = blocked ? null : transferEvent(policy?.dlp ?? NO_DLP_POLICIES, transfer, now, options.dlp.tally);
    if (reported?.via === 'telemetry') events.push(reported.event);
    if (reported?.via === 'dlp-activity') dlpActivity.push(reported.event);
  }
  if (random.chance(0.3)) {
    const category = random.pick(['News', 'Search Engines', 'Reference', 'Shopping'] as const);
    const site = random.pick(context.websites.get(category) ?? []);
    const duration = random.int(20, 300);
    const blocked = site && policy ? policy.website(site.domain, category) : null;
    if (site && blocked) {
      events.push({
        kind: 'website_alert', id: randomUUID(), at: now.toISOString(), domain: site.domain, url: `https://${site.domain}/`, browser: device.browser,
        action: blocked.action, reason: blocked.reason, category,
      });
    }
    if (site && blocked?.action !== 'Block') {
      events.push({
        kind: 'usage', id: randomUUID(), at: new Date(now.getTime() - duration * 1000).toISOString(), domain: site.domain, url: `https://${site.domain}/`,
        browser: device.browser, duration_s: duration, weighted_duration_s: Math.round(duration * 0.6),
      });
    }
  }
  if (random.chance(0.04)) {
    // someone tries a site of a blocked category: the document's categories once the device has one
    const categories = policy ? policy.blockedCategories : fleet.blockedCategories.map(([c]) => c);
    const category = categories.length ? random.pick(categories) : undefined;
    const site = category ? random.pick(context.websites.get(category as never) ?? []) : undefined;
    if (category && site) {
      events.push({
        kind: 'website_alert', id: randomUUID(), at: now.toISOString(), domain: site.domain, url: `https://${site.domain}/`, browser: device.browser,
        action: 'Block', reason: 'Blocked Category', category,
      });
    }
  }
  if (random.chance(0.03)) {
    // a phishing mail's look-alike link: blocked as Typo Squatting unless the host was marked safe
    const [, host] = random.pick(LOOKALIKES);
    const url = `https://${host}/login`;
    if (!policy || policy.flagsLookalike(host)) {
      events.push({ kind: 'website_alert', id: randomUUID(), at: now.toISOString(), domain: host, url, browser: device.browser, action: 'Block', reason: 'Typo Squatting', category: 'Phishing' });
    }
  }
  if (random.chance(0.02)) {
    // now and then the agent itself reports a problem (Copilot Error Logs); a fresh id, as a real agent's
    events.push({ ...agentErrorEvent(random, device, now), id: randomUUID() });
  }
  // the enabled compliance checks of its policy (issue 23), now and then
  events.push(...complianceEvents(device, random, now, policy?.complianceChecks ?? null));
  // every tick the agent reports its CPU, memory and disk use (the endpoint's Performance tab)
  events.push({ ...perfSampleEvent(random, perfProfile(device.serial), now, now), id: randomUUID() });
  return { telemetry: events, dlpActivity };
}

import { randomUUID } from 'node:crypto';
import type { AgentEvent } from '../../src/api/contract/agent';
import type { Fleet, FleetDevice } from '../../server/seed/fleet/index';
import type { Random } from '../../server/seed/random';

/**
 * A few events of what the person at this endpoint is doing right now (--live): app sessions that just
 * ended, now and then a site visit, and the alerts the company's policies raise for them.
 */
export function liveEvents(fleet: Fleet, device: FleetDevice, random: Random, now: Date): AgentEvent[] {
  const { context } = fleet;
  const events: AgentEvent[] = [];
  const { work, genAi } = context.samplers(device.owner.department);
  for (let n = random.int(1, 3); n > 0; n--) {
    const duration = random.int(60, 900);
    // the session started duration seconds ago and ends now
    const at = new Date(now.getTime() - duration * 1000).toISOString();
    const weighted = Math.round(duration * (0.4 + 0.5 * random.float()));
    const app = (random.chance(0.12) && genAi.apps.length ? genAi : work).pick(random);
    const setting = context.settings.get(app.name);
    const url = `https://${app.domains[0]}/`;
    if (setting?.accessType === 'Unsanctioned') {
      const action = setting.action === 'Block' ? 'Block' : setting.action === 'Block Alert' ? 'Alert' : 'Report';
      events.push({ kind: 'saas_alert', id: randomUUID(), at, app: app.name, url, browser: device.browser, action, reason: 'Unsanctioned App' });
      if (action === 'Block') continue;
    }
    events.push({ kind: 'usage', id: randomUUID(), at, app: app.name, url, browser: device.browser, duration_s: duration, weighted_duration_s: weighted });
  }
  if (random.chance(0.3)) {
    const site = random.pick(context.websites.get(random.pick(['News', 'Search Engines', 'Reference', 'Shopping'] as const)) ?? []);
    if (site) {
      const duration = random.int(20, 300);
      events.push({
        kind: 'usage', id: randomUUID(), at: new Date(now.getTime() - duration * 1000).toISOString(), domain: site.domain, url: `https://${site.domain}/`,
        browser: device.browser, duration_s: duration, weighted_duration_s: Math.round(duration * 0.6),
      });
    }
  }
  if (random.chance(0.04)) {
    const [category] = random.pick(fleet.blockedCategories);
    const site = random.pick(context.websites.get(category) ?? []);
    if (site) {
      events.push({
        kind: 'website_alert', id: randomUUID(), at: now.toISOString(), domain: site.domain, url: `https://${site.domain}/`, browser: device.browser,
        action: 'Block', reason: 'Blocked Category', category,
      });
    }
  }
  return events;
}

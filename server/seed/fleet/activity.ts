import type { CatalogApp } from '../catalog/index';
import type { Random } from '../random';
import type { CompanyDay } from './clock';
import { BROWSING, DAY, DeviceEvents, workInstant } from './context';
import { BLOCKED_SAAS_CATEGORIES } from './portfolio';

type Browser = 'Chrome' | 'Firefox' | 'Safari' | 'Edge' | 'Opera' | 'Chromium' | 'Mozilla' | 'MSIE' | 'Electron' | 'Native' | 'Unknown';

/** Apps people mostly run as desktop clients: their sessions come from Electron or a native app. */
const DESKTOP: Record<string, 'Electron' | 'Native'> = {
  Slack: 'Electron', Discord: 'Electron', Notion: 'Electron', Figma: 'Electron', Cursor: 'Electron', Windsurf: 'Electron',
  Obsidian: 'Electron', ClickUp: 'Electron', Linear: 'Electron', 'Microsoft Teams': 'Electron', '1Password': 'Electron',
  Postman: 'Electron', Loom: 'Electron', WhatsApp: 'Electron', Signal: 'Electron', Claude: 'Electron', Zoom: 'Native', Webex: 'Native',
  Outlook: 'Native', 'Microsoft 365': 'Native', Spotify: 'Native', Telegram: 'Native', TeamViewer: 'Native', AnyDesk: 'Native',
  Dropbox: 'Native', 'Microsoft OneDrive': 'Native', ChatGPT: 'Native', 'Google Drive': 'Native',
};

/** The Gen AI adoption curve: the share of a person's app time that goes to Gen AI apps, by day of the window. */
function genAiShare(dayIndex: number, days: number): number {
  return 0.03 + 0.11 * Math.pow(dayIndex / Math.max(1, days - 1), 1.4);
}

/** The day a person starts using Gen AI apps: a quarter already did, most follow during the window, some never. */
export function adoptionDay(random: Random, days: number): number {
  const r = random.float();
  if (r < 0.25) return -1;
  if (r > 0.85) return Number.POSITIVE_INFINITY;
  // an S-curve: adoption picks up mid-window
  return Math.round(days * (0.15 + 0.7 * ((r - 0.25) / 0.6) ** 1.3));
}

/**
 * App and website sessions of one device, and the alerts they raise: unsanctioned apps by their
 * action (spec part 2 §4), blocked website categories by their policy.
 */
export function generateActivity(out: DeviceEvents, days: readonly CompanyDay[]): void {
  const { ctx, device, random } = out;
  if (device.infra) return;
  const { work, genAi } = ctx.samplers(device.owner.department);
  const adopted = adoptionDay(random, ctx.profile.days);
  // second machines and quiet people produce less; a few heavy users a lot more
  const intensity = random.logNormal(1, 0.35) * (device.hostname.includes('-DT-') || device.hostname.includes('-ws-') ? 0.45 : 1);
  const alerted = new Set<string>();

  for (const day of days) {
    const sessions = random.poisson(ctx.profile.sessionsPerDay * intensity * (day.weekend ? 0.4 : 1));
    for (let s = 0; s < sessions; s++) {
      const at = workInstant(random, day);
      const duration = Math.round(Math.min(4 * 3600, Math.max(20, random.logNormal(1500, 0.9))));
      const weighted = Math.round(duration * (0.3 + 0.65 * random.float()));
      const browser = browserFor(random, device.browser, device.family);
      if (random.chance(0.26)) {
        visitWebsite(out, day, at, duration, weighted, browser, alerted);
        continue;
      }
      const useGenAi = day.index >= adopted && genAi.apps.length > 0 && random.chance(genAiShare(day.index, ctx.profile.days));
      const app = (useGenAi ? genAi : work).pick(random);
      useApp(out, day, at, app, duration, weighted, browser, alerted);
    }
  }
}

function browserFor(random: Random, usual: Browser, family: string): Browser {
  const r = random.float();
  // the rare ones: an unidentified client, an old Mozilla UA, Internet Explorer on a Windows kiosk
  if (r < 0.003) return 'Unknown';
  if (r < 0.005) return 'Mozilla';
  if (r < 0.006 && family === 'Windows') return 'MSIE';
  if (r < 0.12) return family === 'MacOS' ? 'Safari' : family === 'Windows' ? 'Edge' : 'Firefox';
  return usual;
}

function useApp(
  out: DeviceEvents, day: CompanyDay, at: number, app: CatalogApp, duration: number, weighted: number, usual: Browser, alerted: Set<string>,
): void {
  const { ctx, random } = out;
  const desktop = DESKTOP[app.name];
  const browser = desktop && random.chance(0.55) ? desktop : usual;
  const url = `https://${app.domains[0]}/`;
  const setting = ctx.settings.get(app.name);
  if (setting?.accessType === 'Unsanctioned') {
    const key = `${day.index}:${app.name}`;
    const action = setting.action === 'Block' ? 'Block' : setting.action === 'Block Alert' ? 'Alert' : 'Report';
    // one alert per person, app and day: the agent folds repeats
    if (!alerted.has(key)) {
      alerted.add(key);
      out.add(at, { kind: 'saas_alert', app: app.name, url, browser, action, reason: 'Unsanctioned App' });
    }
    if (action === 'Block') return;
  } else if (setting?.accessType !== 'Sanctioned' && app.categories.some((c) => BLOCKED_SAAS_CATEGORIES.includes(c))) {
    const key = `${day.index}:${app.name}`;
    if (!alerted.has(key)) {
      alerted.add(key);
      out.add(at, { kind: 'saas_alert', app: app.name, url, browser, action: 'Block', reason: 'Blocked Category' });
    }
    return;
  }
  out.add(at, { kind: 'usage', app: app.name, url, browser, duration_s: duration, weighted_duration_s: weighted });
}

function visitWebsite(
  out: DeviceEvents, day: CompanyDay, at: number, duration: number, weighted: number, browser: Browser, alerted: Set<string>,
): void {
  const { ctx, random } = out;
  const category = random.weighted(BROWSING);
  const sites = ctx.websites.get(category);
  if (!sites?.length) return;
  // within a category the first sites listed are the big ones
  const site = sites[Math.min(sites.length - 1, Math.floor(sites.length * random.float() ** 2))];
  const policy = ctx.blocked.get(category);
  const url = `https://${site.domain}/`;
  if (policy) {
    const key = `${day.index}:${site.domain}`;
    if (!alerted.has(key)) {
      alerted.add(key);
      out.add(at, { kind: 'website_alert', domain: site.domain, url, browser, action: policy, reason: 'Blocked Category', category });
    }
    if (policy === 'Block') return;
  }
  // news and reference reads are short; streaming runs long
  const scale = category === 'Streaming Media' ? 2.5 : category === 'Search Engines' ? 0.2 : 0.6;
  const d = Math.max(10, Math.min(DAY / 1000 / 6, Math.round(duration * scale)));
  out.add(at, { kind: 'usage', domain: site.domain, url, browser, duration_s: d, weighted_duration_s: Math.min(d, Math.round(weighted * scale)) });
}

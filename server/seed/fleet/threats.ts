import type { CompanyDay } from './clock';
import { DeviceEvents, workInstant } from './context';
import { GEOFENCED_COUNTRIES, LOOKALIKES } from './data';

// Security events that do not follow from ordinary use: phishing (spec part 2 §2.2 Phishing Attacks
// Prevented: App Spoofing, Session Hijacking, Typo Squatting), geofenced countries, blocked web apps,
// and policy reports without a detection reason. Risky people meet all of them far more often.

const SESSION_TARGETS = ['Microsoft 365', 'Google Drive', 'Slack', 'GitHub', 'Salesforce', 'Okta', 'Gmail', 'Outlook', 'Zoom', 'Notion'];
const WEBAPP_RULES = ['Pastebin', 'GitHub Gist', 'WeTransfer', 'Google Translate', 'Smallpdf'];
const REPORTED_SITES = ['reddit.com', 'amazon.com', 'nytimes.com', 'archive.org', 'imgur.com', 'temu.com'];
const WEBAPP_SITES = ['imgur.com', 'archive.org', 'soundcloud.com', 'twitch.tv', 'tiktok.com'];

export function generateThreats(out: DeviceEvents, days: readonly CompanyDay[]): void {
  const { device, random, ctx } = out;
  if (device.infra || days.length === 0) return;
  const risk = device.owner.riskLevel === 'High' ? 5 : device.owner.riskLevel === 'Medium' ? 1.6 : 1;
  const scale = (days.length / 60) * risk;
  const when = () => workInstant(random, random.pick(days));
  const browser = () => (random.chance(0.9) ? device.browser : random.pick(['Edge', 'Firefox', 'Chrome'] as const));
  const inPortfolio = (name: string) => ctx.portfolio.apps.some((a) => a.name === name);

  // Phishing against SaaS apps: the impersonated app is named, the URL is where the user really was.
  for (let n = random.poisson(0.6 * scale); n > 0; n--) {
    const kind = random.weighted([['Typo Squatting', 40], ['App Spoofing', 35], ['Session Hijacking', 25]] as const);
    if (kind === 'Session Hijacking') {
      const app = random.pick(SESSION_TARGETS.filter(inPortfolio).concat('Slack'));
      out.add(when(), { kind: 'saas_alert', app, url: `https://${domainOf(app)}/session`, browser: browser(), action: 'Block', reason: kind });
      continue;
    }
    const [app, lookalike] = random.pick(LOOKALIKES);
    const action = kind === 'Typo Squatting' ? 'Block' : random.weighted([['Block', 70], ['Alert', 30]] as const);
    out.add(when(), { kind: 'saas_alert', app, url: `https://${lookalike}/login`, browser: browser(), action, reason: kind });
  }
  // The same kits seen as websites: a lookalike domain opened from a mail link.
  for (let n = random.poisson(0.25 * scale); n > 0; n--) {
    const [, lookalike] = random.pick(LOOKALIKES);
    const reason = random.weighted([['Typo Squatting', 50], ['App Spoofing', 30], ['Session Hijacking', 20]] as const);
    const action = random.weighted([['Block', 75], ['Alert', 20], ['Report', 5]] as const);
    out.add(when(), { kind: 'website_alert', domain: lookalike, url: `https://${lookalike}/verify`, browser: browser(), action, reason, category: 'Phishing' });
  }

  // Geofenced countries: a trip, or a connection relayed through one.
  if (random.chance(0.04 * risk)) {
    const country = random.pick(GEOFENCED_COUNTRIES);
    const start = random.int(0, Math.max(0, days.length - 3));
    for (const day of days.slice(start, start + random.int(1, 3))) {
      const app = random.pick(ctx.portfolio.apps.slice(0, 20));
      const action = random.chance(0.6) ? 'Block' : 'Alert';
      out.add(workInstant(random, day), { kind: 'saas_alert', app: app.name, url: `https://${app.domains[0]}/?geo=${country}`, browser: browser(), action, reason: 'Geofenced Country' });
      const site = random.pick(['bbc.com', 'google.com', 'booking.com', 'cnn.com']);
      out.add(workInstant(random, day), { kind: 'website_alert', domain: site, url: `https://${site}/`, browser: browser(), action, reason: 'Geofenced Country' });
    }
  }

  // Web-app rules: a specific app or site blocked whatever its category.
  for (let n = random.poisson(0.3 * scale); n > 0; n--) {
    if (random.chance(0.6)) {
      const app = random.pick(WEBAPP_RULES);
      out.add(when(), { kind: 'saas_alert', app, url: `https://${domainOf(app)}/`, browser: browser(), action: random.chance(0.8) ? 'Block' : 'Alert', reason: 'Blocked Webapp' });
    } else {
      const site = random.pick(WEBAPP_SITES);
      out.add(when(), { kind: 'website_alert', domain: site, url: `https://${site}/`, browser: browser(), action: 'Block', reason: 'Blocked Webapp' });
    }
  }

  // Report-only policies log access without a detection reason.
  for (let n = random.poisson(0.3 * scale); n > 0; n--) {
    if (random.chance(0.5)) {
      const app = random.pick(ctx.portfolio.apps);
      out.add(when(), { kind: 'saas_alert', app: app.name, url: `https://${app.domains[0]}/`, browser: browser(), action: 'Report', reason: 'None' });
    } else {
      const site = random.pick(REPORTED_SITES);
      out.add(when(), { kind: 'website_alert', domain: site, url: `https://${site}/`, browser: browser(), action: 'Report', reason: 'None' });
    }
  }
}

const DOMAINS: Record<string, string> = {
  'Microsoft 365': 'office.com', 'Google Drive': 'drive.google.com', Slack: 'slack.com', GitHub: 'github.com', Salesforce: 'salesforce.com',
  Okta: 'okta.com', Gmail: 'mail.google.com', Outlook: 'outlook.office.com', Zoom: 'zoom.us', Notion: 'notion.so', Pastebin: 'pastebin.com',
  'GitHub Gist': 'gist.github.com', WeTransfer: 'wetransfer.com', 'Google Translate': 'translate.google.com', Smallpdf: 'smallpdf.com',
};

function domainOf(app: string): string {
  return DOMAINS[app] ?? 'example.com';
}

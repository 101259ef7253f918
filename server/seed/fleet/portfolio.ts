import { CATALOG_APPS, type CatalogApp, type SaasCategory } from '../catalog/index';
import { Random } from '../random';
import type { CompanyProfile } from './profile';

/** The staples nearly every company of this size uses, most used first: the head of the long tail. */
const STAPLES = [
  'Slack', 'Microsoft Teams', 'Zoom', 'Gmail', 'Google Drive', 'Google Docs', 'Microsoft 365', 'Outlook',
  'Google Calendar', 'Google Sheets', 'Jira', 'Confluence', 'GitHub', 'Salesforce', 'Notion', 'ChatGPT', 'Microsoft OneDrive',
  'Microsoft SharePoint', 'Google Meet', 'LinkedIn', 'YouTube', 'Figma', 'Okta', 'Dropbox', 'Zendesk', 'HubSpot', 'Workday',
  'DocuSign', 'Asana', 'Miro', 'Loom', 'Calendly', 'Grammarly', 'Google Slides', 'Box', 'Canva', '1Password', 'Trello', 'Claude',
  'Microsoft Copilot', 'Google Gemini', 'Stack Overflow', 'Datadog', 'AWS Management Console', 'Expensify', 'Gusto', 'Zoom',
];

/** Which department leans on which categories: their apps are several times likelier for its people. */
export const DEPARTMENT_CATEGORIES: Record<string, readonly SaasCategory[]> = {
  Engineering: ['Developer Tools', 'Cloud Infrastructure', 'Monitoring'],
  Product: ['Project Management', 'Design', 'Analytics'],
  Sales: ['CRM', 'Sales', 'E-signature'],
  Marketing: ['Marketing', 'Social Media', 'Design', 'Website Builder', 'Survey'],
  Finance: ['Finance', 'Accounting', 'Payments'],
  'Customer Success': ['Customer Support', 'CRM', 'Communication'],
  'Human Resources': ['HR', 'Recruiting'],
  Legal: ['Legal', 'E-signature'],
  IT: ['IT Management', 'Security', 'Identity', 'Remote Access', 'Password Manager'],
  Operations: ['Project Management', 'Finance', 'Travel', 'Automation'],
};

/** spec part 2 §4 access types: what the company has decided about some of its apps. */
export interface AppSetting {
  app: string;
  accessType: 'Sanctioned' | 'Unsanctioned';
  action: 'Block' | 'Block Alert' | 'Report' | null;
}

const UNSANCTIONED: readonly [string, 'Block' | 'Block Alert' | 'Report'][] = [
  ['DeepSeek', 'Block'], ['Character.AI', 'Block'], ['Kimi', 'Block'], ['Manus', 'Block'], ['Qwen Chat', 'Block'],
  ['Poe', 'Block Alert'], ['Perplexity', 'Report'], ['Grok', 'Block Alert'], ['Jasper', 'Report'], ['QuillBot', 'Block Alert'],
  ['WeTransfer', 'Block Alert'], ['MEGA', 'Block'], ['MediaFire', 'Block'], ['Sendspace', 'Block'], ['Pastebin', 'Block'],
  ['Smallpdf', 'Block Alert'], ['iLovePDF', 'Block Alert'], ['NordVPN', 'Block'], ['ExpressVPN', 'Block'], ['AnyDesk', 'Block Alert'],
  ['TeamViewer', 'Report'], ['Telegram', 'Report'], ['WhatsApp', 'Report'], ['Discord', 'Block Alert'], ['Binance', 'Block'],
  ['Coinbase', 'Report'], ['Spotify', 'Report'], ['Icedrive', 'Block'], ['Tuta', 'Report'], ['Proton Mail', 'Report'],
];

/** SaaS categories the company blocks as a whole (/add-unsanctioned-category): apps in them are blocked unless sanctioned. */
export const BLOCKED_SAAS_CATEGORIES: readonly SaasCategory[] = ['VPN', 'Crypto'];
/** Apps the long tail always holds, so the category block has something to stop. */
const CATEGORY_BLOCKED_APPS = ['Proton VPN'];

const SANCTIONED = [
  'Slack', 'Zoom', 'Google Drive', 'Gmail', 'Google Docs', 'Google Sheets', 'Google Slides', 'Google Calendar', 'Google Meet',
  'Microsoft 365', 'Outlook', 'Microsoft Teams', 'Microsoft OneDrive', 'Microsoft SharePoint', 'Jira', 'Confluence', 'GitHub',
  'Salesforce', 'Notion', 'Figma', 'Okta', 'Zendesk', 'HubSpot', 'Workday', 'DocuSign', 'Asana', 'Miro', 'Loom', '1Password',
  'Datadog', 'AWS Management Console', 'Expensify', 'Gusto', 'ChatGPT', 'Claude', 'Microsoft Copilot', 'GitHub Copilot', 'Box',
  'Calendly', 'Lucid', 'Greenhouse', 'NetSuite', 'Sentry', 'PagerDuty', 'Linear',
];

export interface Portfolio {
  /** the apps the company's people use, most used first */
  apps: CatalogApp[];
  settings: AppSetting[];
}

/** The company's apps: the staples, then a long tail drawn from the rest of the catalog. */
export function companyPortfolio(profile: CompanyProfile): Portfolio {
  const random = new Random(`fleet:${profile.key}:${profile.seed}:portfolio`);
  const byName = new Map(CATALOG_APPS.map((a) => [a.name, a]));
  const staples = [...new Set(STAPLES)].flatMap((n) => (byName.has(n) ? [byName.get(n)!] : []));
  const head = staples.slice(0, Math.min(staples.length, Math.round(profile.portfolio * 0.3)));
  const chosen = new Set(head.map((a) => a.name));
  // the unsanctioned apps are used somewhere, or there would be nothing to alert on
  const flagged = [...UNSANCTIONED.map(([n]) => n).slice(0, Math.max(6, Math.round(profile.portfolio * 0.1))), ...CATEGORY_BLOCKED_APPS].map(
    (n) => byName.get(n)!,
  );
  const rest = random.shuffle(CATALOG_APPS.filter((a) => !chosen.has(a.name) && !flagged.includes(a)));
  const genAi = rest.filter((a) => a.genAi);
  const other = rest.filter((a) => !a.genAi);
  const tailSize = profile.portfolio - head.length - flagged.length;
  // about one app in eight of the tail is a Gen AI app, as in the catalog
  const tailGenAi = genAi.slice(0, Math.round(tailSize * 0.14));
  const tail = random.shuffle([...flagged, ...tailGenAi, ...other.slice(0, tailSize - tailGenAi.length)]);
  const apps = [...head, ...tail].slice(0, profile.portfolio);

  const inUse = new Set(apps.map((a) => a.name));
  const settings: AppSetting[] = [
    ...SANCTIONED.filter((n) => inUse.has(n)).map((app) => ({ app, accessType: 'Sanctioned' as const, action: null })),
    ...UNSANCTIONED.filter(([n]) => inUse.has(n)).map(([app, action]) => ({ app, accessType: 'Unsanctioned' as const, action })),
  ];
  return { apps, settings };
}

/**
 * A sampler over the portfolio with Zipf-like weights (rank r weighs 1/r^1.05) and the person's
 * department favouring its own categories; Gen AI apps sit in their own sampler for the adoption curve.
 */
export class AppSampler {
  private readonly cumulative: Float64Array;
  private readonly total: number;

  constructor(
    readonly apps: readonly CatalogApp[],
    department: string | null,
    rankOf: (app: CatalogApp) => number,
  ) {
    const favoured = new Set(DEPARTMENT_CATEGORIES[department ?? ''] ?? []);
    this.cumulative = new Float64Array(apps.length);
    let sum = 0;
    apps.forEach((app, i) => {
      const boost = app.categories.some((c) => favoured.has(c)) ? 5 : 1;
      sum += boost / Math.pow(rankOf(app) + 1, 1.05);
      this.cumulative[i] = sum;
    });
    this.total = sum;
  }

  pick(random: Random): CatalogApp {
    const r = random.float() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid] > r) hi = mid;
      else lo = mid + 1;
    }
    return this.apps[lo];
  }
}

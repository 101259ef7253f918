// The provider's native-app catalog for the demo (issue 24): one entry per product the demo fleet runs,
// named once across platforms, with the package names the endpoints report it under, so the catalog's
// "installed on" figures are populated from the first start. Drawn from the same table the fleet uses.
import type { Db } from '../db/client';
import { nativeApps } from '../db/schema/index';
import { NATIVE_APPS } from './fleet/data';

/** The product each reported name belongs to, where the name differs by platform. */
const PRODUCT_OF: Record<string, string> = {
  'Mozilla Firefox': 'Firefox', firefox: 'Firefox', 'zoom.us': 'Zoom Workplace', 'google-chrome-stable': 'Google Chrome',
  code: 'Visual Studio Code', git: 'Git', nodejs: 'Node.js', 'Python 3.12': 'Python', python3: 'Python',
  'palisade-copilot': 'Palisade Copilot', 'docker-ce': 'Docker Desktop',
};

const CATEGORY: Record<string, string> = {
  'Google Chrome': 'Browser', 'Microsoft Edge': 'Browser', Firefox: 'Browser', Safari: 'Browser',
  'Microsoft 365 Apps for enterprise': 'Productivity', 'Microsoft Outlook': 'Productivity', 'Microsoft Word': 'Productivity', Notion: 'Productivity',
  'Microsoft Teams': 'Collaboration', Slack: 'Collaboration', 'Zoom Workplace': 'Collaboration', Figma: 'Design',
  'Visual Studio Code': 'Development', Git: 'Development', Python: 'Development', 'Node.js': 'Development', iTerm2: 'Development',
  'Docker Desktop': 'Development', Cursor: 'Development', ChatGPT: 'Generative AI',
  '7-Zip': 'Utilities', WinRAR: 'Utilities', 'Notepad++': 'Utilities', Rectangle: 'Utilities', 'Adobe Acrobat Reader': 'Documents',
  '1Password': 'Security', 'Palisade Copilot': 'Security', Dropbox: 'File sharing', PuTTY: 'Remote access', AnyDesk: 'Remote access',
  Spotify: 'Media', VLC: 'Media', 'openssh-server': 'Remote access', openssl: 'System', curl: 'System', sudo: 'System', 'xz-utils': 'System',
};

/** Why a product needs a second look: remote control and unattended access first. */
const RISK: Record<string, { risk: 'Medium' | 'High'; notes: string }> = {
  AnyDesk: { risk: 'High', notes: 'Remote control with unattended access; a common tool in support scams and intrusions. Allow only where IT uses it.' },
  PuTTY: { risk: 'Medium', notes: 'SSH client: fine for engineers, unusual elsewhere.' },
  'openssh-server': { risk: 'Medium', notes: 'Accepts remote logins: keep it patched and key-only.' },
  WinRAR: { risk: 'Medium', notes: 'Archive handling has had exploited flaws; keep it current.' },
  'xz-utils': { risk: 'High', notes: 'Releases 5.6.0 and 5.6.1 carried a backdoor (CVE-2024-3094).' },
  ChatGPT: { risk: 'Medium', notes: 'Desktop generative AI client: what is pasted leaves the company.' },
  Cursor: { risk: 'Medium', notes: 'AI code editor: source code is sent to its models.' },
  Dropbox: { risk: 'Medium', notes: 'Personal file sync can move company files out.' },
};

export async function seedDemoNativeApps(db: Db): Promise<number> {
  const products = new Map<string, { publisher: string; platforms: Set<string>; names: Set<string> }>();
  for (const [platform, apps] of Object.entries(NATIVE_APPS)) {
    for (const [name, publisher] of apps) {
      const product = PRODUCT_OF[name] ?? name;
      const entry = products.get(product) ?? { publisher, platforms: new Set<string>(), names: new Set<string>() };
      entry.platforms.add(platform);
      entry.names.add(name);
      // a distribution's packager is not the product's publisher: keep the first named maker
      if (entry.publisher === 'Ubuntu' && publisher !== 'Ubuntu') entry.publisher = publisher;
      products.set(product, entry);
    }
  }
  const rows = [...products].map(([name, p]) => ({
    name,
    publisher: p.publisher,
    platforms: [...p.platforms].sort(),
    categories: CATEGORY[name] ? [CATEGORY[name]] : [],
    matchNames: [...p.names].sort(),
    risk: RISK[name]?.risk ?? 'Low',
    notes: RISK[name]?.notes ?? null,
    updatedBy: 'demo seed',
  }));
  await db.insert(nativeApps).values(rows).onConflictDoNothing();
  return rows.length;
}

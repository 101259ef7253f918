// The App Catalog (issue 20, global: the provider's curated list of well-known Mac apps, with their real
// bundle identifiers) and Acme's managed applications: a few taken from the catalogue and two custom apps.
// Names are the ones the agents report for the installed app on a Mac, so device figures line up.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mdmCatalogApps, mdmManagedApps, type MdmAppPlatform } from '../db/schema/index';

/** [name as a Mac reports it, vendor, bundle id, category, platforms?] */
type Entry = readonly [name: string, vendor: string, bundleId: string, category: string, platforms?: readonly MdmAppPlatform[]];

const BOTH: readonly MdmAppPlatform[] = ['MACOS', 'IOS'];

export const MDM_CATALOG: readonly Entry[] = [
  ['Google Chrome', 'Google LLC', 'com.google.Chrome', 'Browsers'],
  ['Firefox', 'Mozilla', 'org.mozilla.firefox', 'Browsers'],
  ['Microsoft Edge', 'Microsoft Corporation', 'com.microsoft.edgemac', 'Browsers'],
  ['Brave Browser', 'Brave Software', 'com.brave.Browser', 'Browsers'],
  ['Arc', 'The Browser Company', 'company.thebrowser.Browser', 'Browsers'],
  ['Slack', 'Slack Technologies', 'com.tinyspeck.slackmacgap', 'Communication'],
  ['zoom.us', 'Zoom Video Communications', 'us.zoom.xos', 'Communication'],
  ['Microsoft Teams', 'Microsoft Corporation', 'com.microsoft.teams2', 'Communication'],
  ['Signal', 'Signal Messenger', 'org.whispersystems.signal-desktop', 'Communication'],
  ['Microsoft Outlook', 'Microsoft Corporation', 'com.microsoft.Outlook', 'Productivity'],
  ['Microsoft Word', 'Microsoft Corporation', 'com.microsoft.Word', 'Productivity'],
  ['Microsoft Excel', 'Microsoft Corporation', 'com.microsoft.Excel', 'Productivity'],
  ['Microsoft PowerPoint', 'Microsoft Corporation', 'com.microsoft.Powerpoint', 'Productivity'],
  ['Microsoft OneDrive', 'Microsoft Corporation', 'com.microsoft.OneDrive', 'Productivity'],
  ['Notion', 'Notion Labs, Inc.', 'notion.id', 'Productivity'],
  ['Obsidian', 'Dynalist Inc.', 'md.obsidian', 'Productivity'],
  ['Dropbox', 'Dropbox, Inc.', 'com.getdropbox.dropbox', 'Productivity'],
  ['Keynote', 'Apple Inc.', 'com.apple.iWork.Keynote', 'Productivity', BOTH],
  ['Pages', 'Apple Inc.', 'com.apple.iWork.Pages', 'Productivity', BOTH],
  ['Numbers', 'Apple Inc.', 'com.apple.iWork.Numbers', 'Productivity', BOTH],
  ['ChatGPT', 'OpenAI', 'com.openai.chat', 'Productivity'],
  ['1Password', 'AgileBits Inc.', 'com.1password.1password', 'Security'],
  ['Docker Desktop', 'Docker Inc.', 'com.docker.docker', 'Developer tools'],
  ['Visual Studio Code', 'Microsoft Corporation', 'com.microsoft.VSCode', 'Developer tools'],
  ['iTerm2', 'George Nachman', 'com.googlecode.iterm2', 'Developer tools'],
  ['Sublime Text', 'Sublime HQ', 'com.sublimetext.4', 'Developer tools'],
  ['GitHub Desktop', 'GitHub, Inc.', 'com.github.GitHubClient', 'Developer tools'],
  ['Postman', 'Postman, Inc.', 'com.postmanlabs.mac', 'Developer tools'],
  ['Wireshark', 'Wireshark Foundation', 'org.wireshark.Wireshark', 'Developer tools'],
  ['Figma', 'Figma, Inc.', 'com.figma.Desktop', 'Design'],
  ['Adobe Acrobat Reader', 'Adobe Inc.', 'com.adobe.Reader', 'Utilities'],
  ['Rectangle', 'Ryan Hanson', 'com.knollsoft.Rectangle', 'Utilities'],
  ['The Unarchiver', 'MacPaw', 'com.macpaw.site.theunarchiver', 'Utilities'],
  ['VLC', 'VideoLAN', 'org.videolan.vlc', 'Media'],
  ['Spotify', 'Spotify AB', 'com.spotify.client', 'Media'],
];

/** Puts the catalogue in place (idempotent: an entry already there by bundle id is left as it is). */
export async function seedMdmCatalog(tx: Db): Promise<void> {
  await tx
    .insert(mdmCatalogApps)
    .values(MDM_CATALOG.map(([name, vendor, bundleId, category, platforms]) => ({ name, vendor, bundleId, category, platforms: [...(platforms ?? ['MACOS'])] })))
    .onConflictDoNothing();
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Acme's managed apps: four from the catalogue and two custom apps (one hosted package, one still to upload). */
export async function seedDemoMdmCatalog(tx: Db, input: { now: Date; accountId: string }): Promise<void> {
  const { now, accountId } = input;
  await seedMdmCatalog(tx);
  const picked = await tx
    .select()
    .from(mdmCatalogApps)
    .where(sql`${mdmCatalogApps.bundleId} in ('com.google.Chrome', 'com.tinyspeck.slackmacgap', 'us.zoom.xos', 'com.1password.1password')`);
  const day = 24 * 3600 * 1000;
  await tx.insert(mdmManagedApps).values([
    ...picked.map((c, i) => ({
      accountId, source: 'CATALOG' as const, catalogAppId: c.id, name: c.name, bundleId: c.bundleId, platforms: c.platforms,
      installType: i % 3 === 2 ? ('SELF_SERVICE' as const) : ('AUTO' as const), removable: c.bundleId !== 'com.1password.1password',
      createdBy: 'admin@acme.test', createdAt: new Date(now.getTime() - (20 - i) * day), updatedAt: new Date(now.getTime() - (10 - i) * day),
    })),
    {
      accountId, source: 'CUSTOM', name: 'Palisade Copilot', bundleId: 'com.palisade.copilot', version: '1.1.7', platforms: ['MACOS'],
      installType: 'AUTO', removable: false, packageUrl: 'https://downloads.palisade.example/copilot/PalisadeCopilot-1.1.7.pkg',
      packageSha256: sha256('PalisadeCopilot-1.1.7.pkg'), createdBy: 'admin@acme.test', createdAt: new Date(now.getTime() - 30 * day), updatedAt: new Date(now.getTime() - 3 * day),
    },
    {
      accountId, source: 'CUSTOM', name: 'Acme Expenses', bundleId: 'com.acme.expenses', version: '2.4.0', platforms: ['MACOS', 'IOS'],
      installType: 'SELF_SERVICE', removable: true, createdBy: 'admin@acme.test', createdAt: new Date(now.getTime() - 5 * day), updatedAt: new Date(now.getTime() - 5 * day),
    },
  ]);
}

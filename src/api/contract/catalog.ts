// spec part 2 §3: platform codes, families, browsers, alert actions and reasons; and the catalog's app icons.
import { z } from 'zod';
import { endpoint } from './endpoint';

export const PLATFORMS = [
  { code: 'DARWIN_AMD_64', label: 'MacOS Intel', family: 'MacOS' },
  { code: 'DARWIN_AMD_64_NA', label: 'MacOS Intel Non Admin', family: 'MacOS' },
  { code: 'DARWIN_ARM_64', label: 'MacOS ARM', family: 'MacOS' },
  { code: 'DARWIN_ARM_64_NA', label: 'MacOS ARM Non Admin', family: 'MacOS' },
  { code: 'LINUX_AMD_64', label: 'Linux AMD', family: 'Linux' },
  { code: 'LINUX_ARM_64', label: 'Linux ARM', family: 'Linux' },
  { code: 'UBUNTU_22', label: 'Ubuntu 22', family: 'Linux' },
  { code: 'UBUNTU_24', label: 'Ubuntu 24', family: 'Linux' },
  { code: 'UBUNTU_24_10', label: 'Ubuntu 24.10', family: 'Linux' },
  { code: 'WINDOWS_AMD_64', label: 'Windows x64', family: 'Windows' },
  { code: 'WINDOWS_AMD_64_NA', label: 'Windows x64 Non Admin', family: 'Windows' },
  { code: 'UNKNOWN', label: 'Unknown', family: 'Unknown' },
] as const;
export const PLATFORM_FAMILIES = ['Windows', 'MacOS', 'Linux'] as const;
export const BROWSERS = ['Chrome', 'Firefox', 'Safari', 'Edge', 'Opera', 'Chromium', 'Mozilla', 'MSIE', 'Electron', 'Native', 'Unknown'] as const;
export const ALERT_ACTIONS = ['Alert', 'Report', 'Block'] as const;
export const ALERT_REASONS = [
  'Blocked Category', 'None', 'Geofenced Country', 'Blocked Webapp', 'Session Hijacking', 'App Spoofing', 'Unsanctioned App', 'Typo Squatting',
] as const;
export const ACCESS_TYPES = ['Sanctioned', 'Unsanctioned', 'Unclassified'] as const;
export const UNSANCTIONED_ACTIONS = ['Block', 'Block Alert', 'Report'] as const;

// Issue 3 data model: endpoint, compliance, remote-command and ZTPA states.
// spec part 2 §3 "Device statuses ACTIVE"; OFFLINE_FOR_CONFIG_TIME marks an endpoint silent for longer than the configured time.
export const ENDPOINT_STATUSES = ['ACTIVE', 'INACTIVE', 'OFFLINE_FOR_CONFIG_TIME'] as const;
export const COMPLIANCE_STATES = ['COMPLIANT', 'NON_COMPLIANT', 'UNKNOWN'] as const;
// spec part 2 §4: Queued, then Success, Failure, or Abort when it timed out; Cancelled when an admin cancels a Queued one (issue 19).
export const COMMAND_STATUSES = ['Queued', 'Success', 'Failure', 'Abort', 'Cancelled'] as const;
export const ZTPA_ACTIONS = ['Allow', 'Deny'] as const;
export const GATEWAY_STATUSES = ['ONLINE', 'OFFLINE'] as const;
export const SEVERITIES = ['Low', 'Medium', 'High', 'Critical'] as const;
export const PLATFORM_CODES = PLATFORMS.map((p) => p.code) as unknown as readonly [PlatformCode, ...PlatformCode[]];
export type PlatformCode = (typeof PLATFORMS)[number]['code'];
export type PlatformFamily = (typeof PLATFORMS)[number]['family'];
export const PLATFORM_FAMILY_VALUES = ['Windows', 'MacOS', 'Linux', 'Unknown'] as const;

/** spec part 2 §3: the family of a platform code (Ubuntu counts as Linux). */
export function platformFamily(code: PlatformCode): PlatformFamily {
  return PLATFORMS.find((p) => p.code === code)?.family ?? 'Unknown';
}

/**
 * A slug as simple-icons spells them, or 'logos-' (a name of the logos set) or 'mono-' (a catalog app's
 * monogram) and lower-case words joined by hyphens; anything else is not an icon of ours (404, as for
 * unknown slugs).
 */
export const APP_ICON_SLUG = /^(?=.{1,80}$)(?:[a-z0-9]{1,64}|(?:logos|mono)-[a-z0-9]+(?:-[a-z0-9]+)*)$/;

export const catalogApi = {
  // Public: the console loads these with <img>, which sends no bearer token; they hold no tenant data.
  getAppIcon: endpoint({
    method: 'GET',
    path: '/app-icons/:slug.svg',
    access: 'public',
    tag: 'catalog',
    description: "A catalog app's brand icon, cached for 30 days and revalidated by ETag (304).",
    params: z.object({ slug: z.string() }),
    produces: ['image/svg+xml'],
    errors: [404],
  }),
};

/**
 * Copilot Error Logs (issue 26): the severities an agent error carries, mildest first. Here rather than in
 * agent.ts, whose policy document pulls the DLP and settings contracts: the route table's filters need only this.
 */
export const AGENT_ERROR_SEVERITIES = ['Warning', 'Error', 'Critical'] as const;
export type AgentErrorSeverity = (typeof AGENT_ERROR_SEVERITIES)[number];

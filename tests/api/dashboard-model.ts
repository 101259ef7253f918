// An independent model of the dashboard figures for the API tests: it loads one account's rows with plain
// drizzle selects and computes every figure in JavaScript, without the server's SQL.
import { and, eq } from 'drizzle-orm';
import {
  accountAppSettings, appUsageDaily, copyPasteDaily, customApps, endpoints, installedApps, people, saasAlertDaily, saasApps,
  sensitiveFiles, unsanctionedCategories, websiteAlertDaily, websiteUsageDaily,
} from '../../server/db/schema/index';
import type { Db } from '../../server/db/client';

export interface Model {
  people: (typeof people.$inferSelect)[];
  endpoints: (typeof endpoints.$inferSelect)[];
  appUsage: (typeof appUsageDaily.$inferSelect)[];
  webUsage: (typeof websiteUsageDaily.$inferSelect)[];
  saasAlerts: (typeof saasAlertDaily.$inferSelect)[];
  webAlerts: (typeof websiteAlertDaily.$inferSelect)[];
  files: (typeof sensitiveFiles.$inferSelect)[];
  copyPaste: (typeof copyPasteDaily.$inferSelect)[];
  installed: (typeof installedApps.$inferSelect)[];
  apps: Map<string, { name: string; categories: string[]; genAi: boolean }>;
  access: Map<string, string>;
  badCategories: Set<string>;
  /** the account has an infra device, whoever owns it */
  anyInfra: boolean;
}

export async function loadModel(db: Db, accountId: string, personIds?: Set<string>): Promise<Model> {
  const keep = <T extends { personId: string | null }>(rows: T[]) => (personIds ? rows.filter((r) => r.personId && personIds.has(r.personId)) : rows);
  const apps = new Map<string, { name: string; categories: string[]; genAi: boolean }>();
  for (const a of await db.select().from(saasApps)) apps.set(a.id, { name: a.name, categories: a.categories, genAi: a.genAi });
  for (const a of await db.select().from(customApps).where(eq(customApps.accountId, accountId))) apps.set(a.id, { name: a.name, categories: [a.category], genAi: a.genAi });
  const allPeople = await db.select().from(people).where(eq(people.accountId, accountId));
  const allEndpoints = await db.select().from(endpoints).where(eq(endpoints.accountId, accountId));
  return {
    people: personIds ? allPeople.filter((p) => personIds.has(p.id)) : allPeople,
    endpoints: personIds ? allEndpoints.filter((e) => e.ownerPersonId && personIds.has(e.ownerPersonId)) : allEndpoints,
    appUsage: keep(await db.select().from(appUsageDaily).where(eq(appUsageDaily.accountId, accountId))),
    webUsage: keep(await db.select().from(websiteUsageDaily).where(eq(websiteUsageDaily.accountId, accountId))),
    saasAlerts: keep(await db.select().from(saasAlertDaily).where(eq(saasAlertDaily.accountId, accountId))),
    webAlerts: keep(await db.select().from(websiteAlertDaily).where(eq(websiteAlertDaily.accountId, accountId))),
    files: keep(await db.select().from(sensitiveFiles).where(eq(sensitiveFiles.accountId, accountId))),
    copyPaste: keep(await db.select().from(copyPasteDaily).where(eq(copyPasteDaily.accountId, accountId))),
    installed: await db.select().from(installedApps).where(and(eq(installedApps.accountId, accountId), eq(installedApps.vulnerable, true))),
    apps,
    access: new Map((await db.select().from(accountAppSettings).where(eq(accountAppSettings.accountId, accountId))).map((s) => [s.appId, s.accessType])),
    anyInfra: allEndpoints.some((e) => e.infra),
    badCategories: new Set((await db.select().from(unsanctionedCategories).where(eq(unsanctionedCategories.accountId, accountId))).map((c) => c.category)),
  };
}

/** The local dates [s, e] covers in zone z, computed here with its own formatter. */
export function coveredDates(s: number, e: number, z: string): string[] {
  const local = (ms: number) => new Date(ms).toLocaleDateString('sv-SE', { timeZone: z });
  const out: string[] = [];
  for (let d = new Date(`${local(s)}T00:00:00Z`); d.toISOString().slice(0, 10) <= local(e); d = new Date(d.getTime() + 86_400_000)) out.push(d.toISOString().slice(0, 10));
  return out;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const distinct = <T>(xs: T[]) => new Set(xs).size;

export function figures(m: Model, days: string[]) {
  const inRange = (r: { day: string }) => days.includes(r.day);
  const from = days[0]!;
  const to = days[days.length - 1]!;
  const accessOf = (appId: string) => {
    const explicit = m.access.get(appId);
    if (explicit) return explicit;
    return m.apps.get(appId)?.categories.some((c) => m.badCategories.has(c)) ? 'Unsanctioned' : 'Unclassified';
  };
  const usage = m.appUsage.filter(inRange);
  const usedApps = [...new Set(usage.map((u) => u.appId))];
  const accessTypes = ['Sanctioned', 'Unsanctioned', 'Unclassified'].map((t) => usedApps.filter((a) => accessOf(a) === t).length);

  const nonInfra = m.endpoints.filter((e) => !e.infra);
  const nonInfraIds = new Set(nonInfra.map((e) => e.id));
  const present = (f: { firstSeen: Date; removedAt: Date | null }, a: string, b: string) =>
    f.firstSeen.getTime() < Date.parse(`${b}T00:00:00Z`) + 86_400_000 && (f.removedAt === null || f.removedAt.getTime() >= Date.parse(`${a}T00:00:00Z`));
  const pick = (perDay: Map<string, Set<string>>) => {
    let best = { day: to, set: new Set<string>() };
    for (const d of days) {
      const set = perDay.get(d);
      if (set && set.size > 0 && set.size >= best.set.size) best = { day: d, set };
    }
    return best;
  };
  const perDay = (rows: { day: string; id: string }[]) => {
    const map = new Map<string, Set<string>>();
    for (const r of rows) map.set(r.day, (map.get(r.day) ?? new Set()).add(r.id));
    return map;
  };
  const activity = [...m.appUsage, ...m.webUsage].filter(inRange);
  const users = pick(perDay(activity.map((r) => ({ day: r.day, id: r.personId }))));
  const risk = new Map(m.people.map((p) => [p.id, p.riskLevel]));
  const devices = pick(perDay(activity.filter((r) => nonInfraIds.has(r.endpointId)).map((r) => ({ day: r.day, id: r.endpointId }))));
  const family = (f: string, list = nonInfra) => list.filter((e) => e.platformFamily === f).length;
  const compliant = nonInfra.filter((e) => e.complianceState === 'COMPLIANT');
  const alertSum = (rows: { action: string; count: number }[], a: string) => sum(rows.filter((r) => r.action === a).map((r) => r.count));
  const saasAlerts = m.saasAlerts.filter(inRange);
  const webAlerts = m.webAlerts.filter(inRange);
  const reasonSum = (r: string) => sum(saasAlerts.filter((a) => a.reason === r).map((a) => a.count));
  const genAiApps = usedApps.filter((a) => m.apps.get(a)?.genAi);
  const filesInRange = m.files.filter((f) => present(f, from, to));
  const owner = new Map(m.endpoints.map((e) => [e.id, e.ownerPersonId]));
  const scopedEndpoints = new Set(m.endpoints.map((e) => e.id));
  const vulnerable = m.installed.filter((i) => i.removedAt === null && scopedEndpoints.has(i.endpointId));
  const byPerson = (tag?: string, genai?: boolean) =>
    new Set(usage.filter((u) => (!tag || accessOf(u.appId) === tag) && (genai === undefined || m.apps.get(u.appId)?.genAi === genai)).map((u) => u.personId));
  const series = (rows: { day: string; sessions: number; personId: string; weightedDurationS: number }[]) => ({
    label: days,
    y: days.map((d) => sum(rows.filter((r) => r.day === d).map((r) => r.sessions))),
    users: days.map((d) => distinct(rows.filter((r) => r.day === d).map((r) => r.personId))),
    weighted_duration: days.map((d) => sum(rows.filter((r) => r.day === d).map((r) => r.weightedDurationS))),
  });
  const monitored = m.people.filter((p) => p.status === 'ACTIVE' || p.scope === 'IN_SCOPE').length;
  return {
    'saas-stats-access-type': { label: ['Sanctioned', 'Unsanctioned', 'Unclassified'], y: accessTypes },
    'user-stats': {
      day: users.day,
      total_users: users.set.size,
      risky: [...users.set].filter((p) => risk.get(p) === 'High').length,
      inactive_users: m.people.filter((p) => p.copilotStatus !== 'installed').length,
      user_sensitive_data: distinct(m.files.filter((f) => f.personId && present(f, users.day, users.day)).map((f) => f.personId)),
      people: m.people.length,
      monitored,
      unmonitored: m.people.length - monitored,
    },
    'device-stats': {
      day: devices.day,
      endpoint_count: devices.set.size,
      inactive: nonInfra.filter((e) => e.enrolledAt.getTime() < Date.parse(`${devices.day}T00:00:00Z`) + 86_400_000).length - devices.set.size,
      device_sensitive_data: distinct(m.files.filter((f) => nonInfraIds.has(f.endpointId) && present(f, devices.day, devices.day)).map((f) => f.endpointId)),
      noncompliant_count: nonInfra.filter((e) => e.complianceState === 'NON_COMPLIANT').length,
      compliant: compliant.length,
      total_endpoints: nonInfra.length,
      infra_count: m.endpoints.length - nonInfra.length,
      has_infra: m.anyInfra,
      pf_count: { Windows: family('Windows'), MacOS: family('MacOS'), Linux: family('Linux') },
      comp_pf_count: { Windows: family('Windows', compliant), MacOS: family('MacOS', compliant), Linux: family('Linux', compliant) },
      mdm_enrolled_device_count: nonInfra.filter((e) => e.platformFamily === 'MacOS' && e.mdmManaged).length,
      mac_count: family('MacOS'),
      missing_hd_encryption: nonInfra.filter((e) => !e.diskEncrypted).length,
    },
    'saas-stats-alerts': { alerts: alertSum(saasAlerts, 'Alert'), reports: alertSum(saasAlerts, 'Report'), blocks: alertSum(saasAlerts, 'Block') },
    'nonsaas-stats-alerts': { alerts: alertSum(webAlerts, 'Alert'), reports: alertSum(webAlerts, 'Report'), blocks: alertSum(webAlerts, 'Block') },
    'saas-stats-alerts-type': { spoof_count: reasonSum('App Spoofing'), session_hijack_count: reasonSum('Session Hijacking'), typo_count: reasonSum('Typo Squatting') },
    'genai-saas-stats': {
      user_count: byPerson(undefined, true).size,
      app_count: genAiApps.length,
      unsanctioned_count: genAiApps.filter((a) => accessOf(a) === 'Unsanctioned').length,
    },
    'device-inactivity-stats': {
      active: nonInfra.filter((e) => e.status === 'ACTIVE').length,
      idle: nonInfra.filter((e) => e.status === 'INACTIVE').length,
      inactive_last_week: nonInfra.filter((e) => e.status === 'OFFLINE_FOR_CONFIG_TIME').length,
    },
    'device-files-action': {
      total_users: distinct(filesInRange.filter((f) => f.personId).map((f) => f.personId)),
      sensitive_files: filesInRange.length,
      total_devices: distinct(filesInRange.map((f) => f.endpointId)),
      total_activities: sum(m.copyPaste.filter(inRange).map((c) => c.count)),
    },
    'vul-stats': { vul_app_user_count: distinct(vulnerable.map((v) => owner.get(v.endpointId)).filter(Boolean)), vul_app_device_count: distinct(vulnerable.map((v) => v.endpointId)) },
    'session-stats-saas-data': series(usage),
    'session-stats-nonsaas-data': series(m.webUsage.filter(inRange)),
    counts: {
      unsanctionedUsers: byPerson('Unsanctioned').size,
      genAiUsers: byPerson(undefined, true).size,
      websiteUsers: distinct(m.webUsage.filter(inRange).map((w) => w.personId)),
      saasBlocks: alertSum(saasAlerts, 'Block'),
      saasPhishingBlocks: sum(saasAlerts.filter((a) => a.action === 'Block' && a.reason === 'Typo Squatting').map((a) => a.count)),
      webAlerts: sum(webAlerts.map((a) => a.count)),
    },
  };
}

export const STAT_PATHS = [
  'saas-stats-access-type', 'user-stats', 'device-stats', 'saas-stats-alerts', 'nonsaas-stats-alerts', 'saas-stats-alerts-type',
  'genai-saas-stats', 'device-inactivity-stats', 'device-files-action', 'vul-stats', 'session-stats-saas-data', 'session-stats-nonsaas-data',
] as const;

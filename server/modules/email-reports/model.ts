// The report a run sends, built from the same service functions the dashboard and the reports call
// (server/modules/dashboard/service.ts, server/modules/reports/service.ts) with the run's range, so a
// mailed figure is the one the console shows for that range. The PDF and the CSV are drawn from it.
import { hasSessionLogs } from '../../../src/api/contract/access';
import { platformFamily, type PlatformCode } from '../../../src/api/contract/catalog';
import type { EmailReportFilters, EmailReportKind, ReportModel } from '../../../src/api/contract/email-reports';
import type { Db } from '../../db/client';
import type { Scope } from '../../plugins/scope';
import * as dashboard from '../dashboard/service';
import * as reports from '../reports/service';
import type { RunRange } from './schedule';

type Figure = ReportModel['figures'][number];
type Table = ReportModel['tables'][number];

const TITLES: Record<EmailReportKind, string> = {
  compliance: 'Compliance report',
  summary: 'Summary report',
  inactivity: 'Inactivity report',
  dlp: 'DLP report',
};

const PLATFORMS = ['Windows', 'MacOS', 'Linux'] as const;

function keeps(filters: EmailReportFilters, family: string): boolean {
  return !filters.platforms?.length || (filters.platforms as readonly string[]).includes(family);
}

const percent = (part: number, whole: number) => (whole === 0 ? '0%' : `${Math.round((part / whole) * 1000) / 10}%`);

async function compliance(db: Db, scope: Scope, range: RunRange, now: Date, filters: EmailReportFilters): Promise<{ figures: Figure[]; tables: Table[] }> {
  const d = await dashboard.deviceStats(db, scope, range, now);
  const rows = PLATFORMS.filter((p) => keeps(filters, p)).map((p) => [p, String(d.pf_count[p]), String(d.comp_pf_count[p]), percent(d.comp_pf_count[p], d.pf_count[p])]);
  return {
    figures: [
      { key: 'total_endpoints', label: 'Endpoints', value: d.total_endpoints },
      { key: 'compliant', label: 'Compliant', value: d.compliant },
      { key: 'noncompliant_count', label: 'Non-compliant', value: d.noncompliant_count },
      { key: 'not_evaluated', label: 'Not evaluated', value: Math.max(0, d.total_endpoints - d.compliant - d.noncompliant_count) },
      { key: 'missing_hd_encryption', label: 'Without disk encryption', value: d.missing_hd_encryption },
      { key: 'mdm_enrolled_device_count', label: 'MDM-enrolled Macs', value: d.mdm_enrolled_device_count },
    ],
    tables: [{ title: 'Compliance by platform', columns: ['Platform', 'Endpoints', 'Compliant', 'Compliant %'], rows }],
  };
}

async function summary(db: Db, scope: Scope, range: RunRange, now: Date): Promise<{ figures: Figure[]; tables: Table[] }> {
  const [users, devices, saas, genAi] = await Promise.all([
    dashboard.userStats(db, scope, range, now),
    dashboard.deviceStats(db, scope, range, now),
    dashboard.alertStats(db, scope, range, now, 'saas'),
    dashboard.genAiStats(db, scope, range, now),
  ]);
  const figures: Figure[] = [
    { key: 'people', label: 'People', value: users.people },
    { key: 'monitored', label: 'Monitored people', value: users.monitored },
    { key: 'endpoint_count', label: 'Active endpoints (busiest day)', value: devices.endpoint_count },
    { key: 'inactive', label: 'Inactive endpoints', value: devices.inactive },
    { key: 'noncompliant_count', label: 'Non-compliant endpoints', value: devices.noncompliant_count },
    { key: 'saas_alerts', label: 'SaaS alerts', value: saas.alerts },
    { key: 'saas_blocks', label: 'SaaS blocks', value: saas.blocks },
    { key: 'genai_apps', label: 'Gen AI apps used', value: genAi.app_count },
    { key: 'genai_unsanctioned', label: 'Unsanctioned Gen AI apps', value: genAi.unsanctioned_count },
  ];
  if (hasSessionLogs(scope.access)) {
    const web = await dashboard.alertStats(db, scope, range, now, 'website');
    figures.push({ key: 'website_alerts', label: 'Website alerts', value: web.alerts }, { key: 'website_blocks', label: 'Website blocks', value: web.blocks });
  }
  return { figures, tables: [] };
}

async function inactivity(db: Db, scope: Scope, range: RunRange, now: Date, filters: EmailReportFilters): Promise<{ figures: Figure[]; tables: Table[] }> {
  const r = await reports.inactivity(db, scope, range, now);
  const rows = r.rows
    .filter((row) => keeps(filters, platformFamily(row.platform as PlatformCode)))
    .map((row) => [row.name, row.platform, row.owner ?? '', row.owner_email ?? '', row.last_active ?? 'never']);
  return {
    figures: [
      { key: 'inactive', label: `Inactive endpoints on ${r.day}`, value: r.inactive },
      { key: 'endpoint_count', label: `Active endpoints on ${r.day}`, value: r.endpoint_count },
    ],
    tables: [{ title: 'Inactive endpoints', columns: ['Endpoint', 'Platform', 'Owner', 'Owner e-mail', 'Last active'], rows }],
  };
}

async function dlp(db: Db, scope: Scope, range: RunRange, now: Date): Promise<{ figures: Figure[]; tables: Table[] }> {
  const s = await dashboard.sensitiveDataStats(db, scope, range, now);
  return {
    figures: [
      { key: 'sensitive_files', label: 'Files with sensitive data', value: s.sensitive_files },
      { key: 'total_users', label: 'People with sensitive data', value: s.total_users },
      { key: 'total_devices', label: 'Endpoints with sensitive data', value: s.total_devices },
      { key: 'total_activities', label: 'Copy and paste activities', value: s.total_activities },
    ],
    tables: [],
  };
}

export async function buildModel(
  db: Db,
  scope: Scope,
  input: { report: EmailReportKind; filters: EmailReportFilters; range: RunRange; now: Date },
): Promise<ReportModel> {
  const { report, filters, range, now } = input;
  const body =
    report === 'compliance'
      ? await compliance(db, scope, range, now, filters)
      : report === 'summary'
        ? await summary(db, scope, range, now)
        : report === 'inactivity'
          ? await inactivity(db, scope, range, now, filters)
          : await dlp(db, scope, range, now);
  return { report, title: TITLES[report], company: scope.account.name, range, generated_at: now.toISOString(), ...body };
}

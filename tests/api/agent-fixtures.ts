// Shared set-up of the agent API tests: an enrolment secret, a few catalog apps, a gateway, devices.
import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { AgentEvent, EnrolBody } from '../../src/api/contract/agent';
import type { AppDeps } from '../../server/app';
import * as schema from '../../server/db/schema/index';
import { setEnrolmentSecret, upsertCatalogApps } from '../../server/ingest/index';
import { rowsOf } from '../../server/ingest/sql-arrays';
import { createTestApp, type TestApp } from './helpers';

export const ACME_SECRET = 'acme-agent-test-secret-0001';
export const GLOBEX_SECRET = 'globex-agent-test-secret-0001';

export const TEST_APPS = [
  { name: 'Agent Test Chat', domains: ['chat.agenttest.example'], categories: ['Communication'], genAi: false, icon: null },
  { name: 'Agent Test AI', domains: ['ai.agenttest.example', 'assistant.agenttest.example'], categories: ['Gen AI'], genAi: true, icon: null },
] as const;

export interface AgentTestApp extends TestApp {
  acmeId: string;
  globexId: string;
  appIds: Map<string, string>;
  gatewayId: string;
}

export async function createAgentTestApp(overrides: Partial<AppDeps> = {}): Promise<AgentTestApp> {
  const t = await createTestApp({ ...overrides, agent: { sweepIntervalMs: 0, ...overrides.agent } });
  const acmeId = t.accounts['Acme Corp'].id;
  const globexId = t.accounts['Globex'].id;
  await setEnrolmentSecret(t.db, acmeId, ACME_SECRET);
  await setEnrolmentSecret(t.db, globexId, GLOBEX_SECRET);
  const appIds = await upsertCatalogApps(t.db, TEST_APPS);
  const [gateway] = await t.db.insert(schema.ztpaGateways).values({ accountId: acmeId, name: 'eu-west-1', status: 'ONLINE' }).returning();
  return { ...t, acmeId, globexId, appIds, gatewayId: gateway.id };
}

let serial = 0;

export function enrolBody(overrides: Partial<EnrolBody> = {}): EnrolBody {
  serial += 1;
  return {
    secret: ACME_SECRET,
    hostname: `MBP-${String(serial).padStart(3, '0')}`,
    serial: `C02TEST${serial}${randomUUID().slice(0, 6)}`,
    platform: 'DARWIN_ARM_64',
    os_name: 'macOS',
    os_version: '15.1',
    agent_version: '1.1.7',
    owner_email: 'owner.person@acme.test',
    mdm_managed: true,
    disk_encrypted: true,
    ...overrides,
  };
}

export interface Enrolled {
  token: string;
  endpointId: string;
  headers: { authorization: string };
}

export async function enrol(t: TestApp, overrides: Partial<EnrolBody> = {}): Promise<Enrolled> {
  const res = await t.app.inject({ method: 'POST', url: '/agent/v1/enrol', payload: enrolBody(overrides) });
  if (res.statusCode !== 200) throw new Error(`enrol answered ${res.statusCode}: ${res.body}`);
  const body = res.json();
  return { token: body.device_token, endpointId: body.endpoint_id, headers: { authorization: `Bearer ${body.device_token}` } };
}

export function sendTelemetry(t: TestApp, device: Enrolled, events: unknown[]) {
  return t.app.inject({ method: 'POST', url: '/agent/v1/telemetry', headers: device.headers, payload: { events } });
}

const HOUR = 3_600_000;

/** A mixed batch: every kind, two people, apps by name and by domain, websites, a few days. */
export function mixedBatch(base: Date, size = 40): AgentEvent[] {
  const events: AgentEvent[] = [];
  for (let i = 0; i < size; i++) {
    const id = randomUUID();
    const at = new Date(base.getTime() - (i % 5) * 20 * HOUR).toISOString();
    const user = i % 3 === 0 ? 'second.person@acme.test' : undefined;
    const common = { id, at, ...(user ? { user } : {}) };
    switch (i % 10) {
      case 0:
        events.push({ ...common, kind: 'usage', app: 'Agent Test Chat', browser: 'Chrome', duration_s: 600 + i, weighted_duration_s: 300 });
        break;
      case 1:
        events.push({ ...common, kind: 'usage', domain: 'assistant.agenttest.example', browser: 'Edge', duration_s: 120, weighted_duration_s: 60 + (i % 50) });
        break;
      case 2:
        events.push({ ...common, kind: 'usage', domain: 'www.news.example', url: 'https://www.news.example/a', browser: 'Firefox', duration_s: 45, weighted_duration_s: 45 });
        break;
      case 3:
        events.push({ ...common, kind: 'saas_alert', app: 'Agent Test AI', browser: 'Chrome', action: 'Block', reason: 'Unsanctioned App' });
        break;
      case 4:
        events.push({ ...common, kind: 'website_alert', domain: 'g4mble.example', browser: 'Safari', action: i % 20 === 4 ? 'Block' : 'Alert', reason: 'Blocked Category', category: 'Gambling' });
        break;
      case 5:
        events.push({ ...common, kind: 'copy_paste', source: 'Excel', destination: 'Agent Test AI', data_type: 'Credit Card Number', match_count: 3, action: 'Alert' });
        break;
      case 6:
        events.push({ ...common, kind: 'ztpa_activity', gateway: 'eu-west-1', destination: 'git.internal.example', port: 443, action: 'Allow', bytes_in: 1000 + i, bytes_out: 50, duration_s: 9 });
        break;
      case 7:
        events.push({ ...common, kind: 'source_code', repository: 'acme/payments', path: 'src/keys.ts', line: 12, rule: 'AWS access key', severity: 'High' });
        break;
      case 8:
        events.push({ ...common, kind: 'installed_app', name: `Tool ${i}`, version: '2.1.0', vulnerable: i % 16 === 8 });
        break;
      default:
        events.push({ ...common, kind: 'compliance', framework: 'CIS', control: i === 9 ? 'Firewall enabled' : `CIS-${i}`, passed: i !== 9 });
    }
  }
  return events;
}

/** Row counts of every table that telemetry writes, to prove a refused call stored nothing. */
export async function telemetryCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = {
    usage: schema.usageSessions,
    saasAlerts: schema.saasAlerts,
    websiteAlerts: schema.websiteAlerts,
    copyPaste: schema.copyPasteEvents,
    sourceCode: schema.sourceCodeFindings,
    ztpa: schema.ztpaActivity,
    files: schema.sensitiveFiles,
    compliance: schema.complianceResults,
    installed: schema.installedApps,
    extensions: schema.browserExtensions,
    ingested: schema.ingestedEvents,
    appDaily: schema.appUsageDaily,
    siteDaily: schema.websiteUsageDaily,
    saasAlertDaily: schema.saasAlertDaily,
    siteAlertDaily: schema.websiteAlertDaily,
    copyPasteDaily: schema.copyPasteDaily,
    ztpaDaily: schema.ztpaActivityDaily,
    people: schema.people,
    endpoints: schema.endpoints,
  };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) out[name] = Number((await t.db.select({ n: count() }).from(table))[0].n);
  return out;
}

export async function personIdOf(t: TestApp, accountId: string, email: string): Promise<string | undefined> {
  const [row] = await t.db
    .select({ id: schema.people.id })
    .from(schema.people)
    .where(sql`${schema.people.accountId} = ${accountId} and ${schema.people.email} = ${email}`);
  return row?.id;
}

export async function endpointRow(t: TestApp, endpointId: string) {
  const [row] = await t.db.select().from(schema.endpoints).where(eq(schema.endpoints.id, endpointId));
  return row;
}

/**
 * Two of Acme's people for the tests of a group admin's scope (groupadmin@acme.test sees Engineering and
 * Sales): one in Engineering, one in neither.
 */
export async function insideAndOutsideGroups(t: TestApp, acmeId: string): Promise<{ inside: string; outside: string }> {
  const first = async (query: ReturnType<typeof sql>) => {
    const [row] = rowsOf<{ email: string }>(await t.db.execute(query));
    if (!row) throw new Error('the demo company has no such person');
    return row.email;
  };
  const inside = await first(sql`
    select p.email from people p join person_groups pg on pg.person_id = p.id join groups g on g.id = pg.group_id
    where p.account_id = ${acmeId}::uuid and g.name = 'Engineering' and p.email is not null order by p.email limit 1`);
  const outside = await first(sql`
    select p.email from people p where p.account_id = ${acmeId}::uuid and p.email is not null and not exists (
      select 1 from person_groups pg join groups g on g.id = pg.group_id where pg.person_id = p.id and g.name in ('Engineering', 'Sales'))
    order by p.email limit 1`);
  return { inside, outside };
}

/**
 * A device owned by `device.owner_email` (enrolled with Acme's test secret) reports `events` through the agent protocol. The
 * small test fleet has a few dozen endpoints over 14 days: its rare events (blocked categories, pastes of
 * sensitive data) are absent on some days, and a test that needs them sends its own.
 */
export async function reportFrom(t: TestApp, acmeId: string, device: Partial<EnrolBody> & { owner_email: string }, events: Record<string, unknown>[]) {
  await setEnrolmentSecret(t.db, acmeId, ACME_SECRET);
  const enrolled = await enrol(t, device);
  const res = await sendTelemetry(t, enrolled, events.map((e) => ({ id: randomUUID(), ...e })));
  if (res.statusCode !== 200) throw new Error(`telemetry answered ${res.statusCode}: ${res.body}`);
  return enrolled;
}

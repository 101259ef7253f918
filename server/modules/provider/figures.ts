// A company's health figures for the provider's lists (issue 24 "per-company counts equal each company's own
// dashboard figures"): computed by the dashboard module's own functions over a scope that stands for the whole
// company, so /palisade-accounts, /accounts and the company's dashboard cannot disagree.
import { sql } from 'drizzle-orm';
import type { AgentVersionCount, FlagValues } from '../../../src/api/contract/provider';
import { availableSteps } from '../../../src/api/contract/setup';
import type { Db } from '../../db/client';
import type { AccountRow } from '../../db/schema/index';
import { aliased, countedEndpoints } from '../../metrics/endpoints';
import { createScope, type Scope } from '../../plugins/scope';
import * as dashboard from '../dashboard/service';
import { n, rows } from '../dashboard/scoped';
import { setupStatus } from '../setup/service';

/**
 * The company as its own account admin sees it (every person, every endpoint), for the operator who
 * asks: the dashboard's functions read scope.accountId and the people of that scope.
 */
export function companyScope(account: AccountRow, asker: Pick<Scope, 'memberId' | 'email'>): Scope {
  return createScope({ account, principal: { memberId: asker.memberId, role: 'ADMIN', homeAccountId: account.id }, email: asker.email, groupIds: null });
}

export interface EndpointTotals {
  online: number;
  idle: number;
  longIdle: number;
  total: number;
}

/** The dashboard's /device-inactivity-stats: every non-infra endpoint is ACTIVE, INACTIVE or long idle. */
export async function endpointTotals(db: Db, company: Scope, now: Date): Promise<EndpointTotals> {
  const s = await dashboard.inactivityStats(db, company, lastWeek(now), now);
  return { online: s.active, idle: s.idle, longIdle: s.inactive_last_week, total: s.active + s.idle + s.inactive_last_week };
}

/** The dashboard's default range, Last 7 days (today and six days before), in UTC. */
export function lastWeek(now: Date): { s: number; e: number; z: string } {
  return { s: now.getTime() - 6 * 86_400_000, e: now.getTime(), z: 'UTC' };
}

export async function alertsWeek(db: Db, company: Scope, now: Date) {
  const range = lastWeek(now);
  const saas = await dashboard.alertStats(db, company, range, now, 'saas');
  const website = await dashboard.alertStats(db, company, range, now, 'website');
  const total = saas.alerts + saas.reports + saas.blocks + website.alerts + website.reports + website.blocks;
  return { saas, website, total };
}

/** Endpoints by agent version, most common first; the same population as the dashboard's endpoint figures. */
export async function agentVersions(db: Db, company: Scope): Promise<AgentVersionCount[]> {
  const found = await rows<{ version: string; count: string }>(
    db,
    sql`select e.agent_version as version, count(*) as count from endpoints e
      where ${countedEndpoints(company, aliased('e'))} group by 1 order by 2 desc, 1 desc`,
  );
  return found.map((r) => ({ version: r.version, count: n(r.count) }));
}

export function flagsOf(a: AccountRow): FlagValues {
  return {
    enable_dlp: a.enableDlp,
    enable_vpn: a.enableVpn,
    enable_mdm: a.enableMdm,
    enable_execute_command: a.enableExecuteCommand,
    disable_session_logs: a.disableSessionLogs,
  };
}

/** The setup guide's progress: visited steps among the ones the company's flags offer. */
export async function setupProgress(db: Db, company: Scope, account: AccountRow): Promise<{ done: number; total: number }> {
  const offered = new Set(availableSteps(flagsOf(account)));
  const status = await setupStatus(db, company);
  return { done: status.steps.filter((s) => offered.has(s.step) && s.visited).length, total: offered.size };
}

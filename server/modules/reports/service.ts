// The Reports calls (src/api/contract/reports.ts). Figures come from the dashboard's own functions
// (server/modules/dashboard/service.ts), so a report shows the dashboard's number for the same range;
// the range, the scope (a group admin's people) and the 400 for a future range are theirs too.
import { sql } from 'drizzle-orm';
import { hasSessionLogs } from '../../../src/api/contract/access';
import type { RangeQuery } from '../../../src/api/contract/dashboard';
import type { AlertReportStats, InactivityReport, SessionStats, UsageUserRow, usageUsersQuery } from '../../../src/api/contract/reports';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Scope } from '../../plugins/scope';
import { aliased, countedEndpoints } from '../../metrics/endpoints';
import * as dashboard from '../dashboard/service';
import { dayRange, dayAfter } from '../dashboard/range';
import { acct, endpointIn, n, rows } from '../dashboard/scoped';

type UsersQuery = z.output<typeof usageUsersQuery>;

const dashboardKind = (kind: UsersQuery['kind']) => (kind === 'saas' ? 'saas' : 'website');

export async function sessionStats(db: Db, scope: Scope, q: RangeQuery, now: Date): Promise<SessionStats> {
  const saas = await dashboard.sessionSeries(db, scope, q, now, 'saas');
  const websites = hasSessionLogs(scope.access) ? await dashboard.sessionSeries(db, scope, q, now, 'website') : null;
  return { saas, websites };
}

export async function alertStats(db: Db, scope: Scope, q: RangeQuery, now: Date): Promise<AlertReportStats> {
  const saas = await dashboard.alertStats(db, scope, q, now, 'saas');
  const websites = hasSessionLogs(scope.access) ? await dashboard.alertStats(db, scope, q, now, 'website') : null;
  const phishing = await dashboard.phishingStats(db, scope, q, now);
  return { saas, websites, phishing };
}

export function listUsers(db: Db, scope: Scope, q: UsersQuery, now: Date): Promise<UsageUserRow[]> {
  return dashboard.listSessionUsers(db, scope, { ...q, sb: q.sb, so: q.so }, now, dashboardKind(q.kind));
}

export function countUsers(db: Db, scope: Scope, q: UsersQuery, now: Date): Promise<number> {
  return dashboard.countSessionUsers(db, scope, { ...q }, now, dashboardKind(q.kind));
}

/**
 * The dashboard's inactive-device figure (device-stats `inactive` of its `day`), the same rule applied to
 * every day of the range (endpoints enrolled by the day, less those with usage that day), and the
 * inactive endpoints of `day` themselves.
 */
export async function inactivity(db: Db, scope: Scope, q: RangeQuery, now: Date): Promise<InactivityReport> {
  const stats = await dashboard.deviceStats(db, scope, q, now);
  const r = dayRange(q, now);
  const perDay = await rows<{ day: string; active: unknown; enrolled: unknown }>(db, sql`
    select d.day::text as day,
      (select count(distinct a.endpoint_id) from activity_daily a
        where a.account_id = ${acct(scope)} and a.day = d.day and ${endpointIn(scope, sql`a.endpoint_id`)}) as active,
      (select count(*) from endpoints e where ${countedEndpoints(scope, aliased('e'))} and e.enrolled_at < d.day + 1) as enrolled
    from unnest(${`{${r.days.join(',')}}`}::date[]) as d(day)`);
  const by = new Map(perDay.map((p) => [String(p.day), p]));
  const active = r.days.map((d) => n(by.get(d)?.active));
  const inactive = r.days.map((d, i) => Math.max(0, n(by.get(d)?.enrolled) - active[i]!));
  const found = await rows<Record<string, unknown>>(db, sql`
    select e.id, e.hostname, e.platform, e.status, p.name as owner, p.email as owner_email,
      (select max(a.day)::text from activity_daily a where a.account_id = e.account_id and a.endpoint_id = e.id and a.day < ${stats.day}::date) as last_active
    from endpoints e left join people p on p.account_id = e.account_id and p.id = e.owner_person_id
    where ${countedEndpoints(scope, aliased('e'))} and e.enrolled_at < ${dayAfter(stats.day)}::timestamptz
      and not exists (select 1 from activity_daily a where a.account_id = e.account_id and a.endpoint_id = e.id and a.day = ${stats.day}::date)
    order by last_active desc nulls last, lower(e.hostname), e.id`);
  return {
    day: stats.day,
    inactive: stats.inactive,
    endpoint_count: stats.endpoint_count,
    series: { label: r.days, active, inactive },
    rows: found.map((f) => ({
      id: String(f.id),
      name: String(f.hostname),
      platform: String(f.platform),
      status: String(f.status),
      owner: f.owner === null ? null : String(f.owner),
      owner_email: f.owner_email === null ? null : String(f.owner_email),
      last_active: f.last_active === null ? null : String(f.last_active),
    })),
  };
}

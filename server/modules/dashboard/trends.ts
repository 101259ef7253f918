// Real trends for the Security Insights subtitles (issue 28 item 3): each figure is computed twice by the
// very functions the cards use, over the range and over the same number of days just before it. When the
// company's stored activity does not reach back to the start of that earlier span, there is nothing
// honest to compare with and `previous` is null.
import { sql } from 'drizzle-orm';
import type { InsightTrendKey, InsightTrends } from '../../../src/api/contract/dashboard';
import type { Db } from '../../db/client';
import type { Scope } from '../../plugins/scope';
import type { DayRange } from './range';
import { acct, one } from './scoped';
import * as sessions from './sessions';
import * as stats from './stats';

const DAY_MS = 86_400_000;

/** The same number of days, ending the day before `r` starts. */
export function spanBefore(r: DayRange): DayRange {
  const days = r.days.map((d) => new Date(Date.parse(`${d}T00:00:00Z`) - r.days.length * DAY_MS).toISOString().slice(0, 10));
  return { from: days[0], to: days[days.length - 1], days };
}

async function figures(db: Db, scope: Scope, r: DayRange, dlp: boolean): Promise<Partial<Record<InsightTrendKey, number>>> {
  const [access, genAi, unsanctionedUsers, sensitive] = await Promise.all([
    stats.saasAccessTypeStats(db, scope, r),
    stats.genAiStats(db, scope, r),
    sessions.countUsers(db, scope, r, 'saas', { tag: 'Unsanctioned' }),
    dlp ? stats.sensitiveDataStats(db, scope, r) : null,
  ]);
  return {
    unsanctionedSaasApps: access.y[access.label.indexOf('Unsanctioned')] ?? 0,
    unsanctionedGenAiApps: genAi.unsanctioned_count,
    usersWithUnsanctionedApps: unsanctionedUsers,
    usersWithGenAi: genAi.user_count,
    ...(sensitive
      ? {
          usersWithSensitiveData: sensitive.total_users,
          endpointsWithSensitiveData: sensitive.total_devices,
          sensitiveDataDiscovered: sensitive.sensitive_files,
          sensitiveActivityDiscovered: sensitive.total_activities,
        }
      : {}),
  };
}

export async function insightTrends(db: Db, scope: Scope, r: DayRange, dlp: boolean): Promise<InsightTrends> {
  const before = spanBefore(r);
  const first = await one<{ day: string | null }>(db, sql`select min(day)::text as day from activity_daily where account_id = ${acct(scope)}`);
  const covered = first.day !== null && first.day <= before.from;
  const [now, then] = await Promise.all([figures(db, scope, r, dlp), covered ? figures(db, scope, before, dlp) : null]);
  return (Object.keys(now) as InsightTrendKey[]).map((key) => ({ key, current: now[key]!, previous: then ? then[key]! : null }));
}

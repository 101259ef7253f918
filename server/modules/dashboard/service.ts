// The Dashboard calls of spec part 2 §7: each maps its range { s, e, z } to the rollup dates it covers
// (range.ts, 400 for a range ending in the future) and reads its figures (stats.ts) or its people
// lists, series and alert counts (sessions.ts), for the scope's company and people.
import type { z } from 'zod';
import type { alertCountQuery, RangeQuery, sessionUsersQuery, websiteUsersQuery } from '../../../src/api/contract/dashboard';
import type { Db } from '../../db/client';
import type { Scope } from '../../plugins/scope';
import { dayRange } from './range';
import * as sessions from './sessions';
import * as stats from './stats';
import * as trends from './trends';

type Kind = 'saas' | 'website';
/** the saas call filters by tag and genai, the website call by domain */
type UsersQuery = z.output<typeof sessionUsersQuery> | z.output<typeof websiteUsersQuery>;

export const saasAccessTypeStats = (db: Db, scope: Scope, q: RangeQuery, now: Date) => stats.saasAccessTypeStats(db, scope, dayRange(q, now));
export const userStats = (db: Db, scope: Scope, q: RangeQuery, now: Date) => stats.userStats(db, scope, dayRange(q, now));
export const deviceStats = (db: Db, scope: Scope, q: RangeQuery, now: Date) => stats.deviceStats(db, scope, dayRange(q, now));
export const alertStats = (db: Db, scope: Scope, q: RangeQuery, now: Date, kind: Kind) => stats.alertStats(db, scope, dayRange(q, now), kind);
export const phishingStats = (db: Db, scope: Scope, q: RangeQuery, now: Date) => stats.phishingStats(db, scope, dayRange(q, now));
export const genAiStats = (db: Db, scope: Scope, q: RangeQuery, now: Date) => stats.genAiStats(db, scope, dayRange(q, now));
export const sensitiveDataStats = (db: Db, scope: Scope, q: RangeQuery, now: Date) => stats.sensitiveDataStats(db, scope, dayRange(q, now));

/** Current state: the range is accepted for symmetry with the other figures, and checked like theirs. */
export function inactivityStats(db: Db, scope: Scope, q: RangeQuery, now: Date) {
  dayRange(q, now);
  return stats.inactivityStats(db, scope);
}

/** Current state, like inactivityStats. */
export function vulStats(db: Db, scope: Scope, q: RangeQuery, now: Date) {
  dayRange(q, now);
  return stats.vulStats(db, scope);
}

export const insightTrends = (db: Db, scope: Scope, q: RangeQuery, now: Date, dlp: boolean) => trends.insightTrends(db, scope, dayRange(q, now), dlp);

export const sessionSeries = (db: Db, scope: Scope, q: RangeQuery, now: Date, kind: Kind) => sessions.series(db, scope, dayRange(q, now), kind);

export const countSessionUsers = (db: Db, scope: Scope, q: UsersQuery, now: Date, kind: Kind) =>
  sessions.countUsers(db, scope, dayRange(q, now), kind, q);

export const listSessionUsers = (db: Db, scope: Scope, q: UsersQuery, now: Date, kind: Kind) =>
  sessions.listUsers(db, scope, dayRange(q, now), kind, q, q);

export const countAlerts = (db: Db, scope: Scope, q: z.output<typeof alertCountQuery>, now: Date, kind: Kind) =>
  sessions.countAlerts(db, scope, dayRange(q, now), kind, q);

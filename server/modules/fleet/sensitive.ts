// GET /devices/{id}/sensitive-data-discovery-summary (spec part 2 §7; the endpoint's Sensitive Data tab):
// what the endpoint scanner found (sensitive_files, server/ingest/write-state.ts) summed up. A file counts
// while it is still on the endpoint (removed_at null); cleaned-up files are counted apart. The endpoint is
// looked up through the fleet's scope first, so another company's or group's endpoint answers 404.
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { SENSITIVE_SUMMARY_LIMITS, type SensitiveSummary } from '../../../src/api/contract/fleet';
import type { Db } from '../../db/client';
import { sensitiveFiles } from '../../db/schema/index';
import { iso } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';
import { n, rows } from '../dashboard/scoped';
import { oneDevice } from './service';

/** the file's folder: the path without its last segment (Windows or POSIX separators) */
const FOLDER_PATTERN = '[/\\\\][^/\\\\]*$';
const folder = sql`regexp_replace(${sensitiveFiles.path}, ${FOLDER_PATTERN}, '')`;

export async function sensitiveSummary(db: Db, scope: Scope, id: string): Promise<SensitiveSummary> {
  await oneDevice(db, scope, id);
  const ofDevice = and(eq(sensitiveFiles.accountId, scope.accountId), eq(sensitiveFiles.endpointId, id));
  const present = and(ofDevice, isNull(sensitiveFiles.removedAt));
  const files = sql<number>`count(*)::int`;
  const matches = sql<number>`coalesce(sum(${sensitiveFiles.matchCount}), 0)::int`;

  const [[totals], [gone], [seen], types, locations, newest] = await Promise.all([
    db
      .select({ files, matches, dataTypes: sql<number>`count(distinct ${sensitiveFiles.dataType})::int`, locations: sql<number>`count(distinct ${folder})::int` })
      .from(sensitiveFiles)
      .where(present),
    db.select({ files }).from(sensitiveFiles).where(and(ofDevice, isNotNull(sensitiveFiles.removedAt))),
    db.select({ at: sql<string | null>`max(${sensitiveFiles.lastSeen})` }).from(sensitiveFiles).where(ofDevice),
    db
      .select({ dataType: sensitiveFiles.dataType, files, matches })
      .from(sensitiveFiles)
      .where(present)
      .groupBy(sensitiveFiles.dataType)
      .orderBy(sql`2 desc`, sql`3 desc`, sensitiveFiles.dataType),
    rows<{ location: string; files: unknown; matches: unknown }>(
      db,
      sql`select ${folder} as location, count(*) as files, coalesce(sum(${sensitiveFiles.matchCount}), 0) as matches
          from ${sensitiveFiles} where ${present} group by 1 order by 2 desc, 3 desc, 1 limit ${SENSITIVE_SUMMARY_LIMITS.locations}`,
    ),
    db
      .select({ path: sensitiveFiles.path, dataType: sensitiveFiles.dataType, matchCount: sensitiveFiles.matchCount, firstSeen: sensitiveFiles.firstSeen, lastSeen: sensitiveFiles.lastSeen })
      .from(sensitiveFiles)
      .where(present)
      .orderBy(sql`${sensitiveFiles.firstSeen} desc`, sensitiveFiles.path, sensitiveFiles.dataType)
      .limit(SENSITIVE_SUMMARY_LIMITS.newest),
  ]);
  return {
    total: { files: n(totals?.files), matches: n(totals?.matches), data_types: n(totals?.dataTypes), locations: n(totals?.locations) },
    removed: n(gone?.files),
    last_seen: seen?.at ? iso(seen.at) : null,
    by_data_type: types.map((r) => ({ data_type: r.dataType, files: n(r.files), matches: n(r.matches) })),
    by_location: locations.map((r) => ({ location: String(r.location), files: n(r.files), matches: n(r.matches) })),
    newest: newest.map((r) => ({ path: r.path, data_type: r.dataType, match_count: r.matchCount, first_seen: r.firstSeen.toISOString(), last_seen: r.lastSeen.toISOString() })),
  };
}

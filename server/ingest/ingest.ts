import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { personIds } from './people';
import type { IngestItem, Resolved } from './resolve';
import { addToRollups } from './rollups';
import { arrayLiteral } from './sql-arrays';
import type { Stored } from './stored';
import { insertEventRows, ROW_KINDS } from './write-events';
import { applyState, claimStateEvents } from './write-state';

export interface Counts {
  accepted: number;
  duplicates: number;
}

/** First occurrence of each event id; later copies in the same batch count as duplicates. */
export function firstOfEachId(items: readonly IngestItem[]): IngestItem[] {
  const seen = new Set<string>();
  return items.filter(({ event }) => !seen.has(event.id) && (seen.add(event.id), true));
}

/** Latest time per id, sorted by id: the order rows are locked in (same order in every batch). */
function latestById(pairs: Iterable<[string, Date]>): [string[], string[]] {
  const latest = new Map<string, Date>();
  for (const [id, at] of pairs) {
    const seen = latest.get(id);
    if (!seen || at > seen) latest.set(id, at);
  }
  const ids = [...latest.keys()].sort();
  return [ids, ids.map((id) => latest.get(id)!.toISOString())];
}

/**
 * Stores resolved events in ONE transaction (issue 3): people first seen, event rows, state, rollups,
 * last-seen times. Either all of it commits or none of it does.
 */
export async function writeResolved(db: Db, accountId: string, resolved: readonly Resolved[], options: { touchEndpoints: boolean }): Promise<Counts> {
  if (resolved.length === 0) return { accepted: 0, duplicates: 0 };
  return db.transaction(async (tx) => {
    const emails = new Set<string>();
    for (const r of resolved) if (r.email) emails.add(r.email);
    const people = await personIds(tx, accountId, emails);
    const rows: Stored[] = resolved.map((r) => ({ ...r, personId: r.email ? people.get(r.email)! : r.ownerPersonId! }));

    const freshRows = await insertEventRows(tx, accountId, rows.filter((r) => ROW_KINDS.has(r.event.kind)));
    await addToRollups(tx, accountId, freshRows);
    const freshState = await claimStateEvents(tx, accountId, rows.filter((r) => !ROW_KINDS.has(r.event.kind)));
    await applyState(tx, accountId, freshState);

    const fresh = [...freshRows, ...freshState];
    if (fresh.length > 0) {
      const [personList, personAt] = latestById(fresh.map((r) => [r.personId, r.at]));
      await tx.execute(sql`
        update people p set last_seen = greatest(p.last_seen, u.at)
        from unnest(${arrayLiteral(personList)}::uuid[], ${arrayLiteral(personAt)}::timestamptz[]) as u(id, at)
        where p.account_id = ${accountId}::uuid and p.id = u.id`);
      if (options.touchEndpoints) {
        const [endpointList, endpointAt] = latestById(fresh.map((r) => [r.endpointId, r.at]));
        await tx.execute(sql`
          update endpoints e set last_seen = greatest(e.last_seen, u.at)
          from unnest(${arrayLiteral(endpointList)}::uuid[], ${arrayLiteral(endpointAt)}::timestamptz[]) as u(id, at)
          where e.account_id = ${accountId}::uuid and e.id = u.id`);
      }
    }
    return { accepted: fresh.length, duplicates: resolved.length - fresh.length };
  });
}

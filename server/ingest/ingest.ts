import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { personIds } from './people';
import type { IngestItem, Resolved } from './resolve';
import { activeInsert, dayTotalsUpsert, NEW_ACTIVE_PER_DAY, rollupUpserts, type NewActive } from './rollups';
import { arrayLiteral, ident, rowsOf, together } from './sql-arrays';
import type { Stored } from './stored';
import { eventInserts, ROW_KINDS } from './write-events';
import { claimInsert, complianceStateUpdate, stateUpserts } from './write-state';

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
function latestById(rows: readonly Stored[], idOf: (r: Stored) => string): [string[], string[]] {
  // ISO texts of toISOString() compare like the times they name.
  const latest = new Map<string, string>();
  for (const r of rows) {
    const id = idOf(r);
    const seen = latest.get(id);
    if (seen === undefined || r.iso > seen) latest.set(id, r.iso);
  }
  const ids = [...latest.keys()].sort();
  return [ids, ids.map((id) => latest.get(id)!)];
}

function lastSeenUpdate(table: 'people' | 'endpoints', accountId: string, rows: readonly Stored[], idOf: (r: Stored) => string): SQL {
  const [ids, ats] = latestById(rows, idOf);
  return sql`update ${sql.raw(table)} t set last_seen = greatest(t.last_seen, u.at)
    from unnest(${arrayLiteral(ids)}::uuid[], ${arrayLiteral(ats)}::timestamptz[]) as u(id, at)
    where t.account_id = ${accountId}::uuid and t.id = u.id`;
}

/** The stored form of a resolved event, built field by field (one object shape, no spread per event). */
function storedOf(r: Resolved, personId: string): Stored {
  return {
    index: r.index,
    endpointId: r.endpointId,
    event: r.event,
    at: r.at,
    email: r.email,
    ownerPersonId: r.ownerPersonId,
    appId: r.appId,
    domain: r.domain,
    gatewayId: r.gatewayId,
    personId,
    iso: r.at.toISOString(),
  };
}

/**
 * Stores resolved events in ONE transaction (issue 3): people first seen, then one statement that
 * inserts the events (ON CONFLICT DO NOTHING RETURNING id), then one that adds the new ones to the
 * rollups and state tables, moves last-seen times and answers the people and endpoints new to a day, and last the
 * company-wide rollups and day totals. Either all of it commits or none of it does.
 */
export async function writeResolved(db: Db, accountId: string, resolved: readonly Resolved[], options: { touchEndpoints: boolean }): Promise<Counts> {
  if (resolved.length === 0) return { accepted: 0, duplicates: 0 };
  return db.transaction(async (tx) => {
    const emails = new Set<string>();
    for (const r of resolved) if (r.email) emails.add(r.email);
    const people = await personIds(tx, accountId, emails);
    const rows: Stored[] = resolved.map((r) => storedOf(r, r.email ? people.get(r.email)! : r.ownerPersonId!));

    const inserts = eventInserts(accountId, rows.filter((r) => ROW_KINDS.has(r.event.kind)));
    const claim = claimInsert(accountId, rows.filter((r) => !ROW_KINDS.has(r.event.kind)));
    if (claim) inserts.push(claim);
    const union = sql.join(
      inserts.map((p) => sql`select id from ${sql.raw(ident(p.name))}`),
      sql` union all `,
    );
    const inserted = rowsOf<{ id: string }>(await tx.execute(together(inserts, union)));
    const freshIds = new Set(inserted.map((r) => r.id));
    const fresh = rows.filter((r) => freshIds.has(r.event.id));
    if (fresh.length === 0) return { accepted: 0, duplicates: resolved.length };

    const freshRows = fresh.filter((r) => ROW_KINDS.has(r.event.kind));
    const freshState = fresh.filter((r) => !ROW_KINDS.has(r.event.kind));
    const rollups = rollupUpserts(accountId, freshRows);
    const updates = [...rollups.own, ...stateUpserts(accountId, freshState)];
    updates.push({ name: 'seen_people', statement: lastSeenUpdate('people', accountId, fresh.filter((r) => r.event.kind !== 'perf_sample'), (r) => r.personId) });
    if (options.touchEndpoints) updates.push({ name: 'seen_endpoints', statement: lastSeenUpdate('endpoints', accountId, fresh, (r) => r.endpointId) });
    const active = activeInsert(accountId, freshRows);
    if (active) updates.push(active);
    const updated = await tx.execute(together(updates, active ? NEW_ACTIVE_PER_DAY : sql`select 1`));
    const totals = dayTotalsUpsert(accountId, freshRows, active ? rowsOf<NewActive>(updated) : []);
    const compliance = complianceStateUpdate(accountId, freshState);
    if (compliance) await tx.execute(compliance);
    // last before the commit: every batch of the company adds to these rows, and holds their locks from here on
    const shared = totals ? [...rollups.shared, totals] : rollups.shared;
    if (shared.length > 0) await tx.execute(together(shared, sql`select 1`));
    return { accepted: fresh.length, duplicates: resolved.length - fresh.length };
  });
}

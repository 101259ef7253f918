// Which companies a percentage stage includes (issue 24 "Canary Plan"): a fixed order per plan, the hash of
// the plan id and the company id, so a company's place does not depend on the others, and a stage takes the
// first ceil(percent × pool / 100) of that order. Companies already in stay in as the stage widens. The
// companies on the 'canary' update channel (issue 27, agent settings) come first, each group in that order.
import { createHash } from 'node:crypto';

/** The company's place in the plan's order: the first 12 hex digits of sha256(plan id ':' account id). */
export function companyRank(planId: string, accountId: string): string {
  return createHash('sha256').update(`${planId}:${accountId}`).digest('hex').slice(0, 12);
}

/** The pool in the plan's order: the early ones (canary channel) first, then by rank (ties, practically impossible, by id). */
export function planOrder(planId: string, pool: readonly string[], early: ReadonlySet<string> = new Set()): string[] {
  return [...pool]
    .map((id) => ({ id, first: early.has(id) ? 0 : 1, rank: companyRank(planId, id) }))
    .sort((a, b) => a.first - b.first || (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : a.id < b.id ? -1 : 1))
    .map((c) => c.id);
}

/** How many companies of a pool a stage includes: at least one for any stage above 0 %. */
export function stageSize(percent: number, pool: number): number {
  return Math.min(pool, Math.ceil((percent * pool) / 100));
}

/** The companies a stage adds: the next ones in the plan's order until the stage's size is reached. */
export function stageNewcomers(planId: string, pool: readonly string[], joined: ReadonlySet<string>, percent: number, early: ReadonlySet<string> = new Set()): string[] {
  const wanted = stageSize(percent, pool.length) - pool.filter((id) => joined.has(id)).length;
  if (wanted <= 0) return [];
  return planOrder(planId, pool, early)
    .filter((id) => !joined.has(id))
    .slice(0, wanted);
}
